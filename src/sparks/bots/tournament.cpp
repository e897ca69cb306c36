#include "sparks/bots/tournament.hpp"

#include <algorithm>
#include <cmath>

namespace sparks::bots {

TournamentResult run_tournament(const Game& game, const TournamentOptions& o,
                                const std::function<void(int done)>& progress) {
    TournamentResult result;
    const int n = static_cast<int>(o.entries.size());
    for (BotLevel level : o.entries)
        result.entries.push_back({level});
    for (int g = 0; g < o.games; ++g) {
        // Rotate the entries round the seats, so none keeps the first seat.
        std::vector<BotLevel> levels(static_cast<std::size_t>(n));
        std::vector<int> entry_at(static_cast<std::size_t>(n));
        for (int seat = 0; seat < n; ++seat) {
            entry_at[static_cast<std::size_t>(seat)] = (seat + g) % n;
            levels[static_cast<std::size_t>(seat)] =
                o.entries[static_cast<std::size_t>(entry_at[static_cast<std::size_t>(seat)])];
        }
        int actions = 0;
        const GameState end = play_game(game, levels, o.seed + static_cast<std::uint64_t>(g),
                                        o.settings, &actions, o.max_actions);
        add_game(result.stats, game, end, actions);
        if (game.is_over(end)) {
            const std::vector<int> won = winners(game, end);
            for (int seat = 0; seat < n; ++seat) {
                EntryStats& e = result.entries[static_cast<std::size_t>(
                    entry_at[static_cast<std::size_t>(seat)])];
                ++e.games;
                e.score_total += score(game, end, seat).total();
                if (std::find(won.begin(), won.end(), seat) != won.end())
                    e.wins += 1.0 / static_cast<double>(won.size());
            }
        }
        if (progress)
            progress(g + 1);
    }
    return result;
}

Interval win_interval(const EntryStats& e) {
    if (e.games == 0)
        return {};
    const double z = 1.96;
    const double nn = e.games;
    const double p = e.wins / nn;
    const double centre = (p + z * z / (2 * nn)) / (1 + z * z / nn);
    const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace sparks::bots
