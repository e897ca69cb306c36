// sparks-cli simulate and tournament: many games, their statistics and, for the
// tournament, each entry's win rate with its 95 % interval.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "bots/tournament.hpp"
#include "commands.hpp"

namespace sparks::cli {

namespace {

// A source's mean points a player, the share of players who scored from it and the
// share whose largest source it was.
void add_sources(nlohmann::json& j, const bots::PointsBySource& s) {
    const char* names[bots::PointsBySource::kSources] = {
        "tracks", "level_times_assistants", "assistant_points", "upgrade_points", "sets", "cogs",
        "goals"};
    const double players = static_cast<double>(std::max<long long>(1, s.players));
    for (std::size_t i = 0; i < bots::PointsBySource::kSources; ++i) {
        j["mean_parts"][names[i]] = static_cast<double>(s.points[i]) / players;
        j["share_scoring"][names[i]] = static_cast<double>(s.scored[i]) / players;
        j["share_largest"][names[i]] = s.largest[i] / players;
    }
    j["mean_robots"] = static_cast<double>(s.robots) / players;
}

nlohmann::json stats_json(const Content& content, const bots::SimulationStats& s, bool cards) {
    const double pg = std::max<long long>(1, s.player_games);
    nlohmann::json j{
        {"games", s.games},
        {"unfinished", s.unfinished},
        {"unfinished_games", s.unfinished_why},
        {"mean_actions", static_cast<double>(s.actions) / std::max(1, s.games)},
        {"mean_score", static_cast<double>(s.score_total) / pg},
        {"mean_winner_score", static_cast<double>(s.winner_score_total) / std::max(1, s.games)},
        {"max_score", s.score_max},
        {"solo_wins", s.solo_wins}};
    add_sources(j, s.sources);
    j["wins_by_seat_from_first"] = s.seat_wins;
    j["by_seat_from_first"] = nlohmann::json::array();
    for (const bots::PointsBySource& seat : s.sources_by_seat) {
        if (seat.players == 0)
            continue;
        nlohmann::json one;
        add_sources(one, seat);
        j["by_seat_from_first"].push_back(std::move(one));
    }
    if (cards) {
        const auto table = [&](const auto& list, const auto& stats, auto id) {
            nlohmann::json rows = nlohmann::json::array();
            for (std::size_t i = 0; i < list.size() && i < stats.size(); ++i) {
                const auto& c = stats[i];
                rows.push_back({{"id", id(list[i])},
                                {"rate", static_cast<double>(c.times) / std::max(1, s.games)},
                                {"owner_mean_score",
                                 c.times ? static_cast<double>(c.owner_score) / c.times : 0.0},
                                {"owner_win_rate",
                                 c.times ? static_cast<double>(c.owner_wins) / c.times : 0.0}});
            }
            return rows;
        };
        j["robots"] = table(content.robots, s.robots, [](const RobotCard& r) { return r.id; });
        j["assistants"] =
            table(content.assistants, s.assistants, [](const AssistantCard& a) { return a.name; });
    }
    return j;
}

void print_stats(const nlohmann::json& j) {
    std::printf("games %d (unfinished %d), %.1f actions a game\n", j["games"].get<int>(),
                j["unfinished"].get<int>(), j["mean_actions"].get<double>());
    for (const auto& why : j["unfinished_games"])
        std::printf("  unfinished: %s\n", why.get<std::string>().c_str());
    std::printf("mean score %.1f, mean winning score %.1f, best %d\n",
                j["mean_score"].get<double>(), j["mean_winner_score"].get<double>(),
                j["max_score"].get<int>());
    std::printf("points from:");
    for (const auto& [part, value] : j["mean_parts"].items())
        std::printf(" %s %.1f", part.c_str(), value.get<double>());
    std::printf("\nwins by seat, counted from the first player:");
    for (const auto& w : j["wins_by_seat_from_first"])
        std::printf(" %.1f", w.get<double>());
    std::printf("\n");
    if (j.contains("robots")) {
        for (const char* kind : {"robots", "assistants"}) {
            std::printf("\n%-16s %8s %12s %10s\n", kind, "a game", "owner mean", "owner wins");
            for (const auto& row : j[kind])
                std::printf("%-16s %8.2f %12.1f %9.0f%%\n", row["id"].get<std::string>().c_str(),
                            row["rate"].get<double>(), row["owner_mean_score"].get<double>(),
                            100 * row["owner_win_rate"].get<double>());
        }
    }
}

}  // namespace

int simulate_command(const std::filesystem::path& data_dir, const SimulateRequest& request) {
    const auto content = load_data(data_dir);
    if (!content)
        return 1;
    const auto options = options_for(*content, request.game, "simulate");
    if (!options)
        return 2;
    const Game game(*content, *options);
    const bots::SimulationStats stats = bots::simulate(game, request.games, request.seed);
    const nlohmann::json j = stats_json(*content, stats, request.report_cards);
    if (request.as_json)
        std::cout << j.dump(2) << "\n";
    else
        print_stats(j);
    return stats.unfinished == 0 ? 0 : 1;
}

int tournament_command(const std::filesystem::path& data_dir, const TournamentRequest& request) {
    const auto content = load_data(data_dir);
    if (!content)
        return 1;
    GameChoice choice = request.game;
    choice.players = static_cast<int>(request.seats.size());
    const auto options = options_for(*content, choice, "tournament");
    if (!options)
        return 2;
    const Game game(*content, *options);
    bots::TournamentOptions o;
    o.entries = request.seats;
    o.games = request.games;
    o.seed = request.seed;
    o.settings.hard_iterations = request.iterations;
    // Hard's futures alone bound its search, never the clock: the same seats and seed
    // give the same games on every machine and any number of threads.
    o.settings.hard_max_seconds = 0;
    o.threads = request.threads;
    const bots::TournamentResult result = bots::run_tournament(game, o);
    nlohmann::json entries = nlohmann::json::array();
    for (const bots::EntryStats& e : result.entries) {
        const bots::Interval i = bots::win_interval(e);
        nlohmann::json entry{
            {"level", bots::level_id(e.level)},
            {"games", e.games},
            {"wins", e.wins},
            {"win_rate", i.rate},
            {"win_low", i.low},
            {"win_high", i.high},
            {"mean_score", e.games ? static_cast<double>(e.score_total) / e.games : 0.0},
            {"decision_ms_p50", 1000 * bots::decision_quantile(e, 0.5)},
            {"decision_ms_p95", 1000 * bots::decision_quantile(e, 0.95)}};
        add_sources(entry, e.sources);
        entries.push_back(std::move(entry));
    }
    nlohmann::json j{{"entries", entries}, {"stats", stats_json(*content, result.stats, false)}};
    if (request.as_json) {
        std::cout << j.dump(2) << "\n";
    } else {
        std::printf("%-8s %6s %7s %9s %16s %10s %22s\n", "entry", "games", "wins", "win rate",
                    "95 % interval", "mean score", "decision p50 / p95");
        for (const auto& e : entries) {
            std::printf("%-8s %6d %7.1f %8.1f%% %7.1f-%5.1f%% %10.1f %10.1f ms / %.1f ms\n",
                        e["level"].get<std::string>().c_str(), e["games"].get<int>(),
                        e["wins"].get<double>(), 100 * e["win_rate"].get<double>(),
                        100 * e["win_low"].get<double>(), 100 * e["win_high"].get<double>(),
                        e["mean_score"].get<double>(), e["decision_ms_p50"].get<double>(),
                        e["decision_ms_p95"].get<double>());
            std::printf("         points from:");
            for (const auto& [part, value] : e["mean_parts"].items())
                std::printf(" %s %.1f", part.c_str(), value.get<double>());
            std::printf("\n");
        }
        print_stats(j["stats"]);
    }
    return result.stats.unfinished == 0 ? 0 : 1;
}

}  // namespace sparks::cli
