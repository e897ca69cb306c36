// The game's keys as tables: each key a handler answers is a row of chords (the
// keys), the words of what it does, and what it does. The handlers look keys up
// in their table, and the Rules screen's Keys page is drawn from the same
// tables, so a key cannot work without being listed, nor be listed and not work.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shell {

// A key, or a run of keys ("1 - 9"), with or without Ctrl and Shift. Ctrl must be
// held exactly when `ctrl` says; Shift must be held when `shift` says, and is not
// looked at otherwise (a chord with Shift goes before the same key without it in
// a table). No chord is pressed with Alt.
struct KeyChord {
    SDL_Keycode key = SDLK_UNKNOWN;
    SDL_Keycode last = SDLK_UNKNOWN;  // the end of a run of keys; SDLK_UNKNOWN: `key` alone
    bool ctrl = false;
    bool shift = false;
    bool listed = true;  // named on the Keys page (Keypad Enter works beside Enter, unnamed)
};

// Which key of `chord` the event is (0 for its first, n for the n-th of a run), if any.
std::optional<int> chord_index(const KeyChord& chord, const SDL_KeyboardEvent& event);

// The chord in the Keys page's words: "Ctrl+Shift+Z", "1 - 9", "Enter", "Esc".
std::string chord_words(const KeyChord& chord);

// A row of a key table: its chords, what they do in words, and `Does`, what the
// handler does for them.
template <typename Does>
struct KeyBinding {
    std::vector<KeyChord> chords;
    std::string_view what;
    Does does;
};

// The first row of `table` whose chords the event is, and which key of that chord.
// With Shift held, a chord that asks for Shift comes before one that does not
// look at it (Shift+Tab before Tab, wherever their rows stand).
template <typename Does>
struct KeyFound {
    const KeyBinding<Does>* binding = nullptr;
    const KeyChord* chord = nullptr;
    int index = 0;
};
template <typename Does>
std::optional<KeyFound<Does>> find_key(const std::vector<KeyBinding<Does>>& table,
                                       const SDL_KeyboardEvent& event) {
    const bool shifted = (event.keysym.mod & KMOD_SHIFT) != 0;
    for (int pass = shifted ? 0 : 1; pass < 2; ++pass) {
        for (const KeyBinding<Does>& binding : table) {
            for (const KeyChord& chord : binding.chords) {
                if (pass == 0 && !chord.shift)
                    continue;
                if (const auto index = chord_index(chord, event))
                    return KeyFound<Does>{&binding, &chord, *index};
            }
        }
    }
    return std::nullopt;
}

// A row of the Keys page: the keys of a binding ("Ctrl+Y / Ctrl+Shift+Z") and
// what they do.
struct KeyRow {
    std::string keys;
    std::string action;
};

// The listed chords of a binding, in the Keys page's words, joined by " / ".
std::string binding_keys(const std::vector<KeyChord>& chords);

template <typename Does>
std::vector<KeyRow> key_rows_of(const std::vector<KeyBinding<Does>>& table) {
    std::vector<KeyRow> rows;
    for (const KeyBinding<Does>& binding : table) {
        if (const std::string keys = binding_keys(binding.chords); !keys.empty())
            rows.push_back({keys, std::string(binding.what)});
    }
    return rows;
}

}  // namespace shell
