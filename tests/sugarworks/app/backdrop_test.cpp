// The backdrop is drawn in pieces around the opaque panels: together the pieces
// are exactly the screen without the panels, and none is drawn twice.
#include <catch2/catch.hpp>

#include <vector>

#include "render/backdrop.hpp"
#include "sugarworks/rng.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

bool inside(const Rect& r, float x, float y) {
    return x > r.min.x && x < r.max.x && y > r.min.y && y < r.max.y;
}

}  // namespace

TEST_CASE("the backdrop's pieces are the screen without the panels, each point once",
          "[app][backdrop]") {
    const Rect screen{{0, 0}, {1280, 800}};
    SECTION("nothing covered: one piece, the screen") {
        const std::vector<Rect> pieces = uncovered(screen, {});
        REQUIRE(pieces.size() == 1);
        CHECK(pieces[0].min.x == 0);
        CHECK(pieces[0].max.y == 800);
    }
    SECTION("everything covered: nothing") {
        CHECK(uncovered(screen, {{{-10, -10}, {2000, 2000}}}).empty());
    }
    SECTION("random panels, some overlapping, some off the screen") {
        Rng rng(4);
        for (int trial = 0; trial < 40; ++trial) {
            std::vector<Rect> covered;
            const int n = 1 + static_cast<int>(rng.below(8));
            for (int i = 0; i < n; ++i) {
                const float x = static_cast<float>(rng.below(1400)) - 60;
                const float y = static_cast<float>(rng.below(900)) - 50;
                covered.push_back({{x, y},
                                   {x + 20 + static_cast<float>(rng.below(500)),
                                    y + 20 + static_cast<float>(rng.below(400))}});
            }
            const std::vector<Rect> pieces = uncovered(screen, covered);
            INFO("trial " << trial);
            // Sample a grid of points off every edge: each is in exactly one piece
            // when no panel covers it, else in none.
            for (float y = 3.3f; y < 800; y += 17) {
                for (float x = 2.7f; x < 1280; x += 19) {
                    bool hidden = false;
                    for (const Rect& r : covered)
                        hidden = hidden || inside(r, x, y);
                    int in = 0;
                    for (const Rect& r : pieces)
                        in += inside(r, x, y);
                    REQUIRE(in == (hidden ? 0 : 1));
                }
            }
        }
    }
}
