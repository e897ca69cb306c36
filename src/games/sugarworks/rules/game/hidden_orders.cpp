// Hidden Orders (Irritating Coworkers): which cards a player can see, the order
// turned away after a hide or a wrong answer, a candy made with an order pointed
// at unseen, and turning the cards back.
#include <bit>

#include "game/game_rules.hpp"

namespace sugarworks::game_rules {

bool in_sight(const Game& game, const GameState& s, int player, int card) {
    if (hand_holder(game, s, player).orders_in_sight().contains(card) ||
        s.order_discard.contains(card) || s.orders_set_aside.contains(card) || s.revealed == card)
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
    if (facing.empty()) {
        // After a wrong answer the table is told that no card is left to turn.
        if (by < 0) {
            events.push_back({.kind = GameEventKind::OrderTurnedAway,
                              .player = -1,
                              .other_player = static_cast<std::int8_t>(holder)});
        }
        return;
    }
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

void turn_back(GameState& s, int player, std::vector<GameEvent>& events) {
    PlayerState& hand = s.players[static_cast<size_t>(player)];
    const auto who = static_cast<std::int8_t>(player);
    // The holder sees these again, and their events did happen while they held them:
    // they are played face up as any special order is the moment its event happens.
    hand.claimable.for_each([&](int card) {
        hand.remove_order(card);
        hand.completed.add(card);
        events.push_back({.kind = GameEventKind::SpecialCompleted,
                          .player = who,
                          .card = static_cast<std::int8_t>(card)});
    });
    hand.facing_away.clear();
    hand.claimable.clear();
    events.push_back({.kind = GameEventKind::OrdersTurnedBack, .player = who});
}

void ask_blind_candy(const Game& game, GameState& s, int place, std::vector<GameEvent>& events,
                     MovementStart* movement_start) {
    PlayerState& hand = hand_holder(game, s, s.current);
    const auto me = static_cast<std::int8_t>(s.current);
    const int card = hand.facing_away.at(place);
    const unsigned makeable = candies_makeable(game, s, card);
    if (makeable == 0) {
        // "No": for whatever reason (its outputs full or off the floor, no supply). The
        // card stays facing away and another one turns away too.
        events.push_back({.kind = GameEventKind::CandyRefused,
                          .player = me,
                          .card = static_cast<std::int8_t>(card),
                          .slot = static_cast<std::int8_t>(place)});
        turn_one_away(s, s.current, -1, events);
        end_turn(game, s, events, movement_start);
        return;
    }
    // "Yes": the card is shown to everyone; its holder makes one of its candies.
    hand.remove_order(card);
    s.revealed = static_cast<std::int8_t>(card);
    events.push_back({.kind = GameEventKind::OrderRevealed,
                      .player = me,
                      .card = static_cast<std::int8_t>(card),
                      .slot = static_cast<std::int8_t>(place)});
    if (std::has_single_bit(makeable)) {
        // One candy it can make: no choice to ask for.
        const CandyType type = kAllCandyTypes[static_cast<size_t>(std::countr_zero(makeable))];
        make_candy(s, hand, card, type, events);
        turn_back(s, s.current, events);
        end_turn(game, s, events, movement_start);
        return;
    }
    s.step = Step::ChooseCandy;
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
