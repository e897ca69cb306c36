// The top of the movement example's side panel: the scenario's name, what it
// shows and the seed. The conveyor controls under it are the table's own
// (movement_bar.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "shell/platform/fonts.hpp"

namespace sugarworks::app {

void draw_scenario_heading(const std::string& name, const std::string& description,
                           std::optional<std::uint64_t> seed, const shell::Fonts& fonts);

}  // namespace sugarworks::app
