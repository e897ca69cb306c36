// How far a learner got in a lesson, kept so that leaving mid-lesson and coming
// back resumes at the same step: every action of the lesson's game (the
// learner's and the computers') and when Next was pressed. Played back from
// the lesson's deal, it gives the same table and the same step.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "lessons/lesson.hpp"
#include "lessons/lesson_run.hpp"
#include "sugarworks/match.hpp"

namespace sugarworks::lessons {

struct LessonProgress {
    std::string lesson;  // the lesson's id
    std::vector<Action> actions;
    // One entry per press of Next: how many actions had been played before it.
    std::vector<std::size_t> nexts;
    friend bool operator==(const LessonProgress&, const LessonProgress&) = default;
};

struct ResumedLesson {
    Match match;
    LessonRun run;
};

// Plays `progress` back from the lesson's deal, each action checked by the rules
// and each Next by the lesson. When it no longer fits (the lesson or the rules
// changed since), nothing and why: the learner starts the lesson afresh.
std::variant<ResumedLesson, std::string> resume_lesson(const Lesson& lesson, const Catalog& catalog,
                                                       const LessonProgress& progress);

}  // namespace sugarworks::lessons
