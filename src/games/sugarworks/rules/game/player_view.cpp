#include "sugarworks/player_view.hpp"

#include "sugarworks/visibility.hpp"

namespace sugarworks {

PlayerView player_view(const Game& game, const GameState& s, int viewer) {
    const bool cooperative = game.scenario().cooperative;
    PlayerView v;
    v.viewer = viewer;
    v.floor = s.floor;
    v.market = s.market;
    v.order_deck_size = s.order_deck.size();
    v.order_discard = s.order_discard;
    v.tile_deck_size = s.tile_deck.size();
    v.tile_discard = s.tile_discard;
    v.blankets = s.blankets;
    v.blanket_count = s.blanket_count;
    v.player_count = s.player_count;
    for (int p = 0; p < s.player_count; ++p) {
        const PlayerState& ps = s.players[static_cast<size_t>(p)];
        PublicPlayer& pub = v.players[static_cast<size_t>(p)];
        pub.tiles_in_hand = ps.tiles.size();
        pub.orders_in_hand = ps.orders.size();
        pub.completed = ps.completed;
        // Cards turned away from their holder face everyone else.
        if (sees_facing_away(viewer, p)) {
            pub.facing_away = ps.facing_away;
            pub.claimable = ps.claimable;
        }
        if (viewer != kTableViewer && sees_hand(game, viewer, p)) {
            pub.hand_shown = true;
            pub.tiles = ps.tiles;
            pub.orders_in_sight = ps.orders_in_sight();
        }
        pub.facing_away_count = ps.facing_away.size();
        pub.worker = ps.worker;
        pub.worker_side = ps.worker_side;
        pub.worker_spent = ps.worker_spent;
    }
    v.first_player = s.first_player;
    v.current = s.current;
    v.round = s.round;
    v.turns_taken = s.turns_taken;
    v.step = s.step;
    v.last_roll = s.last_roll;
    v.activation_order = s.activation_order;
    v.end = s.end;
    v.claimed_this_turn = s.claimed_this_turn;
    v.worker_used_this_turn = s.worker_used_this_turn;
    v.extra_order_action = s.extra_order_action;
    v.extra_factory_action = s.extra_factory_action;
    v.revealed = s.revealed;
    v.factory_done = s.factory_done;
    v.moved_out_of = s.moved_out_of;
    // The hand on screen: the viewer's own; for the whole table or the record none,
    // unless every hand is public: then the player to act's. A spectator sees none.
    const int seat = viewer >= 0 ? viewer : s.current;
    const bool shown = viewer >= 0 || viewer == kSpectatorViewer ? sees_hand(game, viewer, seat)
                                                                 : hands_public(game);
    if (seat < s.player_count && shown) {
        v.my_tiles = s.players[static_cast<size_t>(seat)].tiles;
        // Co-operative play: the team's shared hand, face up for everyone.
        v.my_orders = s.players[static_cast<size_t>(cooperative ? 0 : seat)].orders_in_sight();
        if (seat == s.current)
            v.my_choosing = s.choosing;
    }
    return v;
}

PlayerView public_view(const Game& game, const GameState& state) {
    return player_view(game, state, kTableViewer);
}

}  // namespace sugarworks
