// When the game ends: after a movement that leaves some candy type with none in
// the supply and none on the floor (the round cap aside). The rule is asked here
// by the round and by anyone who wants to say how near the end is.
#pragma once

#include <optional>

#include "sugarworks/floor.hpp"
#include "sugarworks/scenario.hpp"

namespace sugarworks {

// The first candy type with none in the supply and none on the floor, if any.
std::optional<CandyType> candy_run_out(const Floor& floor);

// The candy type in play nearest to running out: the fewest in the supply and on
// the floor together (ties: the first in the activation order of types).
struct NearestEnd {
    CandyType type = CandyType::RedCircle;
    int in_supply = 0;
    int on_floor = 0;
    int left() const { return in_supply + on_floor; }
};
std::optional<NearestEnd> nearest_to_running_out(const Floor& floor, const Scenario& scenario);

}  // namespace sugarworks
