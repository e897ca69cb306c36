#include "bots/tournament.hpp"

#include <algorithm>
#include <string>

namespace sparks::bots {

TournamentResult run_tournament(const Game& game, const TournamentOptions& o,
                                const std::function<void(int done)>& progress) {
    const int n = static_cast<int>(o.entries.size());
    struct GameOutcome {
        std::vector<int> entry_at;  // seat -> entry
        std::uint64_t seed = 0;
        PlayedGame played;
    };
    const auto play = [&](int g) {
        GameOutcome out;
        std::vector<BotLevel> levels;
        for (int seat = 0; seat < n; ++seat) {
            out.entry_at.push_back(engine::tournament::entry_at(seat, g, n));
            levels.push_back(o.entries[static_cast<std::size_t>(out.entry_at.back())]);
        }
        out.seed = o.seed + static_cast<std::uint64_t>(g);
        out.played = play_game(game, levels, out.seed, o.settings, o.max_actions);
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
        const GameState& end = out.played.end;
        std::string seats;
        for (int entry : out.entry_at)
            seats += (seats.empty() ? "" : ",") +
                     std::string(level_id(o.entries[static_cast<std::size_t>(entry)]));
        add_game(result.stats, game, out.played,
                 "game with --seats " + seats + " --seed " + std::to_string(out.seed));
        for (int seat = 0; seat < n && seat < static_cast<int>(out.played.times.size()); ++seat) {
            const auto& times = out.played.times[static_cast<std::size_t>(seat)];
            auto& all =
                result
                    .entries[static_cast<std::size_t>(out.entry_at[static_cast<std::size_t>(seat)])]
                    .decision_seconds;
            all.insert(all.end(), times.begin(), times.end());
        }
        if (!game.is_over(end))
            continue;
        const std::vector<int> won = winners(game, end);
        for (int seat = 0; seat < n; ++seat) {
            EntryStats& entry = result.entries[static_cast<std::size_t>(
                out.entry_at[static_cast<std::size_t>(seat)])];
            const Score points = score(game, end, seat);
            entry.add_game(points.total(), std::find(won.begin(), won.end(), seat) != won.end(),
                           won.size());
            entry.sources.add(
                points,
                static_cast<int>(end.seats[static_cast<std::size_t>(seat)].completed.size()));
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
