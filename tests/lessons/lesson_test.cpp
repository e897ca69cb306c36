// The tutorial's lessons: the shipped ones play their script to the end, a
// broken lesson file is reported with its pointer, and a lesson run offers
// only what its step asks, says why otherwise, and moves on when it should.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>

#include "lessons/lesson.hpp"
#include "lessons/lesson_run.hpp"
#include "sugarworks/game.hpp"
#include "support/data_copy.hpp"
#include "support/doc_example.hpp"
#include "support/testkit.hpp"

namespace sugarworks::lessons {
namespace {

const std::filesystem::path kData = SUGARWORKS_TEST_DATA_DIR;

std::vector<std::string> lesson_errors(const testkit::DataCopy& copy) {
    std::vector<std::string> out;
    for (const Diagnostic& d : load_lessons(copy.dir(), testkit::catalog()).errors)
        out.push_back(format_diagnostic(d));
    return out;
}

bool has_error(const std::vector<std::string>& errors, const std::string& text) {
    return std::any_of(errors.begin(), errors.end(),
                       [&](const std::string& e) { return e.find(text) != std::string::npos; });
}

Lesson first_shift() {
    Diagnostics errors;
    auto lesson = read_lesson(kData / "lessons" / "first_shift.json", "first_shift.json",
                              testkit::catalog(), errors);
    REQUIRE(errors.empty());
    REQUIRE(lesson);
    return *lesson;
}

}  // namespace

TEST_CASE("Every shipped lesson loads and its script plays to its end", "[lessons]") {
    const LessonLoad load = load_lessons(kData, testkit::catalog());
    for (const Diagnostic& d : load.errors)
        UNSCOPED_INFO(format_diagnostic(d));
    CHECK(load.errors.empty());
    REQUIRE_FALSE(load.lessons.empty());
    CHECK(load.lessons.front().id == "first_shift");
    for (const Lesson& lesson : load.lessons) {
        INFO(lesson.id);
        CHECK(std::count_if(lesson.seats.begin(), lesson.seats.end(),
                            [](const LessonSeat& s) { return s.learner; }) == 1);
        // Each lesson ends on words to read, after the game it teaches in.
        CHECK(lesson.steps.back().task == LessonTask::Read);
    }
}

TEST_CASE("A lesson whose script no longer fits its game is reported at the step", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-script");
    auto doc = copy.read("lessons/first_shift.json");
    // A tile Sam does not hold at the start (the rules or the deal changed).
    doc["steps"][3]["actions"][0]["tile"] = 2;
    copy.write_json("lessons/first_shift.json", doc);
    const auto errors = lesson_errors(copy);
    CHECK(has_error(errors, "lessons/first_shift.json:/steps/3: the learner's action"));
    CHECK(has_error(errors, "the legal actions are:"));
}

TEST_CASE("A computer seat without a scripted action where it must act is reported", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-computers");
    auto doc = copy.read("lessons/first_shift.json");
    doc["steps"][3].erase("computers");
    copy.write_json("lessons/first_shift.json", doc);
    CHECK(has_error(lesson_errors(copy),
                    "/steps/4: seat 1 is to act and the script has no action due"));
}

TEST_CASE("A watch step that the learner must act through is reported", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-watch");
    auto doc = copy.read("lessons/first_shift.json");
    doc["steps"][7]["until"] = "delivered";  // no candy reaches a crate in round 2
    copy.write_json("lessons/first_shift.json", doc);
    CHECK(has_error(lesson_errors(copy), "/steps/7: the learner is to act before a delivery"));
}

TEST_CASE("A broken lesson file is reported with its file and JSON pointer", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-broken");
    auto doc = copy.read("lessons/first_shift.json");
    doc["schema"] = "sugarworks.lesson/9";
    doc["scenario"] = "fourth_shift";
    doc["seats"][1]["learner"] = true;
    doc["seats"][1].erase("computer");
    doc["steps"][0]["task"] = "dance";
    doc["steps"][1]["show"] = "ceiling";
    doc["steps"][3].erase("actions");
    doc["steps"][4]["until"] = "rain";
    doc["steps"][5]["until"] = "bonk";
    doc["steps"][6]["computers"][0]["action"] = "juggle";
    copy.write_json("lessons/first_shift.json", doc);
    const auto errors = lesson_errors(copy);
    const std::string f = "lessons/first_shift.json:";
    CHECK(has_error(errors, f + "/schema"));
    CHECK(has_error(errors, f + "/scenario: unknown scenario \"fourth_shift\""));
    CHECK(has_error(errors, f + "/seats: exactly one seat is the learner (2 are)"));
    CHECK(has_error(errors, f + "/steps/0/task: unknown task \"dance\""));
    CHECK(has_error(errors, f + "/steps/1/show: unknown part of the table \"ceiling\""));
    CHECK(has_error(errors, f + "/steps/3: an \"act\" step names its \"actions\" or \"kinds\""));
    CHECK(has_error(errors, f + "/steps/4/until: unknown sight \"rain\""));
    CHECK(has_error(errors, f + "/steps/5/until: only a \"watch\" or \"free\" step waits"));
    CHECK(has_error(errors, f + "/steps/6/computers/0"));
}

TEST_CASE("A lesson file that is not JSON is named in the error", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-syntax");
    copy.write("lessons/first_shift.json", "{\"schema\": ");
    CHECK(has_error(lesson_errors(copy), "lessons/first_shift.json"));
}

TEST_CASE("A lesson run offers only what its step asks and says why otherwise", "[lessons]") {
    const Lesson lesson = first_shift();
    const Game game = *lesson_game(lesson, testkit::catalog());
    GameState state = game.new_game(lesson.seed);
    LessonRun run(lesson);

    // The reading steps: nothing may be played until Next.
    REQUIRE(run.current().task == LessonTask::Read);
    const Action spring = lesson.steps[3].actions.front();
    CHECK_FALSE(run.allows(spring));
    CHECK(run.refusal() == "Read the lesson first, then press Next.");
    run.go_on();
    run.go_on();
    run.go_on();
    REQUIRE(run.step() == 3);
    CHECK_FALSE(run.can_go_on());  // an action step has no Next

    // The action step: the expected action, and no other legal one.
    CHECK(run.allows(spring));
    const auto legal = game.legal_actions(state);
    const auto others = std::count_if(legal.begin(), legal.end(), [&](const Action& a) {
        return !(a == spring) && run.allows(a);
    });
    CHECK(others == 0);
    CHECK(run.refusal() == lesson.steps[3].otherwise);

    // A wrong action observed does not move the lesson on.
    run.observe(legal.front(), true, {});
    CHECK(run.step() == 3);

    // The right one does; the computer's scripted action comes next.
    auto applied = std::get<Applied>(game.apply(state, spring));
    run.observe(spring, true, applied.events);
    state = applied.state;
    REQUIRE(run.step() == 4);
    CHECK(run.current().task == LessonTask::Watch);
    CHECK_FALSE(run.can_go_on());
    CHECK_FALSE(run.allows(spring));
    CHECK(run.refusal().find("a Bonk!") != std::string::npos);
    const auto scripted = run.scripted_computer_action();
    REQUIRE(scripted);
    CHECK_FALSE(run.computers_wait());  // Blake plays while the learner watches
    CHECK(*scripted == lesson.steps[3].computers.front());

    // The computer's action runs the conveyors: the Bonk! is seen, Next is offered.
    applied = std::get<Applied>(game.apply(state, *scripted));
    run.observe(*scripted, false, applied.events);
    CHECK(run.seen());
    CHECK(run.can_go_on());
    // The next one belongs to a later step: the computer waits for it, rather than
    // asking its bot.
    CHECK_FALSE(run.scripted_computer_action());
    CHECK(run.computers_wait());
    run.go_on();
    CHECK(run.step() == 5);
}

TEST_CASE("A lesson run carries what the ending action showed into the next step", "[lessons]") {
    Lesson lesson;
    lesson.seats = {{"Sam", true, bots::BotLevel::Easy}};
    LessonStep act;
    act.task = LessonTask::Act;
    act.kinds = {ActionKind::PlayTile};
    LessonStep watch;
    watch.task = LessonTask::Watch;
    watch.until = LessonSight::Bonk;
    lesson.steps = {act, watch};
    LessonRun run(lesson);
    CHECK_FALSE(run.computers_wait());  // nothing scripted: the bots decide
    GameEvent bonk;
    bonk.kind = GameEventKind::Floor;
    bonk.floor.kind = EventKind::Bonk;
    run.observe(Action::play_tile(3, Cell{1, 2}), true, {bonk});
    CHECK(run.step() == 1);
    CHECK(run.seen());
    run.go_on();
    CHECK(run.finished());
    CHECK(run.allows(Action::draw_order()));  // after the lesson the game is the learner's
}

TEST_CASE("The lesson example in docs/data.md reads and its script plays", "[lessons][docs]") {
    const std::string example =
        testkit::doc_example(kData.parent_path() / "docs", "sugarworks.lesson/1");
    testkit::DataCopy copy(kData, "lesson-doc");
    copy.write("lessons/example.json", example);
    const LessonLoad load = load_lessons(copy.dir(), testkit::catalog());
    for (const Diagnostic& d : load.errors)
        UNSCOPED_INFO(format_diagnostic(d));
    CHECK(load.errors.empty());
    const auto found = std::find_if(load.lessons.begin(), load.lessons.end(),
                                    [](const Lesson& l) { return l.id == "example"; });
    REQUIRE(found != load.lessons.end());
    CHECK(found->steps.size() == 3);
    // Its Bonk! is the one the page promises: seen before the learner acts again.
    std::vector<std::string> trace;
    CHECK(check_lesson(*found, testkit::catalog(), "example.json", &trace).empty());
    CHECK(std::any_of(trace.begin(), trace.end(), [](const std::string& line) {
        return line.find("Bonk! Green Triangle bonks the Red Circle at B2") != std::string::npos;
    }));
}

TEST_CASE("A lesson run can start again at a step", "[lessons]") {
    const Lesson lesson = first_shift();
    CHECK(LessonRun(lesson, 6).step() == 6);
    CHECK(LessonRun(lesson, 999).finished());
    CHECK(LessonRun(lesson, -3).step() == 0);
}

TEST_CASE("One movement shows the sights of several steps, each after the one before",
          "[lessons]") {
    Lesson lesson;
    lesson.seats = {{"Sam", true, bots::BotLevel::Easy}};
    LessonStep act;
    act.task = LessonTask::Act;
    act.kinds = {ActionKind::PlayTile};
    LessonStep watch_bonk;
    watch_bonk.task = LessonTask::Watch;
    watch_bonk.until = LessonSight::Bonk;
    LessonStep read;
    LessonStep watch_delivery = watch_bonk;
    watch_delivery.until = LessonSight::Delivered;
    lesson.steps = {act, watch_bonk, read, watch_delivery, watch_bonk};
    LessonRun run(lesson);

    const auto floor_event = [](EventKind kind) {
        GameEvent e;
        e.kind = GameEventKind::Floor;
        e.floor.kind = kind;
        return e;
    };
    // A delivery, then a Bonk!, then a delivery: the Bonk! step sees event 1,
    // the delivery step after it only the delivery after the Bonk! (event 2).
    run.observe(Action::play_tile(3, Cell{1, 2}), true,
                {floor_event(EventKind::Delivered), floor_event(EventKind::Bonk),
                 floor_event(EventKind::Delivered)});
    REQUIRE(run.step() == 1);
    CHECK(run.seen());
    CHECK(run.sight_event() == std::optional<std::size_t>(1));
    run.go_on();
    CHECK(run.step() == 2);
    CHECK_FALSE(run.sight_event());
    run.go_on();
    REQUIRE(run.step() == 3);
    CHECK(run.seen());
    CHECK(run.sight_event() == std::optional<std::size_t>(2));
    run.go_on();
    // No Bonk! after that delivery: the last step waits for another action.
    REQUIRE(run.step() == 4);
    CHECK_FALSE(run.seen());
    CHECK_FALSE(run.can_go_on());
    run.observe(Action::draw_order(), false, {floor_event(EventKind::Bonk)});
    CHECK(run.seen());
    CHECK(run.sight_event() == std::optional<std::size_t>(0));
}

}  // namespace sugarworks::lessons
