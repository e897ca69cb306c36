// Matches of Sparks played at random on the shipped content, for the tests of
// the JSON forms, the hash, the views, the match and saves.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/diagnostic.hpp"
#include "engine/rng.hpp"
#include "sparks/game.hpp"
#include "sparks/match.hpp"
#include "support/sparks_content.hpp"

namespace sparks::testing {

inline Game game_of(int players, bool goal_tiles = false, bool draft = false) {
    GameOptions options;
    options.players = players;
    options.goal_tiles = goal_tiles && players > 1;
    options.assistant_draft = draft;
    return Game(shipped_content(), options);
}

// A match of `game` from `seed`, with at most `actions` random legal actions (fewer
// when the game ends); the choices are drawn from `seed` too.
inline Match random_match(const Game& game, std::uint64_t seed, int actions) {
    Match match(game, seed);
    engine::Rng pick(seed * 7919 + 17);
    std::vector<Action> legal;
    for (int i = 0; i < actions && !game.is_over(match.state()); ++i) {
        game.legal_actions(match.state(), legal);
        if (legal.empty())
            break;
        match.apply(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    return match;
}

// The variants the tests go through: every player count, with goal tiles and the
// draft in some.
inline std::vector<Game> some_games() {
    return {game_of(1), game_of(2), game_of(2, true, true), game_of(3, false, true),
            game_of(4, true)};
}

inline std::string lines(const engine::Diagnostics& errors) {
    std::string out;
    for (const engine::Diagnostic& d : errors)
        out += engine::format_diagnostic(d) + "\n";
    return out;
}

}  // namespace sparks::testing
