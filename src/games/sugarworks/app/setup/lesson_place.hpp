// Where a Sugarworks lesson was left, as the shell's lesson book keeps it
// (shell/setup/lesson_book.hpp): its actions and its Nexts, so that it resumes
// at the same step.
//   {"lesson": "second_shift", "actions": [...], "nexts": [0, 0, 2]}
#pragma once

#include <optional>

#include "engine/json_reader.hpp"
#include "lessons/lesson_progress.hpp"
#include "shell/setup/lesson_book.hpp"

namespace sugarworks::app {

shell::LessonPlace lesson_place(const lessons::LessonProgress& progress);
// Reads a place's "actions" and "nexts" (its "lesson" is the book's), every
// problem told to `reader`: the book's ReadLessonPlace.
void read_lesson_place(const nlohmann::json& place, const engine::io::Pointer& at,
                       engine::io::JsonReader& reader);
// The progress a place holds; nothing when it does not read.
std::optional<lessons::LessonProgress> lesson_progress(const shell::LessonPlace& place);
// The same of a place the book may not hold (nothing then).
inline std::optional<lessons::LessonProgress> lesson_progress_of(const shell::LessonPlace* place) {
    return place ? lesson_progress(*place) : std::nullopt;
}

}  // namespace sugarworks::app
