#include "shell/drivers/script_key.hpp"

#include <string>
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

std::optional<std::string> push_script_text(const std::string& text, SDL_Window* window) {
    SDL_Event e{};
    if (text.empty() || text.size() >= sizeof e.text.text)
        return "cannot type \"" + text + "\": 1 to " + std::to_string(sizeof e.text.text - 1) +
               " bytes are typed at a time";
    e.type = SDL_TEXTINPUT;
    e.text.windowID = SDL_GetWindowID(window);
    text.copy(e.text.text, text.size());
    SDL_PushEvent(&e);
    return std::nullopt;
}

}  // namespace shell
