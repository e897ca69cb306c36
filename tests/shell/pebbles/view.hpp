// What one seat may know of a Pebbles game: its own hand, how many cards each
// other seat holds (never which), the pile, the discards face up and the deck's
// size. A type of its own, not a state with fields blanked: a hidden field added to
// the state is hidden from every table until someone puts it here.
#pragma once

#include <vector>

#include "rules.hpp"

namespace pebbles {

struct PlayerView {
    int viewer = kNobody;         // the seat looking, or kNobody: the whole table
    std::vector<int> own_hand;    // the viewer's cards; empty for the whole table
    std::vector<int> hand_sizes;  // every seat's, the viewer's included
    int pile = 0;
    std::vector<int> discards;
    int deck_size = 0;
    int to_act = kNobody;
    int winner = kNobody;
    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

// The game as `viewer` sees it (kNobody: what the whole table sees).
PlayerView view_of(const State& state, int viewer);

}  // namespace pebbles
