// The main menu; the list of saved games to load is the shell's.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "render/painter.hpp"
#include "shell/platform/fonts.hpp"
#include "shell/ui/load_screen.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

struct MenuIntents {
    bool resume = false;  // back to the game left for the menu
    bool continue_game = false;
    bool new_game = false;
    bool load = false;
    bool tutorial = false;
    bool rules = false;
    bool settings = false;
    bool score_book = false;
    bool quit = false;
};

// What the menu offers and says. Every button is always in its place, greyed
// when there is nothing for it to do, so none moves when a game begins or ends,
// and a message stands where the logo is, not above the buttons.
struct MenuState {
    bool can_resume = false;  // a game or lesson is open in this window
    std::string resume_words = "Back to the game";
    bool can_continue = false;        // an autosave of a game under way is there
    std::string quit_words = "Quit";  // what becomes of what is under way
    std::string note;                 // a message for the player, or empty
};

MenuIntents draw_menu(const Painter& p, const shell::Fonts& fonts, float ui_scale, Marks& marks,
                      const MenuState& state);

// The Load screen is the shell's (shell/ui/load_screen.hpp).
using shell::draw_load;
using shell::LoadIntents;

}  // namespace sugarworks::app
