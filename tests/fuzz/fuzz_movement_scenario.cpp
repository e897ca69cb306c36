// Fuzz target for the movement scenario reader (`sugarworks-cli movement`): the
// input is a scenario file; one that reads without errors has its movement
// resolved (under the sanitizers: no crash, no undefined behaviour).
#include <cstdint>

#include "fuzz_support.hpp"
#include "sugarworks/movement_scenario.hpp"

using namespace sugarworks;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const MovementScenarioLoad load = read_movement_scenario_text(
        fuzz::as_text(data, size), "fuzz.json", fuzz::shipped_catalog());
    fuzz::check_diagnostics(load.errors, "fuzz.json");
    if (load.scenario.has_value() != load.errors.empty())
        fuzz::broken("a scenario read with errors, or failed without one");
    if (load.scenario)
        resolve_movement(load.scenario->floor, load.scenario->rules);
    return 0;
}
