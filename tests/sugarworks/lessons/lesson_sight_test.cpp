// Sights that name the very event a step waits for (a Bonk! into a Blue Square on
// B6, a Yellow Hexagon delivered into the Pumpkin crate), so that watch steps can
// follow one movement event by event, as the rulebook's Candy Movement Example
// tells it.
#include <catch2/catch.hpp>

#include <algorithm>

#include "lessons/lesson.hpp"
#include "lessons/lesson_run.hpp"
#include "lessons/lesson_words.hpp"
#include "support/data_copy.hpp"
#include "support/testkit.hpp"

namespace sugarworks::lessons {
namespace {

using nlohmann::json;
using testkit::at;

constexpr auto Red = CandyType::RedCircle;
constexpr auto Yellow = CandyType::YellowHexagon;
constexpr auto Green = CandyType::GreenTriangle;
constexpr auto Blue = CandyType::BlueSquare;

const std::filesystem::path kData = SUGARWORKS_TEST_DATA_DIR;

GameEvent floor_event(EventKind kind, CandyType candy, const std::string& to,
                      std::optional<CandyType> other = std::nullopt) {
    GameEvent e;
    e.kind = GameEventKind::Floor;
    e.floor.kind = kind;
    e.floor.candy = make_candy_id(candy, 0);
    if (other)
        e.floor.other = make_candy_id(*other, 1);
    e.floor.to = Place::grid(at(to));
    return e;
}

// A few moments of the rulebook's Candy Movement Example, in order.
std::vector<GameEvent> movement() {
    std::vector<GameEvent> events;
    events.push_back(floor_event(EventKind::Activate, Yellow, "B5"));
    events.push_back(floor_event(EventKind::Move, Yellow, "B6"));
    events.push_back(floor_event(EventKind::Bonk, Yellow, "B6", Blue));  // 2
    events.push_back(floor_event(EventKind::Move, Yellow, "C6"));        // 3
    GameEvent delivered = floor_event(EventKind::Delivered, Yellow, "C6");
    delivered.floor.to = Place{PlaceKind::Crate, 2, 6, 2};
    delivered.floor.crate = CrateKind::Pumpkin;
    events.push_back(delivered);                                         // 4
    events.push_back(floor_event(EventKind::Bonk, Yellow, "B3", Blue));  // 5
    events.push_back(floor_event(EventKind::Bonk, Yellow, "C4", Red));   // 6
    events.push_back(floor_event(EventKind::Eaten, Green, "C2"));        // 7
    GameEvent ended;
    ended.kind = GameEventKind::MovementEnded;
    events.push_back(ended);  // 8
    return events;
}

LessonStep watch(LessonSight sight, SightDetail detail = {}) {
    LessonStep step;
    step.task = LessonTask::Watch;
    step.until = sight;
    step.until_detail = detail;
    return step;
}

SightDetail detail(std::optional<CandyType> candy, std::optional<CandyType> struck,
                   std::optional<CrateKind> crate, std::optional<std::string> cell) {
    SightDetail d;
    d.candy = candy;
    d.struck = struck;
    d.crate = crate;
    if (cell)
        d.at = at(*cell);
    return d;
}

}  // namespace

TEST_CASE("A sight with a detail waits for that very event", "[lessons][sight]") {
    const auto events = movement();
    CHECK(find_sight(LessonSight::Bonk, {}, events) == 2u);
    CHECK(find_sight(LessonSight::Bonk, {}, events, 3) == 5u);
    CHECK(find_sight(LessonSight::Bonk, detail({}, Blue, {}, "B3"), events) == 5u);
    CHECK(find_sight(LessonSight::Bonk, detail({}, Red, {}, {}), events) == 6u);
    CHECK(find_sight(LessonSight::Bonk, detail(Yellow, Blue, {}, "B6"), events) == 2u);
    CHECK_FALSE(find_sight(LessonSight::Bonk, detail(Blue, {}, {}, {}), events));
    CHECK(find_sight(LessonSight::Delivered, detail(Yellow, {}, CrateKind::Pumpkin, {}), events) ==
          4u);
    CHECK_FALSE(find_sight(LessonSight::Delivered, detail({}, {}, CrateKind::Heart, {}), events));
    CHECK(find_sight(LessonSight::Moved, detail(Yellow, {}, {}, "C6"), events) == 3u);
    CHECK(find_sight(LessonSight::Eaten, detail(Green, {}, {}, "C2"), events) == 7u);
    CHECK_FALSE(find_sight(LessonSight::Eaten, detail(Red, {}, {}, {}), events));
    CHECK(find_sight(LessonSight::MovementEnded, {}, events) == 8u);
    CHECK(sight_in(LessonSight::Bonk, detail({}, Red, {}, "C4"), events));
    CHECK_FALSE(sight_in(LessonSight::Bonk, detail({}, Red, {}, "B4"), events));
    // What a step says it waits for.
    CHECK(sight_words(LessonSight::Bonk, detail(Yellow, Blue, {}, "B6")) ==
          "a Bonk! of a Yellow Hexagon into a Blue Square at B6");
    CHECK(sight_words(LessonSight::Delivered, detail(Yellow, {}, CrateKind::Heart, {})) ==
          "a Yellow Hexagon delivered into the Heart crate");
    CHECK(sight_words(LessonSight::Eaten, detail(Green, {}, {}, {})) == "a Green Triangle eaten");
    CHECK(sight_words(LessonSight::Moved, detail(Red, {}, {}, "C4")) ==
          "a Red Circle moving to C4");
    CHECK(sight_words(LessonSight::Bonk, {}) == "a Bonk!");
    // Which details each sight can tell apart.
    CHECK(sight_takes(LessonSight::Bonk, SightMember::Struck));
    CHECK(sight_takes(LessonSight::Delivered, SightMember::Crate));
    CHECK_FALSE(sight_takes(LessonSight::Delivered, SightMember::Struck));
    CHECK_FALSE(sight_takes(LessonSight::GameEnded, SightMember::Candy));
}

TEST_CASE("Watch steps follow one movement event by event", "[lessons][sight]") {
    Lesson lesson;
    lesson.seats = {{"Sam", true, bots::BotLevel::Easy}, {"Blake", false, bots::BotLevel::Easy}};
    LessonStep done;
    done.say = "That was the movement.";
    lesson.steps = {watch(LessonSight::Bonk, detail(Yellow, Blue, {}, "B6")),
                    watch(LessonSight::Delivered, detail(Yellow, {}, CrateKind::Pumpkin, {})),
                    watch(LessonSight::Bonk, detail({}, Blue, {}, "B3")),
                    watch(LessonSight::Eaten, detail(Green, {}, {}, {})), done};
    LessonRun run(lesson);
    run.observe(Action::adjust(0, 1), false, movement());
    REQUIRE(run.seen());
    CHECK(run.sight_event() == 2u);
    CHECK(run.can_go_on());
    run.go_on();
    CHECK(run.step() == 1);
    CHECK(run.seen());  // the delivery came after the Bonk!, in the same movement
    CHECK(run.sight_event() == 4u);
    run.go_on();
    CHECK(run.sight_event() == 5u);
    run.go_on();
    CHECK(run.sight_event() == 7u);
    run.go_on();
    CHECK(run.step() == 4);
    CHECK_FALSE(run.seen());
    CHECK_FALSE(run.sight_event());

    // A step waits for what comes after the sight of the step before it, not before.
    lesson.steps = {watch(LessonSight::Bonk, detail({}, Red, {}, {})),
                    watch(LessonSight::Delivered), done};
    LessonRun late(lesson);
    late.observe(Action::adjust(0, 1), false, movement());
    CHECK(late.sight_event() == 6u);
    late.go_on();
    CHECK_FALSE(late.seen());
    CHECK(late.refusal() == "Not yet: watch for a delivery into a crate first.");
}

TEST_CASE(
    "A lesson file names a sight's detail in an object, and what a sight cannot tell "
    "apart is reported",
    "[lessons][sight]") {
    json doc = json::parse(R"({
      "schema": "sugarworks.lesson/2",
      "title": "Sights",
      "summary": "Sights with their details.",
      "order": 61,
      "minutes": 2,
      "scenario": "second_shift",
      "seed": 3,
      "seats": [{"name": "Sam", "learner": true}, {"name": "Blake", "computer": "easy"}],
      "steps": [
        {"say": "Watch.", "task": "watch",
         "until": {"sight": "bonk", "candy": "yellow_hexagon", "struck": "blue_square", "at": "B6"}},
        {"say": "Watch.", "task": "watch",
         "until": {"sight": "delivered", "candy": "yellow_hexagon", "crate": "pumpkin"}},
        {"say": "Watch.", "task": "watch", "until": {"sight": "moved", "candy": "red_circle", "at": [2, 3]}},
        {"say": "Watch.", "task": "watch", "until": "output_adjusted"},
        {"say": "That is all.", "task": "read"}
      ]
    })");
    testkit::DataCopy copy(kData, "lesson-sight");
    copy.write_json("lessons/sights.json", doc);
    Diagnostics errors;
    const auto lesson = read_lesson(copy.dir() / "lessons" / "sights.json", "sights.json",
                                    testkit::catalog(), errors);
    for (const Diagnostic& d : errors)
        UNSCOPED_INFO(format_diagnostic(d));
    REQUIRE(lesson);
    CHECK(lesson->steps[0].until == LessonSight::Bonk);
    CHECK(lesson->steps[0].until_detail == detail(Yellow, Blue, {}, "B6"));
    CHECK(lesson->steps[1].until_detail == detail(Yellow, {}, CrateKind::Pumpkin, {}));
    CHECK(lesson->steps[2].until == LessonSight::Moved);
    CHECK(lesson->steps[2].until_detail == detail(Red, {}, {}, "C4"));
    CHECK(lesson->steps[3].until == LessonSight::OutputAdjusted);
    CHECK_FALSE(lesson->steps[3].until_detail.any());

    doc["steps"][0]["until"]["crate"] = "heart";
    doc["steps"][1]["until"] = json::parse(R"({"struck": "blue_square"})");
    doc["steps"][2]["until"]["candy"] = "mint";
    doc["steps"][3]["until"] = json::parse(R"({"sight": "game_ended", "at": "A1"})");
    copy.write_json("lessons/sights.json", doc);
    errors.clear();
    CHECK_FALSE(read_lesson(copy.dir() / "lessons" / "sights.json", "sights.json",
                            testkit::catalog(), errors));
    std::vector<std::string> lines;
    for (const Diagnostic& d : errors)
        lines.push_back(format_diagnostic(d));
    INFO(Catch::Detail::stringify(lines));
    auto has = [&](const std::string& text) {
        return std::any_of(lines.begin(), lines.end(),
                           [&](const std::string& l) { return l.find(text) != std::string::npos; });
    };
    CHECK(has("sights.json:/steps/0/until/crate: a \"bonk\" sight does not tell crates apart"));
    CHECK(has("sights.json:/steps/1/until: missing member \"sight\""));
    CHECK(has("sights.json:/steps/2/until/candy: unknown candy type \"mint\""));
    CHECK(has("sights.json:/steps/3/until/at: a \"game_ended\" sight does not tell places apart"));
}

}  // namespace sugarworks::lessons
