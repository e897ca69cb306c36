// The simplest bot on the core: it picks uniformly among the legal actions with
// its own seeded Rng. Used by `sugarworks-cli simulate`, the random-simulation
// test harness and the game benchmark.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "sugarworks/game.hpp"
#include "sugarworks/rng.hpp"

namespace sugarworks::bots {

// The bot's seed for a game seed: a stream of its own, so the bot's choices
// never share numbers with the game's dice and shuffles.
std::uint64_t bot_seed(std::uint64_t game_seed);

class RandomBot {
  public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}

    // An index in [0, count), uniformly; count > 0.
    std::size_t pick(std::size_t count) { return rng_.below(static_cast<std::uint32_t>(count)); }
    // One of `legal` (not empty), uniformly.
    const Action& choose(std::span<const Action> legal) { return legal[pick(legal.size())]; }

    Rng& rng() { return rng_; }

  private:
    Rng rng_;
};

// A whole game played by random bots from set-up to the end.
struct RandomGame {
    std::uint64_t seed = 0;
    GameState final_state;
    std::vector<Action> actions;
};

// Plays game `seed` with one RandomBot (seeded by bot_seed(seed)) choosing for
// every player. Stops at the end of the game, or after `max_actions` as a guard
// against a rules bug that never ends (the caller can tell by final_state.over()).
// `after_each`, if given, sees the state after set-up and after every action.
RandomGame play_random_game(const Game& game, std::uint64_t seed, int max_actions = 100000,
                            const std::function<void(const GameState&)>& after_each = {});

}  // namespace sugarworks::bots
