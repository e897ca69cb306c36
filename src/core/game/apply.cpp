// Applying an action: validate, change the state, record what happened.
#include "game/game_rules.hpp"

namespace sugarworks {

std::variant<Applied, Rejection> Game::apply(const GameState& state, const Action& action) const {
    Applied applied{state, {}};
    applied.events.reserve(32);
    if (auto rejection = apply_in_place(applied.state, action, applied.events))
        return *rejection;
    return applied;
}

std::optional<Rejection> Game::apply_in_place(GameState& s, const Action& a,
                                              std::vector<GameEvent>& events) const {
    if (auto rejection = check(s, a))
        return rejection;
    namespace rules = game_rules;
    const auto me = static_cast<std::int8_t>(s.current);
    PlayerState& player = s.players[s.current];                   // tiles
    PlayerState& hand = rules::hand_holder(*this, s, s.current);  // orders
    const auto market_slot = [&](int card) {
        for (int slot = 0; slot < kMarketSlots; ++slot) {
            if (s.market[static_cast<size_t>(slot)] == card)
                return slot;
        }
        return -1;
    };

    switch (a.kind) {
        case ActionKind::RollDie: {
            const DieFace face = rules::roll_die(*this, s);
            events.push_back({.kind = GameEventKind::DieRolled, .player = me, .face = face});
            rules::produce(*this, s, face, events);
            rules::begin_turn(*this, s, events);
            break;
        }
        case ActionKind::TakeOrder: {
            const int slot = market_slot(a.card);
            s.market[static_cast<size_t>(slot)] = kNoCard;
            hand.orders.add(a.card);
            events.push_back({.kind = GameEventKind::OrderTaken,
                              .player = me,
                              .card = a.card,
                              .slot = static_cast<std::int8_t>(slot)});
            rules::after_order_action(*this, s, events);
            break;
        }
        case ActionKind::DrawOrder: {
            const auto card = rules::draw_order(s, events);
            hand.orders.add(*card);
            events.push_back({.kind = GameEventKind::OrderDrawn,
                              .player = me,
                              .card = static_cast<std::int8_t>(*card)});
            rules::after_order_action(*this, s, events);
            break;
        }
        case ActionKind::DiscardMarket: {
            const int slot = market_slot(a.card);
            s.market[static_cast<size_t>(slot)] = kNoCard;
            s.order_discard.add(a.card);
            events.push_back({.kind = GameEventKind::MarketDiscarded,
                              .player = me,
                              .card = a.card,
                              .slot = static_cast<std::int8_t>(slot)});
            rules::after_order_action(*this, s, events);
            break;
        }
        case ActionKind::PawnOrder: {
            int card = a.card;
            int slot = -1;
            if (card == kNoCard) {
                card = *rules::draw_order(s, events);  // face down: only the receiver sees it
            } else {
                slot = market_slot(card);
                s.market[static_cast<size_t>(slot)] = kNoCard;
            }
            s.players[static_cast<size_t>(a.to)].orders.add(card);
            events.push_back({.kind = GameEventKind::OrderPawned,
                              .player = me,
                              .card = static_cast<std::int8_t>(card),
                              .slot = static_cast<std::int8_t>(slot),
                              .other_player = a.to});
            rules::after_order_action(*this, s, events);
            break;
        }
        case ActionKind::SwapOrder: {
            // The taker cannot see the other hand: which card they get is chance.
            PlayerState& other = s.players[static_cast<size_t>(a.to)];
            int pick =
                static_cast<int>(s.rng.below(static_cast<std::uint32_t>(other.orders.size())));
            int taken = -1;
            other.orders.for_each([&](int c) {
                if (pick-- == 0)
                    taken = c;
            });
            other.orders.remove(taken);
            hand.orders.remove(a.card);
            other.orders.add(a.card);
            hand.orders.add(taken);
            events.push_back({.kind = GameEventKind::OrdersSwapped,
                              .player = me,
                              .card = a.card,
                              .other_player = a.to,
                              .other_card = static_cast<std::int8_t>(taken)});
            rules::after_order_action(*this, s, events);
            break;
        }
        case ActionKind::DiscardFromHand:
            hand.orders.remove(a.card);
            s.order_discard.add(a.card);
            events.push_back({.kind = GameEventKind::OrderDiscarded, .player = me, .card = a.card});
            rules::after_order_action(*this, s, events);
            break;
        case ActionKind::Adjust: {
            const Dock from = s.floor.dock(a.from);
            s.floor.set_dock_output(a.to, from.output_type());
            s.floor.set_dock_candy(a.to, from.candy);
            s.floor.set_dock_output(a.from, std::nullopt);
            s.floor.set_dock_candy(a.from, kNoCandy);
            if (scenario_.cooperative && scenario_.team.no_adjust_back) {
                s.moved_out_of[static_cast<size_t>(index_of(from.output_type()))] |=
                    static_cast<std::uint16_t>(1u << a.from);
            }
            events.push_back({.kind = GameEventKind::OutputAdjusted,
                              .player = me,
                              .spot = a.from,
                              .to_spot = a.to,
                              .candy = from.output_type()});
            rules::end_turn(*this, s, events);
            break;
        }
        case ActionKind::PlayTile: {
            player.tiles.remove(a.card);
            events.push_back({.kind = GameEventKind::TilePlayed, .player = me, .card = a.card});
            std::vector<Event> floor_events;
            const PlacedTile old =
                place_tile(s.floor, a.cell, catalog_->placed(a.card), floor_events);
            rules::record_floor_events(*this, s, floor_events, events);
            if (old.tile != kPrintedTile) {
                s.tile_discard.add(old.tile);
                events.push_back({.kind = GameEventKind::TileDiscarded, .card = old.tile});
            }
            if (const auto drawn = rules::draw_tile(s, events)) {
                player.tiles.add(*drawn);
                events.push_back({.kind = GameEventKind::TileDrawn,
                                  .player = me,
                                  .card = static_cast<std::int8_t>(*drawn)});
            }
            rules::end_turn(*this, s, events);
            break;
        }
        case ActionKind::MakeCandy: {
            hand.orders.remove(a.card);
            s.order_discard.add(a.card);
            const int spot = *s.floor.output_spot(a.candy);
            s.floor.set_dock_candy(spot, s.floor.take_from_supply(a.candy));
            events.push_back({.kind = GameEventKind::CandyMade,
                              .player = me,
                              .card = a.card,
                              .spot = static_cast<std::int8_t>(spot),
                              .candy = a.candy});
            rules::end_turn(*this, s, events);
            break;
        }
        case ActionKind::EatCandy: {
            // Lucy Mode: the player eats it; it goes to Lost. Not an eater's work, so
            // it completes no "eaten" special order (docs/rules.md, Lucy Mode).
            CandyId id = kNoCandy;
            Place where{};
            if (a.from >= 0) {
                id = s.floor.dock(a.from).candy;
                s.floor.set_dock_candy(a.from, kNoCandy);
                where = Place{PlaceKind::Dock, static_cast<std::int8_t>(a.from / kDockSlotsPerRow),
                              -1, static_cast<std::uint8_t>(a.from)};
            } else {
                id = s.floor.candy_at(a.cell);
                s.floor.clear_candy(a.cell);
                where = Place::grid(a.cell);
            }
            s.floor.lose(type_of(id));
            GameEvent eaten{.kind = GameEventKind::CandyEaten, .player = me, .candy = type_of(id)};
            eaten.floor.candy = id;
            eaten.floor.from = where;
            events.push_back(eaten);
            rules::end_turn(*this, s, events);
            break;
        }
        case ActionKind::DrawTwoOrders:
            // Classic: two orders (one when only one is left) to keep one of.
            for (std::int8_t& slot : s.choosing) {
                const auto card = rules::draw_order(s, events);
                if (!card)
                    break;
                slot = static_cast<std::int8_t>(*card);
                events.push_back({.kind = GameEventKind::OrderDrawn, .player = me, .card = slot});
            }
            s.step = Step::KeepOne;
            break;
        case ActionKind::KeepOrder: {
            hand.orders.add(a.card);
            events.push_back({.kind = GameEventKind::OrderKept, .player = me, .card = a.card});
            for (std::int8_t card : s.choosing) {
                if (card != kNoCard && card != a.card) {
                    s.order_discard.add(card);
                    events.push_back(
                        {.kind = GameEventKind::OrderDiscarded, .player = me, .card = card});
                }
            }
            s.choosing = {kNoCard, kNoCard};
            s.factory_done = true;
            if (hand.orders.size() > options_.hand_limit) {
                s.step = Step::DiscardDown;
                break;
            }
            rules::end_turn(*this, s, events);
            break;
        }
        case ActionKind::FiveSecondRule:
            s.floor.remove_from_lost(a.candy);
            events.push_back({.kind = GameEventKind::CandyRemoved, .player = me, .candy = a.candy});
            rules::end_turn(*this, s, events);
            break;
    }
    return std::nullopt;
}

}  // namespace sugarworks
