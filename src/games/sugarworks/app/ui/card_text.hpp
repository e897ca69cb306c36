// The words at the head of a card screen (the Tutorial, the Score book, Load, the
// menu): the shell's cards (shell/ui/card.hpp), and the line of what a screen is
// for in Sugarworks' soft ink.
#pragma once

#include <string_view>

#include "shell/ui/card.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

using shell::card_note;
using shell::card_note_band;
using shell::card_note_band_height;
using shell::card_title;
using shell::section_heading;

// What the screen is for, in the soft ink of explanations.
void card_intro(Marks& marks, std::string_view words);

}  // namespace sugarworks::app
