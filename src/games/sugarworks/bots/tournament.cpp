#include "bots/tournament.hpp"

#include <algorithm>
#include <chrono>

#include "bots/random_bot.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::bots {

GameState play_bot_game(const Game& game, const std::vector<BotLevel>& levels, std::uint64_t seed,
                        const BotSettings& settings, std::vector<std::vector<double>>* times,
                        int max_actions) {
    std::vector<GameEvent> events;
    GameState s = game.new_game(seed, events);
    std::vector<SeatInformation> seats;
    for (int p = 0; p < s.player_count; ++p)
        seats.push_back(first_information(player_view(game, s, p)));
    for (int n = 0; n < max_actions && !s.over(); ++n) {
        const int actor = s.current;
        const auto started = std::chrono::steady_clock::now();
        const BotChoice choice =
            decide(game, seats[static_cast<size_t>(actor)], levels[static_cast<size_t>(actor)],
                   decision_seed(seed, n, actor), settings);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started;
        if (times)
            (*times)[static_cast<size_t>(actor)].push_back(spent.count());
        events.clear();
        if (game.apply_in_place(s, choice.action, events))
            break;  // a bot chose an illegal action: the tests catch it, here the game stops
        for (SeatInformation& info : seats)
            observe(info, events, player_view(game, s, info.seat));
    }
    return s;
}

TournamentResult run_tournament(const Game& game, const TournamentOptions& options,
                                const std::function<void(int done)>& progress) {
    const int n = static_cast<int>(options.entries.size());
    struct GameOutcome {
        std::vector<int> entry_at;  // seat -> entry
        GameState final_state;
        std::vector<std::vector<double>> times;
    };
    const auto play = [&](int g) {
        GameOutcome out;
        std::vector<BotLevel> levels;
        for (int seat = 0; seat < n; ++seat) {
            const int entry = engine::tournament::entry_at(seat, g, n);
            out.entry_at.push_back(entry);
            levels.push_back(options.entries[static_cast<size_t>(entry)]);
        }
        out.times.resize(static_cast<size_t>(n));
        out.final_state = play_bot_game(game, levels, options.seed + static_cast<std::uint64_t>(g),
                                        options.settings, &out.times, options.max_actions);
        return out;
    };
    const std::vector<GameOutcome> outcomes =
        engine::tournament::play_games<GameOutcome>(options.games, options.threads, play, progress);

    TournamentResult result;
    result.cooperative = game.scenario().cooperative || game.options().players == 1;
    for (BotLevel level : options.entries) {
        EntryStats e;
        e.level = level;
        result.entries.push_back(std::move(e));
    }
    for (const GameOutcome& out : outcomes) {
        ++result.games;
        if (!out.final_state.over())
            ++result.unfinished;
        const ScoreSheet sheet = score(game, out.final_state);
        if (out.final_state.over())
            add_game(result.stats, game, out.final_state, 0);
        if (result.cooperative)
            result.team_score_total += sheet.players[0].total;
        for (const PlayerScore& ps : sheet.players)
            result.scores.push_back(ps.total);
        for (int w : sheet.winners)
            result.seat_wins[static_cast<size_t>(w)] +=
                1.0 / static_cast<double>(sheet.winners.size());
        for (int seat = 0; seat < n; ++seat) {
            EntryStats& e =
                result.entries[static_cast<size_t>(out.entry_at[static_cast<size_t>(seat)])];
            const auto& times = out.times[static_cast<size_t>(seat)];
            e.decision_seconds.insert(e.decision_seconds.end(), times.begin(), times.end());
            // Co-operative and solo: the team's score, and no one wins against another.
            if (result.cooperative) {
                e.add_game(sheet.players[0].total, false, 0);
                continue;
            }
            const bool won =
                std::find(sheet.winners.begin(), sheet.winners.end(), seat) != sheet.winners.end();
            e.add_game(sheet.players[static_cast<size_t>(seat)].total, won, sheet.winners.size());
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

}  // namespace sugarworks::bots
