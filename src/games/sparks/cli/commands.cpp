// sparks-cli: finding and checking the data, the options of a game, and the
// state hashes of random games.
#include "commands.hpp"

#include <cstdlib>
#include <fstream>
#include <iostream>

#include "bots/simulation.hpp"
#include "engine/cli/command_output.hpp"
#include "engine/diagnostic.hpp"
#include "sparks/content_reader.hpp"
#include "sparks/data_location.hpp"
#include "sparks/state_io.hpp"

namespace sparks::cli {

std::optional<Content> load_data(const std::filesystem::path& dir) {
    LoadedContent loaded = load_content(dir);
    engine::cli::print_errors(loaded.errors);
    return loaded.content;
}

std::optional<GameOptions> options_for(const Content& content, const GameChoice& choice,
                                       const std::string& command) {
    GameOptions o{.players = choice.players,
                  .goal_tiles = choice.goal_tiles,
                  .assistant_draft = choice.draft,
                  .solo_goals = choice.solo_goals};
    const auto problems = Game::validate_options(content, o);
    for (const std::string& p : problems)
        std::cerr << command << ": " << p << "\n";
    if (!problems.empty())
        return std::nullopt;
    return o;
}

int validate_data_command(const std::filesystem::path& dir) {
    LoadedContent loaded = load_content(dir);
    for (const engine::Diagnostic& d : loaded.errors)
        std::cout << engine::format_diagnostic(d) << "\n";
    std::cout << loaded.files_checked << " files checked, " << loaded.errors.size() << " errors\n";
    return loaded.errors.empty() ? 0 : 1;
}

int hashes_command(const std::filesystem::path& data_dir, int games, int first, std::uint64_t seed,
                   const std::filesystem::path& out) {
    const auto content = load_data(data_dir);
    if (!content)
        return 1;
    std::ofstream file;
    if (!out.empty()) {
        file.open(out);
        if (!file) {
            std::cerr << "hashes: cannot write " << out.string() << "\n";
            return 1;
        }
    }
    std::ostream& to = out.empty() ? std::cout : file;
    const auto variants = every_variant();
    std::vector<Action> legal;
    std::vector<Event> events;
    for (int g = first; g < first + games; ++g) {
        const Game game(*content, variants[static_cast<std::size_t>(g) % variants.size()]);
        const std::uint64_t game_seed = bots::game_seed(seed, g);
        engine::Rng choose(game_seed ^ 0x5DEECE66Dull);
        GameState state = game.new_game(game_seed);
        // Seven words before the hashes, as sugarworks-cli writes them, so
        // cmake/CompareHashes.cmake names the first action where two builds part.
        const GameOptions& o = game.options();
        std::string variant =
            o.players == 1 ? "solo" + std::to_string(o.solo_goals) : (o.goal_tiles ? "goals" : "-");
        if (o.assistant_draft)
            variant += "+draft";
        to << "game " << g << " sparks " << o.players << "p " << variant << " seed " << game_seed
           << ": " << hash_hex(state_hash(state));
        for (int n = 0; n < 20000 && !game.is_over(state); ++n) {
            game.legal_actions(state, legal);
            events.clear();
            game.apply_in_place(
                state, legal[choose.below(static_cast<std::uint32_t>(legal.size()))], events);
            to << " " << hash_hex(state_hash(state));
        }
        to << "\n";
    }
    return to ? 0 : 1;
}

}  // namespace sparks::cli
