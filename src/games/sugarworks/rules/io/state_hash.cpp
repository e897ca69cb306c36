// A stable hash of a game state, field by field (never raw memory: padding and
// layout differ between compilers).

#include "engine/fnv.hpp"
#include "sugarworks/state_io.hpp"

namespace sugarworks {

namespace {

using engine::Fnv;

void hash_floor(Fnv& h, const Floor& f) {
    h.i(f.rows());
    h.i(f.cols());
    for (int r = 0; r < f.rows(); ++r) {
        for (int c = 0; c < f.cols(); ++c) {
            const PlacedTile& t = f.tile_at({r, c});
            h.i(static_cast<int>(t.face.center));
            h.i(static_cast<int>(t.face.corner.kind));
            h.i(static_cast<int>(t.face.corner.eats));
            h.i(t.tile);
            h.i(f.candy_at({r, c}));
        }
    }
    for (int spot = 0; spot < f.dock_count(); ++spot) {
        h.i(f.dock(spot).output);
        h.i(f.dock(spot).candy);
    }
    h.i(f.crate_count());
    for (int i = 0; i < f.crate_count(); ++i) {
        h.i(static_cast<int>(f.crate(i).kind));
        h.i(f.crate(i).cell.row);
        h.i(f.crate(i).cell.col);
        for (auto n : f.crate(i).contents)
            h.i(n);
    }
    for (auto n : f.lost())
        h.i(n);
    for (auto n : f.removed())
        h.i(n);
    h.u64(f.supply_bits());
}

}  // namespace

std::uint64_t state_hash(const GameState& s) {
    Fnv h;
    hash_floor(h, s.floor);
    for (int i = 0; i < 4; ++i)
        h.u64(s.rng.state()[i]);
    for (CandyType t : s.activation_order)
        h.i(index_of(t));
    h.i(s.tile_deck.size());
    for (int i = 0; i < s.tile_deck.size(); ++i)
        h.i(s.tile_deck.at(i));
    h.u64(s.tile_discard.bits());
    h.i(s.order_deck.size());
    for (int i = 0; i < s.order_deck.size(); ++i)
        h.i(s.order_deck.at(i));
    h.u64(s.order_discard.bits());
    // Hashed only when a scenario set cards aside: a standard game's hashes stay
    // those of saves written before these sets existed.
    if (!s.tiles_set_aside.empty() || !s.orders_set_aside.empty()) {
        h.u64(s.tiles_set_aside.bits());
        h.u64(s.orders_set_aside.bits());
    }
    // The same for Classic's draw two, keep one.
    if (s.moved_out_of != decltype(s.moved_out_of){}) {
        for (auto spots : s.moved_out_of)
            h.i(spots);
    }
    if (s.revealed != kNoCard)
        h.i(s.revealed);
    if (s.choosing[0] != kNoCard || s.factory_done) {
        h.i(s.choosing[0]);
        h.i(s.choosing[1]);
        h.i(s.factory_done ? 1 : 0);
    }
    for (auto card : s.market)
        h.i(card);
    h.i(s.blanket_count);
    for (int b = 0; b < s.blanket_count; ++b) {
        h.i(s.blankets[static_cast<size_t>(b)].card);
        h.i(s.blankets[static_cast<size_t>(b)].colourful);
    }
    h.i(s.player_count);
    for (int p = 0; p < s.player_count; ++p) {
        const PlayerState& ps = s.players[static_cast<size_t>(p)];
        h.u64(ps.tiles.bits());
        h.u64(ps.orders.bits());
        h.u64(ps.completed.bits());
        // Hidden Orders and Sugarworkers: hashed only when in use, as above.
        if (!ps.facing_away.empty() || !ps.claimable.empty()) {
            h.i(ps.facing_away.size());
            ps.facing_away.for_each([&](int card) { h.i(card); });
            h.u64(ps.claimable.bits());
        }
        if (ps.worker >= 0) {
            h.i(ps.worker);
            h.i(ps.worker_side);
            h.i(ps.worker_spent ? 1 : 0);
        }
    }
    if (s.claimed_this_turn || s.worker_used_this_turn || s.extra_order_action ||
        s.extra_factory_action) {
        h.i(s.claimed_this_turn ? 1 : 0);
        h.i(s.worker_used_this_turn ? 1 : 0);
        h.i(s.extra_order_action ? 1 : 0);
        h.i(s.extra_factory_action ? 1 : 0);
    }
    h.i(s.first_player);
    h.i(s.current);
    h.i(s.turns_taken);
    h.i(s.round);
    h.i(static_cast<int>(s.step));
    h.i(s.last_roll.has_value());
    if (s.last_roll) {
        h.i(s.last_roll->all);
        h.i(index_of(s.last_roll->candy));
    }
    h.i(static_cast<int>(s.end));
    return h.value();
}

}  // namespace sugarworks
