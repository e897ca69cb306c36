#include "sugarworks/game_end.hpp"

namespace sugarworks {

std::optional<CandyType> candy_run_out(const Floor& floor) {
    for (CandyType type : kAllCandyTypes) {
        if (floor.supply(type) == 0 && floor.on_floor(type) == 0)
            return type;
    }
    return std::nullopt;
}

std::optional<NearestEnd> nearest_to_running_out(const Floor& floor, const Scenario& scenario) {
    std::optional<NearestEnd> best;
    for (CandyType type : kAllCandyTypes) {
        if (!scenario.in_play(type))
            continue;
        const NearestEnd here{type, floor.supply(type), floor.on_floor(type)};
        if (!best || here.left() < best->left())
            best = here;
    }
    return best;
}

}  // namespace sugarworks
