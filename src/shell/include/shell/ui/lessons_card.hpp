// The lessons a game teaches, as a card the menu opens: each in the order to take
// them, with how long it takes, whether it is done or where it was left, and
// Start, Continue or Start over. The game gives the lessons, its line of what they
// are, and its inks; the shell draws them alike for every game.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "shell/platform/fonts.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

struct LessonEntry {
    std::string id;
    std::string title;
    std::string summary;
    int minutes = 5;
    bool done = false;
    std::optional<int> left_at;  // under way: the step (1-based) it resumes at
    int steps = 0;
};

struct LessonsIntents {
    std::optional<std::string> start;   // a lesson from its first step
    std::optional<std::string> resume;  // a lesson where it was left
    bool back = false;
};

struct LessonsLook {
    std::string intro;  // what the lessons are, under the title
    // The ink of the intro and of each lesson's length and place (the look's soft
    // ink), and of "done"; unset (transparent): the look's disabled text, and green.
    ImVec4 intro_ink{0, 0, 0, 0};
    ImVec4 done_ink{0, 0, 0, 0};
};

// `note`: what went wrong reading the lessons or the learner's place, or empty.
LessonsIntents draw_lessons_card(const std::vector<LessonEntry>& lessons, const LessonsLook& look,
                                 const Fonts& fonts, float ui_scale, Marks& marks,
                                 const std::string& note);

}  // namespace shell
