// The computer players of Sparks: one call from a seat's player view (never the
// game state) to an action and the reason for it, at one of four levels. Seeded:
// the same view, level and seed give the same choice, so games with computer
// seats replay exactly.
#pragma once

#include <cstdint>
#include <string>

#include "engine/bot_level.hpp"
#include "sparks/player_view.hpp"

namespace sparks::bots {

// The levels and their ids are every game's (engine/bot_level.hpp).
using engine::BotLevel;
using engine::level_id;
using engine::parse_level;

struct BotChoice {
    Action action;
    std::string reason;  // in words
    int iterations = 0;  // Hard: simulated futures searched
};

struct BotSettings {
    // IS-MCTS budget per decision: what one core searches in well under a second (a
    // decision's p95 0.37 s at 2 players and 0.30 s at 4, docs/sparks/balance.md), so a
    // slower machine still decides within the second that hard_max_seconds guards.
    int hard_iterations = 10000;
    double hard_max_seconds = 1.0;
    int hard_playout_actions = 40;  // a playout is cut off and judged by the evaluation
};

// The seed of a decision: the game's seed, the number of actions so far and the seat, mixed.
std::uint64_t decision_seed(std::uint64_t game_seed, int action_index, int seat);

// The choice for the seat of `view`, who must be the player to act.
BotChoice decide(const Game& game, const PlayerView& view, BotLevel level, std::uint64_t seed,
                 const BotSettings& settings = {});

}  // namespace sparks::bots
