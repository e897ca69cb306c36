// What every game's tournament shares: the entries rotated round the seats game
// by game, the games played on several threads with the same results as on one,
// each entry's tally (games, wins shared between winners, score, decision times)
// and the win rate's 95 % interval. The game plays each game and says who won.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace engine::tournament {

// The entry at `seat` in game `game` of `entries`: they rotate round the seats,
// so that no entry keeps the first seat.
inline int entry_at(int seat, int game, int entries) {
    return (seat + game) % entries;
}

// One entry's games.
struct Tally {
    int games = 0;
    double wins = 0;  // a win shared by k seats counts 1/k
    long long score_total = 0;
    std::vector<double> decision_seconds;

    // One game: its score, whether it won and among how many winners.
    void add_game(long long score, bool won, std::size_t winners) {
        ++games;
        score_total += score;
        if (won && winners > 0)
            wins += 1.0 / static_cast<double>(winners);
    }
};

struct Interval {
    double rate = 0, low = 0, high = 0;
};

// `wins` of `games` and its 95 % interval (Wilson's score interval, which stays
// inside 0 to 1 and is sound for few games and rates near 0 or 1).
inline Interval wilson_interval(double wins, int games) {
    if (games <= 0)
        return {};
    const double n = games;
    const double p = wins / n;
    const double z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

// A quantile (0 to 1) of `values` (0 when there are none).
inline double quantile(std::vector<double> values, double q) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto i =
        static_cast<std::size_t>(std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1));
    return values[i];
}

// Plays games 0 to `games` - 1 by `play(g)` on `threads` threads and returns their
// outcomes in game order. A game depends on its number alone (its seed is drawn
// from it), so the outcomes are the same on any number of threads. `progress(done)`
// is called after each game, one call at a time.
template <typename Outcome, typename Play>
std::vector<Outcome> play_games(int games, int threads, Play play,
                                const std::function<void(int done)>& progress = {}) {
    std::vector<Outcome> outcomes(static_cast<std::size_t>(std::max(0, games)));
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::mutex progress_lock;
    const auto worker = [&] {
        for (int g = next++; g < games; g = next++) {
            outcomes[static_cast<std::size_t>(g)] = play(g);
            const int finished = ++done;
            if (progress) {
                const std::lock_guard lock(progress_lock);
                progress(finished);
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(1, threads); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    return outcomes;
}

}  // namespace engine::tournament
