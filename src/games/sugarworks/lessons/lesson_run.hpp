// A lesson being played: which step is up, what the learner may do in it and
// what is said when they try something else, the computers' scripted actions,
// and when the step is done. It sees actions and their events only, never the
// table: the app tells it what was played, it tells the app what to offer.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "lessons/lesson.hpp"
#include "sugarworks/game_event.hpp"

namespace sugarworks::lessons {

class LessonRun {
  public:
    explicit LessonRun(Lesson lesson, int step = 0);

    const Lesson& lesson() const { return lesson_; }
    int step() const { return step_; }  // 0-based
    int steps() const { return static_cast<int>(lesson_.steps.size()); }
    bool finished() const { return step_ >= steps(); }
    const LessonStep& current() const;
    // The current step's sight has been seen (a Watch or Free step).
    bool seen() const { return seen_; }
    // Where it was seen: the index, in the events of the last action observed,
    // of the event that showed it; nothing when it was seen in an earlier action
    // (or not yet). The table holds its movement playback there for the learner.
    std::optional<std::size_t> sight_event() const { return sight_event_; }
    // The last event of the moment that sight begins (an eating ends with the
    // candy in the Lost gutter): the learner has seen it when that one is told.
    std::optional<std::size_t> sight_end() const;

    // Where the current step began among the last action's events: after how many
    // of them (those up to the end of the sight the step before it waited for, when
    // that was among them; none when the step began as the action was played), and
    // whether the table stood still there (the sight was a Watch step's, and every
    // step since is words to read). Nothing when the step began before that action.
    // A lesson resumed part-way shows the action's movement from there.
    struct StepStart {
        std::size_t events = 0;
        bool held = false;
        friend bool operator==(const StepStart&, const StepStart&) = default;
    };
    std::optional<StepStart> step_start() const { return step_start_; }

    // "Next" is offered: a Read step, or a Watch or Free step once its sight was seen.
    bool can_go_on() const;
    void go_on();

    // Whether the learner may take `action` now (it must be legal too), and the
    // words shown when they may not.
    bool allows(const Action& action) const;
    // The step leaves the move to the learner (a free step, or one that names
    // kinds of action rather than the action): the coach may be asked.
    bool learner_chooses() const;
    std::string refusal() const;

    // The action the script has a computer seat play next, if one is due by now.
    std::optional<Action> scripted_computer_action() const;
    // A computer to act waits: while the learner reads (a Read step, or a Watch
    // step whose sight was seen) the lesson sets the pace; and when no scripted
    // action is due by now but a later step scripts one (its bot decides only
    // once the whole script has been played). check_lesson plays by the same rule.
    bool computers_wait() const;

    // An action was played, by the learner or a computer, with its events.
    void observe(const Action& action, bool by_learner, const std::vector<GameEvent>& events);

  private:
    void advance();
    // Looks for the current step's sight in the last action's events, after the
    // event that showed the previous step's.
    void look_for_sight();
    std::size_t computers_scripted() const;  // of the steps so far, counted in order

    Lesson lesson_;
    int step_ = 0;
    bool seen_ = false;
    std::size_t computers_played_ = 0;
    // The last action's events, and how far into them the steps have looked: one
    // movement can show the sights of several steps, each after the one before.
    std::vector<GameEvent> events_;
    std::size_t looked_ = 0;
    std::optional<std::size_t> sight_event_;
    std::optional<StepStart> step_start_;
};

}  // namespace sugarworks::lessons
