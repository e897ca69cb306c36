// A script's {"key": "shift+Tab"} as the SDL events a keyboard would send: down
// in one frame, up in the next, so ImGui and the key focus see the key held.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>

namespace shell {

// Puts the key named `text` (SDL's key names, with optional "ctrl+", "shift+" and
// "alt+" before it), pressed (`down`) or released, in `window`'s event queue; why
// not, when SDL knows no such key.
std::optional<std::string> push_script_key(const std::string& text, bool down, SDL_Window* window);

}  // namespace shell
