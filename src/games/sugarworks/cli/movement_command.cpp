#include <iostream>

#include "commands.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/event_json.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "sugarworks/text.hpp"

namespace sugarworks::cli {

int movement_command(const std::filesystem::path& data_dir,
                     const std::filesystem::path& scenario_path, bool as_json) {
    const CatalogLoad catalog = load_catalog(data_dir);
    if (!catalog.ok()) {
        std::cerr << "The data folder " << data_dir.string() << " has errors:\n";
        print_errors(catalog.errors);
        return 1;
    }
    const MovementScenarioLoad load =
        read_movement_scenario_file(scenario_path, scenario_path.generic_string(), catalog.catalog);
    if (!load.scenario) {
        print_errors(load.errors);
        return 1;
    }
    const MovementScenario& scenario = *load.scenario;
    const MovementOutcome outcome = resolve_movement(scenario.floor, scenario.rules);
    if (as_json) {
        nlohmann::json out = {{"scenario", scenario.name},
                              {"before", floor_to_json(scenario.floor)},
                              {"events", events_to_json(outcome.events, scenario.floor)},
                              {"after", floor_to_json(outcome.floor)}};
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << scenario.name << "\n";
    if (!scenario.description.empty())
        std::cout << scenario.description << "\n";
    std::cout << "\nBefore:\n" << draw_floor(scenario.floor) << "\nEvents:\n";
    int n = 0;
    for (const Event& e : outcome.events) {
        std::cout << "  " << ++n << ". " << narrate(e, scenario.floor, &catalog.catalog) << "\n";
    }
    std::cout << "\nAfter:\n" << draw_floor(outcome.floor);
    return 0;
}

}  // namespace sugarworks::cli
