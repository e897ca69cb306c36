// Where every candy is and what the crates and the Lost gutter hold after some
// of a movement's events: the app's replay of the core's event list. It only
// copies positions and counts out of events; no rule is decided here.
#pragma once

#include <array>

#include "sugarworks/event.hpp"
#include "sugarworks/floor.hpp"

namespace sugarworks::app {

inline constexpr int kCandyIdSlots = kCandyTypeCount * kMaxCandiesPerType;

struct FloorTally {
    // PlaceKind::None: the candy is not on the floor (supply, a crate, Lost).
    std::array<Place, kCandyIdSlots> where{};
    std::array<CandyCounts, kMaxCrates> crates{};
    CandyCounts lost{};
    CandyCounts supply{};

    friend bool operator==(const FloorTally&, const FloorTally&) = default;
};

// The candies on the grid and on the docks of `floor`, its crates, Lost and supply.
FloorTally tally_floor(const Floor& floor);

// Moves, deliveries and losses change the tally; other events leave it alone.
void apply_event(FloorTally& tally, const Event& event);

}  // namespace sugarworks::app
