// The main menu and the list of saved games to load.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "platform/fonts.hpp"
#include "render/painter.hpp"
#include "setup/save_summary.hpp"
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

// `can_resume`: a game is under way in this window. `can_continue`: an autosave
// is there. `note`: a message for the player (a save that could not be read),
// shown under the buttons.
MenuIntents draw_menu(const Painter& p, const Fonts& fonts, float ui_scale, Marks& marks,
                      bool can_resume, bool can_continue, const std::string& note);

struct LoadIntents {
    std::filesystem::path open;  // empty unless a file was chosen
    bool watch = false;          // to watch it back, though it is still under way
    bool back = false;
};

// The saves found (newest first) and a field for any other file. A save opens as
// the game would go on: one under way at the table (or, by its Watch button, in
// the replay), a finished one in the replay.
LoadIntents draw_load(const Fonts& fonts, float ui_scale, Marks& marks,
                      const std::vector<SaveSummary>& saves, std::string& typed_path,
                      const std::string& note);

}  // namespace sugarworks::app
