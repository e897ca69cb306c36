// Conformance: Bonk! chain reactions (rulebook "Note: Bonks! can result in a
// chain reaction of Bonks! Once all Bonks! have been resolved, the initially
// moving candy will continue to move with any activations it had left"; FAQ
// priority; rulings 3). The candy sent on by a Bonk! enters its new space like
// any move and may bonk again; the whole chain ends before the activating candy
// takes its next step, from wherever it then stands.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

TEST_CASE(
    "A chain reaction four Bonks! deep mixes deflections and pushes, and the whole chain "
    "ends before the initiating candy takes its second step from where it now stands",
    "[floor][bonk][chain]") {
    // Red0 B1 -> B2: Purple deflects it right to B3; Blue deflects it down to C3;
    // the Yellow on C3 is pushed up-right to B4 and Red0 takes C3; the Yellow (now
    // the candy in transit) strikes the Green on B4 and is deflected up-right to A5.
    // Only then does Red0 take step 2, reading the jump arrow of C3, where it stands.
    const Floor floor = FloorBuilder()
                            .tile("C3", CenterIcon::JumpRight)
                            .candy("B1", R)
                            .candy("B2", P)
                            .candy("B3", B)
                            .candy("C3", Y)
                            .candy("B4", G);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B1",
                                          "s1 d0 move Red0 B1>B2 conveyor",
                                          "s1 d1 bonk Red0 hits Pur0 at B2",
                                          "s1 d1 move Red0 B2>B3 deflected",
                                          "s1 d2 bonk Red0 hits Blu0 at B3",
                                          "s1 d2 move Red0 B3>C3 deflected",
                                          "s1 d3 bonk Red0 hits Yel0 at C3",
                                          "s1 d3 move Yel0 C3>B4 pushed",
                                          "s1 d4 bonk Yel0 hits Grn0 at B4",
                                          "s1 d4 move Yel0 B4>A5 deflected",
                                          "s2 d0 move Red0 C3>C5 jump",
                                          // None of the others had activated: each goes in
                                          // its turn, from where the chain left it.
                                          "activate Yel0 at A5",
                                          "s1 d0 move Yel0 A5>A6 conveyor",
                                          "s2 d0 move Yel0 A6>Heart conveyor",
                                          "s2 d0 delivered Yel0 into Heart",
                                          "activate Grn0 at B4",
                                          "s1 d0 move Grn0 B4>B5 conveyor",
                                          "s2 d0 move Grn0 B5>B6 conveyor",
                                          "activate Blu0 at B3",
                                          "s1 d0 move Blu0 B3>B4 conveyor",
                                          "s2 d0 move Blu0 B4>B5 conveyor",
                                          "activate Pur0 at B2",
                                          "s1 d0 move Pur0 B2>B3 conveyor",
                                          "s2 d0 move Pur0 B3>B4 conveyor",
                                      });
    CHECK(candy_at(out.floor, "C5") == red(0));
    CHECK(candy_at(out.floor, "B6") == green(0));
    CHECK(candy_at(out.floor, "B5") == blue(0));
    CHECK(candy_at(out.floor, "B4") == purple(0));
    CHECK(crate_count(out.floor, CrateKind::Heart, Y) == 1);
    CHECK(on_grid_count(out.floor) == 4);
    CHECK(total(out.floor.lost()) == 0);
    // Every event of the chain belongs to Red0's first step.
    for (size_t i = 1; i <= 9; ++i) {
        CHECK(out.events[i].actor == red(0));
        CHECK(out.events[i].step == 1);
    }
}

TEST_CASE(
    "A chain reaction whose last candy is delivered: the crate takes it and the initiating "
    "candy then takes its remaining step",
    "[floor][bonk][chain][crate]") {
    // Red0 is deflected right by Pur0 into the Yellow on B4, which is pushed up-right
    // to A5; Pur1 there deflects the Yellow right to A6, and Pur2 there deflects it
    // right again, into the Heart crate.
    const Floor floor =
        FloorBuilder().candy("B2", R).candy("B3", P).candy("B4", Y).candy("A5", P).candy("A6", P);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B2",
                                          "s1 d0 move Red0 B2>B3 conveyor",
                                          "s1 d1 bonk Red0 hits Pur0 at B3",
                                          "s1 d1 move Red0 B3>B4 deflected",
                                          "s1 d2 bonk Red0 hits Yel0 at B4",
                                          "s1 d2 move Yel0 B4>A5 pushed",
                                          "s1 d3 bonk Yel0 hits Pur1 at A5",
                                          "s1 d3 move Yel0 A5>A6 deflected",
                                          "s1 d4 bonk Yel0 hits Pur2 at A6",
                                          "s1 d4 move Yel0 A6>Heart deflected",
                                          "s1 d4 delivered Yel0 into Heart",
                                          "s2 d0 move Red0 B4>B5 conveyor",
                                          "activate Pur2 at A6",
                                          "s1 d0 move Pur2 A6>Heart conveyor",
                                          "s1 d0 delivered Pur2 into Heart",
                                          "activate Pur1 at A5",
                                          "s1 d0 move Pur1 A5>A6 conveyor",
                                          "s2 d0 move Pur1 A6>Heart conveyor",
                                          "s2 d0 delivered Pur1 into Heart",
                                          "activate Pur0 at B3",
                                          "s1 d0 move Pur0 B3>B4 conveyor",
                                          "s2 d0 move Pur0 B4>B5 conveyor",
                                          "s2 d1 bonk Pur0 hits Red0 at B5",
                                          "s2 d1 move Red0 B5>B6 pushed",
                                      });
    CHECK(crate_count(out.floor, CrateKind::Heart, Y) == 1);
    CHECK(crate_count(out.floor, CrateKind::Heart, P) == 2);
    CHECK(candy_at(out.floor, "B5") == purple(0));
    CHECK(candy_at(out.floor, "B6") == red(0));
    CHECK(on_grid_count(out.floor) == 2);
}

TEST_CASE(
    "A chain reaction that loses the initiating candy ends its activation: it takes no "
    "further step",
    "[floor][bonk][chain][corner]") {
    // Three deflections (Purple right, Blue down, Purple right) put Red0 onto a Red eater.
    const Floor floor = FloorBuilder()
                            .tile("C4", CenterIcon::Right, eater(R))
                            .candy("B1", R)
                            .candy("B2", P)
                            .candy("B3", B)
                            .candy("C3", P);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B1",
                                          "s1 d0 move Red0 B1>B2 conveyor",
                                          "s1 d1 bonk Red0 hits Pur0 at B2",
                                          "s1 d1 move Red0 B2>B3 deflected",
                                          "s1 d2 bonk Red0 hits Blu0 at B3",
                                          "s1 d2 move Red0 B3>C3 deflected",
                                          "s1 d3 bonk Red0 hits Pur1 at C3",
                                          "s1 d3 move Red0 C3>C4 deflected",
                                          "s1 d3 eaten Red0 at C4",
                                          "s1 d3 lost Red0 eaten",
                                          "activate Blu0 at B3",
                                          "s1 d0 move Blu0 B3>B4 conveyor",
                                          "s2 d0 move Blu0 B4>B5 conveyor",
                                          "activate Pur1 at C3",
                                          "s1 d0 move Pur1 C3>C4 conveyor",
                                          "s2 d0 move Pur1 C4>C5 conveyor",
                                          "activate Pur0 at B2",
                                          "s1 d0 move Pur0 B2>B3 conveyor",
                                          "s2 d0 move Pur0 B3>B4 conveyor",
                                      });
    CHECK(lost_of(out.floor, R) == 1);
    CHECK(total(out.floor.lost()) == 1);
    CHECK(candy_at(out.floor, "B5") == blue(0));
    CHECK(candy_at(out.floor, "C5") == purple(1));
    CHECK(candy_at(out.floor, "B4") == purple(0));
}

TEST_CASE("Chain depth counts the Bonks! of one step and starts again at 1 on the second step",
          "[floor][bonk][chain]") {
    const Floor floor = FloorBuilder().candy("B1", R).candy("B2", P).candy("B3", P).candy("B5", G);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B1",
                                          "s1 d0 move Red0 B1>B2 conveyor",
                                          "s1 d1 bonk Red0 hits Pur0 at B2",
                                          "s1 d1 move Red0 B2>B3 deflected",
                                          "s1 d2 bonk Red0 hits Pur1 at B3",
                                          "s1 d2 move Red0 B3>B4 deflected",
                                          "s2 d0 move Red0 B4>B5 conveyor",
                                          "s2 d1 bonk Red0 hits Grn0 at B5",
                                          "s2 d1 move Red0 B5>A6 deflected",
                                          "activate Grn0 at B5",
                                          "s1 d0 move Grn0 B5>B6 conveyor",
                                          "s2 d0 move Grn0 B6>Bunny conveyor",
                                          "s2 d0 delivered Grn0 into Bunny",
                                          "activate Pur1 at B3",
                                          "s1 d0 move Pur1 B3>B4 conveyor",
                                          "s2 d0 move Pur1 B4>B5 conveyor",
                                          "activate Pur0 at B2",
                                          "s1 d0 move Pur0 B2>B3 conveyor",
                                          "s2 d0 move Pur0 B3>B4 conveyor",
                                      });
    CHECK(candy_at(out.floor, "A6") == red(0));
    CHECK(candy_at(out.floor, "B5") == purple(1));
    CHECK(candy_at(out.floor, "B4") == purple(0));
    CHECK(crate_count(out.floor, CrateKind::Bunny, G) == 1);
}

TEST_CASE(
    "A chain of pushes: each pushed candy strikes the next, every striker keeps the "
    "space it entered, and the last one pushed off the board is Lost",
    "[floor][bonk][chain][edge]") {
    // Three Yellows on a diagonal (C2, B3, A4); each goes up or down and comes home
    // during the Yellow turn (Up/Down tiles). Then the Blue enters C2 from C1: each
    // Yellow is pushed up-right into the next, and the top one leaves the board.
    const Floor floor = FloorBuilder()
                            .tile("C2", CenterIcon::Up)
                            .tile("B2", CenterIcon::Down)
                            .tile("B3", CenterIcon::Up)
                            .tile("A3", CenterIcon::Down)
                            .tile("A4", CenterIcon::Down)
                            .tile("B4", CenterIcon::Up)
                            .candy("C2", Y)
                            .candy("B3", Y)
                            .candy("A4", Y)
                            .candy("C1", B);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Yel2 at A4",
                                          "s1 d0 move Yel2 A4>B4 conveyor",
                                          "s2 d0 move Yel2 B4>A4 conveyor",
                                          "activate Yel1 at B3",
                                          "s1 d0 move Yel1 B3>A3 conveyor",
                                          "s2 d0 move Yel1 A3>B3 conveyor",
                                          "activate Yel0 at C2",
                                          "s1 d0 move Yel0 C2>B2 conveyor",
                                          "s2 d0 move Yel0 B2>C2 conveyor",
                                          "activate Blu0 at C1",
                                          "s1 d0 move Blu0 C1>C2 conveyor",
                                          "s1 d1 bonk Blu0 hits Yel0 at C2",
                                          "s1 d1 move Yel0 C2>B3 pushed",
                                          "s1 d2 bonk Yel0 hits Yel1 at B3",
                                          "s1 d2 move Yel1 B3>A4 pushed",
                                          "s1 d3 bonk Yel1 hits Yel2 at A4",
                                          "s1 d3 move Yel2 A4>off:(-1,4) pushed",
                                          "s1 d3 lost Yel2 off_edge",
                                          // Blu0 stands on C2 (an Up tile) after the chain.
                                          "s2 d0 move Blu0 C2>B2 conveyor",
                                      });
    CHECK(candy_at(out.floor, "B2") == blue(0));
    CHECK(candy_at(out.floor, "B3") == yellow(0));
    CHECK(candy_at(out.floor, "A4") == yellow(1));
    CHECK(lost_of(out.floor, Y) == 1);
    CHECK(on_grid_count(out.floor) == 3);
}
