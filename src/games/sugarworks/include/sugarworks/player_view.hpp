// What one player may see (boardgame.io's playerView): the public table, their
// own hand, and only counts of everything hidden. The GUI and bots read this,
// never the full state, so a hidden card cannot leak into what they show.
#pragma once

#include <array>
#include <optional>

#include "sugarworks/game.hpp"

namespace sugarworks {

struct PublicPlayer {
    int tiles_in_hand = 0;
    int orders_in_hand = 0;  // all of them, facing the holder or away
    CardSet completed;       // special orders played face up
    // Hidden Orders: the orders turned away from this player, in the order they were
    // turned, seen by everyone else (empty in the holder's own view), and how many
    // there are (the holder points at one by its place, 0 to count - 1).
    CardRow facing_away;
    int facing_away_count = 0;
    // Sugarworkers: the card (-1 without the rule), the side chosen (-1 until chosen)
    // and whether its once-per-game ability is used up. All public.
    int worker = -1;
    int worker_side = -1;
    bool worker_spent = false;
    // The hand itself, where this viewer may see it (their own, or every hand in
    // solo and co-operative play); empty otherwise. Co-operative play keeps the
    // team's orders with the first seat.
    bool hand_shown = false;
    CardSet tiles;
    CardSet orders_in_sight;
    // Hidden Orders: which of the facing-away orders have completed since they
    // were turned (seen by whoever sees the cards themselves).
    CardSet claimable;
    friend bool operator==(const PublicPlayer&, const PublicPlayer&) = default;
};

struct PlayerView {
    int viewer = 0;  // whose view this is: a seat, or kTableViewer (visibility.hpp)
    Floor floor;
    std::array<std::int8_t, kMarketSlots> market{};
    int order_deck_size = 0;
    CardSet order_discard;  // discards are face up
    int tile_deck_size = 0;
    CardSet tile_discard;
    std::array<BlanketInPlay, kMaxBlankets> blankets{};
    int blanket_count = 0;
    std::array<PublicPlayer, kMaxPlayers> players{};
    int player_count = 0;
    int first_player = 0;
    int current = 0;
    int round = 1;
    int turns_taken = 0;  // player turns finished this round (solo: 0 or 1 of its 2)
    Step step = Step::OrderAction;
    std::optional<DieFace> last_roll;
    ActivationOrder activation_order{};
    EndReason end = EndReason::None;
    // This turn: a Hidden Orders claim made, a once-per-turn ability used, an extra
    // order or factory action owed.
    bool claimed_this_turn = false;
    bool worker_used_this_turn = false;
    bool extra_order_action = false;
    bool extra_factory_action = false;
    // The player to act has taken their factory action (Classic's draw two, keep one).
    bool factory_done = false;
    // Co-operative play: per output type, the dock spots it was moved out of this round.
    std::array<std::uint16_t, kCandyTypeCount> moved_out_of{};
    // The viewer's own hand (in the whole table's view: none, or in solo and
    // co-operative play the hand of the player to act): the orders facing them (Hidden Orders keeps
    // the others out of it; players[viewer].facing_away_count says how many).
    CardSet my_tiles;
    CardSet my_orders;
    // Classic: the orders the viewer drew to keep one of (when it is their choice).
    std::array<std::int8_t, 2> my_choosing{kNoCard, kNoCard};
    // Hidden Orders: the order that answered "yes" to making a candy, face up for all
    // while the player to act chooses its candy.
    int revealed = kNoCard;

    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

// In co-operative play the team's shared hand of orders is every viewer's, face up.
// What a viewer may see is decided by visibility.hpp.
PlayerView player_view(const Game& game, const GameState& state, int viewer);
// The view of the whole table at once, for the moments everyone watches (the
// conveyors, the die, the end): no hand at all, except where hands are public.
PlayerView public_view(const Game& game, const GameState& state);

}  // namespace sugarworks
