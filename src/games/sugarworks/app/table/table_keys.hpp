// The table's keys, as the intents its buttons give: Ctrl+Z / Ctrl+Y undo and
// redo (on the cover, Ctrl+Z is its take-back), Enter sends what is staged, Esc
// puts it (or the pick) back, 1-9 pick a card of the hand, H asks the coach, N
// reads on in a lesson, and Space, Right and End play, step and skip the
// conveyors. They are a table (table_keys()), which the Keys page lists.
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "shell/platform/key_chart.hpp"
#include "table/table_frame.hpp"

namespace sugarworks::app {

// What a table key does in `frame`: its intents, or nothing when it does nothing
// there now (then a later row of the table with the same key may). `index` is
// which key of a run it is (the 3 of "1 - 9" is 2).
using TableKeyDoes = std::optional<TableIntents> (*)(const TableFrame& frame, int index,
                                                     bool repeat);

// Every key of the table, in the order they are tried.
const std::vector<shell::KeyBinding<TableKeyDoes>>& table_keys();

// The intents of a key pressed at the table, or nothing for a key it does not use.
std::optional<TableIntents> table_key_intents(const SDL_KeyboardEvent& key,
                                              const TableFrame& frame);

}  // namespace sugarworks::app
