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

Lesson shipped(const std::string& id) {
    Diagnostics errors;
    auto lesson =
        read_lesson(kData / "lessons" / (id + ".json"), id + ".json", testkit::catalog(), errors);
    REQUIRE(errors.empty());
    REQUIRE(lesson);
    return *lesson;
}

// The place of the first step of a task ("act" with actions: one naming its actions),
// so that the tests do not hang on a lesson's exact length.
std::size_t first_step(const nlohmann::json& doc, const std::string& task, std::size_t from = 0) {
    const auto& steps = doc["steps"];
    for (std::size_t i = from; i < steps.size(); ++i)
        if (steps[i]["task"] == task && (task != "act" || steps[i].contains("actions")))
            return i;
    FAIL("no " << task << " step");
    return 0;
}

// A lesson of `steps` for one learner alone, and the steps such tests build it of.
Lesson learner_alone(std::vector<LessonStep> steps) {
    Lesson lesson;
    lesson.seats = {{"Sam", true, bots::BotLevel::Easy}};
    lesson.steps = std::move(steps);
    return lesson;
}
LessonStep play_a_tile() {
    LessonStep act;
    act.task = LessonTask::Act;
    act.kinds = {ActionKind::PlayTile};
    return act;
}
LessonStep watch_for(LessonSight sight) {
    LessonStep watch;
    watch.task = LessonTask::Watch;
    watch.until = sight;
    return watch;
}

std::string at_step(std::size_t i) {
    return "/steps/" + std::to_string(i);
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
    const std::size_t act = first_step(doc, "act");
    doc["steps"][act]["actions"][0]["tile"] = 2;
    copy.write_json("lessons/first_shift.json", doc);
    const auto errors = lesson_errors(copy);
    CHECK(has_error(errors, "lessons/first_shift.json:" + at_step(act) + ": the learner's action"));
    CHECK(has_error(errors, "the legal actions are:"));
}

TEST_CASE("A computer seat without a scripted action where it must act is reported", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-computers");
    auto doc = copy.read("lessons/second_shift.json");
    // The first step that scripts Blake's turn, which comes right after it.
    std::size_t scripts = 0;
    while (!doc["steps"][scripts].contains("computers"))
        ++scripts;
    doc["steps"][scripts].erase("computers");
    copy.write_json("lessons/second_shift.json", doc);
    CHECK(has_error(lesson_errors(copy),
                    at_step(scripts + 1) + ": seat 1 is to act and the script has no action due"));
}

TEST_CASE("A watch step that the learner must act through is reported", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-watch");
    auto doc = copy.read("lessons/first_shift.json");
    const std::size_t watch = first_step(doc, "watch");
    doc["steps"][watch]["until"] = "die_rolled";  // the First Shift never rolls the die
    copy.write_json("lessons/first_shift.json", doc);
    CHECK(has_error(lesson_errors(copy),
                    at_step(watch) + ": the learner is to act before the die rolled"));
}

TEST_CASE("A lesson's step can show the Bonk! chart, by a space or alone", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-chart");
    auto doc = copy.read("lessons/first_shift.json");
    doc["steps"][1]["show"] = {{"space", "B2"}, {"bonk_chart", "red_circle"}};
    doc["steps"][2]["show"] = {{"bonk_chart", "green_triangle"}};
    copy.write_json("lessons/first_shift.json", doc);
    Diagnostics errors;
    const auto lesson = read_lesson(copy.dir() / "lessons" / "first_shift.json", "first_shift.json",
                                    testkit::catalog(), errors);
    REQUIRE(errors.empty());
    REQUIRE(lesson);
    const LessonHighlight& by_space = lesson->steps[1].show;
    CHECK(by_space.mark == LessonMark::Space);
    CHECK(by_space.cell == parse_cell_name("B2").value());
    CHECK(by_space.bonk_chart == CandyType::RedCircle);
    const LessonHighlight& alone = lesson->steps[2].show;
    CHECK(alone.mark == LessonMark::None);
    CHECK(alone.bonk_chart == CandyType::GreenTriangle);

    doc["steps"][1]["show"] = {{"bonk_chart", "liquorice"}};
    doc["steps"][2]["show"] = {{"space", "B2"}, {"dock", 1}};
    copy.write_json("lessons/first_shift.json", doc);
    const auto broken = lesson_errors(copy);
    const std::string f = "lessons/first_shift.json:";
    CHECK(has_error(broken, f + "/steps/1/show/bonk_chart"));
    CHECK(has_error(broken, f + "/steps/2/show: names one place"));
}

// Found by the lesson fuzz target: the reader counted problems only from after the
// JSON was parsed, so a member written twice was reported and the lesson still used.
TEST_CASE("A lesson with a member written twice is reported and not used", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-twice");
    std::ifstream in(kData / "lessons" / "first_shift.json");
    std::string text{std::istreambuf_iterator<char>(in), {}};
    text.insert(text.find('{') + 1, "\n  \"minutes\": 7,");
    copy.write("lessons/first_shift.json", text);
    Diagnostics errors;
    const auto lesson = read_lesson(copy.dir() / "lessons" / "first_shift.json", "first_shift.json",
                                    testkit::catalog(), errors);
    CHECK_FALSE(lesson);
    REQUIRE(errors.size() == 1);
    CHECK(format_diagnostic(errors[0]) ==
          "first_shift.json:/minutes: member \"minutes\" is written twice in this object (only "
          "one of them would count)");
    const LessonLoad load = load_lessons(copy.dir(), testkit::catalog());
    CHECK(std::none_of(load.lessons.begin(), load.lessons.end(),
                       [](const Lesson& l) { return l.id == "first_shift"; }));
}

TEST_CASE("A broken lesson file is reported with its file and JSON pointer", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-broken");
    auto doc = copy.read("lessons/first_shift.json");
    const std::size_t act = first_step(doc, "act");
    const std::size_t watch = first_step(doc, "watch");
    const std::size_t read = first_step(doc, "read", 2);
    doc["schema"] = "sugarworks.lesson/9";
    doc["scenario"] = "fourth_shift";
    doc["seats"].push_back({{"name", "Robin"}, {"learner", true}});
    doc["steps"][0]["task"] = "dance";
    doc["steps"][1]["show"] = "ceiling";
    doc["steps"][act].erase("actions");
    doc["steps"][watch]["until"] = "rain";
    doc["steps"][read]["until"] = "bonk";
    doc["steps"][watch]["computers"] = nlohmann::json::array({{{"action", "juggle"}}});
    copy.write_json("lessons/first_shift.json", doc);
    const auto errors = lesson_errors(copy);
    const std::string f = "lessons/first_shift.json:";
    CHECK(has_error(errors, f + "/schema"));
    CHECK(has_error(errors, f + "/scenario: unknown scenario \"fourth_shift\""));
    CHECK(has_error(errors, f + "/seats: exactly one seat is the learner (2 are)"));
    CHECK(has_error(errors, f + "/steps/0/task: unknown task \"dance\""));
    CHECK(has_error(errors, f + "/steps/1/show: unknown part of the table \"ceiling\""));
    CHECK(has_error(errors,
                    f + at_step(act) + ": an \"act\" step names its \"actions\" or \"kinds\""));
    CHECK(has_error(errors, f + at_step(watch) + "/until: unknown sight \"rain\""));
    CHECK(has_error(errors, f + at_step(read) + "/until: only a \"watch\" or \"free\" step waits"));
    CHECK(has_error(errors, f + at_step(watch) + "/computers/0"));
}

TEST_CASE("A lesson file that is not JSON is named in the error", "[lessons]") {
    testkit::DataCopy copy(kData, "lesson-syntax");
    copy.write("lessons/first_shift.json", "{\"schema\": ");
    CHECK(has_error(lesson_errors(copy), "lessons/first_shift.json"));
}

TEST_CASE("A lesson run offers only what its step asks and says why otherwise", "[lessons]") {
    const Lesson lesson = shipped("second_shift");
    auto match = lesson_match(lesson, testkit::catalog());
    REQUIRE(match);
    const Game& game = match->game();
    LessonRun run(lesson);
    auto play = [&](const Action& action, bool by_learner) {
        auto applied = match->apply(action);
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(applied));
        run.observe(action, by_learner, std::get<std::vector<GameEvent>>(applied));
    };

    // The reading steps: nothing may be played until Next.
    REQUIRE(run.current().task == LessonTask::Read);
    const Action take = lesson.steps[2].actions.front();
    CHECK_FALSE(run.allows(take));
    CHECK(run.refusal() == "Read the lesson first, then press Next.");
    run.go_on();
    run.go_on();
    REQUIRE(run.step() == 2);
    CHECK_FALSE(run.can_go_on());  // an action step has no Next

    // The action step: the expected action, and no other legal one.
    CHECK(run.allows(take));
    const auto legal = game.legal_actions(match->state());
    const auto others = std::count_if(
        legal.begin(), legal.end(), [&](const Action& a) { return !(a == take) && run.allows(a); });
    CHECK(others == 0);
    CHECK(run.refusal() == lesson.steps[2].otherwise);

    // A wrong action observed does not move the lesson on; the right one does.
    const auto wrong =
        std::find_if(legal.begin(), legal.end(), [&](const Action& a) { return !(a == take); });
    REQUIRE(wrong != legal.end());
    run.observe(*wrong, true, {});
    CHECK(run.step() == 2);
    play(take, true);
    REQUIRE(run.step() == 3);
    run.go_on();
    const Action adjust = lesson.steps[4].actions.front();
    play(adjust, true);

    // A watch step: nothing for the learner to do; Blake's scripted action comes next.
    REQUIRE(run.step() == 5);
    CHECK(run.current().task == LessonTask::Watch);
    CHECK_FALSE(run.can_go_on());
    CHECK_FALSE(run.allows(adjust));
    CHECK(run.refusal() == "Not yet: watch for an order drawn from the deck first.");
    auto scripted = run.scripted_computer_action();
    REQUIRE(scripted);
    CHECK_FALSE(run.computers_wait());  // Blake plays while the learner watches
    CHECK(*scripted == lesson.steps[4].computers.front());
    play(*scripted, false);
    CHECK(run.seen());
    CHECK(run.can_go_on());
    // Blake's next action is due, but waits while the learner reads what was seen.
    scripted = run.scripted_computer_action();
    REQUIRE(scripted);
    CHECK(*scripted == lesson.steps[4].computers[1]);
    CHECK(run.computers_wait());

    // His tile runs the conveyors: the two deliveries into the Heart crate are seen,
    // one step each, in the one movement.
    run.go_on();
    REQUIRE(run.step() == 6);
    CHECK_FALSE(run.computers_wait());
    play(*scripted, false);
    REQUIRE(run.seen());
    const auto first = run.sight_event();
    REQUIRE(first);
    run.go_on();
    REQUIRE(run.seen());
    CHECK(run.sight_event() > first);
    CHECK_FALSE(run.scripted_computer_action());
}

TEST_CASE("A lesson run carries what the ending action showed into the next step", "[lessons]") {
    LessonRun run(learner_alone({play_a_tile(), watch_for(LessonSight::Bonk)}));
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

TEST_CASE("The lesson example in docs/sugarworks/data.md reads and its script plays",
          "[lessons][docs]") {
    const std::string example = testkit::doc_example(
        kData.parent_path().parent_path() / "docs" / "sugarworks", "sugarworks.lesson/2");
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
    const Lesson lesson = shipped("first_shift");
    CHECK(LessonRun(lesson, 6).step() == 6);
    CHECK(LessonRun(lesson, 999).finished());
    CHECK(LessonRun(lesson, -3).step() == 0);
}

TEST_CASE("One movement shows the sights of several steps, each after the one before",
          "[lessons]") {
    const LessonStep watch_bonk = watch_for(LessonSight::Bonk);
    LessonRun run(learner_alone(
        {play_a_tile(), watch_bonk, LessonStep{}, watch_for(LessonSight::Delivered), watch_bonk}));

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

TEST_CASE("The coach may be asked where a lesson's step leaves the move to the learner",
          "[lessons]") {
    const Lesson lesson = shipped("second_shift");
    bool saw_choice = false;
    for (int i = 0; i < static_cast<int>(lesson.steps.size()); ++i) {
        const LessonStep& step = lesson.steps[static_cast<std::size_t>(i)];
        const LessonRun run(lesson, i);
        const bool choice =
            step.task == LessonTask::Free || (step.task == LessonTask::Act && !step.kinds.empty());
        INFO("step " << i + 1);
        CHECK(run.learner_chooses() == choice);
        saw_choice = saw_choice || (step.task == LessonTask::Act && !step.kinds.empty());
    }
    // The Second Shift's own factory action, where its words say "Press Hint (H)".
    CHECK(saw_choice);
    CHECK(LessonRun(lesson, static_cast<int>(lesson.steps.size())).learner_chooses());
}

TEST_CASE("The Second Shift points at the die when the learner is to roll it", "[lessons]") {
    const Lesson lesson = shipped("second_shift");
    const auto roll = std::find_if(lesson.steps.begin(), lesson.steps.end(), [](const auto& s) {
        return s.task == LessonTask::Act && s.actions.size() == 1 &&
               s.actions.front().kind == ActionKind::RollDie;
    });
    REQUIRE(roll != lesson.steps.end());
    CHECK(roll->show.mark == LessonMark::Die);
}

}  // namespace sugarworks::lessons
