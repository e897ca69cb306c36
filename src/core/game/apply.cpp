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
    PlayerState& player = s.players[s.current];
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
            player.orders.add(a.card);
            events.push_back({.kind = GameEventKind::OrderTaken,
                              .player = me,
                              .card = a.card,
                              .slot = static_cast<std::int8_t>(slot)});
            rules::after_order_action(*this, s, events);
            break;
        }
        case ActionKind::DrawOrder: {
            const auto card = rules::draw_order(s, events);
            player.orders.add(*card);
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
        case ActionKind::DiscardFromHand:
            player.orders.remove(a.card);
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
            player.orders.remove(a.card);
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
    }
    return std::nullopt;
}

}  // namespace sugarworks
