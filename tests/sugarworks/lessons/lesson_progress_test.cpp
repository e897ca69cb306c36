// A lesson left part-way resumes at the same step on the same table, played back
// from its deal; a place that no longer fits the lesson says why.
#include <catch2/catch.hpp>

#include "lessons/lesson_progress.hpp"
#include "sugarworks/state_io.hpp"
#include "support/testkit.hpp"

namespace sugarworks::lessons {
namespace {

const std::filesystem::path kData = SUGARWORKS_TEST_DATA_DIR;

Lesson first_shift() {
    Diagnostics errors;
    auto lesson = read_lesson(kData / "lessons" / "first_shift.json", "first_shift.json",
                              testkit::catalog(), errors);
    REQUIRE(lesson);
    return *lesson;
}

// Plays the lesson as the table does, recording each action and Next, until the
// first step that asks the learner to act twice over (or `steps` steps).
struct Played {
    Match match;
    LessonRun run;
    LessonProgress progress;
};

Played play(const Lesson& lesson, int steps) {
    Played p{*lesson_match(lesson, testkit::catalog()), LessonRun(lesson), {lesson.id, {}, {}}};
    const auto take = [&](const Action& a, bool by_learner) {
        auto applied = p.match.apply(a);
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(applied));
        p.run.observe(a, by_learner, std::get<std::vector<GameEvent>>(applied));
        p.progress.actions.push_back(a);
    };
    while (p.run.step() < steps) {
        const int learner = lesson.learner();
        if (p.run.can_go_on()) {
            p.run.go_on();
            p.progress.nexts.push_back(p.progress.actions.size());
        } else if (p.match.state().current != learner) {
            const auto scripted = p.run.scripted_computer_action();
            REQUIRE(scripted);
            take(*scripted, false);
        } else {
            REQUIRE(p.run.current().task == LessonTask::Act);
            take(p.run.current().actions.front(), true);
        }
    }
    return p;
}

}  // namespace

TEST_CASE("A lesson resumes at the step it was left, on the same table", "[lessons]") {
    const Lesson lesson = first_shift();
    const Played left = play(lesson, 9);
    REQUIRE(left.run.step() == 9);
    REQUIRE_FALSE(left.progress.actions.empty());

    auto resumed = resume_lesson(lesson, testkit::catalog(), left.progress);
    REQUIRE(std::holds_alternative<ResumedLesson>(resumed));
    const ResumedLesson& back = std::get<ResumedLesson>(resumed);
    CHECK(back.run.step() == 9);
    CHECK(back.run.seen() == left.run.seen());
    CHECK(back.match.actions() == left.match.actions());
    CHECK(state_hash(back.match.state()) == state_hash(left.match.state()));
    // The computers go on from the same place in their script.
    CHECK(back.run.scripted_computer_action() == left.run.scripted_computer_action());

    // Nothing played: the lesson's start.
    auto fresh = resume_lesson(lesson, testkit::catalog(), {lesson.id, {}, {}});
    REQUIRE(std::holds_alternative<ResumedLesson>(fresh));
    CHECK(std::get<ResumedLesson>(fresh).run.step() == 0);
}

TEST_CASE(
    "A lesson resumed knows where its step began among the last action's events, and whether "
    "the table stood still there",
    "[lessons]") {
    const Lesson lesson = first_shift();
    // The learner's second turn ran the conveyors; the steps after it watch them.
    std::size_t watch = 0;
    while (lesson.steps[watch].task != LessonTask::Watch)
        ++watch;
    REQUIRE(lesson.steps[watch - 1].task == LessonTask::Act);
    REQUIRE(lesson.steps[watch + 1].task == LessonTask::Watch);
    REQUIRE(lesson.steps[watch + 2].task == LessonTask::Read);
    REQUIRE(lesson.steps[watch + 3].task == LessonTask::Watch);
    std::vector<std::optional<LessonRun::StepStart>> starts;
    for (std::size_t step = watch; step <= watch + 3; ++step) {
        INFO("step " << step + 1);
        const Played left = play(lesson, static_cast<int>(step));
        auto resumed = resume_lesson(lesson, testkit::catalog(), left.progress);
        REQUIRE(std::holds_alternative<ResumedLesson>(resumed));
        const LessonRun& back = std::get<ResumedLesson>(resumed).run;
        CHECK(back.step_start() == left.run.step_start());
        REQUIRE(back.step_start());
        starts.push_back(back.step_start());
    }
    // Begun with the action that ran the conveyors: all of its movement to come.
    CHECK(starts[0]->events == 0);
    CHECK_FALSE(starts[0]->held);
    // After the first sight, the next one begins where that one ended...
    CHECK(starts[1]->events > 0);
    CHECK_FALSE(starts[1]->held);
    // ...the words of the Bonk! are read with the table standing at it...
    CHECK(starts[2]->events > starts[1]->events);
    CHECK(starts[2]->held);
    // ...and the step after them goes on from there.
    CHECK(starts[3]->events == starts[2]->events);
    CHECK_FALSE(starts[3]->held);
}

TEST_CASE("A place that no longer fits the lesson says why", "[lessons]") {
    const Lesson lesson = first_shift();
    const auto problem = [&](const LessonProgress& p) {
        auto r = resume_lesson(lesson, testkit::catalog(), p);
        return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : std::string();
    };
    // A move the lesson never asked for at its first (reading) step.
    std::size_t act = 0;
    while (lesson.steps[act].task != LessonTask::Act)
        ++act;
    const Action tile = lesson.steps[act].actions.front();
    CHECK(problem({lesson.id, {tile}, {}}).find("not one the lesson asks for") !=
          std::string::npos);
    // Next pressed on the first action step, where there is none.
    const std::vector<std::size_t> one_too_many(act + 1, 0);
    CHECK(problem({lesson.id, {}, one_too_many}).find("Next was pressed") != std::string::npos);
    // An action the rules refuse where the lesson allows it.
    CHECK(problem({lesson.id,
                   {Action::play_tile(8, Cell{0, 0}), Action::play_tile(8, Cell{0, 0})},
                   {0, 0, 0}})
              .find("action") != std::string::npos);
}

}  // namespace sugarworks::lessons
