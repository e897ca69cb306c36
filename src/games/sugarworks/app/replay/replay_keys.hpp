// The replay's keys, as the intents its buttons give: Left and Right one action,
// Page Up and Page Down (or Shift+Left and Shift+Right) one round, Home and End,
// 0 for everyone's view and 1-4 for a seat's, T to take over, Space to pause or
// play a movement and Esc to leave. Tab, the other arrows and Enter walk and
// press the screen's controls, as on the table (KeyFocus). They are a table
// (replay_keys()), which the Keys page lists.
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "replay/replay_frame.hpp"
#include "shell/platform/key_chart.hpp"

namespace sugarworks::app {

// What a replay key does on `frame`: its intents, or nothing when it does
// nothing there now. `index` is which key of a run it is (the 2 of "1 - 4" is 1).
using ReplayKeyDoes = std::optional<ReplayIntents> (*)(const ReplayFrame& frame, int index,
                                                       bool repeat);

// Every key of the replay, in the order they are tried.
const std::vector<shell::KeyBinding<ReplayKeyDoes>>& replay_keys();

// The intents of a key pressed on the replay, or nothing for a key it does not use.
std::optional<ReplayIntents> replay_key_intents(const SDL_KeyboardEvent& key,
                                                const ReplayFrame& frame);

}  // namespace sugarworks::app
