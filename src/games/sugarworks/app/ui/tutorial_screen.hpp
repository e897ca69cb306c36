// The Tutorial screen: the lessons in the rulebook's order, each with how long
// it takes, whether it is done or where it was left, and Start, Continue or
// Start over.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "shell/platform/fonts.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

struct TutorialEntry {
    std::string id;
    std::string title;
    std::string summary;
    int minutes = 5;
    bool done = false;
    std::optional<int> left_at;  // under way: the step (1-based) it resumes at
    int steps = 0;
};

struct TutorialIntents {
    std::optional<std::string> start;   // a lesson from its first step
    std::optional<std::string> resume;  // a lesson where it was left
    bool back = false;
};

// `note`: what went wrong reading the lessons or the book, or empty.
TutorialIntents draw_tutorial_screen(const std::vector<TutorialEntry>& lessons,
                                     const shell::Fonts& fonts, float ui_scale, Marks& marks,
                                     const std::string& note);

}  // namespace sugarworks::app
