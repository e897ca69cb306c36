#include "table/table_lesson.hpp"

#include <utility>

namespace sugarworks::app {

TableLesson::TableLesson(lessons::LessonRun run, lessons::LessonProgress progress)
    : run_(std::move(run)), progress_(std::move(progress)) {}

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
