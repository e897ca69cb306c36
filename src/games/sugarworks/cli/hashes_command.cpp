// sugarworks-cli hashes: random games of every mode, every combination of the
// advanced rules it allows and every player count it takes, with the state hash
// after set-up and after every action, one game a line. Two builds (two
// compilers, two machines) that print the same lines played every one of those
// games identically; the suite compares the g++ and clang builds this way.
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "bots/random_bot.hpp"
#include "bots/simulation.hpp"
#include "commands.hpp"
#include "sugarworks/state_io.hpp"

namespace sugarworks::cli {

namespace {

// Every game the data allows: each scenario, each subset of its toggles, each player count.
std::vector<GameOptions> every_combination(const Catalog& catalog) {
    std::vector<GameOptions> out;
    for (const Scenario& scenario : catalog.scenarios) {
        for (const ToggleSet toggles : toggle_subsets(scenario.allowed_toggles)) {
            for (int players = scenario.min_players; players <= scenario.max_players; ++players) {
                GameOptions options = GameOptions::for_scenario(scenario, players, toggles);
                if (Game::validate_options(catalog, options).empty())
                    out.push_back(std::move(options));
            }
        }
    }
    return out;
}

std::string describe(const GameOptions& options) {
    std::string text = options.scenario + " " + std::to_string(options.players) + "p";
    std::string toggles;
    for (const Toggle t : kAllToggles) {
        if (options.toggles.has(t))
            toggles += (toggles.empty() ? "" : ",") + std::string(toggle_id(t));
    }
    return text + " " + (toggles.empty() ? "-" : toggles);
}

}  // namespace

int hashes_command(const std::filesystem::path& data_dir, const HashesRequest& request) {
    const auto data = load_data(data_dir);
    if (!data)
        return 1;
    const Catalog& catalog = data->catalog;
    const std::vector<GameOptions> combinations = every_combination(catalog);
    if (combinations.empty()) {
        std::cerr << "hashes: the data allows no game\n";
        return 1;
    }
    std::ofstream file;
    if (!request.out.empty()) {
        file.open(request.out, std::ios::trunc);
        if (!file) {
            std::cerr << "hashes: cannot write " << request.out.string() << "\n";
            return 1;
        }
    }
    std::ostream& out = request.out.empty() ? std::cout : file;
    long long actions = 0;
    for (int i = request.first; i < request.first + request.games; ++i) {
        const GameOptions& options = combinations[static_cast<size_t>(i) % combinations.size()];
        const Game game(catalog, options);
        const std::uint64_t seed = bots::game_seed(request.seed, i);
        out << "game " << i << " " << describe(options) << " seed " << seed << ":";
        const bots::RandomGame played = bots::play_random_game(
            game, seed, 100000,
            [&](const GameState& state) { out << " " << hash_hex(state_hash(state)); });
        out << "\n";
        actions += static_cast<long long>(played.actions.size());
    }
    out.flush();
    if (!out) {
        std::cerr << "hashes: cannot write " << request.out.string() << "\n";
        return 1;
    }
    std::cerr << request.games << " games (" << combinations.size()
              << " combinations of mode, advanced rules and players), " << actions
              << " actions hashed\n";
    return 0;
}

}  // namespace sugarworks::cli
