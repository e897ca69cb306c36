// The computer players: one call from a seat's information (never the game
// state) to an action and the reason for it, at one of four levels. Seeded: the
// same information, level and seed give the same choice, so games with computer
// seats replay exactly.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/bot_level.hpp"
#include "sugarworks/information.hpp"

namespace sugarworks::bots {

// The levels, their ids and their words are every game's (engine/bot_level.hpp).
using engine::BotLevel;
using engine::level_id;
using engine::level_words;
using engine::parse_level;

// One alternative the bot weighed, for the coach's comparison.
struct WeighedMove {
    Action action;
    double value =
        0;  // Medium, Easy: points the move is worth by the greedy count; Hard: mean points
    int visits = 0;  // Hard: simulated futures through the move
    double win = 0;  // Hard: mean return (a win counts most)
};

struct BotChoice {
    Action action;
    // In words, for the coach and the bot's own side: what the move does and what
    // it is for, then the numbers; one to three sentences that stand after the
    // action's own words and do not open with them (bots/reason_words.hpp).
    std::string reason;
    // How it chose, without what it expects to score: the words the other
    // players may read in a game of hidden hands.
    std::string summary;
    std::vector<WeighedMove> weighed;  // best first (a few)
    int iterations = 0;                // Hard: simulated futures searched
};

struct BotSettings {
    int hard_iterations = 4000;  // IS-MCTS budget per decision
    double hard_max_seconds = 1.0;
    const std::atomic<bool>* cancel = nullptr;
    // The players' names, for the reasons that name another seat ("stops Blake's
    // order"); none: "Player 2".
    std::vector<std::string> player_names{};
};

// The seed of a bot's decision in a game: the game's seed, the number of actions
// taken so far and the seat, mixed. The table and the tournament both use it, so
// a computer player at the table chooses as it does in a tournament.
std::uint64_t decision_seed(std::uint64_t game_seed, int action_index, int seat);

// The bot's choice for the seat of `info`, who must be the player to act.
BotChoice decide(const Game& game, const SeatInformation& info, BotLevel level, std::uint64_t seed,
                 const BotSettings& settings = {});

}  // namespace sugarworks::bots
