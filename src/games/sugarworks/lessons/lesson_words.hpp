// The words of the lesson files (tasks, marks, sights, action kinds) and which
// events a sight is: shared by the reader, the check and the run.
#pragma once

#include <cstddef>
#include <cstdint>
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

// Whether `events` hold what `sight` waits for (any one of its kind).
bool sight_in(LessonSight sight, const std::vector<GameEvent>& events);
// Whether `events` hold the very event `sight` and `detail` wait for.
bool sight_in(LessonSight sight, const SightDetail& detail, const std::vector<GameEvent>& events);
// The place in `events` of the first one at or after `from` that is the sight
// (with `detail`: that very event).
std::optional<std::size_t> find_sight(LessonSight sight, const SightDetail& detail,
                                      const std::vector<GameEvent>& events, std::size_t from = 0);
std::optional<std::size_t> find_sight(LessonSight sight, const std::vector<GameEvent>& events,
                                      std::size_t from = 0);
// The last event of the moment the sight at `at` begins: an eaten candy is seen
// when it lies in the Lost gutter, so its eating and its loss are one moment.
std::size_t sight_moment_end(const std::vector<GameEvent>& events, std::size_t at);

// The members of SightDetail, as the lesson files name them ("candy", "struck",
// "crate", "at"), and which of them a sight can tell apart.
enum class SightMember : std::uint8_t { Candy, Struck, Crate, At };
bool sight_takes(LessonSight sight, SightMember member);

}  // namespace sugarworks::lessons
