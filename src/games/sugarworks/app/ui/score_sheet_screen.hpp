// The end of the game: every player's score sheet line by line, the winners
// and, in co-operative play, the team's total and rating. Says what the player
// asked for next.
#pragma once

#include <span>
#include <string>

#include "shell/platform/fonts.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::app {

struct ScoreSheetIntents {
    bool play_again_same_seed = false;
    bool play_again_new_seed = false;
    bool save_replay = false;
    bool main_menu = false;    // the Main menu button or Escape
    bool next_shift = false;   // the tutorial course goes on
    bool dismiss_tip = false;  // a click anywhere while the tip is up
};

// Fills the whole window. `names` and `colours` are per seat (colour: index into
// the seat palette, ui/seat_colours.hpp); `note` is a line under the headline,
// e.g. where the replay was saved (empty for none). `next_shift`: the name of the
// next scenario of the tutorial course, offered as a button (empty for none).
// `seat_notes`: a line under each seat's name ("Computer, Hard", "2 hints from
// the coach"), or empty. `tip`: a tip about the end of the game, under the
// headline (empty for none).
ScoreSheetIntents draw_score_sheet_screen(const sugarworks::Game& game, const ScoreSheet& sheet,
                                          std::span<const std::string> names,
                                          std::span<const int> colours, const shell::Fonts& fonts,
                                          float ui_scale, const std::string& note,
                                          const std::string& next_shift = {},
                                          std::span<const std::string> seat_notes = {},
                                          const std::string& tip = {});

}  // namespace sugarworks::app
