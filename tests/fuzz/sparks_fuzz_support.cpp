#include "sparks_fuzz_support.hpp"

#include <cstdlib>
#include <utility>
#include <variant>

#include "engine/rng.hpp"
#include "harness/sparks_hooks.hpp"
#include "sparks/action_json.hpp"
#include "sparks/content_reader.hpp"
#include "sparks/match.hpp"
#include "sparks/save.hpp"
#include "sparks/state_io.hpp"

namespace sparks::fuzz {

namespace fs = std::filesystem;

fs::path shipped_data_dir() {
    if (const char* env = std::getenv("SPARKS_FUZZ_DATA"); env && *env)
        return env;
    return SPARKS_FUZZ_DATA_DIR;
}

const Content& shipped_content() {
    static const Content content = [] {
        LoadedContent loaded = load_content(shipped_data_dir());
        if (!loaded.content)
            broken("the shipped Sparks content does not load: " +
                   engine::format_diagnostic(loaded.errors.front()));
        return std::move(*loaded.content);
    }();
    return content;
}

fuzzing::ScratchFolder& scratch_data() {
    static fuzzing::ScratchFolder scratch(shipped_data_dir(), fs::path("data") / "sparks");
    return scratch;
}

std::vector<GameOptions> every_kind_of_game(const Content& content) {
    std::vector<GameOptions> out;
    const auto add = [&](GameOptions options) {
        if (Game::validate_options(content, options).empty())
            out.push_back(options);
    };
    for (int players = 1; players <= 4; ++players) {
        GameOptions plain;
        plain.players = players;
        add(plain);
        GameOptions variants = plain;
        variants.assistant_draft = true;
        if (players == 1)
            variants.solo_goals = static_cast<int>(content.goals.size());
        else
            variants.goal_tiles = true;
        add(variants);
    }
    return out;
}

std::string describe(const Action& action) {
    return action_to_json(action).dump();
}

namespace {

// The game saved as `sparks-cli` saves it, loaded back with the same content: the
// same actions, the same state, and the same bytes when saved again.
void check_save(const Game& game, std::uint64_t seed, const std::vector<Action>& actions) {
    Match match(game, seed);
    for (const Action& action : actions) {
        if (std::holds_alternative<Rejection>(match.apply(action)))
            broken("the match refused " + describe(action) + ", which the game accepted");
    }
    SaveInfo info;
    info.seats.resize(static_cast<std::size_t>(game.options().players));
    const std::string text = save_text(match, info);
    const LoadedGame loaded = load_save_text(text, "saved.json", game.content());
    if (!loaded.match)
        broken("a save of a game on content that read without errors does not load: " +
               engine::format_diagnostic(loaded.errors.front()));
    if (!(loaded.match->state() == match.state()))
        broken("a save of a game on content that read without errors loads to another state");
    if (save_text(*loaded.match, loaded.info) != text)
        broken("a save of a game on content that read without errors changes when saved again");
}

}  // namespace

void play_checked(const Game& game, std::uint64_t seed, int max_actions) {
    engine::Rng choose(seed ^ 0x9E3779B97F4A7C15ull);
    std::vector<Event> events;
    GameState state = game.new_game(seed, events);
    if (const std::string problem = testing::invariants(game, state); !problem.empty())
        broken("after set-up: " + problem);
    std::vector<Action> history;
    std::vector<Action> legal;
    while (!game.is_over(state) && static_cast<int>(history.size()) < max_actions) {
        game.legal_actions(state, legal);
        if (legal.empty())
            broken("no legal action after " + std::to_string(history.size()) +
                   " actions, and the game is not over");
        const Action chosen = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
        events.clear();
        if (const auto refused = game.apply_in_place(state, chosen, events))
            broken("the listed action " + describe(chosen) + " was refused: " + refused->message);
        history.push_back(chosen);
        if (const std::string problem = testing::invariants(game, state); !problem.empty())
            broken("after " + describe(chosen) + " (action " + std::to_string(history.size()) +
                   "): " + problem);
    }
    const testing::SparksHooks hooks{game};
    if (const std::string problem = hooks.save_round_trip(seed, history); !problem.empty())
        broken("replaying the game: " + problem);
    check_save(game, seed, history);
}

}  // namespace sparks::fuzz
