// The conveyor controls in a row, the same on the table and in the movement
// example: Pause and Play in one place of one width, Step, Skip, the speed and
// the count; when no movement plays, the button that plays one from its start.
#pragma once

#include <imgui.h>

#include <string_view>

#include "anim/movement_intents.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// Words the bar shows: the preview of a move, a notice, why a click was refused.
// `emphasis`: in bold, in the table's pink (a notice or a refusal).
struct BarNote {
    std::string_view text;
    bool emphasis = false;
};

// Draws in the current window; marks "movement:pause" / "movement:play" (one
// button), "movement:step", "movement:skip", "movement:speed", "movement:replay",
// and "bar:note" for the words. When no movement plays, `note` takes the bar left
// of the replay button, in at most two lines (all of it on hover); while one plays,
// what of it fits beside the controls. The bar keeps one place for each control
// whatever the words, so nothing moves under the pointer when they come and go.
MovementIntents draw_movement_bar(const MovementControls& controls, float ui_scale, Marks& marks,
                                  BarNote note = {}, ImFont* emphasis_font = nullptr);

}  // namespace sugarworks::app
