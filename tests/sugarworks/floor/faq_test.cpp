// Conformance: the rulebook's FAQ answers about candy movement, one test each.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

TEST_CASE(
    "FAQ: an eat tile removes its favourite candy as soon as the candy comes in contact "
    "with it, before any other interaction: as it moves, as it is bonked, or when the tile "
    "is placed under it",
    "[floor][faq][corner]") {
    SECTION("as it moves") {
        const Floor floor = FloorBuilder().tile("B3", "eater_green_triangle").candy("B2", G);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Grn0 at B2",
                                              "s1 d0 move Grn0 B2>B3 conveyor",
                                              "s1 d0 eaten Grn0 at B3",
                                              "s1 d0 lost Grn0 eaten",
                                          });
        CHECK(lost_of(out.floor, G) == 1);
    }
    SECTION("as it is bonked onto it, before it can bonk the candy standing there") {
        const Floor floor = FloorBuilder()
                                .tile("A4", CenterIcon::Right, eater(Y))
                                .candy("B2", R)
                                .candy("B3", Y)
                                .candy("A4", B);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                         "activate Red0 at B2",
                                                         "s1 d0 move Red0 B2>B3 conveyor",
                                                         "s1 d1 bonk Red0 hits Yel0 at B3",
                                                         "s1 d1 move Yel0 B3>A4 pushed",
                                                         "s1 d1 eaten Yel0 at A4",
                                                         "s1 d1 lost Yel0 eaten",
                                                         "s2 d0 move Red0 B3>B4 conveyor",
                                                     });
        CHECK(lost_of(out.floor, Y) == 1);
        CHECK(count_kind(out.events, EventKind::Bonk) == 1);
    }
    SECTION("when the tile is placed under it") {
        Floor floor = FloorBuilder().candy("B3", G);
        std::vector<Event> events;
        place_tile(floor, at("B3"),
                   catalog().placed(*catalog().first_tile_of_kind("eater_green_triangle")), events);
        REQUIRE(events.size() == 3);
        CHECK(events[0].kind == EventKind::TilePlaced);
        CHECK(events[1].kind == EventKind::Eaten);
        CHECK(events[1].candy == green(0));
        CHECK(events[2].kind == EventKind::Lost);
        CHECK(events[2].loss == LossCause::Eaten);
        CHECK(candy_at(floor, "B3") == kNoCandy);
        CHECK(lost_of(floor, G) == 1);
    }
}

TEST_CASE(
    "FAQ: candy cannot be pushed back onto the candy output tiles, a candy moving onto one "
    "in any other way is Lost",
    "[floor][faq][output]") {
    SECTION("moved left by a conveyor arrow, past a waiting candy on the output tile") {
        // Red1 on B1 (a Left belt) goes first: it is lost, and does not touch the Red0
        // waiting on the B-upper output. Red0 then rolls into B1 and the Left belt
        // loses it too.
        const Floor floor = FloorBuilder().on_output(R).tile("B1", CenterIcon::Left).candy("B1", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red1 at B1",
                                              "s1 d0 move Red1 B1>off:(1,-1) conveyor",
                                              "s1 d0 lost Red1 onto_output",
                                              "activate Red0 at B-upper",
                                              "s1 d0 move Red0 B-upper>B1 conveyor",
                                              "s2 d0 move Red0 B1>off:(1,-1) conveyor",
                                              "s2 d0 lost Red0 onto_output",
                                          });
        CHECK(lost_of(out.floor, R) == 2);
        CHECK(out.floor.dock(2).candy == kNoCandy);
        CHECK(out.floor.dock(2).output_type() == R);
    }
    SECTION("pushed left by a Bonk! (a custom chart: a struck Yellow moves left)") {
        MovementRules rules = standard_rules();
        rules.bonk[index_of(Y)] = {BonkMover::Struck, Direction::Left};
        const Floor floor =
            FloorBuilder().tile("A1", CenterIcon::Down).candy("A1", R).candy("B1", Y);
        const MovementOutcome out = run(floor, rules);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A1",
                                              "s1 d0 move Red0 A1>B1 conveyor",
                                              "s1 d1 bonk Red0 hits Yel0 at B1",
                                              "s1 d1 move Yel0 B1>off:(1,-1) pushed",
                                              "s1 d1 lost Yel0 onto_output",
                                              "s2 d0 move Red0 B1>B2 conveyor",
                                          });
        CHECK(lost_of(out.floor, Y) == 1);
        CHECK(out.floor.dock(2).candy == kNoCandy);
        CHECK(out.floor.dock(3).candy == kNoCandy);
    }
    SECTION("deflected left by a Bonk! (a custom chart: a Purple sends the striker left)") {
        MovementRules rules = standard_rules();
        rules.bonk[index_of(P)] = {BonkMover::Striker, Direction::Left};
        const Floor floor =
            FloorBuilder().tile("C2", CenterIcon::Left).candy("C2", R).candy("C1", P);
        const MovementOutcome out = run(floor, rules);
        CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                         "activate Red0 at C2",
                                                         "s1 d0 move Red0 C2>C1 conveyor",
                                                         "s1 d1 bonk Red0 hits Pur0 at C1",
                                                         "s1 d1 move Red0 C1>off:(2,-1) deflected",
                                                         "s1 d1 lost Red0 onto_output",
                                                     });
        CHECK(lost_of(out.floor, R) == 1);
        CHECK(out.floor.dock(4).candy == kNoCandy);
        CHECK(out.floor.dock(5).candy == kNoCandy);
    }
}

TEST_CASE(
    "FAQ priority: eating happens first, Bonks! interrupt movement and are fully resolved "
    "before the current candy finishes its movement, and the Bonk! direction overrides the "
    "conveyor",
    "[floor][faq][bonk]") {
    SECTION("eat, then the rest of the chain, then the remaining step") {
        // Red0: deflected right by the Purple, then pushes the Yellow up-right onto
        // a Yellow eater (the Green standing there is not bonked); only then does
        // Red0 take its second step.
        const Floor floor = FloorBuilder()
                                .tile("A4", CenterIcon::Right, eater(Y))
                                .candy("B1", R)
                                .candy("B2", P)
                                .candy("B3", Y)
                                .candy("A4", G);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                         "activate Red0 at B1",
                                                         "s1 d0 move Red0 B1>B2 conveyor",
                                                         "s1 d1 bonk Red0 hits Pur0 at B2",
                                                         "s1 d1 move Red0 B2>B3 deflected",
                                                         "s1 d2 bonk Red0 hits Yel0 at B3",
                                                         "s1 d2 move Yel0 B3>A4 pushed",
                                                         "s1 d2 eaten Yel0 at A4",
                                                         "s1 d2 lost Yel0 eaten",
                                                         "s2 d0 move Red0 B3>B4 conveyor",
                                                     });
        CHECK(lost_of(out.floor, Y) == 1);
        // Later in the phase: the Green walks off A4 to A6, the Purple bonks Red0 on.
        CHECK(candy_at(out.floor, "A6") == green(0));
        CHECK(candy_at(out.floor, "B4") == purple(0));
        CHECK(candy_at(out.floor, "B5") == red(0));
    }
    SECTION(
        "a struck Red Circle on an Up tile moves right; its striker, stepping normally from "
        "the same tile, goes up") {
        const Floor floor = FloorBuilder()
                                .tile("A3", CenterIcon::Down)
                                .tile("B3", CenterIcon::Up)
                                .candy("A3", R)
                                .candy("B3", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A3",
                                              "s1 d0 move Red0 A3>B3 conveyor",
                                              "s1 d1 bonk Red0 hits Red1 at B3",
                                              "s1 d1 move Red1 B3>B4 pushed",
                                              "s2 d0 move Red0 B3>A3 conveyor",
                                              "activate Red1 at B4",
                                              "s1 d0 move Red1 B4>B5 conveyor",
                                              "s2 d0 move Red1 B5>B6 conveyor",
                                          });
        CHECK(candy_at(out.floor, "A3") == red(0));
        CHECK(candy_at(out.floor, "B6") == red(1));
    }
    SECTION("a striker deflected down by a Blue standing on an Up tile goes down") {
        const Floor floor = FloorBuilder().tile("B3", CenterIcon::Up).candy("B2", R).candy("B3", B);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B3 conveyor",
                                              "s1 d1 bonk Red0 hits Blu0 at B3",
                                              "s1 d1 move Red0 B3>C3 deflected",
                                              "s2 d0 move Red0 C3>C4 conveyor",
                                              "activate Blu0 at B3",
                                              "s1 d0 move Blu0 B3>A3 conveyor",
                                              "s2 d0 move Blu0 A3>A4 conveyor",
                                          });
        CHECK(candy_at(out.floor, "C4") == red(0));
        CHECK(candy_at(out.floor, "A4") == blue(0));
    }
    SECTION("a Yellow Hexagon struck on a Left tile goes up-right") {
        const Floor floor =
            FloorBuilder().tile("B3", CenterIcon::Left).candy("B2", R).candy("B3", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                         "activate Red0 at B2",
                                                         "s1 d0 move Red0 B2>B3 conveyor",
                                                         "s1 d1 bonk Red0 hits Yel0 at B3",
                                                         "s1 d1 move Yel0 B3>A4 pushed",
                                                         "s2 d0 move Red0 B3>B2 conveyor",
                                                     });
        CHECK(candy_at(out.floor, "B2") == red(0));
        CHECK(candy_at(out.floor, "A6") == yellow(0));
    }
}

TEST_CASE("FAQ: the arrow shows where the next space of normal movement will place the candy",
          "[floor][faq][icons]") {
    struct Case {
        CenterIcon icon;
        const char* next;
        const char* cause;
    };
    const Case cases[] = {
        {CenterIcon::Right, "B4", "conveyor"}, {CenterIcon::Up, "A3", "conveyor"},
        {CenterIcon::Down, "C3", "conveyor"},  {CenterIcon::Left, "B2", "conveyor"},
        {CenterIcon::JumpRight, "B5", "jump"}, {CenterIcon::JumpLeft, "B1", "jump"},
    };
    for (const Case& c : cases) {
        INFO("centre icon " << center_icon_id(c.icon));
        // Every other space is a plain right arrow, so the second step goes right.
        const Floor floor = FloorBuilder().tile("B3", c.icon).candy("B3", P);
        const MovementOutcome out = run(floor);
        const std::string next = c.next;
        const Cell after = step(at(next), Direction::Right);
        const std::string then = cell_name(after, 3);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Pur0 at B3",
                                              "s1 d0 move Pur0 B3>" + next + " " + c.cause,
                                              "s2 d0 move Pur0 " + next + ">" + then + " conveyor",
                                          });
        CHECK(candy_at(out.floor, then) == purple(0));
    }
}

TEST_CASE(
    "FAQ: an infinite loop stops when the initiating candy tries to move again: it blinks out "
    "of existence into the Lost pile",
    "[floor][faq][loop]") {
    // No standard Bonk! sends a candy left, so the loop needs a crafted chart:
    // Green sends the striker up, Blue sends it down; a Blue sits above a Green.
    MovementRules rules = standard_rules();
    rules.bonk[index_of(G)] = {BonkMover::Striker, Direction::Up};
    rules.bonk[index_of(B)] = {BonkMover::Striker, Direction::Down};
    const Floor floor = FloorBuilder().candy("A4", B).candy("B4", G).candy("B3", R);
    const MovementOutcome out = run(floor, rules);
    // The chain it would start goes round forever, so it never happens: the Red, which
    // began it, blinks out where it stood.
    CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                     "activate Red0 at B3",
                                                     "s1 d0 lost Red0 loop",
                                                 });
    CHECK(lost_of(out.floor, R) == 1);
    CHECK(total(out.floor.lost()) == 1);
    // The phase carries on: the Green and the Blue still take their turns.
    CHECK(activations(out.events, floor) == Lines{"Red0@B3", "Grn0@B4", "Blu0@A4"});
}
