// The conveyor controls in a row, the same on the table and in the movement
// example: Pause and Play in one place of one width, Step, Skip, the speed and
// the count; when no movement plays, the button that plays one from its start.
#pragma once

#include "anim/movement_intents.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// Draws in the current window; marks "movement:pause" / "movement:play" (one
// button), "movement:step", "movement:skip", "movement:speed", "movement:replay".
MovementIntents draw_movement_bar(const MovementControls& controls, float ui_scale, Marks& marks);

}  // namespace sugarworks::app
