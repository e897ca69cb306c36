// The bookkeeping every state of a game keeps, whatever was played: each candy
// type adding up to the box's, the step and what it waits on agreeing (the orders
// to keep one of, the order shown to make a candy), the end reason with the end,
// and the Sugarworker cards with their rule. A save's snapshot that breaks one is
// refused (state_from_json), and the random-game harness checks every state it
// reaches by the same function.
#pragma once

#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks {

struct StateProblem {
    // The member of the state's JSON form it concerns ("/floor", "/players/2").
    std::string member;
    std::string message;
    friend bool operator==(const StateProblem&, const StateProblem&) = default;
};

// Every way `state` breaks that bookkeeping, in the order above; none when it keeps it.
std::vector<StateProblem> consistency_problems(const Game& game, const GameState& state);

}  // namespace sugarworks
