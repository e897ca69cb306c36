// The round sequence (rulings section 4): turns, candy movement, the die passing
// on, production, deck exhaustion and the end of the game.
#include <array>

#include "game/game_rules.hpp"
#include "sugarworks/game_end.hpp"

namespace sugarworks::game_rules {

namespace {

std::optional<int> draw_from(Deck& deck, CardSet& discard, Rng& rng, bool tiles,
                             std::vector<GameEvent>& events) {
    if (deck.empty()) {
        if (discard.empty())
            return std::nullopt;
        std::array<int, kMaxCards> cards{};
        int n = 0;
        discard.for_each([&](int card) { cards[static_cast<size_t>(n++)] = card; });
        rng.shuffle(std::span<int>(cards.data(), static_cast<size_t>(n)));
        for (int i = 0; i < n; ++i)
            deck.push(cards[static_cast<size_t>(i)]);
        discard.clear();
        events.push_back({.kind = GameEventKind::DeckReshuffled, .tiles = tiles});
    }
    return deck.draw();
}

bool order_action_possible(const GameState& s) {
    for (std::int8_t card : s.market) {
        if (card != kNoCard)
            return true;
    }
    return can_draw_order(s);
}

}  // namespace

std::string player_name(int player) {
    return "Player " + std::to_string(player + 1);
}

std::string order_name(const Game& game, int card) {
    return "order \"" + game.catalog().orders[static_cast<size_t>(card)].id + "\"";
}

std::string tile_name(const Game& game, int tile) {
    return "the " + game.catalog().kind_of_tile(tile).name;
}

DieFace roll_die(const Game& game, GameState& s) {
    const auto& faces = game.catalog().die_faces;
    const DieFace face = faces[s.rng.below(static_cast<std::uint32_t>(faces.size()))];
    s.last_roll = face;
    return face;
}

void produce(const Game& game, GameState& s, const DieFace& face, std::vector<GameEvent>& events) {
    // Lucy Mode fills the outputs after every turn: most are still full then, which is
    // no news, so only the candies made are told.
    const bool tell_skipped = game.scenario().production != Production::EveryTurn;
    for (CandyType type : kAllCandyTypes) {
        if ((!face.all && face.candy != type) || !game.scenario().in_play(type))
            continue;
        const auto spot = s.floor.output_spot(type);
        if (!spot || s.floor.dock(*spot).candy != kNoCandy || s.floor.supply(type) == 0) {
            if (!tell_skipped)
                continue;
            events.push_back({.kind = GameEventKind::ProductionSkipped,
                              .spot = static_cast<std::int8_t>(spot.value_or(-1)),
                              .candy = type});
            continue;
        }
        s.floor.set_dock_candy(*spot, s.floor.take_from_supply(type));
        events.push_back({.kind = GameEventKind::CandyProduced,
                          .spot = static_cast<std::int8_t>(*spot),
                          .candy = type});
    }
}

bool can_draw_order(const GameState& s) {
    return !s.order_deck.empty() || !s.order_discard.empty();
}

std::optional<int> draw_order(GameState& s, std::vector<GameEvent>& events) {
    return draw_from(s.order_deck, s.order_discard, s.rng, false, events);
}

std::optional<int> draw_tile(GameState& s, std::vector<GameEvent>& events) {
    return draw_from(s.tile_deck, s.tile_discard, s.rng, true, events);
}

void refill_market(const Game& game, GameState& s, std::vector<GameEvent>& events) {
    for (int slot = 0; slot < game.options().market_size; ++slot) {
        if (s.market[static_cast<size_t>(slot)] != kNoCard)
            continue;
        const auto card = draw_order(s, events);
        if (!card)
            return;
        s.market[static_cast<size_t>(slot)] = static_cast<std::int8_t>(*card);
        events.push_back({.kind = GameEventKind::MarketRefilled,
                          .card = static_cast<std::int8_t>(*card),
                          .slot = static_cast<std::int8_t>(slot)});
    }
}

void begin_turn(const Game& game, GameState& s, std::vector<GameEvent>& events) {
    const auto player = static_cast<std::int8_t>(s.current);
    events.push_back({.kind = GameEventKind::TurnStarted, .player = player, .round = s.round});
    s.step = Step::OrderAction;
    if (!game.scenario().order_actions) {
        s.step = Step::FactoryAction;  // First Shift: no order actions at all
    } else if (!order_action_possible(s)) {
        events.push_back({.kind = GameEventKind::OrderActionSkipped, .player = player});
        s.step = Step::FactoryAction;
    }
}

void after_order_action(const Game& game, GameState& s, std::vector<GameEvent>& events,
                        MovementStart* movement_start) {
    // Order Pawning: "players have no hand size limit".
    const bool limited = !game.options().toggles.has(Toggle::OrderPawning);
    if (limited && hand_holder(game, s, s.current).orders.size() > game.options().hand_limit) {
        s.step = Step::DiscardDown;
        return;
    }
    if (s.factory_done) {
        // The discard came after Classic's draw two, keep one: the turn is over.
        end_turn(game, s, events, movement_start);
        return;
    }
    refill_market(game, s, events);
    s.step = Step::FactoryAction;
    // Sugarworkers: one more order action, owed by an ability (if one can be taken).
    if (s.extra_order_action) {
        s.extra_order_action = false;
        if (order_action_possible(s))
            s.step = Step::OrderAction;
    }
}

void complete_special(GameState& s, int player, int card) {
    PlayerState& holder = s.players[static_cast<size_t>(player)];
    holder.orders.remove(card);
    holder.completed.add(card);
}

void record_floor_events(const Game& game, GameState& s, std::span<const Event> floor_events,
                         std::vector<GameEvent>& events) {
    // Special orders in hand, per player: only these can complete.
    std::array<CardSet, kMaxPlayers> specials{};
    // The event kinds those orders wait for: no other event can complete one.
    std::uint32_t wanted = 0;
    for (int p = 0; p < s.player_count; ++p) {
        s.players[static_cast<size_t>(p)].orders.for_each([&](int card) {
            const OrderCard& order = game.catalog().orders[static_cast<size_t>(card)];
            if (order.kind == OrderKind::Special) {
                specials[static_cast<size_t>(p)].add(card);
                wanted |= 1u << static_cast<unsigned>(order.trigger.event);
            }
        });
    }
    // Hidden Orders: a card facing away from its holder completes only when they
    // claim it; its event makes it claimable.
    const auto mark_claimable = [&](int p, int card) {
        PlayerState& player = s.players[static_cast<size_t>(p)];
        if (!player.facing_away.contains(card))
            return false;
        player.claimable.add(card);
        return true;
    };
    for (const Event& e : floor_events) {
        events.push_back({.kind = GameEventKind::Floor, .floor = e});
        if ((wanted >> static_cast<unsigned>(e.kind) & 1u) == 0)
            continue;
        const auto trigger_index = static_cast<std::int16_t>(events.size() - 1);
        // Every holder at once, in turn order from the player to act.
        for (int k = 0; k < s.player_count; ++k) {
            const int p = (s.current + k) % s.player_count;
            CardSet& held = specials[static_cast<size_t>(p)];
            held.for_each([&](int card) {
                if (!matches(game.catalog().orders[static_cast<size_t>(card)].trigger, e))
                    return;
                held.remove(card);
                if (mark_claimable(p, card))
                    return;
                complete_special(s, p, card);
                events.push_back({.kind = GameEventKind::SpecialCompleted,
                                  .player = static_cast<std::int8_t>(p),
                                  .card = static_cast<std::int8_t>(card),
                                  .trigger_index = trigger_index});
            });
        }
    }
}

namespace {

void movement(const Game& game, GameState& s, std::vector<GameEvent>& events,
              MovementStart* movement_start) {
    events.push_back({.kind = GameEventKind::MovementStarted, .round = s.round});
    if (movement_start) {
        movement_start->floor = s.floor;
        if (movement_start->want_state)
            movement_start->state = s;
    }
    std::vector<Event> floor_events;
    floor_events.reserve(128);
    resolve_movement_in_place(s.floor, game.movement_rules(s), floor_events);
    record_floor_events(game, s, floor_events, events);
    events.push_back({.kind = GameEventKind::MovementEnded, .round = s.round});

    if (candy_run_out(s.floor))
        s.end = EndReason::CandyRanOut;
    if (s.end == EndReason::None && s.round >= game.options().round_cap)
        s.end = EndReason::RoundCap;
    if (s.end != EndReason::None) {
        s.step = Step::GameOver;
        events.push_back(
            {.kind = GameEventKind::GameEnded, .end = static_cast<std::uint8_t>(s.end)});
        return;
    }
    // The die passes clockwise; the new first player rolls at the start of the round.
    ++s.round;
    s.moved_out_of = {};
    s.first_player = static_cast<std::uint8_t>((s.first_player + 1) % s.player_count);
    s.current = s.first_player;
    s.turns_taken = 0;
    s.step = Step::Roll;
    const bool no_die = game.scenario().production != Production::Die;
    if (no_die) {
        // First Shift and Lucy Mode: no die; every output in play makes a candy.
        produce(game, s, DieFace{.all = true}, events);
    }
    events.push_back({.kind = GameEventKind::RoundStarted,
                      .player = static_cast<std::int8_t>(s.first_player),
                      .round = s.round});
    if (no_die)
        begin_turn(game, s, events);
}

}  // namespace

void end_turn(const Game& game, GameState& s, std::vector<GameEvent>& events,
              MovementStart* movement_start) {
    s.factory_done = false;
    // Sugarworkers: one more factory action, owed by an ability.
    if (s.extra_factory_action) {
        s.extra_factory_action = false;
        s.step = Step::FactoryAction;
        return;
    }
    s.claimed_this_turn = false;
    s.worker_used_this_turn = false;
    ++s.turns_taken;
    if (s.turns_taken >= game.turns_per_round()) {
        movement(game, s, events, movement_start);
        return;
    }
    // Lucy Mode: "Candy spawns in each output every turn" (after the last turn of the
    // round, once the conveyors have run).
    if (game.scenario().production == Production::EveryTurn)
        produce(game, s, DieFace{.all = true}, events);
    s.current = static_cast<std::uint8_t>((s.current + 1) % s.player_count);
    begin_turn(game, s, events);
}

}  // namespace sugarworks::game_rules
