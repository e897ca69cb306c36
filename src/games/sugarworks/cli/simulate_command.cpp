// sugarworks-cli simulate: random full games and their statistics, with the
// per-card balance table of docs/sugarworks/balance.md.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "bots/simulation.hpp"
#include "commands.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/game.hpp"
#include "table_text.hpp"

namespace sugarworks::cli {

namespace {

std::vector<std::string> toggle_ids(ToggleSet toggles) {
    std::vector<std::string> ids;
    for (Toggle t : kAllToggles) {
        if (toggles.has(t))
            ids.emplace_back(toggle_id(t));
    }
    return ids;
}

// " with Side B, Shuffled candy outputs", or nothing.
std::string toggle_words(ToggleSet toggles) {
    std::string words;
    for (Toggle t : kAllToggles) {
        if (toggles.has(t))
            words += (words.empty() ? " with " : ", ") + std::string(toggle_name(t));
    }
    return words;
}

double per_game(long long total, int games) {
    return games == 0 ? 0.0 : static_cast<double>(total) / games;
}

nlohmann::json to_json(const SimulateRequest& request, const Game& game,
                       const bots::SimulationStats& st, double seconds) {
    const Catalog& catalog = game.catalog();
    nlohmann::json out = {
        {"players", request.players},
        {"games", st.games},
        {"seed", request.seed},
        {"mode", game.scenario().id},
        {"toggles", toggle_ids(game.options().toggles)},
        {"board", game.options().board},
        {"seconds", seconds},
        {"actions", {{"total", st.actions}, {"mean", per_game(st.actions, st.games)}}},
        {"rounds",
         {{"mean", per_game(st.rounds_total, st.games)},
          {"min", st.rounds_min},
          {"max", st.rounds_max}}},
        {"end_reasons",
         {{"candy_ran_out", st.ended_candy_ran_out},
          {"round_cap", st.ended_round_cap},
          {"unfinished", st.unfinished}}},
        {"scores",
         {{"mean",
           st.player_games == 0 ? 0.0 : static_cast<double>(st.score_total) / st.player_games},
          {"max", st.score_max.value_or(0)},
          {"winner_mean", per_game(st.winner_score_total, st.games)}}},
    };
    if (game.scenario().cooperative) {
        nlohmann::json ratings = nlohmann::json::object();
        for (const auto& [name, count] : st.ratings)
            ratings[name] = count;
        out["ratings"] = std::move(ratings);
    }
    nlohmann::json candies = nlohmann::json::object();
    for (CandyType type : kAllCandyTypes) {
        const auto t = static_cast<size_t>(index_of(type));
        candies[std::string(candy_type_id(type))] = {
            {"delivered_per_game", per_game(st.delivered[t], st.games)},
            {"lost_per_game", per_game(st.lost[t], st.games)}};
    }
    out["candies"] = candies;
    if (request.report_cards) {
        nlohmann::json cards = nlohmann::json::array();
        int failing = 0;
        for (size_t i = 0; i < catalog.orders.size(); ++i) {
            const OrderCard& card = catalog.orders[i];
            const double rate = bots::card_rate(st, static_cast<int>(i));
            const bool ok = bots::balance_ok(card, rate);
            failing += ok ? 0 : 1;
            cards.push_back({{"id", card.id},
                             {"kind", order_kind_word(card.kind)},
                             {"points", card.points},
                             {"text", describe_condition(card)},
                             {"completed_games", st.card_completed[i]},
                             {"rate", rate},
                             {"balance", ok ? "pass" : "fail"}});
        }
        out["cards"] = cards;
        out["cards_failing_balance"] = failing;
    }
    return out;
}

void print_text(const SimulateRequest& request, const Game& game, const bots::SimulationStats& st,
                double seconds) {
    const Catalog& catalog = game.catalog();
    std::cout << "Simulated " << st.games << " random " << request.players << "-player game"
              << (st.games == 1 ? "" : "s") << " of " << game.scenario().name
              << toggle_words(game.options().toggles) << " on " << game.options().board << ", seed "
              << request.seed << " (" << fixed(seconds, 1) << " s)\n";
    std::cout << "Rounds: mean " << fixed(per_game(st.rounds_total, st.games), 1) << ", min "
              << st.rounds_min << ", max " << st.rounds_max << "\n";
    std::cout << "Actions per game: mean " << fixed(per_game(st.actions, st.games), 1) << "\n";
    const auto share = [&](int n) {
        return std::to_string(n) + " (" + percent(st.games ? double(n) / st.games : 0.0) + ")";
    };
    std::cout << "End reasons: a candy ran out " << share(st.ended_candy_ran_out) << ", round cap "
              << share(st.ended_round_cap);
    if (st.unfinished > 0)
        std::cout << ", UNFINISHED " << share(st.unfinished);
    std::cout << "\n";
    if (game.scenario().cooperative) {
        std::cout << "Team score: mean " << fixed(per_game(st.score_total, st.games), 2) << ", max "
                  << st.score_max.value_or(0) << "\nRatings:";
        for (const auto& [name, count] : st.ratings)
            std::cout << " " << name << " " << share(count) << ";";
        std::cout << "\n";
    } else {
        std::cout << "Scores: mean "
                  << fixed(st.player_games ? double(st.score_total) / st.player_games : 0.0, 2)
                  << " per player, max " << st.score_max.value_or(0) << "; winner's score: mean "
                  << fixed(per_game(st.winner_score_total, st.games), 2) << "\n";
    }
    std::cout << "Candies per game (mean):\n";
    std::cout << "  " << pad("type", 18) << pad("delivered", 11) << "lost\n";
    for (CandyType type : kAllCandyTypes) {
        const auto t = static_cast<size_t>(index_of(type));
        std::cout << "  " << pad(std::string(candy_type_name(type)), 18)
                  << pad(fixed(per_game(st.delivered[t], st.games), 2), 11)
                  << fixed(per_game(st.lost[t], st.games), 2) << "\n";
    }
    if (!request.report_cards)
        return;

    print_card_table(catalog, st);
}

}  // namespace

int simulate_command(const std::filesystem::path& data_dir, const SimulateRequest& request) {
    const CatalogLoad catalog = load_catalog(data_dir);
    if (!catalog.ok()) {
        std::cerr << "The data folder " << data_dir.string() << " has errors:\n";
        for (const Diagnostic& d : catalog.errors)
            std::cerr << format_diagnostic(d) << "\n";
        return 1;
    }
    const auto options = options_for(catalog.catalog, request.game, request.players, "simulate");
    if (!options)
        return 1;
    const Game game(catalog.catalog, *options);
    const auto start = std::chrono::steady_clock::now();
    const bots::SimulationStats stats = bots::simulate(game, request.games, request.seed);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (request.as_json) {
        std::cout << to_json(request, game, stats, seconds).dump(2) << "\n";
    } else {
        print_text(request, game, stats, seconds);
    }
    return 0;
}

}  // namespace sugarworks::cli
