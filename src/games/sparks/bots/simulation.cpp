#include "bots/simulation.hpp"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <string>

#include "sparks/action_json.hpp"

namespace sparks::bots {

PlayedGame play_game(const Game& game, const std::vector<BotLevel>& levels, std::uint64_t seed,
                     const BotSettings& settings, int max_actions) {
    PlayedGame out{game.new_game(seed), 0, {}, {}};
    GameState& state = out.end;
    out.times.resize(static_cast<std::size_t>(state.players));
    std::vector<Event> events;
    while (!game.is_over(state)) {
        if (out.actions >= max_actions) {
            out.stopped = "still running after " + std::to_string(max_actions) + " actions";
            break;
        }
        const int seat = state.current;
        const auto started = std::chrono::steady_clock::now();
        const PlayerView view = player_view(game, state, seat);
        const BotLevel level = levels[static_cast<std::size_t>(seat)];
        const BotChoice choice =
            decide(game, view, level, decision_seed(seed, out.actions, seat), settings);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started;
        out.times[static_cast<std::size_t>(seat)].push_back(spent.count());
        events.clear();
        if (const auto refused = game.apply_in_place(state, choice.action, events)) {
            out.stopped = "at action " + std::to_string(out.actions) + ", seat " +
                          std::to_string(seat) + " (" + std::string(level_id(level)) + ") chose " +
                          action_to_json(choice.action).dump() + ", refused: " + refused->message;
            break;
        }
        ++out.actions;
    }
    return out;
}

void PointsBySource::add(const Score& score, int robots_completed) {
    const int parts[kSources] = {score.tracks,
                                 score.level_times_assistants,
                                 score.assistant_points,
                                 score.upgrade_points,
                                 score.sets,
                                 score.cogs,
                                 score.goals};
    ++players;
    robots += robots_completed;
    const int top = *std::max_element(std::begin(parts), std::end(parts));
    const auto at_top = std::count(std::begin(parts), std::end(parts), top);
    for (std::size_t i = 0; i < kSources; ++i) {
        points[i] += parts[i];
        scored[i] += parts[i] > 0 ? 1 : 0;
        if (top > 0 && parts[i] == top)
            largest[i] += 1.0 / static_cast<double>(at_top);
    }
}

void add_game(SimulationStats& stats, const Game& game, const PlayedGame& played,
              const std::string& which) {
    const Content& c = game.content();
    const GameState& s = played.end;
    stats.robots.resize(c.robots.size());
    stats.assistants.resize(c.assistants.size());
    ++stats.games;
    stats.actions += played.actions;
    if (!game.is_over(s)) {
        ++stats.unfinished;
        stats.unfinished_why.push_back(which + ": " + played.stopped);
        return;
    }
    const std::vector<int> won = winners(game, s);
    if (game.solo() && !won.empty())
        ++stats.solo_wins;
    int best = 0;
    for (int p = 0; p < s.players; ++p) {
        const Score sc = score(game, s, p);
        const int total = sc.total();
        const bool winner = std::find(won.begin(), won.end(), p) != won.end();
        stats.score_total += total;
        ++stats.player_games;
        stats.score_max = std::max(stats.score_max, total);
        best = std::max(best, total);
        const PlayerState& player = s.seats[static_cast<std::size_t>(p)];
        const int from_first = (p - s.first_player + s.players) % s.players;
        stats.sources.add(sc, static_cast<int>(player.completed.size()));
        stats.sources_by_seat[static_cast<std::size_t>(from_first)].add(
            sc, static_cast<int>(player.completed.size()));
        if (winner) {
            stats.seat_wins[static_cast<std::size_t>(from_first)] +=
                1.0 / static_cast<double>(won.size());
        }
        for (const CompletedRobot& r : player.completed) {
            CardStats& card = stats.robots[static_cast<std::size_t>(r.card)];
            ++card.times;
            card.owner_score += total;
            card.owner_wins += winner ? 1 : 0;
        }
        for (const PlayedAssistant& a : player.played) {
            CardStats& card = stats.assistants[static_cast<std::size_t>(a.card)];
            ++card.times;
            card.owner_score += total;
            card.owner_wins += winner ? 1 : 0;
        }
    }
    stats.winner_score_total += best;
}

SimulationStats simulate(const Game& game, int games, std::uint64_t seed) {
    SimulationStats stats;
    const std::vector<BotLevel> levels(static_cast<std::size_t>(game.options().players),
                                       BotLevel::Random);
    for (int g = 0; g < games; ++g) {
        const std::uint64_t one = game_seed(seed, g);
        add_game(stats, game, play_game(game, levels, one, {}),
                 "game " + std::to_string(g) + " (seed " + std::to_string(one) + ")");
    }
    return stats;
}

}  // namespace sparks::bots
