// What a game's screens ask of the key focus (shell/ui/key_focus.hpp): which of
// its panels is a board walked as one stop, which controls take the focus when
// they appear, and the ring's ink. A game module says it for its table.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

namespace shell {

// What a game's screens ask of the focus.
struct FocusConventions {
    // The panel whose controls are one Tab stop, entered where the focus last was
    // (a board's spaces), or empty.
    std::string board_panel;
    // Controls that take the focus the moment they appear (a button that confirms
    // a staged action).
    std::vector<std::string> takes_focus;
    // The first of the places a pick lights up: when it appears, the focus goes to
    // the board's control under it.
    std::string first_lit;
    // The ring's ink (a white line inside it); 0: the look's own colour for the
    // keys' focus (ImGuiCol_NavHighlight).
    ImU32 ring = 0;
    // Of those, the ones Enter and Space press even before any key has moved the
    // focus (a button whose label says "(Enter)", as the hand-off cover's does).
    std::vector<std::string> pressed_by_enter{};
    // Controls scrolled out of their window's view are stops too (brought into view
    // when the focus comes to them), rather than passed by: every control of a card
    // taller than the window is reached by keys.
    bool reach_scrolled_away = false;
};

}  // namespace shell
