// Checking a movement scenario against a catalog that loaded with errors
// (`sugarworks-cli validate-data`): the scenario is checked against the parts
// that did load and is not blamed for the parts that did not.
#pragma once

#include <filesystem>
#include <set>
#include <string>

#include "sugarworks/catalog.hpp"
#include "sugarworks/movement_scenario.hpp"

namespace sugarworks::io {

// The parts of the catalog that could not be read. All empty when it loaded cleanly.
struct CatalogGaps {
    bool candies = false;              // candies.json has errors: the supply size is unknown
    bool all_tiles = false;            // the list of tiles.json could not be read at all
    std::set<std::string> tile_kinds;  // tile kinds whose entries have errors
    std::set<std::string> boards;      // board files with errors, by file name without ".json"
};

MovementScenarioLoad check_movement_scenario_file(const std::filesystem::path& path,
                                                  const std::string& display_name,
                                                  const Catalog& catalog, const CatalogGaps& gaps);

}  // namespace sugarworks::io
