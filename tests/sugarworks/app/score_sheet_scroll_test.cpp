// A score sheet shown anew starts at its top: the last game's scroll (down to
// its fourth player, say) is not carried to the next game's sheet.
#include <imgui_internal.h>
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "sugarworks/scoring.hpp"
#include "support/testkit.hpp"
#include "ui/score_sheet_screen.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

// How far the sheets' list is scrolled (the score sheet window's first child).
float sheets_scroll() {
    ImGuiWindow* window = ImGui::FindWindowByName("##score_sheet");
    REQUIRE(window);
    REQUIRE_FALSE(window->DC.ChildWindows.empty());
    return window->DC.ChildWindows[0]->Scroll.y;
}

}  // namespace

TEST_CASE("a score sheet shown again starts at its top", "[app][score_sheet]") {
    const Scenario* classic = testkit::catalog().scenario("classic");
    REQUIRE(classic);
    const Game game(testkit::catalog(), GameOptions::for_scenario(*classic, 4));
    const GameState state = game.new_game(5);
    const ScoreSheet sheet = score(game, state);
    const std::vector<std::string> names = {"Alex", "Blake", "Casey", "Dana"};
    const std::vector<int> colours = {0, 1, 2, 3};
    const shell::Fonts fonts;
    // Short and narrow: the four sheets stand one under another and scroll.
    testing::HeadlessImGui imgui({420, 300});
    const auto draw = [&] {
        imgui.frame([&](Marks&) {
            return draw_score_sheet_screen(game, sheet, names, colours, fonts, 1.0f, "");
        });
    };
    draw();
    draw();
    // The wheel over the sheets scrolls them down.
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = {210, 150};
    for (int i = 0; i < 6; ++i) {
        io.MouseWheel = -5;
        draw();
    }
    io.MouseWheel = 0;
    REQUIRE(sheets_scroll() > 0);
    // Another screen for a while, then the sheet again.
    imgui.frame([](Marks&) { return 0; });
    imgui.frame([](Marks&) { return 0; });
    // ImGui moves a window's scroll at the frame after it is asked (the sheet
    // stands still behind the screen's settling frames meanwhile).
    draw();
    draw();
    CHECK(sheets_scroll() == 0);
}
