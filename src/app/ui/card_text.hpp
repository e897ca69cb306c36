// The words at the head of a card screen (the Tutorial, the Score book, Load, the
// menu): its title, a line of what it is for, and a message when there is one.
#pragma once

#include <string_view>

#include "platform/fonts.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

void card_title(const Fonts& fonts, Marks& marks, std::string_view title);
// What the screen is for, in the soft ink of explanations.
void card_intro(Marks& marks, std::string_view words);
// A message to read first (a file that would not open, say), in red; nothing
// when `note` is empty.
void card_note(Marks& marks, std::string_view note);

}  // namespace sugarworks::app
