// A script's {"key": "shift+Tab"} as the SDL events a keyboard would send: down
// in one frame, up in the next, so ImGui and the key focus see the key held; and
// its {"type": "Dana"} as the text a keyboard would type.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>

namespace shell {

// Puts the key named `text` (SDL's key names, with optional "ctrl+", "shift+" and
// "alt+" before it), pressed (`down`) or released, in `window`'s event queue; why
// not, when SDL knows no such key.
std::optional<std::string> push_script_key(const std::string& text, bool down, SDL_Window* window);

// Puts `text` in `window`'s event queue as typed (SDL's text input), for the field
// being typed in; why not, when it is empty or longer than one event holds.
std::optional<std::string> push_script_text(const std::string& text, SDL_Window* window);

}  // namespace shell
