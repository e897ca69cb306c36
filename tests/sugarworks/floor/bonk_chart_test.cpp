// Conformance: the Bonk! chart (rulebook "Bonk! Chart", rulings 3).
//
// One test per row of the chart. In each, the striker arrives from several
// directions (from the left on a plain arrow, from above on a Down tile, from
// the right on a Left tile, from below on an Up tile, by a jump) to show that
// Bonk! directions are fixed on the board, never relative to the striker.
// Side A: every space a right arrow, crates Heart A7, Bunny B7, Pumpkin C7.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

TEST_CASE("The candy data file's Bonk! chart is the rulebook's chart", "[floor][bonk][data]") {
    const BonkChart& chart = catalog().candies.bonk;
    // "The Red Circle that was hit moves one space to the right."
    CHECK(chart[index_of(R)] == BonkRule{BonkMover::Struck, Direction::Right});
    // "The Yellow Hexagon moves diagonally up and to the right one space."
    CHECK(chart[index_of(Y)] == BonkRule{BonkMover::Struck, Direction::UpRight});
    // "The striking candy moves diagonally up and to the right one space."
    CHECK(chart[index_of(G)] == BonkRule{BonkMover::Striker, Direction::UpRight});
    // "The striking candy moves down one space."
    CHECK(chart[index_of(B)] == BonkRule{BonkMover::Striker, Direction::Down});
    // "The striking candy moves to the right one space."
    CHECK(chart[index_of(P)] == BonkRule{BonkMover::Striker, Direction::Right});

    // The rules the tests (and the game) resolve with are exactly these, in the
    // rulebook's activation order, two steps per activation.
    const MovementRules rules = standard_rules();
    CHECK(rules.bonk == chart);
    CHECK(rules.order == ActivationOrder{R, Y, G, B, P});
    CHECK(rules.steps_per_activation == 2);
}

TEST_CASE(
    "Bonk! chart, Red Circle: the struck Red Circle moves one space right and the striker "
    "takes its space, whichever way the striker came",
    "[floor][bonk]") {
    SECTION("striker from the left (a Yellow Hexagon on plain arrows)") {
        // The Red Circle activates first and comes back to B4 (B5 is a Left belt).
        const Floor floor =
            FloorBuilder().tile("B5", CenterIcon::Left).candy("B4", R).candy("B2", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B4",
                                              "s1 d0 move Red0 B4>B5 conveyor",
                                              "s2 d0 move Red0 B5>B4 conveyor",
                                              "activate Yel0 at B2",
                                              "s1 d0 move Yel0 B2>B3 conveyor",
                                              "s2 d0 move Yel0 B3>B4 conveyor",
                                              "s2 d1 bonk Yel0 hits Red0 at B4",
                                              "s2 d1 move Red0 B4>B5 pushed",
                                          });
        CHECK(type_at(out.floor, "B4") == Y);
        CHECK(type_at(out.floor, "B5") == R);
        CHECK(on_grid_count(out.floor) == 2);
    }
    SECTION("striker from below (a Yellow Hexagon on an Up tile): the Red goes right, not up") {
        const Floor floor = FloorBuilder()
                                .tile("B5", CenterIcon::Left)
                                .tile("C4", CenterIcon::Up)
                                .candy("B4", R)
                                .candy("C4", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B4",
                                              "s1 d0 move Red0 B4>B5 conveyor",
                                              "s2 d0 move Red0 B5>B4 conveyor",
                                              "activate Yel0 at C4",
                                              "s1 d0 move Yel0 C4>B4 conveyor",
                                              "s1 d1 bonk Yel0 hits Red0 at B4",
                                              "s1 d1 move Red0 B4>B5 pushed",
                                              "s2 d0 move Yel0 B4>B5 conveyor",
                                              "s2 d1 bonk Yel0 hits Red0 at B5",
                                              "s2 d1 move Red0 B5>B6 pushed",
                                          });
        CHECK(type_at(out.floor, "B5") == Y);
        CHECK(type_at(out.floor, "B6") == R);
    }
    SECTION("striker from above (a Red Circle on a Down tile): the Red goes right, not down") {
        const Floor floor =
            FloorBuilder().tile("A4", CenterIcon::Down).candy("A4", R).candy("B4", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A4",
                                              "s1 d0 move Red0 A4>B4 conveyor",
                                              "s1 d1 bonk Red0 hits Red1 at B4",
                                              "s1 d1 move Red1 B4>B5 pushed",
                                              "s2 d0 move Red0 B4>B5 conveyor",
                                              "s2 d1 bonk Red0 hits Red1 at B5",
                                              "s2 d1 move Red1 B5>B6 pushed",
                                              "activate Red1 at B6",
                                              "s1 d0 move Red1 B6>Bunny conveyor",
                                              "s1 d0 delivered Red1 into Bunny",
                                          });
        CHECK(candy_at(out.floor, "B5") == red(0));
        CHECK(on_grid_count(out.floor) == 1);
        CHECK(crate_count(out.floor, CrateKind::Bunny, R) == 1);
    }
    SECTION(
        "striker from the right (a Red Circle on a Left tile): the Red goes right, against "
        "the striker") {
        const Floor floor =
            FloorBuilder().tile("B5", CenterIcon::Left).candy("B5", R).candy("B4", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B5",
                                              "s1 d0 move Red0 B5>B4 conveyor",
                                              "s1 d1 bonk Red0 hits Red1 at B4",
                                              "s1 d1 move Red1 B4>B5 pushed",
                                              "s2 d0 move Red0 B4>B5 conveyor",
                                              "s2 d1 bonk Red0 hits Red1 at B5",
                                              "s2 d1 move Red1 B5>B6 pushed",
                                              "activate Red1 at B6",
                                              "s1 d0 move Red1 B6>Bunny conveyor",
                                              "s1 d0 delivered Red1 into Bunny",
                                          });
        CHECK(candy_at(out.floor, "B5") == red(0));
        CHECK(crate_count(out.floor, CrateKind::Bunny, R) == 1);
    }
}

TEST_CASE(
    "Bonk! chart, Yellow Hexagon: the struck Yellow Hexagon moves one space up-right and "
    "the striker takes its space, whichever way the striker came",
    "[floor][bonk]") {
    // In every case the Yellow lands on A4 and, not having activated, takes its own
    // two steps later in the phase from there.
    const Lines yellow_later = {
        "activate Yel0 at A4",
        "s1 d0 move Yel0 A4>A5 conveyor",
        "s2 d0 move Yel0 A5>A6 conveyor",
    };
    auto expect = [&](const Floor& floor, const std::string& start, const std::string& cause) {
        const MovementOutcome out = run(floor);
        Lines want = {
            "activate Red0 at " + start,       "s1 d0 move Red0 " + start + ">B3 " + cause,
            "s1 d1 bonk Red0 hits Yel0 at B3", "s1 d1 move Yel0 B3>A4 pushed",
            "s2 d0 move Red0 B3>B4 conveyor",
        };
        want.insert(want.end(), yellow_later.begin(), yellow_later.end());
        CHECK(trace(out.events, floor) == want);
        CHECK(candy_at(out.floor, "B4") == red(0));
        CHECK(candy_at(out.floor, "A6") == yellow(0));
        CHECK(on_grid_count(out.floor) == 2);
    };
    SECTION("striker from the left") {
        expect(FloorBuilder().candy("B2", R).candy("B3", Y), "B2", "conveyor");
    }
    SECTION("striker from above: the Yellow still goes up-right") {
        expect(FloorBuilder().tile("A3", CenterIcon::Down).candy("A3", R).candy("B3", Y), "A3",
               "conveyor");
    }
    SECTION("striker from the right") {
        expect(FloorBuilder().tile("B4", CenterIcon::Left).candy("B4", R).candy("B3", Y), "B4",
               "conveyor");
    }
    SECTION("striker from below") {
        expect(FloorBuilder().tile("C3", CenterIcon::Up).candy("C3", R).candy("B3", Y), "C3",
               "conveyor");
    }
    SECTION("striker by a jump") {
        expect(FloorBuilder().tile("B1", CenterIcon::JumpRight).candy("B1", R).candy("B3", Y), "B1",
               "jump");
    }
}

TEST_CASE(
    "Bonk! chart, Green Triangle: the striker continues one space up-right from the "
    "Green's space and the Green stays, whichever way the striker came",
    "[floor][bonk]") {
    auto expect_striker = [](const Floor& floor, const std::string& start,
                             const std::string& cause) {
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, red(0)) ==
              Lines{
                  "activate Red0 at " + start,
                  "s1 d0 move Red0 " + start + ">B3 " + cause,
                  "s1 d1 bonk Red0 hits Grn0 at B3",
                  "s1 d1 move Red0 B3>A4 deflected",
                  "s2 d0 move Red0 A4>A5 conveyor",
              });
        CHECK(candy_at(out.floor, "A5") == red(0));
        // The Green was not moved by the Bonk!: it activates from B3 afterwards.
        CHECK(trace_of(out.events, floor, green(0)).front() == "activate Grn0 at B3");
        return out;
    };
    SECTION("striker from the left") {
        const Floor floor = FloorBuilder().candy("B2", R).candy("B3", G);
        const MovementOutcome out = expect_striker(floor, "B2", "conveyor");
        CHECK(trace(out.events, floor).size() == 8);
        CHECK(trace_of(out.events, floor, green(0)) == Lines{
                                                           "activate Grn0 at B3",
                                                           "s1 d0 move Grn0 B3>B4 conveyor",
                                                           "s2 d0 move Grn0 B4>B5 conveyor",
                                                       });
        CHECK(candy_at(out.floor, "B5") == green(0));
    }
    SECTION("striker from above: it goes back up-right, not on down") {
        const Floor floor =
            FloorBuilder().tile("A3", CenterIcon::Down).candy("A3", R).candy("B3", G);
        const MovementOutcome out = expect_striker(floor, "A3", "conveyor");
        CHECK(candy_at(out.floor, "B5") == green(0));
    }
    SECTION("striker from the right") {
        const Floor floor =
            FloorBuilder().tile("B4", CenterIcon::Left).candy("B4", R).candy("B3", G);
        const MovementOutcome out = expect_striker(floor, "B4", "conveyor");
        // The Green then steps B3 -> B4, and the Left tile on B4 sends it back to B3.
        CHECK(trace_of(out.events, floor, green(0)) == Lines{
                                                           "activate Grn0 at B3",
                                                           "s1 d0 move Grn0 B3>B4 conveyor",
                                                           "s2 d0 move Grn0 B4>B3 conveyor",
                                                       });
        CHECK(candy_at(out.floor, "B3") == green(0));
    }
    SECTION("striker from below") {
        const Floor floor = FloorBuilder().tile("C3", CenterIcon::Up).candy("C3", R).candy("B3", G);
        const MovementOutcome out = expect_striker(floor, "C3", "conveyor");
        CHECK(candy_at(out.floor, "B5") == green(0));
    }
    SECTION("striker by a jump") {
        const Floor floor =
            FloorBuilder().tile("B1", CenterIcon::JumpRight).candy("B1", R).candy("B3", G);
        const MovementOutcome out = expect_striker(floor, "B1", "jump");
        CHECK(candy_at(out.floor, "B5") == green(0));
    }
}

TEST_CASE(
    "Bonk! chart, Blue Square: the striker continues one space down from the Blue's space "
    "and the Blue stays, whichever way the striker came",
    "[floor][bonk]") {
    const Lines blue_after = {
        "activate Blu0 at B3",
        "s1 d0 move Blu0 B3>B4 conveyor",
        "s2 d0 move Blu0 B4>B5 conveyor",
    };
    auto expect = [&](const Floor& floor, const std::string& start, const std::string& cause) {
        const MovementOutcome out = run(floor);
        Lines want = {
            "activate Red0 at " + start,       "s1 d0 move Red0 " + start + ">B3 " + cause,
            "s1 d1 bonk Red0 hits Blu0 at B3", "s1 d1 move Red0 B3>C3 deflected",
            "s2 d0 move Red0 C3>C4 conveyor",
        };
        want.insert(want.end(), blue_after.begin(), blue_after.end());
        CHECK(trace(out.events, floor) == want);
        CHECK(candy_at(out.floor, "C4") == red(0));
        CHECK(candy_at(out.floor, "B5") == blue(0));
    };
    SECTION("striker from the left") {
        expect(FloorBuilder().candy("B2", R).candy("B3", B), "B2", "conveyor");
    }
    SECTION("striker from above") {
        expect(FloorBuilder().tile("A3", CenterIcon::Down).candy("A3", R).candy("B3", B), "A3",
               "conveyor");
    }
    SECTION("striker from the right") {
        // The Blue's own steps: B3 -> B4, then the Left tile on B4 brings it back.
        const Floor floor =
            FloorBuilder().tile("B4", CenterIcon::Left).candy("B4", R).candy("B3", B);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B4",
                                              "s1 d0 move Red0 B4>B3 conveyor",
                                              "s1 d1 bonk Red0 hits Blu0 at B3",
                                              "s1 d1 move Red0 B3>C3 deflected",
                                              "s2 d0 move Red0 C3>C4 conveyor",
                                              "activate Blu0 at B3",
                                              "s1 d0 move Blu0 B3>B4 conveyor",
                                              "s2 d0 move Blu0 B4>B3 conveyor",
                                          });
        CHECK(candy_at(out.floor, "C4") == red(0));
        CHECK(candy_at(out.floor, "B3") == blue(0));
    }
    SECTION("striker from below: it is sent back down where it came from, twice") {
        const Floor floor = FloorBuilder().tile("C3", CenterIcon::Up).candy("C3", R).candy("B3", B);
        const MovementOutcome out = run(floor);
        Lines want = {
            "activate Red0 at C3",
            "s1 d0 move Red0 C3>B3 conveyor",
            "s1 d1 bonk Red0 hits Blu0 at B3",
            "s1 d1 move Red0 B3>C3 deflected",
            "s2 d0 move Red0 C3>B3 conveyor",
            "s2 d1 bonk Red0 hits Blu0 at B3",
            "s2 d1 move Red0 B3>C3 deflected",
        };
        want.insert(want.end(), blue_after.begin(), blue_after.end());
        CHECK(trace(out.events, floor) == want);
        CHECK(candy_at(out.floor, "C3") == red(0));
        CHECK(candy_at(out.floor, "B5") == blue(0));
        CHECK(total(out.floor.lost()) == 0);
    }
    SECTION("striker by a jump") {
        expect(FloorBuilder().tile("B1", CenterIcon::JumpRight).candy("B1", R).candy("B3", B), "B1",
               "jump");
    }
}

TEST_CASE(
    "Bonk! chart, Purple Rectangle: the striker continues one space right from the "
    "Purple's space and the Purple stays, whichever way the striker came",
    "[floor][bonk]") {
    // Afterwards the Purple steps B3 -> B4 -> B5 and bonks the Red Circle resting
    // on B5, which moves right (the Red Circle row of the chart).
    const Lines purple_after = {
        "activate Pur0 at B3",
        "s1 d0 move Pur0 B3>B4 conveyor",
        "s2 d0 move Pur0 B4>B5 conveyor",
        "s2 d1 bonk Pur0 hits Red0 at B5",
        "s2 d1 move Red0 B5>B6 pushed",
    };
    auto expect = [&](const Floor& floor, const std::string& start, const std::string& cause) {
        const MovementOutcome out = run(floor);
        Lines want = {
            "activate Red0 at " + start,       "s1 d0 move Red0 " + start + ">B3 " + cause,
            "s1 d1 bonk Red0 hits Pur0 at B3", "s1 d1 move Red0 B3>B4 deflected",
            "s2 d0 move Red0 B4>B5 conveyor",
        };
        want.insert(want.end(), purple_after.begin(), purple_after.end());
        CHECK(trace(out.events, floor) == want);
        CHECK(candy_at(out.floor, "B5") == purple(0));
        CHECK(candy_at(out.floor, "B6") == red(0));
    };
    SECTION("striker from the left") {
        expect(FloorBuilder().candy("B2", R).candy("B3", P), "B2", "conveyor");
    }
    SECTION("striker from above: it goes right, not on down") {
        expect(FloorBuilder().tile("A3", CenterIcon::Down).candy("A3", R).candy("B3", P), "A3",
               "conveyor");
    }
    SECTION("striker from below: it goes right, not on up") {
        expect(FloorBuilder().tile("C3", CenterIcon::Up).candy("C3", R).candy("B3", P), "C3",
               "conveyor");
    }
    SECTION("striker by a jump") {
        expect(FloorBuilder().tile("B1", CenterIcon::JumpRight).candy("B1", R).candy("B3", P), "B1",
               "jump");
    }
    SECTION("striker from the right: it is sent back right where it came from, twice") {
        const Floor floor =
            FloorBuilder().tile("B4", CenterIcon::Left).candy("B4", R).candy("B3", P);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B4",
                                              "s1 d0 move Red0 B4>B3 conveyor",
                                              "s1 d1 bonk Red0 hits Pur0 at B3",
                                              "s1 d1 move Red0 B3>B4 deflected",
                                              "s2 d0 move Red0 B4>B3 conveyor",
                                              "s2 d1 bonk Red0 hits Pur0 at B3",
                                              "s2 d1 move Red0 B3>B4 deflected",
                                              "activate Pur0 at B3",
                                              "s1 d0 move Pur0 B3>B4 conveyor",
                                              "s1 d1 bonk Pur0 hits Red0 at B4",
                                              "s1 d1 move Red0 B4>B5 pushed",
                                              "s2 d0 move Pur0 B4>B3 conveyor",
                                          });
        CHECK(candy_at(out.floor, "B3") == purple(0));
        CHECK(candy_at(out.floor, "B5") == red(0));
    }
}

TEST_CASE(
    "A candy moved by a Bonk! has not activated: a later type activates afterwards from "
    "where the Bonk! left it",
    "[floor][bonk][order]") {
    // The Red pushes the Yellow from B3 to A4 during the Red turn; the Yellow then
    // takes its full activation from A4 during the Yellow turn.
    const Floor floor = FloorBuilder().candy("B2", R).candy("B3", Y);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B2",
                                          "s1 d0 move Red0 B2>B3 conveyor",
                                          "s1 d1 bonk Red0 hits Yel0 at B3",
                                          "s1 d1 move Yel0 B3>A4 pushed",
                                          "s2 d0 move Red0 B3>B4 conveyor",
                                          "activate Yel0 at A4",
                                          "s1 d0 move Yel0 A4>A5 conveyor",
                                          "s2 d0 move Yel0 A5>A6 conveyor",
                                      });
    CHECK(count_kind(out.events, EventKind::Activate) == 2);
    CHECK(candy_at(out.floor, "A6") == yellow(0));
}

TEST_CASE(
    "A candy of the same type pushed by a Bonk! before its turn activates later from its "
    "new place",
    "[floor][bonk][order]") {
    // Yel0 (A3, top of column 3) goes first and knocks Yel1 from B3 up-right to A4;
    // Yel1 has not activated and does so from A4.
    const Floor floor = FloorBuilder().tile("A3", CenterIcon::Down).candy("A3", Y).candy("B3", Y);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Yel0 at A3",
                                          "s1 d0 move Yel0 A3>B3 conveyor",
                                          "s1 d1 bonk Yel0 hits Yel1 at B3",
                                          "s1 d1 move Yel1 B3>A4 pushed",
                                          "s2 d0 move Yel0 B3>B4 conveyor",
                                          "activate Yel1 at A4",
                                          "s1 d0 move Yel1 A4>A5 conveyor",
                                          "s2 d0 move Yel1 A5>A6 conveyor",
                                      });
    CHECK(candy_at(out.floor, "B4") == yellow(0));
    CHECK(candy_at(out.floor, "A6") == yellow(1));
}
