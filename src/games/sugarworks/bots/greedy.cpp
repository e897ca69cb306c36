#include "bots/greedy.hpp"

#include <algorithm>

#include "sugarworks/movement.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::bots {

double greedy_value(const Game& game, const GameState& state, int seat) {
    const bool team = game.scenario().cooperative;
    GameState next = state;
    if (!next.over()) {
        std::vector<Event> events;
        resolve_movement_in_place(next.floor, game.movement_rules(next), events);
    }
    const ScoreTotals totals = score_totals(game, next);
    const int own = team ? 0 : seat;
    double value = totals.points[static_cast<size_t>(own)];
    if (!team && totals.seats > 1) {
        int best_other = -1000;
        for (int p = 0; p < totals.seats; ++p) {
            if (p != own)
                best_other = std::max(best_other, totals.points[static_cast<size_t>(p)]);
        }
        value -= 0.5 * best_other;
    }
    if (next.over())
        return value;
    // What is not complete yet but could be.
    const PlayerState& hand = next.players[static_cast<size_t>(own)];
    hand.orders.for_each([&](int card) {
        const OrderCard& order = game.catalog().order(card);
        if (order.kind == OrderKind::Sales) {
            if (!sales_true(order.sales, next.floor))
                value += 0.5 * order.points * sales_progress(order.sales, next.floor);
        } else if (!hand.claimable.contains(card)) {
            value += 0.15 * order.points;
        }
    });
    return value;
}

std::vector<ValuedAction> value_actions(const Game& game, const SeatInformation& info, int deals,
                                        Rng& rng) {
    std::vector<ValuedAction> out;
    std::vector<GameEvent> events;
    for (int d = 0; d < std::max(1, deals); ++d) {
        const GameState dealt = sample_state(game, info, rng);
        if (out.empty()) {
            // Every state the seat cannot tell apart offers it the same actions.
            for (const Action& a : game.legal_actions(dealt))
                out.push_back({a, 0.0});
        }
        for (ValuedAction& va : out) {
            GameState next = dealt;
            events.clear();
            if (game.apply_in_place(next, va.action, events))
                continue;
            va.value += greedy_value(game, next, info.seat);
        }
    }
    for (ValuedAction& va : out)
        va.value /= std::max(1, deals);
    std::stable_sort(out.begin(), out.end(), [](const ValuedAction& a, const ValuedAction& b) {
        return a.value > b.value;
    });
    return out;
}

}  // namespace sugarworks::bots
