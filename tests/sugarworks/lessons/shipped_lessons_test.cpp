// The shipped lessons teach what the issue and the rulebook ask of them: the
// tutorial's five lessons in order, the First Shift's candy made from an order
// as an action of the learner's, and the rulebook's two examples played as the
// rulebook tells them.
#include <catch2/catch.hpp>

#include <algorithm>

#include "harness/random_sim.hpp"
#include "lessons/lesson.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "support/testkit.hpp"

namespace sugarworks::lessons {
namespace {

const std::filesystem::path kData = SUGARWORKS_TEST_DATA_DIR;

Lesson shipped(const std::string& id) {
    Diagnostics errors;
    auto lesson =
        read_lesson(kData / "lessons" / (id + ".json"), id + ".json", testkit::catalog(), errors);
    for (const Diagnostic& d : errors)
        UNSCOPED_INFO(format_diagnostic(d));
    REQUIRE(lesson);
    return *lesson;
}

// The events each Watch step saw, in the log's words, as check_lesson tells them.
std::vector<std::string> seen_lines(const Lesson& lesson) {
    std::vector<std::string> trace;
    const Diagnostics problems = check_lesson(lesson, testkit::catalog(), lesson.id, &trace);
    for (const Diagnostic& d : problems)
        UNSCOPED_INFO(format_diagnostic(d));
    CHECK(problems.empty());
    std::vector<std::string> out;
    const std::string mark = "  <- seen";
    for (const std::string& line : trace) {
        if (line.size() > mark.size() && line.ends_with(mark))
            out.push_back(line.substr(4, line.size() - 4 - mark.size()));
    }
    return out;
}

}  // namespace

TEST_CASE("The tutorial's lessons come in the rulebook's order", "[lessons][content]") {
    const LessonLoad load = load_lessons(kData, testkit::catalog());
    std::vector<std::string> ids;
    for (const Lesson& lesson : load.lessons) {
        ids.push_back(lesson.id);
        INFO(lesson.id);
        CHECK(lesson.minutes >= 5);
        CHECK(lesson.minutes <= 10);
    }
    CHECK(ids == std::vector<std::string>{"first_shift", "second_shift", "third_shift",
                                          "player_actions_example", "movement_example"});
}

TEST_CASE(
    "The First Shift has the learner make a candy from an order, and points at the "
    "space where the Bonk! happens",
    "[lessons][content]") {
    const Lesson lesson = shipped("first_shift");
    const auto makes = std::find_if(lesson.steps.begin(), lesson.steps.end(), [](const auto& s) {
        return s.task == LessonTask::Act && !s.actions.empty() &&
               s.actions.front().kind == ActionKind::MakeCandy;
    });
    CHECK(makes != lesson.steps.end());
    const auto bonk = std::find_if(lesson.steps.begin(), lesson.steps.end(), [](const auto& s) {
        return s.until == LessonSight::Bonk && s.until_detail.at &&
               s.show.mark == LessonMark::Space && s.show.cell == *s.until_detail.at;
    });
    REQUIRE(bonk != lesson.steps.end());
    // The words after it say the rule, pointing at the same space, with the
    // chart beside it and the struck candy's row picked out.
    const auto rule = std::next(bonk);
    REQUIRE(rule != lesson.steps.end());
    CHECK(rule->show.mark == bonk->show.mark);
    CHECK(rule->show.cell == bonk->show.cell);
    CHECK(rule->show.bonk_chart == bonk->until_detail.struck);
    CHECK(rule->say.find("A struck Red Circle moves one space right") != std::string::npos);
    // Everything the issue lists happens, in this order, before the learner's own round.
    CHECK(seen_lines(lesson) == std::vector<std::string>{
                                    "Red Circle moves right from B1 to B2.",
                                    "Bonk! Green Triangle bonks the Red Circle at B2.",
                                    "The Red Circle Eater at B3 eats the circle!",
                                    "Purple Rectangle is delivered to the Pumpkin crate.",
                                    "Purple Rectangle moves right from C1 to C2.",
                                    "A new Red Circle is put on its output (B-upper).",
                                });
}

TEST_CASE("The Player Actions Example lesson follows the rulebook's four players",
          "[lessons][content]") {
    const Lesson lesson = shipped("player_actions_example");
    REQUIRE(lesson.seats.size() == 4);
    CHECK(lesson.seats[0].name == "Alex");
    CHECK(lesson.seats[0].learner);
    CHECK(lesson.seats[3].name == "Dallas");
    CHECK(seen_lines(lesson) ==
          std::vector<std::string>{
              "Blake draws the sales order “Blue Square has the most candies in the Heart crate "
              "(ties count)”.",
              "Blake moves the Red Circle output from B-upper to A-upper.",
              "Casey discards the sales order “Green Triangle has the most candies in the Lost "
              "gutter (ties count)” from the market.",
              "Casey discards the sales order “Purple Rectangle has the most candies in the "
              "Bunny crate (ties count)” to make a Purple Rectangle.",
              "Dallas takes the special order “A Green Triangle is eaten” from the market.",
              "The Green Triangle Eater at C4 eats the triangle!",
              "Dallas completes the special order “A Green Triangle is eaten” (2 points)!",
              "The conveyors stop.",
          });
}

TEST_CASE(
    "The Candy Movement Example lesson runs on the rulebook example's floor and follows "
    "its narrative event by event",
    "[lessons][content]") {
    const Lesson lesson = shipped("movement_example");
    // The floor as the conveyors start is data/movement/rulebook_example.json's.
    auto match = lesson_match(lesson, testkit::catalog());
    REQUIRE(match);
    for (const Action& a : {Action::draw_order(), lesson.steps[2].actions.front(),
                            lesson.steps[2].computers[0], lesson.steps[2].computers[1]})
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(match->apply(a)));
    REQUIRE(match->movement_start());
    const auto example = read_movement_scenario_file(kData / "movement" / "rulebook_example.json",
                                                     "rulebook_example.json", testkit::catalog());
    REQUIRE(example.scenario);
    CHECK(*match->movement_start() == example.scenario->floor);

    CHECK(seen_lines(lesson) == std::vector<std::string>{
                                    "Red Circle is delivered to the Pumpkin crate.",
                                    "Red Circle moves right from C3 to C4.",
                                    "Yellow Hexagon is delivered to the Heart crate.",
                                    "Bonk! Yellow Hexagon bonks the Blue Square at B6.",
                                    "Yellow Hexagon is delivered to the Pumpkin crate.",
                                    "Bonk! Yellow Hexagon bonks the Blue Square at B3.",
                                    "Bonk! Yellow Hexagon bonks the Red Circle at C4.",
                                    "The circle flies right from C4 to C5.",
                                    "The Green Triangle Eater at C2 eats the triangle!",
                                    "Blue Square is delivered to the Bunny crate.",
                                    "Blue Square moves up from B4 to A4.",
                                    "Blue Square moves right from A2 to A3.",
                                    "Bonk! Blue Square bonks the Blue Square at A4.",
                                    "Purple Rectangle jumps right from B1, over the next space, "
                                    "to B3.",
                                    "Bonk! Purple Rectangle bonks the Blue Square at B4.",
                                    "Bonk! Purple Rectangle bonks the Yellow Hexagon at C4 "
                                    "(chain 2).",
                                    "The hexagon flies up-right from C4 to B5.",
                                });
}

TEST_CASE("The Third Shift completes a special order during the lesson and ends its game",
          "[lessons][content]") {
    const Lesson lesson = shipped("third_shift");
    const auto seen = seen_lines(lesson);
    CHECK(std::find(seen.begin(), seen.end(),
                    "Sam completes the special order “A Purple Rectangle bonks a Blue Square” (1 "
                    "point)!") != seen.end());
    std::vector<std::string> trace;
    CHECK(check_lesson(lesson, testkit::catalog(), lesson.id, &trace).empty());
    CHECK(std::find(trace.begin(), trace.end(),
                    "    The game is over: a candy type has run out.") != trace.end());
    CHECK(std::any_of(trace.begin(), trace.end(), [](const std::string& line) {
        return line.starts_with("  score sheet, Sam: ");
    }));
}

}  // namespace sugarworks::lessons

namespace sugarworks::lessons {

TEST_CASE(
    "A lesson's step that asks for an order action or a factory action allows only that, and "
    "the score sheet is spoken of only where Next opens it",
    "[lessons][content]") {
    const auto in = [](ActionKind kind, std::initializer_list<ActionKind> kinds) {
        return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
    };
    const auto order_action = [&](ActionKind k) {
        return in(k, {ActionKind::TakeOrder, ActionKind::DrawOrder, ActionKind::DiscardMarket});
    };
    const auto factory_action = [&](ActionKind k) {
        return in(k, {ActionKind::PlayTile, ActionKind::Adjust, ActionKind::MakeCandy});
    };
    const LessonLoad load = load_lessons(kData, testkit::catalog());
    REQUIRE(load.lessons.size() == 5);
    for (const Lesson& lesson : load.lessons) {
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            const LessonStep& step = lesson.steps[i];
            INFO(lesson.id << " step " << i + 1 << ": " << step.say);
            std::vector<ActionKind> allowed = step.kinds;
            for (const Action& a : step.actions)
                allowed.push_back(a.kind);
            if (step.task == LessonTask::Act &&
                step.say.find("your order action") != std::string::npos)
                CHECK(std::all_of(allowed.begin(), allowed.end(), order_action));
            if (step.task == LessonTask::Act &&
                step.say.find("your factory action") != std::string::npos)
                CHECK(std::all_of(allowed.begin(), allowed.end(), factory_action));
            // A lesson's last words are read at the table; its score sheet comes after.
            if (step.say.find("score sheet") != std::string::npos) {
                CHECK(i + 1 == lesson.steps.size());
                CHECK(step.say.find("Next opens") != std::string::npos);
            }
        }
    }
}

}  // namespace sugarworks::lessons
