// What the shared random-game harness checks of Sparks: every die, card, tile,
// cog and spark accounted for after every action, and random actions to probe
// the rules with.
#pragma once

#include <string>
#include <vector>

#include "engine/rng.hpp"
#include "sparks/game.hpp"

namespace sparks::testing {

// "" when every invariant holds; else the first broken one.
std::string invariants(const Game& game, const GameState& state);

// Any action at all, legal or not, with fields in and a little out of range.
Action random_action(const GameState& state, engine::Rng& rng);

struct SparksHooks {
    const Game& game;
    std::string invariants(const GameState& state) const;
    std::uint64_t hash(const GameState& state) const;
    Action random_action(const GameState& state, engine::Rng& rng) const;
    // Replays the seed and actions from scratch: the same state, and a save of the
    // match loads back to it.
    std::string save_round_trip(std::uint64_t seed, const std::vector<Action>& actions) const;
    std::string describe(const Action& action) const;
};

}  // namespace sparks::testing
