#include "setup/session.hpp"

#include "sugarworks/text.hpp"

namespace sugarworks::app {
namespace {

std::string format_all(const Diagnostics& errors) {
    std::string out;
    for (const Diagnostic& d : errors)
        out += format_diagnostic(d) + "\n";
    return out;
}

}  // namespace

const MovementOutcome& Session::resolve() {
    if (!outcome) {
        outcome = resolve_movement(scenario.floor, scenario.rules);
        log_lines.clear();
        log_lines.reserve(outcome->events.size());
        for (const Event& e : outcome->events)
            log_lines.push_back({narrate(e, scenario.floor, &catalog), GameEventKind::Floor, e});
    }
    return *outcome;
}

SessionLoad load_session(const std::filesystem::path& data_dir,
                         const std::filesystem::path& scenario_path) {
    CatalogLoad catalog = load_catalog(data_dir);
    if (!catalog.ok()) {
        return {std::nullopt, "The data folder " + data_dir.string() + " has errors:\n" +
                                  format_all(catalog.errors)};
    }
    MovementScenarioLoad load =
        read_movement_scenario_file(scenario_path, scenario_path.generic_string(), catalog.catalog);
    if (!load.scenario) {
        return {std::nullopt, "The scenario " + scenario_path.generic_string() +
                                  " cannot be shown:\n" + format_all(load.errors)};
    }
    Session s{std::move(catalog.catalog), std::move(*load.scenario), scenario_path, {}, {}};
    return {std::move(s), {}};
}

}  // namespace sugarworks::app
