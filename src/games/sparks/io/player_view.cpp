// Player views: the state with what a seat may not know replaced.
#include "sparks/player_view.hpp"

#include <algorithm>

namespace sparks {

namespace {

void hide(std::vector<int>& cards) {
    std::fill(cards.begin(), cards.end(), kHidden);
}

PlayerView view_for(const GameState& state, int viewer) {
    PlayerView v;
    static_cast<GameState&>(v) = state;
    v.seat = viewer;
    hide(v.robot_deck);
    hide(v.assistant_deck);
    // Dice are drawn from the bag at random: what is in it is known, its order
    // (which says nothing to the rules either) is not shown.
    std::sort(v.bag.begin(), v.bag.end());
    v.rng = engine::Rng(0);
    for (std::size_t p = 0; p < v.seats.size(); ++p) {
        if (sees_hand(viewer, static_cast<int>(p)))
            continue;
        PlayerState& seat = v.seats[p];
        hide(seat.hand);
        hide(seat.offer);
        hide(seat.packet);
    }
    return v;
}

}  // namespace

bool sees_hand(int viewer, int holder) {
    return viewer == kRecordViewer || (viewer >= 0 && viewer == holder);
}

PlayerView player_view(const Game&, const GameState& state, int seat) {
    return view_for(state, seat);
}

PlayerView table_view(const Game&, const GameState& state) {
    return view_for(state, kTableViewer);
}

}  // namespace sparks
