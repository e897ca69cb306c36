// Every frame of a playback puts each candy on the floor somewhere sensible.
#include <catch2/catch.hpp>

#include <cmath>

#include "render/scene.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

SCENARIO("scenes of random playbacks are well formed", "[app][scene]") {
    Rng rng(77);
    const MovementRules rules = testkit::standard_rules();
    const ImVec2 area_min{0, 0};
    const ImVec2 area_max{1000, 700};
    for (int i = 0; i < 60; ++i) {
        const Floor start = testkit::random_floor(testkit::side_a(), rng);
        const MovementOutcome out = resolve_movement(start, rules);
        const FloorLayout lay(start, area_min, area_max);
        Playback pb(start, out.events);
        INFO("random floor " << i);
        for (int k = 0; k <= pb.size(); ++k) {
            for (float t : {0.0f, 0.25f, 0.5f, 0.99f}) {
                Playback at = pb;
                if (k < pb.size()) {
                    at.hold_at(k, t);
                    at.play();
                    at.advance(1e6);
                } else {
                    at.play();
                    at.advance(1e6);
                }
                const Scene scene = build_scene(at, lay);
                int on_floor = 0;
                for (const Place& p : at.tally().where)
                    on_floor += p.kind != PlaceKind::None;
                REQUIRE(static_cast<int>(scene.candies.size()) == on_floor);
                for (const CandySprite& s : scene.candies) {
                    REQUIRE(std::isfinite(s.look.center.x));
                    REQUIRE(std::isfinite(s.look.center.y));
                    REQUIRE(s.look.size >= 0);
                    // Within the area, give or take the off-board spaces around it.
                    CHECK(s.look.center.x > area_min.x - 2 * lay.cell());
                    CHECK(s.look.center.x < area_max.x + 2 * lay.cell());
                    CHECK(s.look.center.y > area_min.y - 2 * lay.cell());
                    CHECK(s.look.center.y < area_max.y + 2 * lay.cell());
                }
                if (k < pb.size() && pb.events()[static_cast<size_t>(k)].kind == EventKind::Bonk)
                    CHECK(scene.bonk.has_value());
            }
        }
    }
}
