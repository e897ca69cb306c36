// The conveyor controls in a row, the same on the table and in the movement
// example: Pause and Play in one place of one width, Step, Skip, the speed and
// the count; when no movement plays, the button that plays one from its start.
#pragma once

#include <string_view>

#include "anim/movement_intents.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// Draws in the current window; marks "movement:pause" / "movement:play" (one
// button), "movement:step", "movement:skip", "movement:speed", "movement:replay".
// `note`, when no movement plays: a line in the bar's place (the preview in words).
MovementIntents draw_movement_bar(const MovementControls& controls, float ui_scale, Marks& marks,
                                  std::string_view note = {});

}  // namespace sugarworks::app
