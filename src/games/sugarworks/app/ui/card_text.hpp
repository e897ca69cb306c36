// The words at the head of a card screen (the Tutorial, the Score book, Load, the
// menu): its title, a line of what it is for, and a message when there is one.
#pragma once

#include <string_view>

#include "shell/platform/fonts.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

void card_title(const shell::Fonts& fonts, Marks& marks, std::string_view title);
// The heading of a part of a form (the new-game form's "Players", a group of settings).
void section_heading(const shell::Fonts& fonts, const char* title);
// What the screen is for, in the soft ink of explanations.
void card_intro(Marks& marks, std::string_view words);
// A message to read first (a file that would not open, say), in red; nothing
// when `note` is empty.
void card_note(Marks& marks, std::string_view note);
// The same in a place of its own, three lines tall (a longer message scrolls
// there), between a screen's list and its footer: the list gives it the room,
// so when it comes after a click nothing in the list moves under the pointer.
// Nothing when `note` is empty; card_note_band_height() is the room it takes.
void card_note_band(Marks& marks, std::string_view note, const char* id);
float card_note_band_height(std::string_view note);

}  // namespace sugarworks::app
