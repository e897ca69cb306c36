#include "sugarworks/player_view.hpp"

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
        v.players[static_cast<size_t>(p)] = {ps.tiles.size(), ps.orders.size(), ps.completed};
    }
    v.first_player = s.first_player;
    v.current = s.current;
    v.round = s.round;
    v.step = s.step;
    v.last_roll = s.last_roll;
    v.activation_order = s.activation_order;
    v.end = s.end;
    if (viewer >= 0 && viewer < s.player_count) {
        v.my_tiles = s.players[static_cast<size_t>(viewer)].tiles;
        // Co-operative play: the team's shared hand, face up for everyone.
        v.my_orders = s.players[static_cast<size_t>(cooperative ? 0 : viewer)].orders;
        if (viewer == s.current)
            v.my_choosing = s.choosing;
    }
    return v;
}

}  // namespace sugarworks
