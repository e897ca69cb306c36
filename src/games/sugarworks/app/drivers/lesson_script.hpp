// The lesson steps of --script: a lesson followed as a person would follow it
// (Next, the clicks of the expected action on the hand, the floor and the
// market, the conveyors watched) or a wrong move tried at a step and the
// correction checked. Clicks go through the window like a person's; only the
// choice of what to click reads the lesson.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "drivers/test_driver.hpp"

namespace sugarworks::app {

// The marks to click, in order, to take `action` at the table drawn from `frame`.
std::vector<std::string> clicks_for(const Action& action, const TableFrame& frame);

class LessonScript {
  public:
    enum class Result { Going, Done, Failed };

    // Follow `steps` steps of the lesson (0: to its end).
    void follow(int steps);
    // Try one thing the step does not ask for.
    void try_wrong();
    // At every step to the lesson's end: a wrong move, checked, then the step.
    void wrong_at_each_step();
    // One frame of it; `problem` says why when it fails, `said` what it checked
    // (told at once, even while it goes on).
    Result frame(const DriverFrame& frame, std::string& problem, std::string& said);

  private:
    Result follow_frame(const DriverFrame& frame, TableModel& model, std::string& problem);
    Result wrong_frame(const DriverFrame& frame, TableModel& model, std::string& problem,
                       std::string& said);
    // Clicks the first queued mark over three frames; false while none is queued.
    bool click(const DriverFrame& frame, std::string& problem);
    // Where the table waits for the learner (no movement, nothing staged, their turn).
    static bool learners_turn(const TableModel& model, const TableFrame& f);

    void reset_step();

    enum class Mode { Follow, Wrong } mode_ = Mode::Follow;
    bool each_step_ = false;  // alternate a wrong move and the step, to the end
    int steps_ = 0;
    std::optional<int> first_step_;
    std::deque<std::string> clicks_;
    int phase_ = 0;
    int idle_ = 0;  // frames since anything changed
    std::size_t seen_actions_ = 0;
    int seen_step_ = -1;
    // Wrong: what stood before the wrong move, and the refusal expected.
    bool wrong_sent_ = false;
    std::size_t actions_before_ = 0;
    int step_before_ = 0;
    std::string expected_;
};

}  // namespace sugarworks::app
