// Hidden Orders (Irritating Coworkers): which cards a player can see, and the
// order turned away after a hide or a wrong answer.
#include "game/game_rules.hpp"

namespace sugarworks::game_rules {

bool in_sight(const Game& game, const GameState& s, int player, int card) {
    if (hand_holder(game, s, player).orders_in_sight().contains(card) ||
        s.order_discard.contains(card) || s.orders_set_aside.contains(card))
        return true;
    for (std::int8_t c : s.market) {
        if (c == card)
            return true;
    }
    for (int p = 0; p < s.player_count; ++p) {
        if (s.players[static_cast<size_t>(p)].completed.contains(card))
            return true;
    }
    return false;
}

void turn_one_away(GameState& s, int holder, int by, std::vector<GameEvent>& events) {
    PlayerState& hand = s.players[static_cast<size_t>(holder)];
    const CardSet facing = hand.orders_in_sight();
    if (facing.empty())
        return;
    int pick = static_cast<int>(s.rng.below(static_cast<std::uint32_t>(facing.size())));
    int card = -1;
    facing.for_each([&](int c) {
        if (pick-- == 0)
            card = c;
    });
    hand.facing_away.add(card);
    events.push_back({.kind = GameEventKind::OrderTurnedAway,
                      .player = static_cast<std::int8_t>(by),
                      .card = static_cast<std::int8_t>(card),
                      .other_player = static_cast<std::int8_t>(holder)});
}

void add_claims(const Game& game, const GameState& s, std::vector<Action>& out) {
    if (!game.options().toggles.has(Toggle::HiddenOrders) || s.claimed_this_turn ||
        hand_holder(game, s, s.current).facing_away.empty())
        return;
    const auto& orders = game.catalog().orders;
    for (int card = 0; card < static_cast<int>(orders.size()); ++card) {
        if (orders[static_cast<size_t>(card)].kind == OrderKind::Special &&
            !in_sight(game, s, s.current, card))
            out.push_back(Action::claim_order(card));
    }
}

}  // namespace sugarworks::game_rules
