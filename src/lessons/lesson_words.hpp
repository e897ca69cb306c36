// The words of the lesson files (tasks, marks, sights, action kinds) and which
// events a sight is: shared by the reader, the check and the run.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lessons/lesson.hpp"
#include "sugarworks/game_event.hpp"

namespace sugarworks::lessons {

std::optional<LessonTask> parse_task(std::string_view id);
std::optional<LessonMark> parse_mark(std::string_view id);    // not "none"
std::optional<LessonSight> parse_sight(std::string_view id);  // not "none"
std::optional<ActionKind> parse_action_kind(std::string_view id);
std::string task_list();  // "read, watch, act, free", for messages
std::string mark_list();
std::string sight_list();

// Whether `events` hold what `sight` waits for.
bool sight_in(LessonSight sight, const std::vector<GameEvent>& events);
// The first of `events` from `from` on that is what `sight` waits for.
std::optional<std::size_t> find_sight(LessonSight sight, const std::vector<GameEvent>& events,
                                      std::size_t from = 0);

}  // namespace sugarworks::lessons
