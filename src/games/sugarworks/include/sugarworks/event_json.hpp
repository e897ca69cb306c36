// JSON forms of events and floors, for `sugarworks-cli movement --json`, saves and tools.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "sugarworks/event.hpp"
#include "sugarworks/floor.hpp"

namespace sugarworks {

nlohmann::json place_to_json(const Place& place, const Floor& floor);
nlohmann::json event_to_json(const Event& event, const Floor& floor);
nlohmann::json events_to_json(const std::vector<Event>& events, const Floor& floor);
// Candies on the grid and docks, tiles that differ from the printed ones,
// crate contents, Lost and supply, per type.
nlohmann::json floor_to_json(const Floor& floor);

}  // namespace sugarworks
