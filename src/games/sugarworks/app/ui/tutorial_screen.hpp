// The Tutorial screen: the shell's lessons card (shell/ui/lessons_card.hpp) with
// Sugarworks' lessons, in the rulebook's order, and its words and inks.
#pragma once

#include <string>
#include <vector>

#include "shell/platform/fonts.hpp"
#include "shell/ui/lessons_card.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

using TutorialEntry = shell::LessonEntry;
using TutorialIntents = shell::LessonsIntents;

// `note`: what went wrong reading the lessons or the book, or empty.
TutorialIntents draw_tutorial_screen(const std::vector<TutorialEntry>& lessons,
                                     const shell::Fonts& fonts, float ui_scale, Marks& marks,
                                     const std::string& note);

}  // namespace sugarworks::app
