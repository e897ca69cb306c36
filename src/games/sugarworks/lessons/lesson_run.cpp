#include "lessons/lesson_run.hpp"

#include <algorithm>

#include "lessons/lesson_words.hpp"

namespace sugarworks::lessons {

LessonRun::LessonRun(Lesson lesson, int step) : lesson_(std::move(lesson)) {
    step_ = std::clamp(step, 0, steps());
}

const LessonStep& LessonRun::current() const {
    static const LessonStep kDone{};
    return finished() ? kDone : lesson_.steps[static_cast<std::size_t>(step_)];
}

bool LessonRun::can_go_on() const {
    if (finished())
        return false;
    switch (current().task) {
        case LessonTask::Read:
            return true;
        case LessonTask::Watch:
        case LessonTask::Free:
            return seen_;
        case LessonTask::Act:
            return false;
    }
    return false;
}

void LessonRun::go_on() {
    if (can_go_on())
        advance();
}

bool LessonRun::learner_chooses() const {
    if (finished())
        return true;
    const LessonStep& step = current();
    return step.task == LessonTask::Free || (step.task == LessonTask::Act && !step.kinds.empty());
}

bool LessonRun::allows(const Action& action) const {
    if (finished())
        return true;  // the lesson is over: the game is the learner's
    const LessonStep& step = current();
    switch (step.task) {
        case LessonTask::Read:
        case LessonTask::Watch:
            return false;
        case LessonTask::Free:
            return true;
        case LessonTask::Act:
            return std::find(step.actions.begin(), step.actions.end(), action) !=
                       step.actions.end() ||
                   std::find(step.kinds.begin(), step.kinds.end(), action.kind) != step.kinds.end();
    }
    return false;
}

std::string LessonRun::refusal() const {
    const LessonStep& step = current();
    if (!step.otherwise.empty())
        return step.otherwise;
    switch (step.task) {
        case LessonTask::Read:
            return "Read the lesson first, then press Next.";
        case LessonTask::Watch:
            return "Not yet: watch for " + sight_words(step.until, step.until_detail) + " first.";
        case LessonTask::Act:
            return "The lesson asks for something else here: read its words on the left.";
        case LessonTask::Free:
            return {};
    }
    return {};
}

std::size_t LessonRun::computers_scripted() const {
    std::size_t n = 0;
    for (int i = 0; i <= step_ && i < steps(); ++i)
        n += lesson_.steps[static_cast<std::size_t>(i)].computers.size();
    return n;
}

std::optional<Action> LessonRun::scripted_computer_action() const {
    if (computers_played_ >= computers_scripted())
        return std::nullopt;
    std::size_t left = computers_played_;
    for (const LessonStep& s : lesson_.steps) {
        if (left < s.computers.size())
            return s.computers[left];
        left -= s.computers.size();
    }
    return std::nullopt;
}

bool LessonRun::computers_wait() const {
    std::size_t total = 0;
    for (const LessonStep& s : lesson_.steps)
        total += s.computers.size();
    const bool reading = !finished() && (current().task == LessonTask::Read ||
                                         (current().task == LessonTask::Watch && seen_));
    return reading || (!scripted_computer_action() && computers_played_ < total);
}

void LessonRun::observe(const Action& action, bool by_learner,
                        const std::vector<GameEvent>& events) {
    if (finished())
        return;
    if (!by_learner) {
        if (auto scripted = scripted_computer_action(); scripted && *scripted == action)
            ++computers_played_;
    }
    events_ = events;
    looked_ = 0;
    sight_event_.reset();
    step_start_.reset();  // the step up began before this action
    const LessonStep& step = current();
    if (step.task == LessonTask::Act && by_learner && allows(action)) {
        advance();
        return;
    }
    if (!seen_)
        look_for_sight();
}

void LessonRun::advance() {
    // The table stands still at a Watch step's sight, and goes on standing there
    // while the steps after it are words to read. Words read with nothing held gave
    // the conveyors all the time they needed: the next step begins past them.
    const LessonTask leaving = current().task;
    const bool was_held = step_start_ && step_start_->held;
    const bool held =
        (leaving == LessonTask::Watch && sight_event_) || (leaving == LessonTask::Read && was_held);
    const std::size_t at = leaving == LessonTask::Read && !was_held ? events_.size() : looked_;
    ++step_;
    step_start_ = StepStart{at, held && !finished() && current().task == LessonTask::Read};
    seen_ = false;
    sight_event_.reset();
    // What the last action showed counts for this step too, after what the steps
    // before it have taken: "play the tile" is often followed by "watch the Bonk!
    // it makes", and a movement told event by event is one action.
    look_for_sight();
}

std::optional<std::size_t> LessonRun::sight_end() const {
    if (!sight_event_)
        return std::nullopt;
    return sight_moment_end(events_, *sight_event_);
}

void LessonRun::look_for_sight() {
    if (finished() || current().until == LessonSight::None)
        return;
    if (const auto at = find_sight(current().until, current().until_detail, events_, looked_)) {
        seen_ = true;
        sight_event_ = *at;
        looked_ = sight_moment_end(events_, *at) + 1;
    }
}

}  // namespace sugarworks::lessons
