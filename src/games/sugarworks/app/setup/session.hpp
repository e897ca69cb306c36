// What the window shows: the catalog, a movement scenario, and (once the
// conveyors have run) the core's outcome for it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "sugarworks/catalog.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "table/table_frame.hpp"

namespace sugarworks::app {

struct Session {
    Catalog catalog;
    MovementScenario scenario;
    std::filesystem::path scenario_path;
    // The narrated log line of every event, in order (filled by resolve()).
    std::vector<LogLine> log_lines;
    std::optional<MovementOutcome> outcome;

    // Asks the core to resolve the movement phase of the scenario (once).
    const MovementOutcome& resolve();
};

struct SessionLoad {
    std::optional<Session> session;
    std::string error;  // what went wrong, one diagnostic per line (file:pointer: message)
};

SessionLoad load_session(const std::filesystem::path& data_dir,
                         const std::filesystem::path& scenario_path);

}  // namespace sugarworks::app
