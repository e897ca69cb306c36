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
        if (!game.is_over(out.end))
            continue;
        const std::vector<int> won = winners(game, out.end);
        for (int seat = 0; seat < n; ++seat) {
            EntryStats& e = result.entries[static_cast<std::size_t>(
                out.entry_at[static_cast<std::size_t>(seat)])];
            const Score sc = score(game, out.end, seat);
            e.add_game(sc.total(), std::find(won.begin(), won.end(), seat) != won.end(),
                       won.size());
            const std::array<int, 7> parts = score_parts(sc);
            for (std::size_t i = 0; i < parts.size(); ++i)
                e.parts[i] += parts[i];
            if (sc.sets > 0)
                ++e.games_with_a_set;
            if (static_cast<std::size_t>(seat) < out.times.size()) {
                const auto& times = out.times[static_cast<std::size_t>(seat)];
                e.decision_seconds.insert(e.decision_seconds.end(), times.begin(), times.end());
            }
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
