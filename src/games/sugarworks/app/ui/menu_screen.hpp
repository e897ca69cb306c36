// The main menu and the list of saved games to load.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "render/painter.hpp"
#include "setup/save_summary.hpp"
#include "shell/platform/fonts.hpp"
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

struct LoadIntents {
    std::filesystem::path open;  // empty unless a file was chosen
    bool watch = false;          // to watch it back, though it is still under way
    bool back = false;
};

// The saves found (newest first) and a field for any other file. A save opens as
// the game would go on: one under way at the table (or, by its Watch button, in
// the replay), a finished one in the replay.
LoadIntents draw_load(const shell::Fonts& fonts, float ui_scale, Marks& marks,
                      const std::vector<SaveSummary>& saves, std::string& typed_path,
                      const std::string& note);

}  // namespace sugarworks::app
