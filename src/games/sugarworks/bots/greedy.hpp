// The greedy count the Easy and Medium players use, and the Hard player's
// playouts lean on: every legal action tried on a few dealt states and valued by
// the points its seat would hold after the conveyors next ran, plus a share of
// what it brings its false sales orders closer to.
#pragma once

#include <vector>

#include "sugarworks/information.hpp"

namespace sugarworks::bots {

// The greedy value of a state for `seat`: its points if the game were scored on
// the floor the conveyors would leave next (co-operative: the team's), less half
// the best other seat's, plus half the points of each of its false sales orders
// scaled by how near it is (sales_progress).
double greedy_value(const Game& game, const GameState& state, int seat);

struct ValuedAction {
    Action action;
    double value = 0;
};

// Every legal action of the seat to act, valued over `deals` dealt states, best first.
std::vector<ValuedAction> value_actions(const Game& game, const SeatInformation& info, int deals,
                                        Rng& rng);

}  // namespace sugarworks::bots
