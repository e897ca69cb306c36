// Computer players of Sparks against each other: seats rotated game by game,
// every decision from the deciding seat's view alone, win rates with their 95 %
// intervals and mean scores. What `sparks-cli tournament` prints.
#pragma once

#include <functional>
#include <vector>

#include "bots/simulation.hpp"
#include "engine/tournament.hpp"

namespace sparks::bots {

struct TournamentOptions {
    std::vector<BotLevel> entries;  // one per seat; game g seats entry (seat + g) % n at seat
    int games = 100;
    std::uint64_t seed = 1;
    BotSettings settings;
    int threads = 1;  // the results are the same on any number
    int max_actions = 20000;
};

// An entry's games, wins and score (the engine's tally).
struct EntryStats : engine::tournament::Tally {
    BotLevel level = BotLevel::Random;
    PointsBySource sources;  // this entry's players only
};

struct TournamentResult {
    std::vector<EntryStats> entries;
    SimulationStats stats;
};

TournamentResult run_tournament(const Game& game, const TournamentOptions& options,
                                const std::function<void(int done)>& progress = {});

using engine::tournament::Interval;
// The win rate and its 95 % interval (Wilson's).
Interval win_interval(const EntryStats& entry);
// A quantile (0 to 1) of the entry's decision times, in seconds.
double decision_quantile(const EntryStats& entry, double q);

}  // namespace sparks::bots
