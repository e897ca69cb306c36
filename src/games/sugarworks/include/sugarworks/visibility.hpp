// Who may see what: the one place that decides it, for the player views, the
// log's words and the privacy checks of the table.
//
// A viewer is a seat (0 to 3), the whole table at once (kTableViewer: a moment
// everyone watches, such as the conveyors running, where no hand is shown), the
// record (kRecordViewer: everything, for the command line), or someone outside
// the game watching it back (kSpectatorViewer: the public table only, no hand even
// where the players' hands are open to each other, since a game not over may
// still be played on from its save).
#pragma once

#include "sugarworks/action.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/game_event.hpp"

namespace sugarworks {

inline constexpr int kRecordViewer = -1;
inline constexpr int kTableViewer = -2;
inline constexpr int kSpectatorViewer = -3;

// Solo and co-operative play keep no hand secret from anyone at the table.
bool hands_public(const Game& game);

// Whether `viewer` may see the cards of `holder`'s hand: their tiles, the orders
// facing them and the cards they draw.
bool sees_hand(const Game& game, int viewer, int holder);

// Hidden Orders: whether `viewer` may see the orders turned away from `holder`.
// Everyone else at the table does; the holder never does, and a moment the
// whole table watches shows them to no one, since the holder is watching too.
bool sees_facing_away(int viewer, int holder);

// Whether `viewer` may see order `card`, held by `holder` (in their hand, facing
// them or away).
bool sees_order(const Game& game, const GameState& state, int viewer, int holder, int card);

// Whether an action may be named to the whole table before it is played (a
// computer's move announced, then made): it shows nothing that is not public, or
// about to be, like a tile laid on the floor. An order kept, swapped, pawned from
// the hand or turned away is not, where hands are hidden.
bool public_before_played(const Game& game, const Action& action);

// Whether what an action set off is a moment the whole table watches: the die
// rolled and the candies it makes ("The new first player rolls the candy die"), so a
// table shows it with no hand in sight before the next player takes the screen.
bool whole_table_watches(const std::vector<GameEvent>& events);

}  // namespace sugarworks
