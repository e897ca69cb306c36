// --mode and --toggle: from names on the command line to the options of a game.
#include <iostream>

#include "commands.hpp"

namespace sugarworks::cli {

std::optional<GameOptions> options_for(const Catalog& catalog, const GameChoice& choice,
                                       int players, std::string_view command) {
    std::vector<std::string> problems;
    const Scenario* scenario = catalog.scenario(choice.mode);
    if (!scenario) {
        std::string known;
        for (const Scenario& s : catalog.scenarios)
            known += (known.empty() ? "" : ", ") + s.id;
        problems.push_back("unknown mode \"" + choice.mode + "\" (the data has " + known + ")");
    }
    ToggleSet toggles;
    for (const std::string& id : choice.toggles) {
        if (const auto t = parse_toggle(id)) {
            toggles.add(*t);
            continue;
        }
        std::string known;
        for (Toggle t : kAllToggles)
            known += (known.empty() ? "" : ", ") + std::string(toggle_id(t));
        problems.push_back("unknown toggle \"" + id + "\" (expected one of " + known + ")");
    }
    if (problems.empty()) {
        const GameOptions options = GameOptions::for_scenario(*scenario, players, toggles);
        problems = Game::validate_options(catalog, options);
        if (problems.empty())
            return options;
    }
    for (const std::string& p : problems)
        std::cerr << command << ": " << p << "\n";
    return std::nullopt;
}

}  // namespace sugarworks::cli
