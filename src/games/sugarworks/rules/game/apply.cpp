// Applying an action: validate, change the state, record what happened.
#include <algorithm>

#include "game/game_rules.hpp"

namespace sugarworks {

namespace game_rules {

void eat_candy(GameState& s, int from, Cell cell, std::vector<GameEvent>& events) {
    // The player eats it: not an eater's work, so it completes no "eaten" special
    // order (docs/sugarworks/rules.md, Lucy Mode).
    CandyId id = kNoCandy;
    Place where{};
    if (from >= 0) {
        id = s.floor.dock(from).candy;
        s.floor.set_dock_candy(from, kNoCandy);
        where = Place{PlaceKind::Dock, static_cast<std::int8_t>(from / kDockSlotsPerRow), -1,
                      static_cast<std::uint8_t>(from)};
    } else {
        id = s.floor.candy_at(cell);
        s.floor.clear_candy(cell);
        where = Place::grid(cell);
    }
    s.floor.lose(type_of(id));
    GameEvent eaten{.kind = GameEventKind::CandyEaten,
                    .player = static_cast<std::int8_t>(s.current),
                    .candy = type_of(id)};
    eaten.floor.candy = id;
    eaten.floor.from = where;
    events.push_back(eaten);
}

unsigned candies_makeable(const Game& game, const GameState& s, int card) {
    const OrderCard& order = game.catalog().order(card);
    unsigned types = 0;
    for (CandyType type : kAllCandyTypes) {
        if (order.shows(type) && output_takes(s, type))
            types |= 1u << index_of(type);
    }
    return types;
}

void make_candy(GameState& s, PlayerState& hand, int card, CandyType candy,
                std::vector<GameEvent>& events) {
    hand.remove_order(card);
    if (s.revealed == card)
        s.revealed = kNoCard;
    s.order_discard.add(card);
    const int spot = *s.floor.output_spot(candy);
    s.floor.set_dock_candy(spot, s.floor.take_from_supply(candy));
    events.push_back({.kind = GameEventKind::CandyMade,
                      .player = static_cast<std::int8_t>(s.current),
                      .card = static_cast<std::int8_t>(card),
                      .spot = static_cast<std::int8_t>(spot),
                      .candy = candy});
}

void adjust_output(const Game& game, GameState& s, int from, int to,
                   std::vector<GameEvent>& events) {
    const Dock dock = s.floor.dock(from);
    s.floor.set_dock_output(to, dock.output_type());
    s.floor.set_dock_candy(to, dock.candy);
    s.floor.set_dock_output(from, std::nullopt);
    s.floor.set_dock_candy(from, kNoCandy);
    if (game.scenario().cooperative && game.scenario().team.no_adjust_back) {
        s.moved_out_of[static_cast<size_t>(index_of(dock.output_type()))] |=
            static_cast<std::uint16_t>(1u << from);
    }
    events.push_back({.kind = GameEventKind::OutputAdjusted,
                      .player = static_cast<std::int8_t>(s.current),
                      .spot = static_cast<std::int8_t>(from),
                      .to_spot = static_cast<std::int8_t>(to),
                      .candy = dock.output_type()});
}

}  // namespace game_rules

std::variant<Applied, Rejection> Game::apply(const GameState& state, const Action& action) const {
    Applied applied{state, {}, {}};
    applied.events.reserve(32);
    MovementStart start;
    if (auto rejection = apply_in_place(applied.state, action, applied.events, &start))
        return *rejection;
    if (std::any_of(applied.events.begin(), applied.events.end(),
                    [](const GameEvent& e) { return e.kind == GameEventKind::MovementStarted; }))
        applied.movement_start = std::move(start.floor);
    return applied;
}

std::optional<Rejection> Game::apply_in_place(GameState& s, const Action& a,
                                              std::vector<GameEvent>& events) const {
    return apply_in_place(s, a, events, static_cast<MovementStart*>(nullptr));
}

std::optional<Rejection> Game::apply_in_place(GameState& s, const Action& a,
                                              std::vector<GameEvent>& events,
                                              Floor* movement_start) const {
    if (!movement_start)
        return apply_in_place(s, a, events, static_cast<MovementStart*>(nullptr));
    MovementStart start;
    auto rejection = apply_in_place(s, a, events, &start);
    *movement_start = std::move(start.floor);
    return rejection;
}

std::optional<Rejection> Game::apply_in_place(GameState& s, const Action& a,
                                              std::vector<GameEvent>& events,
                                              MovementStart* movement_start) const {
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
            rules::after_order_action(*this, s, events, movement_start);
            break;
        }
        case ActionKind::DrawOrder: {
            const auto card = rules::draw_order(s, events);
            hand.orders.add(*card);
            events.push_back({.kind = GameEventKind::OrderDrawn,
                              .player = me,
                              .card = static_cast<std::int8_t>(*card)});
            rules::after_order_action(*this, s, events, movement_start);
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
            rules::after_order_action(*this, s, events, movement_start);
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
            rules::after_order_action(*this, s, events, movement_start);
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
            other.remove_order(taken);
            hand.remove_order(a.card);
            other.orders.add(a.card);
            hand.orders.add(taken);
            events.push_back({.kind = GameEventKind::OrdersSwapped,
                              .player = me,
                              .card = a.card,
                              .other_player = a.to,
                              .other_card = static_cast<std::int8_t>(taken)});
            rules::after_order_action(*this, s, events, movement_start);
            break;
        }
        case ActionKind::DiscardFromHand: {
            int card = a.card;
            if (card == kNoCard) {
                // Hidden Orders: one of the orders facing away, picked unseen.
                int pick = static_cast<int>(
                    s.rng.below(static_cast<std::uint32_t>(hand.facing_away.size())));
                hand.facing_away.for_each([&](int c) {
                    if (pick-- == 0)
                        card = c;
                });
            }
            hand.remove_order(card);
            s.order_discard.add(card);
            events.push_back({.kind = GameEventKind::OrderDiscarded,
                              .player = me,
                              .card = static_cast<std::int8_t>(card)});
            rules::after_order_action(*this, s, events, movement_start);
            break;
        }
        case ActionKind::HideOrder:
            rules::turn_one_away(s, a.to, me, events);
            rules::after_order_action(*this, s, events, movement_start);
            break;
        case ActionKind::ClaimOrder:
            // Right only when the named card faces away from the claimant and its
            // event has happened since; a wrong claim turns another card away.
            s.claimed_this_turn = true;
            if (hand.claimable.contains(a.card)) {
                hand.remove_order(a.card);
                hand.completed.add(a.card);
                events.push_back({.kind = GameEventKind::ClaimRight, .player = me, .card = a.card});
            } else {
                events.push_back({.kind = GameEventKind::ClaimWrong, .player = me, .card = a.card});
                rules::turn_one_away(s, s.current, -1, events);
            }
            break;
        case ActionKind::MakeCandyBlind:
            rules::ask_blind_candy(*this, s, a.place, events, movement_start);
            break;
        case ActionKind::ChooseCandy:
            rules::make_candy(s, hand, a.card, a.candy, events);
            rules::turn_back(s, s.current, events);
            rules::end_turn(*this, s, events, movement_start);
            break;
        case ActionKind::ChooseWorkerSide: {
            player.worker_side = a.card;
            events.push_back({.kind = GameEventKind::WorkerChosen,
                              .player = me,
                              .card = player.worker,
                              .slot = a.card});
            // In turn order from the first player; then the first turn begins.
            s.current = static_cast<std::uint8_t>((s.current + 1) % s.player_count);
            if (s.current == s.first_player)
                rules::begin_turn(*this, s, events);
            else
                s.step = Step::ChooseWorker;
            break;
        }
        case ActionKind::UseWorker:
            rules::use_ability(*this, s, a, events);
            break;
        case ActionKind::Adjust:
            rules::adjust_output(*this, s, a.from, a.to, events);
            rules::end_turn(*this, s, events, movement_start);
            break;
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
            rules::end_turn(*this, s, events, movement_start);
            break;
        }
        case ActionKind::MakeCandy:
            rules::make_candy(s, hand, a.card, a.candy, events);
            rules::end_turn(*this, s, events, movement_start);
            break;
        case ActionKind::EatCandy:
            rules::eat_candy(s, a.from, a.cell, events);
            rules::end_turn(*this, s, events, movement_start);
            break;
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
            rules::end_turn(*this, s, events, movement_start);
            break;
        }
        case ActionKind::FiveSecondRule:
            s.floor.remove_from_lost(a.candy);
            events.push_back({.kind = GameEventKind::CandyRemoved, .player = me, .candy = a.candy});
            rules::end_turn(*this, s, events, movement_start);
            break;
    }
    return std::nullopt;
}

}  // namespace sugarworks
