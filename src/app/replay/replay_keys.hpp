// The replay's keys, as the intents its buttons give: Left and Right one action,
// Page Up and Page Down (or Shift+Left and Shift+Right) one round, Home and End,
// 0 for everyone's view and 1-4 for a seat's, T to take over, Space to pause or
// play a movement and Esc to leave. Tab, the other arrows and Enter walk and
// press the screen's controls, as on the table (KeyFocus).
#pragma once

#include <SDL.h>

#include <optional>

#include "replay/replay_frame.hpp"

namespace sugarworks::app {

// The intents of a key pressed on the replay, or nothing for a key it does not use.
std::optional<ReplayIntents> replay_key_intents(const SDL_KeyboardEvent& key,
                                                const ReplayFrame& frame);

}  // namespace sugarworks::app
