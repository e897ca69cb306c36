// The table's keys, as the intents its buttons give: Ctrl+Z / Ctrl+Y undo and
// redo (on the cover, Ctrl+Z is its take-back), Enter sends what is staged, Esc
// puts it (or the pick) back, 1-9 pick a card of the hand, and Space, Right and
// End play, step and skip the conveyors.
#pragma once

#include <SDL.h>

#include <optional>

#include "table/table_frame.hpp"

namespace sugarworks::app {

// The intents of a key pressed at the table, or nothing for a key it does not use.
std::optional<TableIntents> table_key_intents(const SDL_KeyboardEvent& key,
                                              const TableFrame& frame);

}  // namespace sugarworks::app
