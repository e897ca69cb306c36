#include "view.hpp"

namespace pebbles {

PlayerView view_of(const State& state, int viewer) {
    PlayerView view;
    view.viewer = viewer;
    if (viewer >= 0 && viewer < static_cast<int>(state.hands.size()))
        view.own_hand = state.hands[static_cast<std::size_t>(viewer)];
    for (const auto& hand : state.hands)
        view.hand_sizes.push_back(static_cast<int>(hand.size()));
    view.pile = state.pile;
    view.discards = state.discards;
    view.deck_size = static_cast<int>(state.deck.size());
    view.to_act = state.to_act;
    view.winner = state.winner;
    return view;
}

}  // namespace pebbles
