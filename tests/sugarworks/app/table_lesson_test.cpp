// A lesson at the table: only what its step asks is offered, anything else is
// refused with the step's words, the computers follow its script and wait while
// the learner reads, and the conveyors stand still at the sight the learner was
// told to watch until Next.
#include <catch2/catch.hpp>

#include <algorithm>

#include "lessons/lesson.hpp"
#include "lessons/lesson_progress.hpp"
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

// The place of the first step of a task.
std::size_t first(const lessons::Lesson& lesson, lessons::LessonTask task) {
    std::size_t i = 0;
    while (i < lesson.steps.size() && lesson.steps[i].task != task)
        ++i;
    REQUIRE(i < lesson.steps.size());
    return i;
}

// Presses Next through the read and watch steps before the lesson's first Act
// step; returns that step's index.
std::size_t next_to_first_act(TableModel& m, const lessons::Lesson& lesson) {
    const std::size_t act = first(lesson, lessons::LessonTask::Act);
    for (std::size_t i = 0; i < act; ++i)
        m.handle(next());
    return act;
}

// Sends `action` as the learner, confirming it where the table stages it.
void send(TableModel& m, const Action& action) {
    TableIntents play;
    play.act = action;
    m.handle(play);
    if (m.frame().staged) {
        TableIntents confirm;
        confirm.confirm = true;
        m.handle(confirm);
    }
}

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
    CHECK_FALSE(f.can_hint);  // the step names the move: the coach is not asked

    // A move clicked anyway: refused with the step's words, nothing played.
    const std::size_t act = first(lesson, lessons::LessonTask::Act);
    const Action tile = lesson.steps[act].actions.front();
    TableIntents click;
    click.attempt = tile;
    m.handle(click);
    f = m.frame();
    REQUIRE(f.refusal);
    CHECK(f.refusal->reason == "Read the lesson first, then press Next.");
    CHECK(m.table().match().actions().empty());

    for (std::size_t i = 0; i < act; ++i)
        m.handle(next());
    f = m.frame();
    CHECK(f.lesson->step == static_cast<int>(act) + 1);
    CHECK_FALSE(f.lesson->can_next);  // an action step has no Next
    REQUIRE(f.legal.size() == 1);     // the one action the step asks for
    CHECK(f.legal.front() == tile);

    // Another legal move, sent by a key: refused with the step's own words.
    const auto legal = m.table().legal();
    const auto other =
        std::find_if(legal.begin(), legal.end(), [&](const Action& a) { return !(a == tile); });
    REQUIRE(other != legal.end());
    TableIntents wrong;
    wrong.act = *other;
    m.handle(wrong);
    f = m.frame();
    REQUIRE(f.refusal);
    CHECK(f.refusal->reason == lesson.steps[act].otherwise);
    CHECK(m.table().match().actions().empty());
}

TEST_CASE("the conveyors stand at the sight a lesson's step watches for, until Next",
          "[app][lessons]") {
    const lessons::Lesson lesson = first_shift();
    TableModel m = lesson_model(lesson);
    // The First Shift's learner works alone: a tile, then a candy made from an
    // order, and the conveyors run.
    const std::size_t act = next_to_first_act(m, lesson);
    send(m, lesson.steps[act].actions.front());
    send(m, lesson.steps[act + 1].actions.front());
    REQUIRE(m.table().match().actions().size() == 2);
    REQUIRE(m.frame().movement.active);
    // The first watch: the Red Circle rolling onto B2. Next, and the Bonk! there.
    REQUIRE(run_until(m, [&] { return m.frame().lesson->can_next; }));
    m.handle(next());
    REQUIRE(m.frame().lesson->task == lessons::LessonTask::Watch);
    REQUIRE(lesson.steps[static_cast<std::size_t>(m.frame().lesson->step - 1)].until ==
            lessons::LessonSight::Bonk);
    // The conveyors stop just after the Bonk!, with Next offered, and stay there.
    REQUIRE(run_until(m, [&] { return m.frame().lesson->can_next; }));
    const int at = m.frame().movement.done;
    CHECK(m.frame().movement.active);
    CHECK_FALSE(m.frame().movement.finished);
    // The last line told is the Bonk!: where it sends the Red Circle is the
    // next step's to watch.
    const auto& log = *m.frame().log;
    const auto shown = static_cast<std::size_t>(m.frame().log_shown);
    REQUIRE(shown >= 1);
    CHECK(log[shown - 1].text.find("Bonk!") != std::string::npos);
    for (int i = 0; i < 100; ++i)
        m.update(0.1);
    CHECK(m.frame().movement.done == at);
    CHECK(m.frame().movement.active);

    // Next: the words of the Bonk!, and the floor still held under them.
    m.handle(next());
    CHECK(m.frame().lesson->task == lessons::LessonTask::Read);
    m.update(1.0);
    CHECK(m.frame().movement.done == at);
    // Next again watches for the eater: the conveyors play on to it, and hold there.
    m.handle(next());
    CHECK(m.frame().lesson->task == lessons::LessonTask::Watch);
    REQUIRE(run_until(m, [&] { return m.frame().lesson->can_next; }));
    CHECK(m.frame().movement.done > at);
    CHECK(m.frame().movement.active);
    // Held once the eaten candy lies in the Lost gutter, as the next words say.
    const auto& told = *m.frame().log;
    const auto told_shown = static_cast<std::size_t>(m.frame().log_shown);
    REQUIRE(told_shown >= 2);
    CHECK(told[told_shown - 2].text.find("eats") != std::string::npos);
    const auto red = static_cast<std::size_t>(index_of(CandyType::RedCircle));
    CHECK(m.frame().playback->tally().lost[red] == 1);
}

TEST_CASE("a scripted computer waits while the learner reads what it did", "[app][lessons]") {
    Diagnostics errors;
    const auto lesson = lessons::read_lesson(kData / "lessons" / "second_shift.json",
                                             "second_shift.json", testkit::catalog(), errors);
    REQUIRE(lesson);
    TableModel m = lesson_model(*lesson);
    // The learner's order and factory actions; then Blake's turn, scripted.
    const std::size_t act = next_to_first_act(m, *lesson);
    send(m, lesson->steps[act].actions.front());
    m.handle(next());
    const std::size_t factory = act + 2;
    REQUIRE(lesson->steps[factory].task == lessons::LessonTask::Act);
    send(m, lesson->steps[factory].actions.front());
    REQUIRE(m.table().match().actions().size() == 2);
    REQUIRE(lesson->steps[factory].computers.size() >= 2);
    // Blake draws: the step watching for it sees it, and he waits there.
    REQUIRE(run_until(m, [&] { return m.frame().lesson->can_next; }));
    CHECK(m.table().match().actions().size() == 3);
    for (int i = 0; i < 100; ++i)
        m.update(0.1);
    CHECK(m.table().match().actions().size() == 3);
    // Next: he plays his tile.
    m.handle(next());
    REQUIRE(run_until(m, [&] { return m.table().match().actions().size() == 4; }));
    CHECK(m.table().match().actions().back() == lesson->steps[factory].computers[1]);
}

TEST_CASE("a sight that is the movement's last moment keeps that movement on the floor until Next",
          "[app][lessons]") {
    const lessons::Lesson lesson = first_shift();
    TableModel m = lesson_model(lesson);
    // The step watching the made Purple Rectangle reach C2: the movement's last event.
    const auto last = std::find_if(lesson.steps.begin(), lesson.steps.end(), [](const auto& s) {
        return s.until == lessons::LessonSight::Moved && s.until_detail.at &&
               *s.until_detail.at == parse_cell_name("C2").value();
    });
    REQUIRE(last != lesson.steps.end());
    const int target = static_cast<int>(last - lesson.steps.begin()) + 1;
    const std::size_t act = next_to_first_act(m, lesson);
    send(m, lesson.steps[act].actions.front());
    send(m, lesson.steps[act + 1].actions.front());
    while (m.frame().lesson->step < target) {
        REQUIRE(run_until(m, [&] { return m.frame().lesson->can_next; }));
        m.handle(next());
    }
    REQUIRE(run_until(m, [&] { return m.frame().lesson->can_next; }));
    // Every candy has stopped, and the floor still shows the movement: the round
    // has not gone on to the candies made after it.
    for (int i = 0; i < 100; ++i)
        m.update(0.1);
    TableFrame f = m.frame();
    CHECK(f.movement.active);
    REQUIRE(f.playback);
    // Every output rolled its candy off and none is made yet.
    const auto& where = f.playback->tally().where;
    CHECK(std::none_of(where.begin(), where.end(),
                       [](const Place& p) { return p.kind == PlaceKind::Dock; }));
    // Next: the conveyors stop and the table comes back.
    m.handle(next());
    REQUIRE(run_until(m, [&] { return !m.frame().movement.active; }));
}

TEST_CASE("a lesson's move that waits for Do it says so on the lesson's panel", "[app][lessons]") {
    const lessons::Lesson lesson = first_shift();
    TableModel m = lesson_model(lesson);
    const std::size_t act = next_to_first_act(m, lesson);
    CHECK_FALSE(m.frame().lesson->staged);
    // A tile played cannot be taken back (a new one is drawn): it waits for Do it.
    TableIntents play;
    play.act = lesson.steps[act].actions.front();
    m.handle(play);
    REQUIRE(m.frame().staged);
    CHECK(m.frame().lesson->staged);
    TableIntents confirm;
    confirm.confirm = true;
    m.handle(confirm);
    CHECK_FALSE(m.frame().lesson->staged);
    CHECK(m.table().match().actions().size() == 1);
}

TEST_CASE("a click on the floor with nothing picked hears the lesson step's words",
          "[app][lessons]") {
    const lessons::Lesson lesson = first_shift();
    TableModel m = lesson_model(lesson);
    const std::size_t act = next_to_first_act(m, lesson);
    TableIntents click;
    click.floor_unpicked = true;
    m.handle(click);
    REQUIRE(m.frame().refusal);
    CHECK(m.frame().refusal->reason == lesson.steps[act].otherwise);
}

namespace {

// The table of a lesson left with `progress` and opened again (Continue).
TableModel resumed_model(const lessons::Lesson& lesson, const lessons::LessonProgress& progress) {
    auto back = lessons::resume_lesson(lesson, testkit::catalog(), progress);
    REQUIRE(std::holds_alternative<lessons::ResumedLesson>(back));
    auto& r = std::get<lessons::ResumedLesson>(back);
    std::vector<Seat> seats;
    for (std::size_t i = 0; i < lesson.seats.size(); ++i)
        seats.push_back(Seat{lesson.seats[i].name, static_cast<int>(i), std::nullopt});
    TablePrefs prefs;
    prefs.computer_pace = 0;
    TableModel model(Table(std::move(r.match), seats), prefs);
    model.set_lesson(TableLesson(std::move(r.run), progress));
    return model;
}

}  // namespace

TEST_CASE(
    "a lesson left at a step that watches the conveyors and opened again shows that step as "
    "a learner arriving at it: the movement from the step's start, its sight still to come",
    "[app][lessons]") {
    const lessons::Lesson lesson = first_shift();
    TableModel live = lesson_model(lesson);
    const std::size_t act = next_to_first_act(live, lesson);
    send(live, lesson.steps[act].actions.front());
    send(live, lesson.steps[act + 1].actions.front());
    // The step after the learner's two turns watches the Red Circle reach B2.
    const int watch = live.frame().lesson->step;
    REQUIRE(lesson.steps[static_cast<std::size_t>(watch - 1)].task == lessons::LessonTask::Watch);
    REQUIRE(run_until(live, [&] { return live.frame().lesson->can_next; }));
    const int sight = live.frame().movement.done;
    REQUIRE(sight > 0);

    SECTION("left at the Watch step: the whole movement is still to be watched") {
        TableModel back = resumed_model(lesson, live.lesson()->progress());
        TableFrame f = back.frame();
        REQUIRE(f.lesson);
        CHECK(f.lesson->step == watch);
        CHECK(f.movement.active);
        CHECK(f.movement.done == 0);
        CHECK_FALSE(f.lesson->can_next);
        CHECK(f.lesson->waiting);
        // The conveyors run and stop at the step's sight, as they did the first time.
        REQUIRE(run_until(back, [&] { return back.frame().lesson->can_next; }));
        CHECK(back.frame().movement.done == sight);
        CHECK(back.frame().movement.active);
        for (int i = 0; i < 100; ++i)
            back.update(0.1);
        CHECK(back.frame().movement.done == sight);
    }
    SECTION("left two steps on, at the words of the Bonk!: the floor stands at the Bonk!") {
        live.handle(next());
        REQUIRE(run_until(live, [&] { return live.frame().lesson->can_next; }));
        const int bonk = live.frame().movement.done;
        REQUIRE(bonk > sight);
        live.handle(next());
        REQUIRE(live.frame().lesson->task == lessons::LessonTask::Read);
        TableModel back = resumed_model(lesson, live.lesson()->progress());
        CHECK(back.frame().lesson->step == live.frame().lesson->step);
        CHECK(back.frame().movement.active);
        CHECK(back.frame().movement.done == bonk);
        CHECK(back.frame().lesson->can_next);
        for (int i = 0; i < 100; ++i)
            back.update(0.1);
        CHECK(back.frame().movement.done == bonk);

        SECTION("and at the next Watch step: from the Bonk! on, the eater still to come") {
            live.handle(next());
            REQUIRE(live.frame().lesson->task == lessons::LessonTask::Watch);
            TableModel on = resumed_model(lesson, live.lesson()->progress());
            CHECK(on.frame().movement.done == bonk);
            CHECK_FALSE(on.frame().lesson->can_next);
            REQUIRE(run_until(live, [&] { return live.frame().lesson->can_next; }));
            REQUIRE(run_until(on, [&] { return on.frame().lesson->can_next; }));
            CHECK(on.frame().movement.done == live.frame().movement.done);
            CHECK(on.frame().movement.done > bonk);
        }
    }
}
