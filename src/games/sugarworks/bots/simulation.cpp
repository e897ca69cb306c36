#include "bots/simulation.hpp"

#include <algorithm>

#include "sugarworks/scoring.hpp"

namespace sugarworks::bots {

void add_game(SimulationStats& st, const Game& game, const GameState& s, int actions) {
    const Catalog& catalog = game.catalog();
    if (st.card_completed.size() != catalog.orders.size())
        st.card_completed.assign(catalog.orders.size(), 0);
    const int rounds = s.round;
    st.rounds_min = st.games == 0 ? rounds : std::min(st.rounds_min, rounds);
    st.rounds_max = st.games == 0 ? rounds : std::max(st.rounds_max, rounds);
    ++st.games;
    st.actions += actions;
    st.rounds_total += rounds;
    switch (s.end) {
        case EndReason::CandyRanOut:
            ++st.ended_candy_ran_out;
            break;
        case EndReason::RoundCap:
            ++st.ended_round_cap;
            break;
        case EndReason::None:
            ++st.unfinished;
            break;
    }

    const ScoreSheet sheet = score(game, s);
    std::optional<int> best;  // totals can be negative in co-operative play
    for (const PlayerScore& ps : sheet.players) {
        st.score_total += ps.total;
        ++st.player_games;
        st.score_max = std::max(st.score_max.value_or(ps.total), ps.total);
        best = std::max(best.value_or(ps.total), ps.total);
    }
    st.winner_score_total += best.value_or(0);
    if (sheet.cooperative) {
        if (st.ratings.empty()) {
            for (const Rating& r : game.scenario().team.ratings)
                st.ratings.emplace_back(r.name, 0);
        }
        for (auto& [name, count] : st.ratings) {
            if (name == sheet.rating)
                ++count;
        }
    }

    for (int t = 0; t < kCandyTypeCount; ++t) {
        const auto ti = static_cast<size_t>(t);
        for (int c = 0; c < s.floor.crate_count(); ++c)
            st.delivered[ti] += s.floor.crate(c).contents[ti];
        st.lost[ti] += s.floor.lost()[ti] + s.floor.removed()[ti];
    }

    CardSet completed;
    for (int p = 0; p < s.player_count; ++p) {
        s.players[static_cast<size_t>(p)].completed.for_each(
            [&](int card) { completed.add(card); });
    }
    for (size_t card = 0; card < catalog.orders.size(); ++card) {
        const OrderCard& order = catalog.orders[card];
        const bool done = order.kind == OrderKind::Special
                              ? completed.contains(static_cast<int>(card))
                              : sales_true(order.sales, s.floor);
        st.card_completed[card] += done ? 1 : 0;
    }
}

SimulationStats simulate(const Game& game, int games, std::uint64_t seed) {
    SimulationStats stats;
    stats.card_completed.assign(game.catalog().orders.size(), 0);
    for (int i = 0; i < games; ++i) {
        const RandomGame played = play_random_game(game, game_seed(seed, i));
        add_game(stats, game, played.final_state, static_cast<int>(played.actions.size()));
    }
    return stats;
}

double card_rate(const SimulationStats& stats, int card) {
    if (stats.games == 0)
        return 0.0;
    return static_cast<double>(stats.card_completed[static_cast<size_t>(card)]) / stats.games;
}

bool balance_ok(const OrderCard& card, double rate) {
    if (card.kind == OrderKind::Special)
        return rate >= kSpecialMinRate;
    return rate >= kSalesMinRate && rate <= kSalesMaxRate;
}

}  // namespace sugarworks::bots
