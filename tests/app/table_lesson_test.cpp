// A lesson at the table: only what its step asks is offered, anything else is
// refused with the step's words, the computers follow its script and wait while
// the learner reads, and the conveyors stand still at the sight the learner was
// told to watch until Next.
#include <catch2/catch.hpp>

#include <algorithm>

#include "lessons/lesson.hpp"
#include "support/testkit.hpp"
#include "table/table_model.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

const std::filesystem::path kData = SUGARWORKS_TEST_DATA_DIR;

lessons::Lesson first_shift() {
    Diagnostics errors;
    auto lesson = lessons::read_lesson(kData / "lessons" / "first_shift.json", "first_shift.json",
                                       testkit::catalog(), errors);
    REQUIRE(lesson);
    return *lesson;
}

TableModel lesson_model(const lessons::Lesson& lesson) {
    std::vector<Seat> seats;
    for (std::size_t i = 0; i < lesson.seats.size(); ++i) {
        Seat seat{lesson.seats[i].name, static_cast<int>(i), std::nullopt};
        if (!lesson.seats[i].learner)
            seat.computer = lesson.seats[i].level;
        seats.push_back(seat);
    }
    TablePrefs prefs;
    prefs.computer_pace = 0;
    TableModel model(Table(*lessons::lesson_match(lesson, testkit::catalog()), seats), prefs);
    model.set_lesson(TableLesson(lessons::LessonRun(lesson), {lesson.id, {}, {}}));
    return model;
}

TableIntents next() {
    TableIntents want;
    want.lesson_next = true;
    return want;
}

// Runs the clock until `done` (the computers act, the conveyors play), at most
// `frames` frames of a tenth of a second.
template <typename Done>
bool run_until(TableModel& m, Done done, int frames = 2000) {
    for (int i = 0; i < frames && !done(); ++i)
        m.update(0.1);
    return done();
}

}  // namespace

TEST_CASE("a lesson offers only what its step asks and refuses the rest in its words",
          "[app][lessons]") {
    const lessons::Lesson lesson = first_shift();
    TableModel m = lesson_model(lesson);
    REQUIRE(m.lesson());
    TableFrame f = m.frame();
    REQUIRE(f.lesson);
    CHECK(f.lesson->step == 1);
    CHECK(f.lesson->steps == static_cast<int>(lesson.steps.size()));
    CHECK(f.lesson->can_next);
    CHECK(f.legal.empty());  // a step to read offers no move
    CHECK_FALSE(f.can_undo);
    CHECK_FALSE(f.hints_offered);

    // A move clicked anyway: refused with the step's words, nothing played.
    const Action spring = lesson.steps[3].actions.front();
    TableIntents click;
    click.attempt = spring;
    m.handle(click);
    f = m.frame();
    REQUIRE(f.refusal);
    CHECK(f.refusal->reason == "Read the lesson first, then press Next.");
    CHECK(m.table().match().actions().empty());

    for (int i = 0; i < 3; ++i)
        m.handle(next());
    f = m.frame();
    CHECK(f.lesson->step == 4);
    CHECK_FALSE(f.lesson->can_next);  // an action step has no Next
    REQUIRE(f.legal.size() == 1);     // the one action the step asks for
    CHECK(f.legal.front() == spring);

    // Another legal move, sent by a key: refused with the step's own words.
    const auto legal = m.table().legal();
    const auto other =
        std::find_if(legal.begin(), legal.end(), [&](const Action& a) { return !(a == spring); });
    REQUIRE(other != legal.end());
    TableIntents wrong;
    wrong.act = *other;
    m.handle(wrong);
    f = m.frame();
    REQUIRE(f.refusal);
    CHECK(f.refusal->reason == lesson.steps[3].otherwise);
    CHECK(m.table().match().actions().empty());
}

TEST_CASE("the conveyors stand at the sight a lesson's step watches for, until Next",
          "[app][lessons]") {
    const lessons::Lesson lesson = first_shift();
    TableModel m = lesson_model(lesson);
    for (int i = 0; i < 3; ++i)
        m.handle(next());
    TableIntents play;
    play.act = lesson.steps[3].actions.front();
    m.handle(play);
    if (m.frame().staged) {
        TableIntents confirm;
        confirm.confirm = true;
        m.handle(confirm);
    }
    REQUIRE(m.table().match().actions().size() == 1);
    REQUIRE(m.frame().lesson->step == 5);  // watch for the Bonk!

    // Blake plays his scripted tile, and the conveyors run.
    REQUIRE(run_until(m, [&] { return m.frame().movement.active; }));
    CHECK(m.table().match().actions().back() == lesson.steps[3].computers.front());
    // They stop just after the Bonk!, with Next offered, and stay there.
    REQUIRE(run_until(m, [&] { return m.frame().lesson->can_next; }));
    const int at = m.frame().movement.done;
    CHECK(m.frame().movement.active);
    CHECK_FALSE(m.frame().movement.finished);
    // The last lines told: the Bonk!, then where it sent the Red Circle.
    const auto& log = *m.frame().log;
    const auto shown = static_cast<std::size_t>(m.frame().log_shown);
    REQUIRE(shown >= 2);
    CHECK(log[shown - 2].text.find("Bonk!") != std::string::npos);
    CHECK(log[shown - 1].text.find("B3") != std::string::npos);
    for (int i = 0; i < 100; ++i)
        m.update(0.1);
    CHECK(m.frame().movement.done == at);
    CHECK(m.frame().movement.active);

    // Next: the words of the Bonk!, and the floor still held under them.
    m.handle(next());
    CHECK(m.frame().lesson->task == lessons::LessonTask::Read);
    m.update(1.0);
    CHECK(m.frame().movement.done == at);
    // Next again asks for a move: the conveyors play on to the end first.
    m.handle(next());
    REQUIRE(run_until(m, [&] { return !m.frame().movement.active; }));
    CHECK(m.frame().lesson->task == lessons::LessonTask::Act);
    // (Blake may open the new round with his scripted tile first.)
    REQUIRE(run_until(m, [&] { return !m.frame().legal.empty(); }));
    CHECK(m.frame().legal.size() == 1);
}
