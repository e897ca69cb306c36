// A lesson at the table: its run (the step up, what it allows, the computers'
// script), the record of what has been played and read in it (so that leaving
// and coming back resumes at the step), and where the conveyors' playback waits
// for the learner: at the event a Watch step was waiting for, until Next.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "lessons/lesson_progress.hpp"
#include "lessons/lesson_run.hpp"

namespace sugarworks::app {

class TableLesson {
  public:
    // A lesson from its start, or resumed: `run` and `progress` must agree
    // (lessons::resume_lesson gives both).
    TableLesson(lessons::LessonRun run, lessons::LessonProgress progress);

    const lessons::Lesson& lesson() const { return run_.lesson(); }
    const lessons::LessonRun& run() const { return run_; }
    const lessons::LessonProgress& progress() const { return progress_; }
    int learner() const { return run_.lesson().learner(); }
    bool over() const { return run_.finished(); }

    // An action was played at the table (the match's action `index`).
    void observe(const Action& action, bool by_learner, const std::vector<GameEvent>& events,
                 std::size_t index);
    // The learner pressed Next (the table checks that it is offered).
    void go_on(std::size_t actions_played);

    // The action whose events the current step's sight is among, and its index
    // there, when the sight was seen in the last action played.
    std::optional<std::size_t> sight_action() const;
    std::optional<std::size_t> sight_event() const { return run_.sight_event(); }
    std::optional<std::size_t> sight_end() const { return run_.sight_end(); }
    // For a lesson resumed part-way, where the last action's movement stands as
    // its step begins (after how many of the action's events, and whether it stands
    // still there for the learner to read): a learner arriving at the step saw it
    // from there on. Nothing when the step shows none of it.
    std::optional<lessons::LessonRun::StepStart> resumed_playback() const;

    // The playback stands at the sight the learner was told to watch, for them
    // to read; it goes on when a step asks for something other than reading.
    bool holding() const { return holding_; }
    void hold() { holding_ = true; }
    void release() { holding_ = false; }

    // The lesson after this one in the tutorial, offered once this one is done.
    const std::string& next_title() const { return next_title_; }
    void set_next_title(std::string title) { next_title_ = std::move(title); }

    // True once after each change of the record: the router writes it then.
    bool take_changed() { return std::exchange(changed_, false); }

  private:
    lessons::LessonRun run_;
    lessons::LessonProgress progress_;
    std::optional<std::size_t> last_action_;
    bool holding_ = false;
    bool changed_ = false;
    std::string next_title_;
};

}  // namespace sugarworks::app
