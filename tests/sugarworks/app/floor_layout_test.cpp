// The floor's layout keeps every part inside its area and apart from the others.
#include <catch2/catch.hpp>

#include "render/floor_layout.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

bool inside(const Rect& r, ImVec2 min, ImVec2 max) {
    constexpr float e = 0.5f;
    return r.min.x >= min.x - e && r.min.y >= min.y - e && r.max.x <= max.x + e &&
           r.max.y <= max.y + e;
}

bool overlap(const Rect& a, const Rect& b) {
    return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}

}  // namespace

SCENARIO("the floor fits its area at any window shape", "[app][layout]") {
    const Floor floor = Floor::from_board(testkit::side_a(), 5);
    const ImVec2 sizes[] = {{900, 700}, {600, 300}, {2400, 900}, {500, 1400}, {3800, 2000}};
    for (ImVec2 size : sizes) {
        const ImVec2 min{20, 80};
        const ImVec2 max{min.x + size.x, min.y + size.y};
        const FloorLayout lay(floor, min, max);
        INFO("area " << size.x << "x" << size.y);
        CHECK(lay.cell() > 8);
        CHECK(inside(lay.board(), min, max));
        CHECK(inside(lay.lost_card(), min, max));
        CHECK(inside(lay.supply_card(), min, max));
        for (int i = 0; i < floor.crate_count(); ++i) {
            CHECK(inside(lay.crate(i), min, max));
            CHECK(inside(lay.crate_counts(i), min, max));
            CHECK_FALSE(overlap(lay.crate(i), lay.board()));
        }
        CHECK_FALSE(overlap(lay.lost_card(), lay.supply_card()));
        CHECK_FALSE(overlap(lay.lost_card(), lay.board()));
        CHECK(inside(lay.lost_grate(), lay.lost_card().min, lay.lost_card().max));
        for (int t = 0; t < kCandyTypeCount; ++t)
            CHECK(inside(lay.supply_jar(t), lay.supply_card().min, lay.supply_card().max));
        for (int spot = 0; spot < floor.dock_count(); ++spot) {
            CHECK(lay.dock_spot(spot).max.x < lay.space({0, 0}).min.x);
            CHECK(inside(lay.dock_spot(spot), lay.board().min, lay.board().max));
        }
    }
}

SCENARIO("places map to the spots they are drawn at", "[app][layout]") {
    const Floor floor = Floor::from_board(testkit::side_a(), 5);
    const FloorLayout lay(floor, {0, 0}, {1000, 700});
    const Cell b4 = testkit::at("B4");
    const ImVec2 c = lay.place_point(Place::grid(b4));
    CHECK(c.x == Approx(lay.space(b4).center().x));
    CHECK(c.y == Approx(lay.space(b4).center().y));
    const Place dock{PlaceKind::Dock, 1, -1, 3};
    CHECK(inside(Rect::around(lay.place_point(dock), 1, 1), lay.dock_spot(3).min,
                 lay.dock_spot(3).max));
    const Place crate{PlaceKind::Crate, 0, 6, 0};
    CHECK(lay.place_point(crate).x == Approx(lay.crate(0).center().x));
    CHECK(lay.candy_size(dock) < lay.candy_size(Place::grid(b4)));
}
