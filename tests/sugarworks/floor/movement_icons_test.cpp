// Conformance: the centre icons (rulebook "Movement", "Movement Icon Chart";
// rulings 2 and 3). A candy activates twice; each step moves it by the centre
// icon of the space it stands on at that moment. Jumps move two spaces and do
// not touch the space they skip.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

TEST_CASE("Right arrow: the candy moves one space right on each of its two steps",
          "[floor][icons]") {
    const Floor floor = FloorBuilder().candy("B2", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B2",
                                          "s1 d0 move Red0 B2>B3 conveyor",
                                          "s2 d0 move Red0 B3>B4 conveyor",
                                      });
    CHECK(candy_at(out.floor, "B4") == red(0));
    CHECK(on_grid_count(out.floor) == 1);
}

TEST_CASE("Up arrow: the candy moves one space up (towards row A)", "[floor][icons]") {
    const Floor floor =
        FloorBuilder().tile("C3", CenterIcon::Up).tile("B3", CenterIcon::Up).candy("C3", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at C3",
                                          "s1 d0 move Red0 C3>B3 conveyor",
                                          "s2 d0 move Red0 B3>A3 conveyor",
                                      });
    CHECK(candy_at(out.floor, "A3") == red(0));
}

TEST_CASE("Down arrow: the candy moves one space down (towards row C)", "[floor][icons]") {
    const Floor floor =
        FloorBuilder().tile("A3", CenterIcon::Down).tile("B3", CenterIcon::Down).candy("A3", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at A3",
                                          "s1 d0 move Red0 A3>B3 conveyor",
                                          "s2 d0 move Red0 B3>C3 conveyor",
                                      });
    CHECK(candy_at(out.floor, "C3") == red(0));
}

TEST_CASE("Left arrow: the candy moves one space left (towards the output side)",
          "[floor][icons]") {
    const Floor floor =
        FloorBuilder().tile("B4", CenterIcon::Left).tile("B3", CenterIcon::Left).candy("B4", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B4",
                                          "s1 d0 move Red0 B4>B3 conveyor",
                                          "s2 d0 move Red0 B3>B2 conveyor",
                                      });
    CHECK(candy_at(out.floor, "B2") == red(0));
}

TEST_CASE("Jump right: the candy moves two spaces right, skipping the space between",
          "[floor][icons][jump]") {
    const Floor floor = FloorBuilder()
                            .tile("B1", CenterIcon::JumpRight)
                            .tile("B3", CenterIcon::JumpRight)
                            .candy("B1", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B1",
                                          "s1 d0 move Red0 B1>B3 jump",
                                          "s2 d0 move Red0 B3>B5 jump",
                                      });
    CHECK(candy_at(out.floor, "B5") == red(0));
}

TEST_CASE("Jump left: the candy moves two spaces left, skipping the space between",
          "[floor][icons][jump]") {
    const Floor floor = FloorBuilder()
                            .tile("B6", CenterIcon::JumpLeft)
                            .tile("B4", CenterIcon::JumpLeft)
                            .candy("B6", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B6",
                                          "s1 d0 move Red0 B6>B4 jump",
                                          "s2 d0 move Red0 B4>B2 jump",
                                      });
    CHECK(candy_at(out.floor, "B2") == red(0));
}

TEST_CASE(
    "Each step reads the centre icon of the space the candy stands on at that moment, "
    "not the one it started on",
    "[floor][icons]") {
    SECTION("Up, then the plain right arrow of the space it reached") {
        const Floor floor = FloorBuilder().tile("B2", CenterIcon::Up).candy("B2", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>A2 conveyor",
                                              "s2 d0 move Red0 A2>A3 conveyor",
                                          });
        CHECK(candy_at(out.floor, "A3") == red(0));
    }
    SECTION("a jump, then the Down arrow of the space it landed on") {
        const Floor floor = FloorBuilder()
                                .tile("B2", CenterIcon::JumpRight)
                                .tile("B4", CenterIcon::Down)
                                .candy("B2", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B4 jump",
                                              "s2 d0 move Red0 B4>C4 conveyor",
                                          });
        CHECK(candy_at(out.floor, "C4") == red(0));
    }
    SECTION("right onto a Left arrow: it comes straight back") {
        const Floor floor = FloorBuilder().tile("B3", CenterIcon::Left).candy("B2", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B3 conveyor",
                                              "s2 d0 move Red0 B3>B2 conveyor",
                                          });
        CHECK(candy_at(out.floor, "B2") == red(0));
    }
    SECTION("after a Bonk! the second step reads the space the Bonk! sent it to") {
        // Deflected down by the Blue from B3 to C3, whose jump arrow then sends it to C5.
        const Floor floor =
            FloorBuilder().tile("C3", CenterIcon::JumpRight).candy("B2", R).candy("B3", B);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                         "activate Red0 at B2",
                                                         "s1 d0 move Red0 B2>B3 conveyor",
                                                         "s1 d1 bonk Red0 hits Blu0 at B3",
                                                         "s1 d1 move Red0 B3>C3 deflected",
                                                         "s2 d0 move Red0 C3>C5 jump",
                                                     });
        CHECK(candy_at(out.floor, "C5") == red(0));
    }
}

TEST_CASE("A jump does not touch the space it skips: no Bonk! with a candy standing there",
          "[floor][icons][jump]") {
    // The Blue on B3 would deflect a striker down; the jumping Red passes over it.
    const Floor floor = FloorBuilder()
                            .tile("B2", CenterIcon::JumpRight)
                            .tile("B3", CenterIcon::Down)
                            .candy("B2", R)
                            .candy("B3", B);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B2",
                                          "s1 d0 move Red0 B2>B4 jump",
                                          "s2 d0 move Red0 B4>B5 conveyor",
                                          "activate Blu0 at B3",
                                          "s1 d0 move Blu0 B3>C3 conveyor",
                                          "s2 d0 move Blu0 C3>C4 conveyor",
                                      });
    CHECK(count_kind(out.events, EventKind::Bonk) == 0);
    CHECK(candy_at(out.floor, "B5") == red(0));
    CHECK(candy_at(out.floor, "C4") == blue(0));
}

TEST_CASE("A jump does not touch the space it skips: a corner icon there does not eat",
          "[floor][icons][jump][corner]") {
    SECTION("an X on the skipped space") {
        const Floor floor = FloorBuilder()
                                .tile("B2", CenterIcon::JumpRight)
                                .tile("B3", CenterIcon::Right, x_icon())
                                .candy("B2", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B4 jump",
                                              "s2 d0 move Red0 B4>B5 conveyor",
                                          });
        CHECK(total(out.floor.lost()) == 0);
    }
    SECTION("the candy's own eater on the skipped space (jumping left)") {
        const Floor floor = FloorBuilder()
                                .tile("B5", CenterIcon::JumpLeft)
                                .tile("B4", CenterIcon::Right, eater(R))
                                .candy("B5", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B5",
                                              "s1 d0 move Red0 B5>B3 jump",
                                              "s2 d0 move Red0 B3>B4 conveyor",
                                              "s2 d0 eaten Red0 at B4",
                                              "s2 d0 lost Red0 eaten",
                                          });
        CHECK(lost_of(out.floor, R) == 1);
    }
}

TEST_CASE("A jump onto an occupied space bonks the candy standing there", "[floor][icons][jump]") {
    SECTION("jump right onto a Blue Square: deflected down from the landing space") {
        const Floor floor =
            FloorBuilder().tile("B2", CenterIcon::JumpRight).candy("B2", R).candy("B4", B);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B4 jump",
                                              "s1 d1 bonk Red0 hits Blu0 at B4",
                                              "s1 d1 move Red0 B4>C4 deflected",
                                              "s2 d0 move Red0 C4>C5 conveyor",
                                              "activate Blu0 at B4",
                                              "s1 d0 move Blu0 B4>B5 conveyor",
                                              "s2 d0 move Blu0 B5>B6 conveyor",
                                          });
        CHECK(candy_at(out.floor, "C5") == red(0));
        CHECK(candy_at(out.floor, "B6") == blue(0));
    }
    SECTION("jump left onto a Yellow Hexagon: the Yellow is pushed up-right") {
        const Floor floor =
            FloorBuilder().tile("B5", CenterIcon::JumpLeft).candy("B5", R).candy("B3", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B5",
                                              "s1 d0 move Red0 B5>B3 jump",
                                              "s1 d1 bonk Red0 hits Yel0 at B3",
                                              "s1 d1 move Yel0 B3>A4 pushed",
                                              "s2 d0 move Red0 B3>B4 conveyor",
                                              "activate Yel0 at A4",
                                              "s1 d0 move Yel0 A4>A5 conveyor",
                                              "s2 d0 move Yel0 A5>A6 conveyor",
                                          });
        CHECK(candy_at(out.floor, "B4") == red(0));
        CHECK(candy_at(out.floor, "A6") == yellow(0));
    }
}
