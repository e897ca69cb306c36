// Statistics over many random games: what `sugarworks-cli simulate` prints and
// docs/sugarworks/balance.md records.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bots/random_bot.hpp"
#include "engine/seeds.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks::bots {

// The balance rule for the order cards (checked over random 4-player games):
// every special order completed in at least 1 % of games, every sales order
// true on the final floor in 2 % to 80 % of games.
inline constexpr double kSpecialMinRate = 0.01;
inline constexpr double kSalesMinRate = 0.02;
inline constexpr double kSalesMaxRate = 0.80;

struct SimulationStats {
    int games = 0;
    long long actions = 0;
    long long rounds_total = 0;
    int rounds_min = 0;
    int rounds_max = 0;
    int ended_candy_ran_out = 0;
    int ended_round_cap = 0;
    int unfinished = 0;         // stopped by the action guard (a rules bug)
    long long score_total = 0;  // over every player of every game
    long long player_games = 0;
    std::optional<int> score_max;  // none before the first game
    long long winner_score_total = 0;
    // Co-operative play: how many games ended with each rating, in rating order.
    std::vector<std::pair<std::string, int>> ratings;
    std::array<long long, kCandyTypeCount> delivered{};  // into any crate
    std::array<long long, kCandyTypeCount> lost{};       // the Lost gutter, and removed from it
    // Per order card (catalog index): games in which it was completed. A special
    // order: some player completed it. A sales order: its condition is true on the
    // final floor, whoever holds it.
    std::vector<int> card_completed;
};

// Adds one finished game.
void add_game(SimulationStats& stats, const Game& game, const GameState& final_state, int actions);

// The seed of game `index` of a simulation started from `seed`: every game's
// (engine/seeds.hpp).
using engine::game_seed;

// Plays `games` random games and tallies them.
SimulationStats simulate(const Game& game, int games, std::uint64_t seed);

double card_rate(const SimulationStats& stats, int card);
// Does the card meet the balance rule at this completion rate?
bool balance_ok(const OrderCard& card, double rate);

}  // namespace sugarworks::bots
