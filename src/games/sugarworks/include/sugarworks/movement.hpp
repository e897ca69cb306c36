// The candy movement resolver: one movement phase, and a tile played under a candy.
#pragma once

#include <vector>

#include "sugarworks/bonk.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/event.hpp"
#include "sugarworks/floor.hpp"

namespace sugarworks {

struct MovementRules {
    ActivationOrder order = kStandardActivationOrder;
    BonkChart bonk{};
    int steps_per_activation = 2;
};

struct MovementOutcome {
    Floor floor;
    std::vector<Event> events;
};

// Whether a chain of Bonks! under this chart can ever come back to an arrangement it had
// (the infinite-loop rule can only act then). The standard chart cannot: every Bonk!
// sends a candy right, or down.
bool chains_can_loop(const BonkChart& chart);

// Resolves a whole movement phase: every candy on the grid and on the output
// docks activates once, type by type, right-most column then top-most row first.
MovementOutcome resolve_movement(const Floor& floor, const MovementRules& rules);

// The same, changing the floor in place and appending to `events` (lets a caller
// that resolves many phases reuse one buffer).
void resolve_movement_in_place(Floor& floor, const MovementRules& rules,
                               std::vector<Event>& events);

// Lays a conveyor tile on a grid space (over any tile there, under any candy
// there). A candy that the new tile's corner icon eats is lost at once.
// Returns the tile that was there before, for the caller to discard.
PlacedTile place_tile(Floor& floor, Cell cell, PlacedTile tile, std::vector<Event>& events);

}  // namespace sugarworks
