// Fuzz target for the Sparks action decoder and the rules' gate: the input is one
// action as JSON, or a list of them. A decoded action writes back to JSON and
// reads to the same action. Each is tried on positions of every player count, plain
// and with every variant, from the set-up to late in the game: check(), apply(),
// apply_in_place() and the legal list must agree, a refusal must say why and
// leave the state as it was, and an accepted action must leave every invariant of
// the harness true; a list goes on from the position each accepted action leaves.
#include <algorithm>
#include <array>
#include <cstdint>
#include <list>
#include <string>
#include <variant>
#include <vector>

#include "engine/json_reader.hpp"
#include "engine/rng.hpp"
#include "harness/sparks_hooks.hpp"
#include "sparks/action_json.hpp"
#include "sparks_fuzz_support.hpp"

using namespace sparks;

namespace {

struct Position {
    const Game* game;
    GameState state;
};

// Positions after these numbers of random legal actions of a game of each kind
// (those before the game ends): the set-up, the first turns, later rounds.
constexpr std::array kAfter = {0, 3, 12, 40, 100, 220};

const std::vector<Position>& positions() {
    static std::list<Game> games;
    static const std::vector<Position> all = [] {
        std::vector<Position> out;
        const Content& content = fuzz::shipped_content();
        for (const GameOptions& options : fuzz::every_kind_of_game(content)) {
            const Game& game = games.emplace_back(content, options);
            const std::uint64_t seed = 17 + static_cast<std::uint64_t>(options.players);
            GameState state = game.new_game(seed);
            engine::Rng choose(seed);
            std::vector<Action> legal;
            std::vector<Event> events;
            for (int played = 0; played <= kAfter.back() && !game.is_over(state); ++played) {
                if (std::find(kAfter.begin(), kAfter.end(), played) != kAfter.end())
                    out.push_back({&game, state});
                game.legal_actions(state, legal);
                if (legal.empty() ||
                    game.apply_in_place(
                        state, legal[choose.below(static_cast<std::uint32_t>(legal.size()))],
                        events))
                    fuzz::broken("a random game to the positions stopped");
            }
        }
        return out;
    }();
    return all;
}

std::vector<Action> decode(std::string_view text) {
    engine::Diagnostics errors;
    std::vector<Action> actions;
    const auto read = [&](const nlohmann::json& value, const nlohmann::json::json_pointer& at) {
        if (auto action = action_from_json(value, "fuzz.json", at, errors))
            actions.push_back(*action);
    };
    const auto doc = engine::io::parse_json_text(text, "fuzz.json", errors);
    if (doc && doc->is_array()) {
        for (std::size_t i = 0; i < doc->size(); ++i)
            read((*doc)[i], nlohmann::json::json_pointer("/" + std::to_string(i)));
    } else if (doc) {
        read(*doc, nlohmann::json::json_pointer());
    }
    fuzz::check_diagnostics(errors, "fuzz.json");
    for (const Action& action : actions) {
        engine::Diagnostics again;
        const auto back = action_from_json(action_to_json(action), "again.json",
                                           nlohmann::json::json_pointer(), again);
        if (!back || !(*back == action))
            fuzz::broken("an action read from JSON changes when written and read again: " +
                         fuzz::describe(action));
    }
    return actions;
}

void try_from(const Position& from, const std::vector<Action>& actions) {
    const Game& game = *from.game;
    GameState state = from.state;
    std::vector<Action> legal;
    std::vector<Event> events;
    for (const Action& action : actions) {
        const std::string what = fuzz::describe(action);
        const std::optional<Rejection> refused = game.check(state, action);
        auto outcome = game.apply(state, action);
        game.legal_actions(state, legal);
        const bool listed = std::find(legal.begin(), legal.end(), action) != legal.end();
        if (refused.has_value() != std::holds_alternative<Rejection>(outcome))
            fuzz::broken("check() and apply() disagree on " + what);
        if (refused.has_value() == listed)
            fuzz::broken("check() and the legal list disagree on " + what);
        GameState in_place = state;
        events.clear();
        const std::optional<Rejection> refused_in_place =
            game.apply_in_place(in_place, action, events);
        if (refused_in_place.has_value() != refused.has_value())
            fuzz::broken("check() and apply_in_place() disagree on " + what);
        if (refused) {
            if (refused->message.empty() || refused_in_place->message.empty())
                fuzz::broken("a refusal gives no reason: " + what);
            if (!(in_place == state) || !events.empty())
                fuzz::broken("refusing " + what + " changed the state");
            return;
        }
        Applied& applied = std::get<Applied>(outcome);
        if (!(applied.state == in_place) || applied.events != events)
            fuzz::broken("apply() and apply_in_place() differ on " + what);
        state = std::move(applied.state);
        if (const std::string problem = testing::invariants(game, state); !problem.empty())
            fuzz::broken("after " + what + ": " + problem);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<Action> actions = decode(fuzz::as_text(data, size));
    if (actions.empty())
        return 0;
    for (const Position& position : positions())
        try_from(position, actions);
    return 0;
}
