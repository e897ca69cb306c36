#include "shell/platform/key_chart.hpp"

#include <cctype>

namespace shell {
namespace {

// A key's name as the game writes it; SDL's own where it has none of ours.
std::string key_name(SDL_Keycode key) {
    switch (key) {
        case SDLK_RETURN:
            return "Enter";
        case SDLK_KP_ENTER:
            return "Keypad Enter";
        case SDLK_ESCAPE:
            return "Esc";
        case SDLK_SPACE:
            return "Space";
        case SDLK_TAB:
            return "Tab";
        case SDLK_LEFT:
            return "Left";
        case SDLK_RIGHT:
            return "Right";
        case SDLK_UP:
            return "Up";
        case SDLK_DOWN:
            return "Down";
        case SDLK_HOME:
            return "Home";
        case SDLK_END:
            return "End";
        case SDLK_PAGEUP:
            return "Page Up";
        case SDLK_PAGEDOWN:
            return "Page Down";
        default:
            break;
    }
    if (key >= SDLK_a && key <= SDLK_z)
        return std::string(1, static_cast<char>(std::toupper(static_cast<int>(key))));
    if (key >= SDLK_0 && key <= SDLK_9)
        return std::string(1, static_cast<char>(key));
    if (key >= SDLK_F1 && key <= SDLK_F12)
        return "F" + std::to_string(key - SDLK_F1 + 1);
    return SDL_GetKeyName(key);
}

}  // namespace

std::optional<int> chord_index(const KeyChord& chord, const SDL_KeyboardEvent& event) {
    const SDL_Keycode key = event.keysym.sym;
    const Uint16 mod = event.keysym.mod;
    if ((mod & KMOD_ALT) != 0 || ((mod & KMOD_CTRL) != 0) != chord.ctrl)
        return std::nullopt;
    if (chord.shift && (mod & KMOD_SHIFT) == 0)
        return std::nullopt;
    const SDL_Keycode last = chord.last == SDLK_UNKNOWN ? chord.key : chord.last;
    if (key < chord.key || key > last)
        return std::nullopt;
    return static_cast<int>(key - chord.key);
}

std::string chord_words(const KeyChord& chord) {
    std::string words = std::string(chord.ctrl ? "Ctrl+" : "") + (chord.shift ? "Shift+" : "");
    words += key_name(chord.key);
    if (chord.last != SDLK_UNKNOWN && chord.last != chord.key)
        words += " - " + key_name(chord.last);
    return words;
}

std::string binding_keys(const std::vector<KeyChord>& chords) {
    std::string keys;
    for (const KeyChord& chord : chords) {
        if (chord.listed)
            keys += (keys.empty() ? "" : " / ") + chord_words(chord);
    }
    return keys;
}

}  // namespace shell
