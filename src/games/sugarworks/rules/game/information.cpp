#include "sugarworks/information.hpp"

#include <algorithm>
#include <vector>

#include "game/game_rules.hpp"

namespace sugarworks {

namespace {

// Every order the view shows where it is: the market, the discards, completed
// orders, the hands and facing-away rows it may see, the cards being chosen from
// and a revealed card.
CardSet orders_in_view(const PlayerView& v) {
    CardSet seen = v.order_discard;
    for (std::int8_t card : v.market) {
        if (card != kNoCard)
            seen.add(card);
    }
    for (int p = 0; p < v.player_count; ++p) {
        const PublicPlayer& pub = v.players[static_cast<size_t>(p)];
        seen = CardSet::from_bits(seen.bits() | pub.completed.bits() | pub.facing_away.bits() |
                                  pub.orders_in_sight.bits());
    }
    seen = CardSet::from_bits(seen.bits() | v.my_orders.bits());
    for (std::int8_t card : v.my_choosing) {
        if (card != kNoCard)
            seen.add(card);
    }
    if (v.revealed != kNoCard)
        seen.add(v.revealed);
    return seen;
}

// Drops what the view now shows elsewhere, and anything about a hand the seat
// sees whole.
void prune(SeatInformation& info) {
    const CardSet seen = orders_in_view(info.view);
    for (int p = 0; p < kMaxPlayers; ++p) {
        CardSet& known = info.known_orders[static_cast<size_t>(p)];
        if (p >= info.view.player_count || p == info.seat ||
            info.view.players[static_cast<size_t>(p)].hand_shown) {
            known.clear();
            continue;
        }
        known = CardSet::from_bits(known.bits() & ~seen.bits());
        const PublicPlayer& pub = info.view.players[static_cast<size_t>(p)];
        // A guard: more known than the hand holds facing its holder means a card
        // left unseen (it never should); forget rather than deal an impossible hand.
        if (known.size() > pub.orders_in_hand - pub.facing_away_count)
            known.clear();
    }
}

// Draws `count` cards out of `pool` (shuffled), in the order drawn.
std::vector<int> take(std::vector<int>& pool, int count) {
    std::vector<int> out;
    for (int n = 0; n < count && !pool.empty(); ++n) {
        out.push_back(pool.back());
        pool.pop_back();
    }
    return out;
}

std::vector<int> shuffled_cards(CardSet cards, Rng& rng) {
    std::vector<int> out;
    out.reserve(static_cast<size_t>(cards.size()));
    cards.for_each([&](int c) { out.push_back(c); });
    rng.shuffle(out);
    return out;
}

}  // namespace

SeatInformation first_information(PlayerView view) {
    SeatInformation info;
    info.seat = view.viewer;
    info.view = std::move(view);
    return info;
}

void observe(SeatInformation& info, std::span<const GameEvent> events, PlayerView after) {
    const int me = info.seat;
    for (const GameEvent& e : events) {
        const auto known = [&](int player) -> CardSet& {
            return info.known_orders[static_cast<size_t>(player)];
        };
        switch (e.kind) {
            case GameEventKind::OrderTaken:  // face up, from the market
                if (e.player >= 0 && e.player != me)
                    known(e.player).add(e.card);
                break;
            case GameEventKind::OrderPawned:
                if (e.slot >= 0 && e.other_player != me)  // from the market, face up
                    known(e.other_player).add(e.card);
                break;
            case GameEventKind::OrdersSwapped:
                if (e.player == me) {
                    known(e.other_player).add(e.card);  // what this seat gave
                } else if (e.other_player == me) {
                    known(e.player).add(e.other_card);  // what was taken from this seat
                } else {
                    // Either hand may now hold what the other's did: forget both.
                    known(e.player).clear();
                    known(e.other_player).clear();
                }
                break;
            case GameEventKind::OrderDiscarded:
            case GameEventKind::CandyMade:
            case GameEventKind::SpecialCompleted:
                // Gone from the hand, though a reshuffle may hide it again at once.
                if (e.player >= 0 && e.card >= 0)
                    known(e.player).remove(e.card);
                break;
            case GameEventKind::OrdersTurnedBack:
                // The cards this seat saw facing away now face their holder again.
                if (e.player >= 0 && e.player != me) {
                    const auto& row = info.view.players[static_cast<size_t>(e.player)].facing_away;
                    known(e.player) = CardSet::from_bits(known(e.player).bits() | row.bits());
                }
                break;
            default:
                break;
        }
    }
    info.view = std::move(after);
    prune(info);
}

SeatInformation information_from(const Match& match, int seat) {
    const Game& game = match.game();
    std::vector<GameEvent> events;
    // From the match's start: the seed's deal, or a table arranged by hand.
    GameState s = match.states().front();
    SeatInformation info = first_information(player_view(game, s, seat));
    for (const Action& action : match.actions()) {
        events.clear();
        if (game.apply_in_place(s, action, events))
            break;  // a loaded match has been checked; this cannot happen
        observe(info, events, player_view(game, s, seat));
    }
    return info;
}

GameState sample_state(const Game& game, const SeatInformation& info, Rng& rng) {
    const PlayerView& v = info.view;
    const Scenario& sc = game.scenario();
    const Catalog& catalog = game.catalog();
    GameState s;
    s.rng = Rng(rng.next());
    s.floor = v.floor;
    s.activation_order = v.activation_order;
    s.tile_discard = v.tile_discard;
    s.order_discard = v.order_discard;
    s.market = v.market;
    s.blankets = v.blankets;
    s.blanket_count = static_cast<std::uint8_t>(v.blanket_count);
    s.player_count = static_cast<std::uint8_t>(v.player_count);
    s.first_player = static_cast<std::uint8_t>(v.first_player);
    s.current = static_cast<std::uint8_t>(v.current);
    s.turns_taken = static_cast<std::uint8_t>(v.turns_taken);
    s.round = static_cast<std::uint16_t>(v.round);
    s.step = v.step;
    s.last_roll = v.last_roll;
    s.end = v.end;
    s.revealed = static_cast<std::int8_t>(v.revealed);
    s.factory_done = v.factory_done;
    s.moved_out_of = v.moved_out_of;
    s.claimed_this_turn = v.claimed_this_turn;
    s.worker_used_this_turn = v.worker_used_this_turn;
    s.extra_order_action = v.extra_order_action;
    s.extra_factory_action = v.extra_factory_action;

    // Orders: those out of the scenario's pool are set aside in every game; the
    // rest the view does not place are the unknowns.
    const int order_count = static_cast<int>(catalog.orders.size());
    CardSet unknown_orders;
    const CardSet seen_orders = orders_in_view(v);
    for (int c = 0; c < order_count; ++c) {
        if (!in_pool(catalog.order(c), sc.order_pool))
            s.orders_set_aside.add(c);
        else if (!seen_orders.contains(c))
            unknown_orders.add(c);
    }
    for (int p = 0; p < v.player_count; ++p) {
        info.known_orders[static_cast<size_t>(p)].for_each(
            [&](int c) { unknown_orders.remove(c); });
    }
    // Tiles: those calling for a type out of play are set aside in every game.
    const int tile_count = catalog.tile_count();
    CardSet tiles_seen = v.tile_discard;
    for (int row = 0; row < v.floor.rows(); ++row) {
        for (int col = 0; col < v.floor.cols(); ++col) {
            const PlacedTile& t = v.floor.tile_at(Cell{row, col});
            if (t.tile >= 0)
                tiles_seen.add(t.tile);
        }
    }
    for (int p = 0; p < v.player_count; ++p)
        tiles_seen =
            CardSet::from_bits(tiles_seen.bits() | v.players[static_cast<size_t>(p)].tiles.bits());
    tiles_seen = CardSet::from_bits(tiles_seen.bits() | v.my_tiles.bits());
    CardSet unknown_tiles;
    for (int t = 0; t < tile_count; ++t) {
        if (game_rules::calls_for_missing_type(catalog.kind_of_tile(t), sc))
            s.tiles_set_aside.add(t);
        else if (!tiles_seen.contains(t))
            unknown_tiles.add(t);
    }

    std::vector<int> orders = shuffled_cards(unknown_orders, rng);
    std::vector<int> tiles = shuffled_cards(unknown_tiles, rng);

    for (int p = 0; p < v.player_count; ++p) {
        const PublicPlayer& pub = v.players[static_cast<size_t>(p)];
        PlayerState& ps = s.players[static_cast<size_t>(p)];
        ps.completed = pub.completed;
        ps.worker = static_cast<std::int8_t>(pub.worker);
        ps.worker_side = static_cast<std::int8_t>(pub.worker_side);
        ps.worker_spent = pub.worker_spent;
        // Tiles.
        if (pub.hand_shown || p == info.seat) {
            ps.tiles = p == info.seat ? v.my_tiles : pub.tiles;
        } else {
            for (int t : take(tiles, pub.tiles_in_hand))
                ps.tiles.add(t);
        }
        // Orders facing away: seen in order, or (the seat's own) dealt unseen.
        if (p == info.seat) {
            for (int c : take(orders, pub.facing_away_count))
                ps.facing_away.add(c);
        } else {
            ps.facing_away = pub.facing_away;
            ps.claimable = pub.claimable;
        }
        ps.facing_away.for_each([&](int c) { ps.orders.add(c); });
        // Orders facing the holder.
        if (pub.hand_shown) {
            ps.orders = CardSet::from_bits(ps.orders.bits() | pub.orders_in_sight.bits());
        } else {
            const CardSet known = info.known_orders[static_cast<size_t>(p)];
            ps.orders = CardSet::from_bits(ps.orders.bits() | known.bits());
            const int hidden = pub.orders_in_hand - pub.facing_away_count - known.size();
            for (int c : take(orders, hidden))
                ps.orders.add(c);
        }
    }
    // Classic: the cards another player drew to keep one of.
    if (v.current == info.seat) {
        s.choosing = v.my_choosing;
    } else if (v.step == Step::KeepOne) {
        const int rest = static_cast<int>(orders.size()) - v.order_deck_size;
        int slot = 0;
        for (int c : take(orders, std::clamp(rest, 0, 2)))
            s.choosing[static_cast<size_t>(slot++)] = static_cast<std::int8_t>(c);
    }
    for (int c : take(orders, v.order_deck_size))
        s.order_deck.push(c);
    // What is left was set aside unseen (First Shift's undealt orders).
    for (int c : orders)
        s.orders_set_aside.add(c);
    for (int t : take(tiles, v.tile_deck_size))
        s.tile_deck.push(t);
    for (int t : tiles)
        s.tiles_set_aside.add(t);
    return s;
}

bool agrees_with(const Game& game, const GameState& state, const SeatInformation& info) {
    if (player_view(game, state, info.seat) != info.view)
        return false;
    for (int p = 0; p < state.player_count; ++p) {
        const CardSet known = info.known_orders[static_cast<size_t>(p)];
        const CardSet held = state.players[static_cast<size_t>(p)].orders_in_sight();
        if ((known.bits() & ~held.bits()) != 0)
            return false;
    }
    return true;
}

}  // namespace sugarworks
