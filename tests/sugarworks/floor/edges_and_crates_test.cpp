// Conformance: board edges, the output side and shipping crates (rulebook
// "Movement": "Anytime a candy leaves a board edge that doesn't exactly place it
// into a shipping crate, the candy becomes lost"; FAQ on output tiles; rulings 1).
// Side A crates: Heart A7, Bunny B7, Pumpkin C7 (virtual cells right of the grid).
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

namespace {

// Side A with the Bunny crate taken away: the right end of row B is a bare edge.
Floor without_bunny(Floor floor) {
    floor.clear_crates();
    floor.add_crate(CrateKind::Heart, {0, 6});
    floor.add_crate(CrateKind::Pumpkin, {2, 6});
    return floor;
}

}  // namespace

TEST_CASE("The side A crates stand just right of each row: Heart, Bunny, Pumpkin",
          "[floor][crate][data]") {
    const Floor floor = FloorBuilder();
    REQUIRE(floor.crate_count() == 3);
    CHECK(floor.crate_at(at("A7")).has_value());
    CHECK(floor.crate(*floor.crate_at(at("A7"))).kind == CrateKind::Heart);
    CHECK(floor.crate(*floor.crate_at(at("B7"))).kind == CrateKind::Bunny);
    CHECK(floor.crate(*floor.crate_at(at("C7"))).kind == CrateKind::Pumpkin);
}

TEST_CASE("A candy moved off the top edge is Lost (off the edge) and its activation stops",
          "[floor][edge]") {
    const Floor floor = FloorBuilder().tile("A3", CenterIcon::Up).candy("A3", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at A3",
                                          "s1 d0 move Red0 A3>off:(-1,2) conveyor",
                                          "s1 d0 lost Red0 off_edge",
                                      });
    CHECK(lost_of(out.floor, R) == 1);
    CHECK(on_grid_count(out.floor) == 0);
    CHECK(delivered_total(out.floor) == 0);
}

TEST_CASE("A candy moved off the bottom edge is Lost (off the edge)", "[floor][edge]") {
    const Floor floor =
        FloorBuilder().tile("B3", CenterIcon::Down).tile("C3", CenterIcon::Down).candy("B3", G);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Grn0 at B3",
                                          "s1 d0 move Grn0 B3>C3 conveyor",
                                          "s2 d0 move Grn0 C3>off:(3,2) conveyor",
                                          "s2 d0 lost Grn0 off_edge",
                                      });
    CHECK(lost_of(out.floor, G) == 1);
    CHECK(on_grid_count(out.floor) == 0);
}

TEST_CASE("A candy moved off the right edge where no crate stands is Lost (off the edge)",
          "[floor][edge][crate]") {
    const Floor floor = without_bunny(FloorBuilder().candy("B6", B).candy("A6", R));
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at A6",
                                          "s1 d0 move Red0 A6>Heart conveyor",
                                          "s1 d0 delivered Red0 into Heart",
                                          "activate Blu0 at B6",
                                          "s1 d0 move Blu0 B6>off:B7 conveyor",
                                          "s1 d0 lost Blu0 off_edge",
                                      });
    CHECK(lost_of(out.floor, B) == 1);
    CHECK(crate_count(out.floor, CrateKind::Heart, R) == 1);
    CHECK(delivered_total(out.floor) == 1);
}

TEST_CASE("A candy moved left of column 1 (the output side) is Lost, cause onto-output",
          "[floor][edge][output]") {
    SECTION("by a Left arrow in row B, where the Red and Green output tiles stand empty") {
        // Nothing lands on the output tiles.
        const Floor floor = FloorBuilder().tile("B1", CenterIcon::Left).candy("B1", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Yel0 at B1",
                                              "s1 d0 move Yel0 B1>off:(1,-1) conveyor",
                                              "s1 d0 lost Yel0 onto_output",
                                          });
        CHECK(lost_of(out.floor, Y) == 1);
        CHECK(out.floor.dock(2).candy == kNoCandy);
        CHECK(out.floor.dock(3).candy == kNoCandy);
        CHECK(out.events.back().loss == LossCause::OntoOutput);
    }
    SECTION("by a Left arrow in the top row, next to the open A-upper spot") {
        const Floor floor = FloorBuilder().tile("A1", CenterIcon::Left).candy("A1", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A1",
                                              "s1 d0 move Red0 A1>off:(0,-1) conveyor",
                                              "s1 d0 lost Red0 onto_output",
                                          });
        CHECK(lost_of(out.floor, R) == 1);
        CHECK(out.floor.dock(0).candy == kNoCandy);
        CHECK(out.floor.dock(1).candy == kNoCandy);
    }
    SECTION("by a left jump from column 2") {
        const Floor floor = FloorBuilder().tile("C2", CenterIcon::JumpLeft).candy("C2", P);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Pur0 at C2",
                                              "s1 d0 move Pur0 C2>off:(2,-1) jump",
                                              "s1 d0 lost Pur0 onto_output",
                                          });
        CHECK(lost_of(out.floor, P) == 1);
    }
    SECTION("by a left jump from column 1") {
        const Floor floor = FloorBuilder().tile("C1", CenterIcon::JumpLeft).candy("C1", P);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Pur0 at C1",
                                              "s1 d0 move Pur0 C1>off:(2,-2) jump",
                                              "s1 d0 lost Pur0 onto_output",
                                          });
        CHECK(lost_of(out.floor, P) == 1);
        CHECK(out.floor.dock(4).candy == kNoCandy);
        CHECK(out.floor.dock(5).candy == kNoCandy);
    }
}

TEST_CASE("A candy is delivered only when its move ends exactly on a crate's cell",
          "[floor][crate]") {
    SECTION("a plain step from column 6 into the crate; the activation stops") {
        const Floor floor = FloorBuilder().candy("A6", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Yel0 at A6",
                                              "s1 d0 move Yel0 A6>Heart conveyor",
                                              "s1 d0 delivered Yel0 into Heart",
                                          });
        CHECK(crate_count(out.floor, CrateKind::Heart, Y) == 1);
        CHECK(total(out.floor.lost()) == 0);
    }
    SECTION("on the second step") {
        const Floor floor = FloorBuilder().candy("C5", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Yel0 at C5",
                                              "s1 d0 move Yel0 C5>C6 conveyor",
                                              "s2 d0 move Yel0 C6>Pumpkin conveyor",
                                              "s2 d0 delivered Yel0 into Pumpkin",
                                          });
        CHECK(crate_count(out.floor, CrateKind::Pumpkin, Y) == 1);
    }
    SECTION("a right jump from column 5 lands exactly in the crate") {
        const Floor floor = FloorBuilder().tile("B5", CenterIcon::JumpRight).candy("B5", G);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Grn0 at B5",
                                              "s1 d0 move Grn0 B5>Bunny jump",
                                              "s1 d0 delivered Grn0 into Bunny",
                                          });
        CHECK(crate_count(out.floor, CrateKind::Bunny, G) == 1);
        CHECK(total(out.floor.lost()) == 0);
    }
    SECTION("a right jump from column 6 overshoots the crate and is Lost") {
        const Floor floor = FloorBuilder().tile("B6", CenterIcon::JumpRight).candy("B6", G);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Grn0 at B6",
                                              "s1 d0 move Grn0 B6>off:B8 jump",
                                              "s1 d0 lost Grn0 off_edge",
                                          });
        CHECK(delivered_total(out.floor) == 0);
        CHECK(lost_of(out.floor, G) == 1);
    }
}

TEST_CASE(
    "A candy pushed by a Bonk! is delivered when the push ends on a crate, Lost when it "
    "leaves the grid elsewhere",
    "[floor][crate][bonk]") {
    SECTION("a Red Circle pushed right into the Bunny crate; its striker follows it in") {
        const Floor floor =
            FloorBuilder().tile("A6", CenterIcon::Down).candy("A6", R).candy("B6", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A6",
                                              "s1 d0 move Red0 A6>B6 conveyor",
                                              "s1 d1 bonk Red0 hits Red1 at B6",
                                              "s1 d1 move Red1 B6>Bunny pushed",
                                              "s1 d1 delivered Red1 into Bunny",
                                              "s2 d0 move Red0 B6>Bunny conveyor",
                                              "s2 d0 delivered Red0 into Bunny",
                                          });
        CHECK(crate_count(out.floor, CrateKind::Bunny, R) == 2);
        CHECK(on_grid_count(out.floor) == 0);
    }
    SECTION("a Yellow Hexagon pushed up-right from B6 lands exactly in the Heart crate") {
        const Floor floor = FloorBuilder().candy("B5", R).candy("B6", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B5",
                                              "s1 d0 move Red0 B5>B6 conveyor",
                                              "s1 d1 bonk Red0 hits Yel0 at B6",
                                              "s1 d1 move Yel0 B6>Heart pushed",
                                              "s1 d1 delivered Yel0 into Heart",
                                              "s2 d0 move Red0 B6>Bunny conveyor",
                                              "s2 d0 delivered Red0 into Bunny",
                                          });
        CHECK(crate_count(out.floor, CrateKind::Heart, Y) == 1);
        CHECK(crate_count(out.floor, CrateKind::Bunny, R) == 1);
        CHECK(count_kind(out.events, EventKind::Activate) == 1);
    }
    SECTION("a Yellow Hexagon pushed up-right from A6 leaves over the top: Lost") {
        const Floor floor = FloorBuilder().candy("A5", R).candy("A6", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A5",
                                              "s1 d0 move Red0 A5>A6 conveyor",
                                              "s1 d1 bonk Red0 hits Yel0 at A6",
                                              "s1 d1 move Yel0 A6>off:(-1,6) pushed",
                                              "s1 d1 lost Yel0 off_edge",
                                              "s2 d0 move Red0 A6>Heart conveyor",
                                              "s2 d0 delivered Red0 into Heart",
                                          });
        CHECK(lost_of(out.floor, Y) == 1);
        CHECK(crate_count(out.floor, CrateKind::Heart, R) == 1);
    }
    SECTION("a Red Circle pushed right where no crate stands: Lost, the striker stays") {
        const Floor floor = without_bunny(FloorBuilder()
                                              .tile("A6", CenterIcon::Down)
                                              .tile("B6", CenterIcon::Up)
                                              .candy("A6", R)
                                              .candy("B6", R));
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A6",
                                              "s1 d0 move Red0 A6>B6 conveyor",
                                              "s1 d1 bonk Red0 hits Red1 at B6",
                                              "s1 d1 move Red1 B6>off:B7 pushed",
                                              "s1 d1 lost Red1 off_edge",
                                              "s2 d0 move Red0 B6>A6 conveyor",
                                          });
        CHECK(lost_of(out.floor, R) == 1);
        CHECK(candy_at(out.floor, "A6") == red(0));
        CHECK(count_kind(out.events, EventKind::Activate) == 1);
    }
}

TEST_CASE(
    "A striker deflected by a Bonk! is delivered when the deflection ends on a crate, Lost "
    "when it leaves the grid elsewhere, either way its activation stops",
    "[floor][crate][bonk]") {
    SECTION("a Green Triangle on B6 sends the striker up-right into the Heart crate") {
        const Floor floor = FloorBuilder().candy("B5", R).candy("B6", G);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B5",
                                              "s1 d0 move Red0 B5>B6 conveyor",
                                              "s1 d1 bonk Red0 hits Grn0 at B6",
                                              "s1 d1 move Red0 B6>Heart deflected",
                                              "s1 d1 delivered Red0 into Heart",
                                              "activate Grn0 at B6",
                                              "s1 d0 move Grn0 B6>Bunny conveyor",
                                              "s1 d0 delivered Grn0 into Bunny",
                                          });
        CHECK(crate_count(out.floor, CrateKind::Heart, R) == 1);
        CHECK(crate_count(out.floor, CrateKind::Bunny, G) == 1);
    }
    SECTION("a Purple Rectangle on C6 sends the striker right into the Pumpkin crate") {
        const Floor floor = FloorBuilder().candy("C5", Y).candy("C6", P);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Yel0 at C5",
                                              "s1 d0 move Yel0 C5>C6 conveyor",
                                              "s1 d1 bonk Yel0 hits Pur0 at C6",
                                              "s1 d1 move Yel0 C6>Pumpkin deflected",
                                              "s1 d1 delivered Yel0 into Pumpkin",
                                              "activate Pur0 at C6",
                                              "s1 d0 move Pur0 C6>Pumpkin conveyor",
                                              "s1 d0 delivered Pur0 into Pumpkin",
                                          });
        CHECK(crate_count(out.floor, CrateKind::Pumpkin, Y) == 1);
        CHECK(crate_count(out.floor, CrateKind::Pumpkin, P) == 1);
    }
    SECTION("a Blue Square on the bottom row sends the striker down off the board") {
        const Floor floor = FloorBuilder().candy("C3", R).candy("C4", B);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                         "activate Red0 at C3",
                                                         "s1 d0 move Red0 C3>C4 conveyor",
                                                         "s1 d1 bonk Red0 hits Blu0 at C4",
                                                         "s1 d1 move Red0 C4>off:(3,3) deflected",
                                                         "s1 d1 lost Red0 off_edge",
                                                     });
        CHECK(lost_of(out.floor, R) == 1);
        CHECK(candy_at(out.floor, "C6") == blue(0));
    }
    SECTION("a Green Triangle on the top row sends the striker up-right off the board") {
        const Floor floor = FloorBuilder().candy("A3", R).candy("A4", G);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                         "activate Red0 at A3",
                                                         "s1 d0 move Red0 A3>A4 conveyor",
                                                         "s1 d1 bonk Red0 hits Grn0 at A4",
                                                         "s1 d1 move Red0 A4>off:(-1,4) deflected",
                                                         "s1 d1 lost Red0 off_edge",
                                                     });
        CHECK(lost_of(out.floor, R) == 1);
        CHECK(candy_at(out.floor, "A6") == green(0));
    }
}

TEST_CASE("Crates count deliveries per candy type", "[floor][crate]") {
    const Floor floor = FloorBuilder()
                            .candy("A6", R)
                            .candy("B6", Y)
                            .candy("C6", G)
                            .candy("A5", B)
                            .candy("C5", P)
                            .candy("B5", Y);
    const MovementOutcome out = run(floor);
    CHECK(activations(out.events, floor) ==
          Lines{"Red0@A6", "Yel0@B6", "Yel1@B5", "Grn0@C6", "Blu0@A5", "Pur0@C5"});
    CHECK(count_kind(out.events, EventKind::Delivered) == 6);
    CHECK(count_kind(out.events, EventKind::Bonk) == 0);
    const auto contents = [&](CrateKind kind) {
        for (int i = 0; i < out.floor.crate_count(); ++i) {
            if (out.floor.crate(i).kind == kind)
                return out.floor.crate(i).contents;
        }
        return CandyCounts{};
    };
    CHECK(contents(CrateKind::Heart) == CandyCounts{1, 0, 0, 1, 0});
    CHECK(contents(CrateKind::Bunny) == CandyCounts{0, 2, 0, 0, 0});
    CHECK(contents(CrateKind::Pumpkin) == CandyCounts{0, 0, 1, 0, 1});
    CHECK(total(out.floor.lost()) == 0);
    CHECK(on_grid_count(out.floor) == 0);
}
