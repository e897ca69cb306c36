// What one player may know of a game of Sparks: the state with everything hidden
// from them replaced, so that the screens and the bots, which read views only,
// cannot show or use a card they should not see. The one place that decides who
// sees what.
#pragma once

#include "sparks/event_text.hpp"
#include "sparks/game.hpp"
#include "sparks/state.hpp"

namespace sparks {

// A game state as `seat` may know it. Hidden, each entry replaced by kHidden with
// the count kept: another player's hand, robots drawn to choose from (offer) and
// draft packet, and both decks. The bag is sorted by die id (its contents are
// known, not its order) and the generator is reset to engine::Rng(0), so that
// two states that differ only in what the seat may not know give equal views.
struct PlayerView : GameState {
    int seat = kTableViewer;  // whose view: a seat, or kTableViewer
    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

PlayerView player_view(const Game& game, const GameState& state, int seat);
// The view of the whole table at once, for the moments everyone watches: no
// hand, offer or packet is shown, each seat's hidden as another's would be.
PlayerView table_view(const Game& game, const GameState& state);

// Whether `viewer` (a seat, kTableViewer or kRecordViewer) may see the cards in
// `holder`'s hand, offer and packet.
bool sees_hand(int viewer, int holder);

}  // namespace sparks
