// Sugarworks' lessons as the shell's lesson runner takes them
// (shell/module/game_lessons.hpp): the lessons of the data folder, a place
// kept as its actions and Nexts, and a lesson played at Sugarworks' table
// with its panel saying what to do and why.
#pragma once

#include <filesystem>
#include <memory>
#include <vector>

#include "lessons/lesson.hpp"
#include "module/sugarworks_table.hpp"
#include "shell/module/game_lessons.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::app {

// The seats of a lesson's game: the learner's a person, the others computers at
// their levels.
std::vector<Seat> lesson_seats(const lessons::Lesson& lesson);

// `catalog` outlives the module; the lessons are read from `data_dir` once, when first asked.
shell::GameLessons sugarworks_lessons(const Catalog& catalog, std::filesystem::path data_dir,
                                      std::shared_ptr<TableArt> art);

}  // namespace sugarworks::app
