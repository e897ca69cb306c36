#include "table/table_lesson.hpp"

#include <utility>

namespace sugarworks::app {

TableLesson::TableLesson(lessons::LessonRun run, lessons::LessonProgress progress)
    : run_(std::move(run)), progress_(std::move(progress)) {
    // Resumed: the run has observed the record's last action, whose events its
    // sight and its step's start are counted in.
    if (!progress_.actions.empty())
        last_action_ = progress_.actions.size() - 1;
}

std::optional<lessons::LessonRun::StepStart> TableLesson::resumed_playback() const {
    if (!last_action_ || run_.finished())
        return std::nullopt;
    if (const auto start = run_.step_start())
        return start;
    // The step began before that action, which showed its sight: all of it.
    if (run_.sight_event())
        return lessons::LessonRun::StepStart{};
    return std::nullopt;
}

void TableLesson::observe(const Action& action, bool by_learner,
                          const std::vector<GameEvent>& events, std::size_t index) {
    // The record follows the match: an action taken back and played again is
    // recorded once, where it now stands.
    progress_.actions.resize(index);
    progress_.actions.push_back(action);
    last_action_ = index;
    holding_ = false;
    run_.observe(action, by_learner, events);
    changed_ = true;
}

void TableLesson::go_on(std::size_t actions_played) {
    if (!run_.can_go_on())
        return;
    run_.go_on();
    progress_.nexts.push_back(actions_played);
    // Reading on keeps the moment on the floor; anything else lets it go.
    if (run_.finished() || run_.current().task != lessons::LessonTask::Read)
        holding_ = false;
    changed_ = true;
}

std::optional<std::size_t> TableLesson::sight_action() const {
    if (!run_.sight_event())
        return std::nullopt;
    return last_action_;
}

}  // namespace sugarworks::app
