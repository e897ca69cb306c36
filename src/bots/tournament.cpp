#include "bots/tournament.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

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
    std::vector<GameOutcome> outcomes(static_cast<size_t>(options.games));
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::mutex progress_lock;
    const auto worker = [&] {
        for (int g = next++; g < options.games; g = next++) {
            GameOutcome& out = outcomes[static_cast<size_t>(g)];
            std::vector<BotLevel> levels;
            for (int seat = 0; seat < n; ++seat) {
                const int entry = (seat + g) % n;
                out.entry_at.push_back(entry);
                levels.push_back(options.entries[static_cast<size_t>(entry)]);
            }
            out.times.resize(static_cast<size_t>(n));
            out.final_state =
                play_bot_game(game, levels, options.seed + static_cast<std::uint64_t>(g),
                              options.settings, &out.times, options.max_actions);
            const int finished = ++done;
            if (progress) {
                const std::lock_guard lock(progress_lock);
                progress(finished);
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::max(1, options.threads); ++t)
        threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads)
        t.join();

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
            ++e.games;
            const auto& times = out.times[static_cast<size_t>(seat)];
            e.decision_seconds.insert(e.decision_seconds.end(), times.begin(), times.end());
            if (result.cooperative) {
                e.score_total += sheet.players[0].total;
                continue;
            }
            e.score_total += sheet.players[static_cast<size_t>(seat)].total;
            if (std::find(sheet.winners.begin(), sheet.winners.end(), seat) != sheet.winners.end())
                e.wins += 1.0 / static_cast<double>(sheet.winners.size());
        }
    }
    return result;
}

Interval win_interval(const EntryStats& e) {
    Interval out;
    if (e.games == 0)
        return out;
    const double n = e.games;
    const double p = e.wins / n;
    const double z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    out.rate = p;
    out.low = centre - half;
    out.high = centre + half;
    return out;
}

double decision_quantile(const EntryStats& e, double q) {
    if (e.decision_seconds.empty())
        return 0;
    std::vector<double> sorted = e.decision_seconds;
    std::sort(sorted.begin(), sorted.end());
    const auto i = static_cast<std::size_t>(std::clamp(q, 0.0, 1.0) * (sorted.size() - 1));
    return sorted[i];
}

}  // namespace sugarworks::bots
