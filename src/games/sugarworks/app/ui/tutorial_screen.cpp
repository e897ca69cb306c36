#include "ui/tutorial_screen.hpp"

namespace sugarworks::app {

TutorialIntents draw_tutorial_screen(const std::vector<TutorialEntry>& lessons,
                                     const shell::Fonts& fonts, float ui_scale, Marks& marks,
                                     const std::string& note) {
    shell::LessonsLook look;
    look.intro =
        "Learn Sugarworks one shift at a time, in the rulebook's order. Each lesson is a short "
        "game: its words tell you what to do and why. Leave whenever you like: you come back "
        "to the same step.";
    look.intro_ink = ImVec4(0.45f, 0.30f, 0.25f, 1);  // the soft ink of explanations
    look.done_ink = ImVec4(0.15f, 0.50f, 0.30f, 1);
    return shell::draw_lessons_card(lessons, look, fonts, ui_scale, marks, note);
}

}  // namespace sugarworks::app
