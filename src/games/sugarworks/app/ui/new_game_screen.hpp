// The New game screen: pick a scenario and its rules, seat the players and
// choose the seed. It edits a NewGameForm and says what the player asked for;
// the checks are the form's (app/new_game_form.hpp), so Start is offered only
// for options the core accepts.
#pragma once

#include "setup/new_game_form.hpp"
#include "shell/platform/fonts.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::app {

struct NewGameIntents {
    bool back = false;   // the Back button or Escape
    bool start = false;  // the Start button (or Enter) with a valid form
};

// Fills the whole window. Call once a frame between ImGui::NewFrame and Render.
NewGameIntents draw_new_game_screen(NewGameForm& form, const Catalog& catalog,
                                    const shell::Fonts& fonts, float ui_scale);

}  // namespace sugarworks::app
