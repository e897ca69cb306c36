// The check that nothing a player may click moves: it names what moved, only
// among what it watches, and starts afresh when the window or the scale changes.
#include <catch2/catch.hpp>

#include "ui/steady_check.hpp"

using namespace sugarworks::app;

namespace {

// Marks made in a named area, as the floor's are, need no ImGui window.
Marks frame_with(float hand_top) {
    Marks m;
    m.begin_frame();
    m.begin_area("table", {{0, 0}, {1280, 800}});
    m.mark("undo", {{900, 10}, {960, 40}});
    m.mark("tile:0", {{1000, 100 + hand_top}, {1054, 154 + hand_top}});
    m.mark("action:adjust", {{1000, 600 + hand_top}, {1200, 630 + hand_top}});
    m.end_area();
    return m;
}

}  // namespace

TEST_CASE("a control that moves between frames is named, and what may move is not watched",
          "[app][layout]") {
    SteadyWatch watch;
    CHECK(watch.observe(frame_with(0), {1280, 800}, 1).empty());
    CHECK(watch.observe(frame_with(0.5f), {1280, 800}, 1).empty());  // under a pixel: rounding
    // A notice over the hand pushes it down: the tile moved; the actions panel's
    // buttons change with the step and are not watched.
    const auto moved = watch.observe(frame_with(33), {1280, 800}, 1);
    REQUIRE(moved.size() == 1);
    CHECK(moved[0] == "tile:0 moved from (1000,100)-(1054,154) to (1000,133)-(1054,187)");
    // A new window size lays the table out anew.
    SteadyWatch resized;
    CHECK(resized.observe(frame_with(0), {1280, 800}, 1).empty());
    CHECK(resized.observe(frame_with(40), {1024, 640}, 1).empty());
    CHECK(resized.observe(frame_with(40), {1024, 640}, 1.25f).empty());
    CHECK_FALSE(resized.observe(frame_with(0), {1024, 640}, 1.25f).empty());
}

TEST_CASE("a control greyed and the same control offered are one place", "[app][layout]") {
    CHECK(SteadyWatch::steady_name("market:2:idle") == "market:2");
    CHECK(SteadyWatch::steady_name("market:2") == "market:2");
    CHECK(SteadyWatch::watches("market_discard:1"));
    CHECK(SteadyWatch::watches("hint"));
    CHECK_FALSE(SteadyWatch::watches("action:adjust"));
    CHECK_FALSE(SteadyWatch::watches("confirm"));
    SteadyWatch watch;
    Marks offered;
    offered.begin_frame();
    offered.begin_area("table", {{0, 0}, {1280, 800}});
    offered.mark("market:2", {{300, 700}, {360, 730}});
    Marks idle;
    idle.begin_frame();
    idle.begin_area("table", {{0, 0}, {1280, 800}});
    idle.mark("market:2:idle", {{300, 710}, {360, 740}}, MarkRole::Text);
    CHECK(watch.observe(offered, {1280, 800}, 1).empty());
    CHECK(watch.observe(idle, {1280, 800}, 1).size() == 1);
}
