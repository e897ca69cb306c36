// sugarworks-cli tournament and hint: the computer players measured against
// each other, and the coach's advice on a saved game.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "bots/tournament.hpp"
#include "commands.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/information.hpp"
#include "sugarworks/save.hpp"
#include "table_text.hpp"

namespace sugarworks::cli {

namespace {

bool isatty_stderr() {
    return ::isatty(2) != 0;
}

// --report cards: who wins from which seat, how far the scores spread, and
// the order card table of the tournament's games.
void report_seats_and_cards(const Game& game, const bots::TournamentResult& result, int players,
                            nlohmann::ordered_json& json, bool as_json) {
    double mean = 0;
    for (int s : result.scores)
        mean += s;
    const double n = std::max<double>(1, static_cast<double>(result.scores.size()));
    mean /= n;
    double square = 0;
    for (int s : result.scores)
        square += (s - mean) * (s - mean);
    const double sd = std::sqrt(square / n);
    const int low =
        result.scores.empty() ? 0 : *std::min_element(result.scores.begin(), result.scores.end());
    const int high =
        result.scores.empty() ? 0 : *std::max_element(result.scores.begin(), result.scores.end());
    nlohmann::ordered_json seats = nlohmann::ordered_json::array();
    for (int p = 0; p < players; ++p)
        seats.push_back(result.games ? result.seat_wins[static_cast<size_t>(p)] / result.games
                                     : 0.0);
    json["wins_by_seat"] = seats;
    json["score_spread"] = {{"mean", mean}, {"sd", sd}, {"min", low}, {"max", high}};
    nlohmann::ordered_json cards = nlohmann::ordered_json::array();
    for (size_t i = 0; i < game.catalog().orders.size(); ++i) {
        const OrderCard& card = game.catalog().orders[i];
        const double rate = bots::card_rate(result.stats, static_cast<int>(i));
        cards.push_back({{"id", card.id}, {"rate", rate}});
    }
    json["cards"] = cards;
    if (as_json)
        return;
    if (!result.cooperative) {
        std::cout << "Wins by seat (the first player first):";
        for (int p = 0; p < players; ++p)
            std::cout << " " << fixed(100 * seats[static_cast<size_t>(p)].get<double>(), 1) << " %";
        std::cout << "\n";
    }
    std::cout << "Scores: mean " << fixed(mean, 2) << ", standard deviation " << fixed(sd, 2)
              << ", from " << low << " to " << high << "\n";
    print_card_table(game.catalog(), result.stats);
}

}  // namespace

int tournament_command(const std::filesystem::path& data_dir, const TournamentRequest& request) {
    const auto catalog = load_data(data_dir);
    if (!catalog)
        return 1;
    const auto seat_levels = engine::cli::levels_or_say_why(request.seats, "tournament");
    if (!seat_levels)
        return 1;
    const std::vector<bots::BotLevel>& levels = *seat_levels;
    const int players = static_cast<int>(levels.size());
    const auto options = options_for(catalog->catalog, request.game, players, "tournament");
    if (!options)
        return 1;
    const Game game(catalog->catalog, *options);
    bots::TournamentOptions to;
    to.entries = levels;
    to.games = request.games;
    to.seed = request.seed;
    to.threads = request.threads;
    to.settings.hard_iterations = request.iterations;
    to.settings.hard_max_seconds = request.max_seconds;
    const bots::TournamentResult result = bots::run_tournament(game, to, [&](int done) {
        if (!request.as_json && isatty_stderr() && done % 10 == 0)
            std::cerr << "\r" << done << " / " << request.games << " games" << std::flush;
    });
    if (!request.as_json && isatty_stderr())
        std::cerr << "\r";

    nlohmann::ordered_json json = {{"mode", game.scenario().id},
                                   {"players", players},
                                   {"games", result.games},
                                   {"seed", request.seed},
                                   {"hard_iterations", request.iterations},
                                   {"unfinished", result.unfinished},
                                   {"entries", nlohmann::ordered_json::array()}};
    if (!request.as_json) {
        std::cout << result.games << " games of " << game.scenario().name << ", " << players
                  << " seats rotated, seed " << request.seed << " (Hard: " << request.iterations
                  << " iterations a decision)\n";
        std::cout << (result.cooperative ? "seat      mean team score"
                                         : "seat      win rate (95 % interval)      mean score")
                  << "   decision p50 / p95\n";
    }
    for (std::size_t i = 0; i < result.entries.size(); ++i) {
        const bots::EntryStats& e = result.entries[i];
        const bots::Interval win = bots::win_interval(e);
        const double mean = e.games ? static_cast<double>(e.score_total) / e.games : 0.0;
        const double p50 = bots::decision_quantile(e, 0.5) * 1000;
        const double p95 = bots::decision_quantile(e, 0.95) * 1000;
        json["entries"].push_back({{"seat", i + 1},
                                   {"level", bots::level_id(e.level)},
                                   {"games", e.games},
                                   {"wins", e.wins},
                                   {"win_rate", win.rate},
                                   {"win_low", win.low},
                                   {"win_high", win.high},
                                   {"mean_score", mean},
                                   {"decision_ms_p50", p50},
                                   {"decision_ms_p95", p95}});
        if (request.as_json)
            continue;
        std::string line = std::to_string(i + 1) + " " + std::string(bots::level_words(e.level));
        line.resize(10, ' ');
        if (!result.cooperative)
            line += fixed(100 * win.rate, 1) + " % (" + fixed(100 * win.low, 1) + " - " +
                    fixed(100 * win.high, 1) + " %)      ";
        line += fixed(mean, 2) + "          " + fixed(p50, 1) + " ms / " + fixed(p95, 1) + " ms";
        std::cout << line << "\n";
    }
    if (request.report_cards)
        report_seats_and_cards(game, result, players, json, request.as_json);
    if (request.as_json)
        std::cout << json.dump(2) << "\n";
    return result.unfinished == 0 ? 0 : 1;
}

int hint_command(const std::filesystem::path& data_dir, const std::filesystem::path& save,
                 int iterations) {
    const auto catalog = load_data(data_dir);
    if (!catalog)
        return 1;
    const LoadedGame loaded = load_save_file(save, catalog->catalog);
    if (!loaded.match) {
        print_errors(loaded.errors);
        return 1;
    }
    const Match& match = *loaded.match;
    if (match.state().over()) {
        std::cout << "The game is over: there is nothing left to advise.\n";
        return 0;
    }
    const int seat = match.state().current;
    const SeatInformation info = information_from(match, seat);
    bots::BotSettings settings;
    settings.hard_iterations = iterations;
    settings.hard_max_seconds = 0;  // the budget alone: the same advice on every machine
    settings.player_names = loaded.info.player_names;
    const bots::BotChoice choice = bots::decide(
        match.game(), info, bots::BotLevel::Hard,
        bots::decision_seed(match.seed(), static_cast<int>(match.actions().size()), seat),
        settings);
    const auto& names = loaded.info.player_names;
    const std::string who =
        seat < static_cast<int>(names.size()) && !names[static_cast<size_t>(seat)].empty()
            ? names[static_cast<size_t>(seat)]
            : "Player " + std::to_string(seat + 1);
    // The reason stands after the action's own words, as on the table.
    std::cout << who << ", the coach suggests: " << describe_action(choice.action, match.game())
              << ". " << choice.reason << "\n";
    return 0;
}

}  // namespace sugarworks::cli
