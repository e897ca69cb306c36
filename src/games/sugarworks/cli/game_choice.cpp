// --mode and --toggle: from names on the command line to the options of a game.
#include <iostream>

#include "commands.hpp"

namespace sugarworks::cli {

std::optional<GameOptions> options_for(const Catalog& catalog, const GameChoice& choice,
                                       int players, std::string_view command) {
    auto options = options_from_names(catalog, choice.mode, players, choice.toggles);
    if (auto* made = std::get_if<GameOptions>(&options))
        return *made;
    for (const std::string& p : std::get<std::vector<std::string>>(options))
        std::cerr << command << ": " << p << "\n";
    return std::nullopt;
}

}  // namespace sugarworks::cli
