// Computer players against each other: seats rotated game by game, every
// decision from the deciding seat's information alone, win rates with their 95 %
// intervals, mean scores and decision times. What `sugarworks-cli tournament`
// prints and docs/sugarworks/bots.md records.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "bots/bot.hpp"
#include "bots/simulation.hpp"
#include "engine/tournament.hpp"

namespace sugarworks::bots {

struct TournamentOptions {
    std::vector<BotLevel> entries;  // one per seat; game g seats entry (seat + g) % n at seat
    int games = 100;
    std::uint64_t seed = 1;
    BotSettings settings;
    int threads = 1;
    int max_actions = 20000;
};

// An entry's games, wins, score and decision times (the engine's tally).
struct EntryStats : engine::tournament::Tally {
    BotLevel level = BotLevel::Random;
};

struct TournamentResult {
    std::vector<EntryStats> entries;
    int games = 0;
    int unfinished = 0;
    bool cooperative = false;
    long long team_score_total = 0;  // co-operative and solo
    // By seat position, whoever sat there: wins (shared wins split), to see
    // what going first is worth.
    std::array<double, kMaxPlayers> seat_wins{};
    std::vector<int> scores;  // every seat's final score, every game
    // The final states tallied as `simulate` tallies them: the card table.
    SimulationStats stats;
};

// Plays one game with `levels[seat]` at each seat; the final state, and each
// decision's time appended to `times[seat]`.
GameState play_bot_game(const Game& game, const std::vector<BotLevel>& levels, std::uint64_t seed,
                        const BotSettings& settings,
                        std::vector<std::vector<double>>* times = nullptr, int max_actions = 20000);

TournamentResult run_tournament(const Game& game, const TournamentOptions& options,
                                const std::function<void(int done)>& progress = {});

using engine::tournament::Interval;
// The win rate and its 95 % interval (Wilson's).
Interval win_interval(const EntryStats& entry);
// A quantile (0 to 1) of the decision times, in seconds.
double decision_quantile(const EntryStats& entry, double q);

}  // namespace sugarworks::bots
