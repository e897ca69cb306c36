// The table's layout: every panel inside the window and apart from the others,
// at every supported size and UI scale; the floor grows with both; the scale is
// lowered only where the window is too small for it.
#include <catch2/catch.hpp>

#include <vector>

#include "render/floor_layout.hpp"
#include "sugarworks/floor.hpp"
#include "support/testkit.hpp"
#include "ui/table_layout.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

bool inside(const Rect& r, const Rect& in) {
    constexpr float e = 0.5f;
    return r.min.x >= in.min.x - e && r.min.y >= in.min.y - e && r.max.x <= in.max.x + e &&
           r.max.y <= in.max.y + e;
}

bool overlap(const Rect& a, const Rect& b) {
    return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}

const ImVec2 kWindows[] = {{1280, 720}, {1280, 800}, {1024, 640}, {1920, 1080}, {3840, 2160}};
const float kScales[] = {1, 1.5f, 2, 3};

float floor_cell(ImVec2 window, float wanted) {
    const float s = fitted_ui_scale(wanted, window);
    const TableLayout t = layout_table(window, s, {});
    const Floor floor = Floor::from_board(testkit::side_a(), 5);
    return FloorLayout(floor, t.floor.min, t.floor.max).cell();
}

}  // namespace

SCENARIO("the table's panels fit every supported window at every UI scale", "[app][layout]") {
    for (const ImVec2 window : kWindows) {
        for (const float wanted : kScales) {
            for (const bool market : {true, false}) {
                const float s = fitted_ui_scale(wanted, window);
                const TableLayout t = layout_table(window, s, {.market = market});
                INFO(window.x << "x" << window.y << " at scale " << wanted << " (drawn at " << s
                              << "), market " << market);
                const Rect screen{{0, 0}, window};
                std::vector<Rect> panels{t.side, t.log, t.floor, t.bar, t.hand, t.actions};
                if (market)
                    panels.push_back(t.market);
                for (const Rect& r : panels) {
                    CHECK(inside(r, screen));
                    CHECK(!overlap(r, t.header));
                    CHECK(r.width() > 0);
                    CHECK(r.height() > 0);
                }
                for (size_t i = 0; i < panels.size(); ++i) {
                    for (size_t j = i + 1; j < panels.size(); ++j)
                        CHECK(!overlap(panels[i], panels[j]));
                }
                CHECK(inside(t.toolbar, t.header));
                CHECK(!overlap(t.toolbar, t.header_text));
                if (market) {
                    for (size_t i = 0; i < t.market_slots.size(); ++i) {
                        CHECK(inside(t.market_slots[i], t.market.inset(0.5f * t.pad)));
                        for (size_t j = i + 1; j < t.market_slots.size(); ++j)
                            CHECK(!overlap(t.market_slots[i], t.market_slots[j]));
                    }
                }
                // The floor keeps a useful size: at least 36 pixels a space.
                CHECK(floor_cell(window, wanted) >= 36);
            }
        }
    }
}

SCENARIO("the floor grows with the window, and with the scale keeps its size beside the words",
         "[app][layout]") {
    for (const float wanted : kScales) {
        INFO("scale " << wanted);
        CHECK(floor_cell({1920, 1080}, wanted) > floor_cell({1280, 800}, wanted));
        CHECK(floor_cell({3840, 2160}, wanted) > floor_cell({1920, 1080}, wanted));
        CHECK(floor_cell({1280, 800}, wanted) >= floor_cell({1024, 640}, wanted));
    }
    // The same table in points, scaled: twice the scale on twice the window is
    // twice the floor, so text and floor grow together.
    CHECK(floor_cell({3840, 2160}, 2) == Approx(2 * floor_cell({1920, 1080}, 1)).epsilon(0.02));
    CHECK(floor_cell({3840, 2160}, 3) == Approx(3 * floor_cell({1280, 720}, 1)).epsilon(0.02));
    // However large the words, a space of the floor stays at least 40 points
    // (the 16-point text two and a half times over).
    for (const ImVec2 window : kWindows) {
        for (const float wanted : kScales) {
            INFO(window.x << "x" << window.y << " at scale " << wanted);
            CHECK(floor_cell(window, wanted) / fitted_ui_scale(wanted, window) >= 40);
        }
    }
}

SCENARIO("the floor comes first: half the window's width, whatever the scale of the words",
         "[app][layout]") {
    const Floor floor = Floor::from_board(testkit::side_a(), 5);
    for (const ImVec2 window : kWindows) {
        for (const float wanted : {1.0f, 1.37f, 1.5f, 2.0f, 3.0f}) {
            INFO(window.x << "x" << window.y << " at scale " << wanted);
            const float s = fitted_ui_scale(wanted, window);
            const TableLayout t = layout_table(window, s, {});
            CHECK(t.floor.width() >= kFloorShare * window.x - 4 * t.pad);
            // The board from its outputs to its crates' counts.
            const FloorLayout f(floor, t.floor.min, t.floor.max);
            const float board_w = f.crate_counts(0).max.x - f.board().min.x;
            CHECK(board_w >= 0.45f * window.x);
            // Larger words leave the floor its size (within a little), where the
            // floor at scale 1 is at its share already; on a 4K window at scale 1 the
            // side panels stop growing and the floor takes far more, which larger
            // words take back down to the share.
            if (window.x <= 1920)
                CHECK(floor_cell(window, wanted) >= 0.95f * floor_cell(window, 1));
        }
    }
}

SCENARIO("a lesson's words leave the floor as big as it is in a game", "[app][layout]") {
    for (const ImVec2 window : kWindows) {
        for (const float wanted : kScales) {
            INFO(window.x << "x" << window.y << " at scale " << wanted);
            const float s = fitted_ui_scale(wanted, window);
            TableNeeds game;
            game.market = true;
            TableNeeds lesson = game;
            lesson.lesson_h = 320 * s;  // a long step's words
            const TableLayout plain = layout_table(window, s, game);
            const TableLayout t = layout_table(window, s, lesson);
            CHECK(t.floor.min.x == plain.floor.min.x);
            CHECK(t.floor.min.y == plain.floor.min.y);
            CHECK(t.floor.max.x == plain.floor.max.x);
            CHECK(t.floor.max.y == plain.floor.max.y);
            // The words head the left column, over the public table and the log.
            CHECK(t.lesson.height() > 0);
            CHECK(t.lesson.min.x == t.side.min.x);
            CHECK(t.lesson.max.y < t.side.min.y);
            CHECK(t.side.max.y < t.log.min.y);
            CHECK(t.log.max.y <= window.y);
            CHECK_FALSE(overlap(t.lesson, t.floor));
        }
    }
}

SCENARIO("the market shows four cards in a row where it can, else two by two", "[app][layout]") {
    CHECK(layout_table({1280, 720}, 1, {}).market_columns == 4);
    CHECK(layout_table({1920, 1080}, 1, {}).market_columns == 4);
    CHECK(layout_table({1024, 640}, 1, {}).market_columns == 4);
    CHECK(layout_table({1280, 800}, fitted_ui_scale(2, {1280, 800}), {}).market_columns == 4);
    // Where a card in a row would be too narrow for its words: two by two.
    CHECK(layout_table({1024, 640}, 1.6f, {}).market_columns == 2);
    // Slots make room for the tallest card, but never take the floor's room.
    const TableLayout tall = layout_table({1280, 720}, 1, {.market_slot_h = 2000});
    CHECK(tall.market.height() < 0.5f * 720);
    const TableLayout fitted = layout_table({1280, 720}, 1, {.market_slot_h = 170});
    CHECK(fitted.market_slots[0].height() == Approx(170));
}

SCENARIO("the UI scale is lowered only where the window cannot hold the table", "[app][layout]") {
    CHECK(fitted_ui_scale(1, {1024, 640}) == 1);
    CHECK(fitted_ui_scale(3, {3840, 2160}) == 3);
    CHECK(fitted_ui_scale(2, {3840, 2160}) == 2);
    CHECK(fitted_ui_scale(2, {1280, 800}) == 1.25f);
    CHECK(fitted_ui_scale(2, {1920, 1080}) == 1.625f);
    CHECK(fitted_ui_scale(1.5f, {1280, 720}) == 1.125f);
    // Steps of an eighth: a window resized by a pixel keeps its fonts.
    CHECK(fitted_ui_scale(2, {1500, 1000}) == fitted_ui_scale(2, {1501, 1001}));
    // Below the smallest supported window it still draws, smaller.
    CHECK(fitted_ui_scale(1, {800, 500}) < 1);
    CHECK(fitted_ui_scale(1, {100, 100}) == 0.5f);
}

SCENARIO(
    "a screen with its own controls in the actions panel gets the height it asks for, the "
    "hand the rest",
    "[app][layout]") {
    const TableLayout table = layout_table({1280, 800}, 1, {});
    const TableLayout asked = layout_table({1280, 800}, 1, {.actions_h = 260});
    CHECK(asked.actions.height() == Approx(260));
    CHECK(asked.actions.max.y == Approx(table.actions.max.y));
    CHECK(asked.hand.max.y < table.hand.max.y);
    CHECK(asked.hand.max.y + asked.pad == Approx(asked.actions.min.y));
    // Never more than half the column: the hand keeps its room.
    const TableLayout greedy = layout_table({1280, 800}, 1, {.actions_h = 5000});
    CHECK(greedy.actions.height() <= 0.5f * 800);
    CHECK(greedy.hand.height() >= greedy.actions.height() - 2 * greedy.pad);
}
