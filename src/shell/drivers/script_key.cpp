#include "shell/drivers/script_key.hpp"

#include <utility>

namespace shell {

std::optional<std::string> push_script_key(const std::string& text, bool down, SDL_Window* window) {
    std::string name = text;
    Uint16 mod = KMOD_NONE;
    for (const auto& [prefix, bit] : {std::pair<std::string, Uint16>{"ctrl+", KMOD_LCTRL},
                                      {"shift+", KMOD_LSHIFT},
                                      {"alt+", KMOD_LALT}}) {
        if (name.rfind(prefix, 0) == 0) {
            mod = static_cast<Uint16>(mod | bit);
            name = name.substr(prefix.size());
        }
    }
    const SDL_Keycode key = SDL_GetKeyFromName(name.c_str());
    if (key == SDLK_UNKNOWN)
        return "unknown key \"" + text + "\"";
    SDL_Event e{};
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    e.key.keysym.mod = mod;
    e.key.windowID = SDL_GetWindowID(window);
    SDL_PushEvent(&e);
    return std::nullopt;
}

}  // namespace shell
