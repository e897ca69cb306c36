#include "sparks/bots/tournament.hpp"

#include <algorithm>

namespace sparks::bots {

TournamentResult run_tournament(const Game& game, const TournamentOptions& o,
                                const std::function<void(int done)>& progress) {
    const int n = static_cast<int>(o.entries.size());
    struct GameOutcome {
        std::vector<int> entry_at;  // seat -> entry
        GameState end;
        int actions = 0;
        std::vector<std::vector<double>> times;  // by seat: decision seconds
    };
    const auto play = [&](int g) {
        GameOutcome out;
        std::vector<BotLevel> levels;
        for (int seat = 0; seat < n; ++seat) {
            out.entry_at.push_back(engine::tournament::entry_at(seat, g, n));
            levels.push_back(o.entries[static_cast<std::size_t>(out.entry_at.back())]);
        }
        out.end = play_game(game, levels, o.seed + static_cast<std::uint64_t>(g), o.settings,
                            &out.actions, o.max_actions, &out.times);
        return out;
    };
    const std::vector<GameOutcome> outcomes =
        engine::tournament::play_games<GameOutcome>(o.games, o.threads, play, progress);

    TournamentResult result;
    for (BotLevel level : o.entries) {
        EntryStats e;
        e.level = level;
        result.entries.push_back(std::move(e));
    }
    for (const GameOutcome& out : outcomes) {
        add_game(result.stats, game, out.end, out.actions);
        for (int seat = 0; seat < n && seat < static_cast<int>(out.times.size()); ++seat) {
            const auto& times = out.times[static_cast<std::size_t>(seat)];
            auto& all =
                result
                    .entries[static_cast<std::size_t>(out.entry_at[static_cast<std::size_t>(seat)])]
                    .decision_seconds;
            all.insert(all.end(), times.begin(), times.end());
        }
        if (!game.is_over(out.end))
            continue;
        const std::vector<int> won = winners(game, out.end);
        for (int seat = 0; seat < n; ++seat) {
            EntryStats& entry = result.entries[static_cast<std::size_t>(
                out.entry_at[static_cast<std::size_t>(seat)])];
            const Score points = score(game, out.end, seat);
            entry.add_game(points.total(), std::find(won.begin(), won.end(), seat) != won.end(),
                           won.size());
            entry.sources.add(
                points,
                static_cast<int>(out.end.seats[static_cast<std::size_t>(seat)].completed.size()));
        }
    }
    return result;
}

Interval win_interval(const EntryStats& e) {
    return engine::tournament::wilson_interval(e.wins, e.games);
}

double decision_quantile(const EntryStats& e, double q) {
    return engine::tournament::quantile(e.decision_seconds, q);
}

}  // namespace sparks::bots
