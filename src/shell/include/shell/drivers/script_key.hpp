// A script's {"key": "shift+Tab"} as the SDL events a keyboard would send: down
// in one frame, up in the next, so ImGui and the key focus see the key held.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>

namespace shell {

// The key named `text` (SDL's key names, with optional "ctrl+", "shift+" and
// "alt+" before it), pressed (`down`) or released, in window `window_id`; nothing,
// and `error` saying why, when SDL knows no such key.
std::optional<SDL_Event> script_key_event(const std::string& text, bool down, Uint32 window_id,
                                          std::string& error);

}  // namespace shell
