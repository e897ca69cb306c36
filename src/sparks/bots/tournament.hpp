// Computer players of Sparks against each other: seats rotated game by game,
// every decision from the deciding seat's view alone, win rates with their 95 %
// intervals and mean scores. What `sparks-cli tournament` prints.
#pragma once

#include <functional>
#include <vector>

#include "sparks/bots/simulation.hpp"

namespace sparks::bots {

struct TournamentOptions {
    std::vector<BotLevel> entries;  // one per seat; game g seats entry (seat + g) % n at seat
    int games = 100;
    std::uint64_t seed = 1;
    BotSettings settings;
    int max_actions = 20000;
};

struct EntryStats {
    BotLevel level = BotLevel::Random;
    int games = 0;
    double wins = 0;  // a win shared by k seats counts 1/k
    long long score_total = 0;
};

struct TournamentResult {
    std::vector<EntryStats> entries;
    SimulationStats stats;
};

TournamentResult run_tournament(const Game& game, const TournamentOptions& options,
                                const std::function<void(int done)>& progress = {});

struct Interval {
    double rate = 0, low = 0, high = 0;
};
// The win rate and its 95 % interval (Wilson's).
Interval win_interval(const EntryStats& entry);

}  // namespace sparks::bots
