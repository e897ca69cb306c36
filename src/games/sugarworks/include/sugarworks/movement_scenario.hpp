// A movement scenario: a floor set up by hand (board, tiles, outputs, candies)
// and the rules to resolve one movement phase on it. Read by
// `sugarworks-cli movement` and by the tests; schema in docs/sugarworks/data.md.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "sugarworks/catalog.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/floor.hpp"
#include "sugarworks/movement.hpp"

namespace sugarworks {

struct MovementScenario {
    std::string name;
    std::string description;
    Board board;  // the board side used (or the inline board)
    Floor floor;
    MovementRules rules;
};

struct MovementScenarioLoad {
    std::optional<MovementScenario> scenario;
    Diagnostics errors;
};

inline constexpr std::string_view kMovementScenarioSchema = "sugarworks.movement-scenario/1";

MovementScenarioLoad read_movement_scenario_text(std::string_view text,
                                                 const std::string& display_name,
                                                 const Catalog& catalog);
MovementScenarioLoad read_movement_scenario_file(const std::filesystem::path& path,
                                                 const std::string& display_name,
                                                 const Catalog& catalog);

}  // namespace sugarworks
