// Counts in the game's words: one thing is singular, any other number plural,
// on every screen that shows a count ("1 point", never "1 points").
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/count_words.hpp"
#include "headless_imgui.hpp"
#include "setup/score_book.hpp"
#include "shell/ui/lessons_card.hpp"
#include "support/testkit.hpp"
#include "ui/score_book_screen.hpp"

using namespace sugarworks;
using namespace sugarworks::app;
using sugarworks::app::testing::HeadlessImGui;

TEST_CASE("a count of one is singular, any other plural", "[app][words]") {
    CHECK(engine::count_words(1, "point", "points") == "1 point");
    CHECK(engine::count_words(-1, "point", "points") == "-1 point");
    CHECK(engine::count_words(0, "order", "orders") == "0 orders");
    CHECK(engine::count_words(2, "tile", "tiles") == "2 tiles");
    CHECK(engine::count_words(-3, "point", "points") == "-3 points");
    CHECK(engine::count_words(11, "hint", "hints") == "11 hints");
}

TEST_CASE("the score book says 1 point, 1 player and 1 hint", "[app][words][book]") {
    ScoreRun run;
    run.scenario = "cooperative";
    run.players = 1;
    run.score = 1;
    run.seed = 5;
    run.date = "2026-12-02";
    run.hints = 1;
    const ScoreBook book{{run}};
    const shell::Fonts fonts;  // ImGui's own font
    HeadlessImGui imgui;
    imgui.frame([&](Marks& marks) {
        return draw_score_book_screen(testkit::catalog(), book, fonts, 1.0f, marks, "");
    });
    CHECK(imgui.said_within("1 point  "));
    CHECK_FALSE(imgui.said_within("1 points"));
    CHECK(imgui.said_within(", 1 player"));
    CHECK_FALSE(imgui.said_within("1 players"));
    CHECK(imgui.said_within("1 hint"));
    CHECK_FALSE(imgui.said_within("1 hints"));
}

TEST_CASE("the tutorial says about 1 minute", "[app][words]") {
    const std::vector<shell::LessonEntry> lessons = {
        {"short", "A short lesson", "Quick.", 1, false, std::nullopt, 3},
        {"long", "A long lesson", "Slow.", 12, false, std::nullopt, 9}};
    const shell::Fonts fonts;
    HeadlessImGui imgui;
    imgui.frame([&](Marks& marks) {
        return shell::draw_lessons_card(lessons, {}, fonts, 1.0f, marks, "");
    });
    CHECK(imgui.said_exactly("about 1 minute"));
    CHECK(imgui.said_exactly("about 12 minutes"));
}
