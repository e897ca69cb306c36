#include "bots/future_tally.hpp"

#include <algorithm>

#include "bots/move_effects.hpp"
#include "bots/search_adapter.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::bots {

FutureTally::FutureTally(const Game& game, const SeatInformation& info)
    : game_(&game), seat_(info.seat), own_(orders_seat(game, info.seat)) {
    counted_ = info.view.my_orders;
    for (const std::int8_t card : info.view.market) {
        if (card != kNoCard)
            counted_.add(card);
    }
    for (const CardSet& known : info.known_orders)
        counted_ = CardSet::from_bits(counted_.bits() | known.bits());
    counted_.for_each([&](int card) {
        if (game.catalog().order(card).kind == OrderKind::Sales)
            sales_.add(card);
    });
}

void FutureTally::future_through(const Action& action) {
    const std::uint64_t key = SearchAdapter::action_key(action);
    for (std::size_t i = 0; i < moves_.size(); ++i) {
        if (moves_[i].first == key) {
            current_ = i;
            return;
        }
    }
    moves_.push_back({key, FutureCounts{}});
    current_ = moves_.size() - 1;
}

void FutureTally::future_ended(const GameState& end, const engine::Outcome& outcome) {
    if (current_ >= moves_.size())
        return;
    FutureCounts& counts = moves_[current_].second;
    ++counts.futures;
    // The outcome holds every seat's points: the win is read off them, as the
    // search's own returns are.
    const auto points = [&](int p) { return outcome.points[static_cast<std::size_t>(p)]; };
    double top = points(0);
    for (int p = 1; p < end.player_count; ++p)
        top = std::max(top, points(p));
    int winners = 0;
    for (int p = 0; p < end.player_count; ++p)
        winners += points(p) == top ? 1 : 0;
    if (points(seat_) == top)
        counts.wins += 1.0 / winners;
    for (int p = 0; p < end.player_count; ++p) {
        if (orders_seat(*game_, p) != p)
            continue;  // co-operative play: one hand, the team's
        auto& tally = p == own_ ? counts.ours : counts.theirs;
        // As completed_orders() counts them, for the counted orders alone: special
        // orders played (or complete while facing away), sales orders true in hand.
        const PlayerState& player = end.players[static_cast<std::size_t>(p)];
        const CardSet done = CardSet::from_bits(
            (player.completed.bits() | player.claimable.bits()) & counted_.bits());
        done.for_each([&](int card) { ++tally[static_cast<std::size_t>(card)]; });
        CardSet::from_bits(player.orders.bits() & sales_.bits()).for_each([&](int card) {
            if (sales_true(game_->catalog().order(card).sales, end.floor))
                ++tally[static_cast<std::size_t>(card)];
        });
    }
}

const FutureCounts& FutureTally::through(const Action& action) const {
    const std::uint64_t key = SearchAdapter::action_key(action);
    for (const auto& [k, counts] : moves_) {
        if (k == key)
            return counts;
    }
    return none_;
}

}  // namespace sugarworks::bots
