// Conformance: who activates when (rulebook "Candy Movement", "Candy Activation
// Order"; rulings 1 and 3). Types resolve in the activation sequence; within a
// type, the right-most column first, top-most row first in it; docks count as
// the column left of column 1; the next candy is chosen afresh after each
// activation; each candy activates at most once per phase.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

namespace {

// One candy of each type, placed against the standard order (Purple top-right,
// Red bottom-left), on paths that never meet.
Floor one_of_each() {
    return FloorBuilder().candy("A5", P).candy("C5", B).candy("B4", G).candy("A1", Y).candy("C1",
                                                                                            R);
}

}  // namespace

TEST_CASE(
    "Candy types activate in the rulebook's order: every Red Circle, then every Yellow "
    "Hexagon, Green Triangle, Blue Square, Purple Rectangle",
    "[floor][order]") {
    const Floor floor = one_of_each();
    const MovementOutcome out = run(floor);
    CHECK(activations(out.events, floor) ==
          Lines{"Red0@C1", "Yel0@A1", "Grn0@B4", "Blu0@C5", "Pur0@A5"});
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at C1",
                                          "s1 d0 move Red0 C1>C2 conveyor",
                                          "s2 d0 move Red0 C2>C3 conveyor",
                                          "activate Yel0 at A1",
                                          "s1 d0 move Yel0 A1>A2 conveyor",
                                          "s2 d0 move Yel0 A2>A3 conveyor",
                                          "activate Grn0 at B4",
                                          "s1 d0 move Grn0 B4>B5 conveyor",
                                          "s2 d0 move Grn0 B5>B6 conveyor",
                                          "activate Blu0 at C5",
                                          "s1 d0 move Blu0 C5>C6 conveyor",
                                          "s2 d0 move Blu0 C6>Pumpkin conveyor",
                                          "s2 d0 delivered Blu0 into Pumpkin",
                                          "activate Pur0 at A5",
                                          "s1 d0 move Pur0 A5>A6 conveyor",
                                          "s2 d0 move Pur0 A6>Heart conveyor",
                                          "s2 d0 delivered Pur0 into Heart",
                                      });
    CHECK(candy_at(out.floor, "C3") == red(0));
    CHECK(candy_at(out.floor, "A3") == yellow(0));
    CHECK(candy_at(out.floor, "B6") == green(0));
    CHECK(crate_count(out.floor, CrateKind::Pumpkin, B) == 1);
    CHECK(crate_count(out.floor, CrateKind::Heart, P) == 1);
}

TEST_CASE("Within a type: the right-most column first, and in a column the top-most row first",
          "[floor][order]") {
    // Placed in a scrambled order so that serials say nothing about the order.
    const Floor floor = FloorBuilder()
                            .candy("C2", R)   // Red0
                            .candy("A2", R)   // Red1
                            .candy("B1", R)   // Red2
                            .candy("C5", R)   // Red3
                            .candy("B5", R);  // Red4
    const MovementOutcome out = run(floor);
    // B5 before C5 (same column, higher row); A2 (top row) only after column 5.
    CHECK(activations(out.events, floor) ==
          Lines{"Red4@B5", "Red3@C5", "Red1@A2", "Red0@C2", "Red2@B1"});
    CHECK(count_kind(out.events, EventKind::Bonk) == 0);
    CHECK(crate_count(out.floor, CrateKind::Bunny, R) == 1);
    CHECK(crate_count(out.floor, CrateKind::Pumpkin, R) == 1);
    CHECK(candy_at(out.floor, "A4") == red(1));
    CHECK(candy_at(out.floor, "C4") == red(0));
    CHECK(candy_at(out.floor, "B3") == red(2));
}

TEST_CASE(
    "The next candy is chosen afresh after every activation: a Bonk! that moves a candy "
    "not yet activated changes who goes next",
    "[floor][order][bonk]") {
    // At the start of the phase Yel1 (A4) is ahead of Yel0 (B4). The Red's jump
    // knocks Yel0 up-right to A5, so Yel0 goes first. (Had Yel1 gone first, it
    // would have bonked Yel0 off the board from A5.)
    const Floor floor = FloorBuilder()
                            .tile("B2", CenterIcon::JumpRight)
                            .candy("B2", R)
                            .candy("B4", Y)
                            .candy("A4", Y);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B2",
                                          "s1 d0 move Red0 B2>B4 jump",
                                          "s1 d1 bonk Red0 hits Yel0 at B4",
                                          "s1 d1 move Yel0 B4>A5 pushed",
                                          "s2 d0 move Red0 B4>B5 conveyor",
                                          "activate Yel0 at A5",
                                          "s1 d0 move Yel0 A5>A6 conveyor",
                                          "s2 d0 move Yel0 A6>Heart conveyor",
                                          "s2 d0 delivered Yel0 into Heart",
                                          "activate Yel1 at A4",
                                          "s1 d0 move Yel1 A4>A5 conveyor",
                                          "s2 d0 move Yel1 A5>A6 conveyor",
                                      });
    CHECK(candy_at(out.floor, "B5") == red(0));
    CHECK(candy_at(out.floor, "A6") == yellow(1));
    CHECK(crate_count(out.floor, CrateKind::Heart, Y) == 1);
    CHECK(total(out.floor.lost()) == 0);
}

TEST_CASE("A candy delivered or lost by a Bonk! before its turn never activates",
          "[floor][order][bonk]") {
    // Red0 knocks Yel0 from B6 into the Heart crate; Red1 knocks Yel1 from A4 off
    // the top of the board. No Yellow is left to activate.
    const Floor floor = FloorBuilder().candy("B5", R).candy("B6", Y).candy("A3", R).candy("A4", Y);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B5",
                                          "s1 d0 move Red0 B5>B6 conveyor",
                                          "s1 d1 bonk Red0 hits Yel0 at B6",
                                          "s1 d1 move Yel0 B6>Heart pushed",
                                          "s1 d1 delivered Yel0 into Heart",
                                          "s2 d0 move Red0 B6>Bunny conveyor",
                                          "s2 d0 delivered Red0 into Bunny",
                                          "activate Red1 at A3",
                                          "s1 d0 move Red1 A3>A4 conveyor",
                                          "s1 d1 bonk Red1 hits Yel1 at A4",
                                          "s1 d1 move Yel1 A4>off:(-1,4) pushed",
                                          "s1 d1 lost Yel1 off_edge",
                                          "s2 d0 move Red1 A4>A5 conveyor",
                                      });
    CHECK(crate_count(out.floor, CrateKind::Heart, Y) == 1);
    CHECK(crate_count(out.floor, CrateKind::Bunny, R) == 1);
    CHECK(lost_of(out.floor, Y) == 1);
    CHECK(candy_at(out.floor, "A5") == red(1));
    CHECK(on_grid_count(out.floor) == 1);
}

TEST_CASE(
    "Each candy activates at most once: a candy bonked after its own activation does not "
    "activate again",
    "[floor][order][bonk]") {
    // Red0 goes first (column 3) and comes back to B3 (the Left tile on B4). Red1
    // then pushes it to B4, ahead of every other candy: it must not go again.
    const Floor floor = FloorBuilder().tile("B4", CenterIcon::Left).candy("B3", R).candy("B1", R);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B3",
                                          "s1 d0 move Red0 B3>B4 conveyor",
                                          "s2 d0 move Red0 B4>B3 conveyor",
                                          "activate Red1 at B1",
                                          "s1 d0 move Red1 B1>B2 conveyor",
                                          "s2 d0 move Red1 B2>B3 conveyor",
                                          "s2 d1 bonk Red1 hits Red0 at B3",
                                          "s2 d1 move Red0 B3>B4 pushed",
                                      });
    CHECK(candy_at(out.floor, "B4") == red(0));
    CHECK(candy_at(out.floor, "B3") == red(1));
    CHECK(count_kind(out.events, EventKind::Activate) == 2);
}

TEST_CASE(
    "Candies on output docks activate last within their type (the docks count as the "
    "column left of column 1), before the next type",
    "[floor][order][output]") {
    const Floor floor = FloorBuilder().candy("C1", R).on_output(R).on_output(Y).candy("C5", Y);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at C1",
                                          "s1 d0 move Red0 C1>C2 conveyor",
                                          "s2 d0 move Red0 C2>C3 conveyor",
                                          "activate Red1 at B-upper",
                                          "s1 d0 move Red1 B-upper>B1 conveyor",
                                          "s2 d0 move Red1 B1>B2 conveyor",
                                          "activate Yel1 at C5",
                                          "s1 d0 move Yel1 C5>C6 conveyor",
                                          "s2 d0 move Yel1 C6>Pumpkin conveyor",
                                          "s2 d0 delivered Yel1 into Pumpkin",
                                          "activate Yel0 at A-lower",
                                          "s1 d0 move Yel0 A-lower>A1 conveyor",
                                          "s2 d0 move Yel0 A1>A2 conveyor",
                                      });
    CHECK(candy_at(out.floor, "C3") == red(0));
    CHECK(candy_at(out.floor, "B2") == red(1));
    CHECK(candy_at(out.floor, "A2") == yellow(0));
    for (int spot = 0; spot < out.floor.dock_count(); ++spot)
        CHECK(out.floor.dock(spot).candy == kNoCandy);
    // The output tiles themselves stay where they are.
    CHECK(out.floor.dock(2).output_type() == R);
    CHECK(out.floor.dock(1).output_type() == Y);
}

TEST_CASE(
    "Every output tile rolls its candy into column 1 of its own row, like a right arrow, "
    "the second step reads the tile there",
    "[floor][order][output]") {
    SECTION("the five starting outputs of side A") {
        const Floor floor =
            FloorBuilder().on_output(R).on_output(Y).on_output(G).on_output(B).on_output(P);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B-upper",
                                              "s1 d0 move Red0 B-upper>B1 conveyor",
                                              "s2 d0 move Red0 B1>B2 conveyor",
                                              "activate Yel0 at A-lower",
                                              "s1 d0 move Yel0 A-lower>A1 conveyor",
                                              "s2 d0 move Yel0 A1>A2 conveyor",
                                              "activate Grn0 at B-lower",
                                              "s1 d0 move Grn0 B-lower>B1 conveyor",
                                              "s2 d0 move Grn0 B1>B2 conveyor",
                                              "s2 d1 bonk Grn0 hits Red0 at B2",
                                              "s2 d1 move Red0 B2>B3 pushed",
                                              "activate Blu0 at C-upper",
                                              "s1 d0 move Blu0 C-upper>C1 conveyor",
                                              "s2 d0 move Blu0 C1>C2 conveyor",
                                              "activate Pur0 at C-lower",
                                              "s1 d0 move Pur0 C-lower>C1 conveyor",
                                              "s2 d0 move Pur0 C1>C2 conveyor",
                                              "s2 d1 bonk Pur0 hits Blu0 at C2",
                                              "s2 d1 move Pur0 C2>off:(3,1) deflected",
                                              "s2 d1 lost Pur0 off_edge",
                                          });
        CHECK(candy_at(out.floor, "B3") == red(0));
        CHECK(candy_at(out.floor, "A2") == yellow(0));
        CHECK(candy_at(out.floor, "B2") == green(0));
        CHECK(candy_at(out.floor, "C2") == blue(0));
        CHECK(lost_of(out.floor, P) == 1);
        for (int spot = 0; spot < out.floor.dock_count(); ++spot)
            CHECK(out.floor.dock(spot).candy == kNoCandy);
    }
    SECTION("an output adjusted to the open A-upper spot rolls into A1") {
        const Floor floor = FloorBuilder().output(2, std::nullopt).output(0, R).on_output(R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A-upper",
                                              "s1 d0 move Red0 A-upper>A1 conveyor",
                                              "s2 d0 move Red0 A1>A2 conveyor",
                                          });
    }
    SECTION("rolling into a candy on column 1 is a Bonk!") {
        const Floor floor = FloorBuilder().on_output(Y).candy("A1", B);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Yel0 at A-lower",
                                              "s1 d0 move Yel0 A-lower>A1 conveyor",
                                              "s1 d1 bonk Yel0 hits Blu0 at A1",
                                              "s1 d1 move Yel0 A1>B1 deflected",
                                              "s2 d0 move Yel0 B1>B2 conveyor",
                                              "activate Blu0 at A1",
                                              "s1 d0 move Blu0 A1>A2 conveyor",
                                              "s2 d0 move Blu0 A2>A3 conveyor",
                                          });
        CHECK(candy_at(out.floor, "B2") == yellow(0));
        CHECK(candy_at(out.floor, "A3") == blue(0));
    }
    SECTION("rolling onto its eater in column 1") {
        const Floor floor = FloorBuilder().tile("C1", CenterIcon::Right, eater(P)).on_output(P);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Pur0 at C-lower",
                                              "s1 d0 move Pur0 C-lower>C1 conveyor",
                                              "s1 d0 eaten Pur0 at C1",
                                              "s1 d0 lost Pur0 eaten",
                                          });
        CHECK(lost_of(out.floor, P) == 1);
        CHECK(out.floor.dock(5).candy == kNoCandy);
    }
    SECTION("whatever the tile in column 1, the output moves it right; then that tile applies") {
        const Floor floor = FloorBuilder().tile("B1", CenterIcon::Up).on_output(G);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Grn0 at B-lower",
                                              "s1 d0 move Grn0 B-lower>B1 conveyor",
                                              "s2 d0 move Grn0 B1>A1 conveyor",
                                          });
        CHECK(candy_at(out.floor, "A1") == green(0));
    }
}

TEST_CASE("A custom activation order (the advanced rule's permutation) replaces the standard one",
          "[floor][order][advanced]") {
    SECTION("reversed") {
        MovementRules rules = standard_rules();
        rules.order = {P, B, G, Y, R};
        const Floor floor = one_of_each();
        const MovementOutcome out = run(floor, rules);
        CHECK(activations(out.events, floor) ==
              Lines{"Pur0@A5", "Blu0@C5", "Grn0@B4", "Yel0@A1", "Red0@C1"});
        CHECK(count_kind(out.events, EventKind::Bonk) == 0);
        CHECK(candy_at(out.floor, "C3") == red(0));
        CHECK(candy_at(out.floor, "A3") == yellow(0));
    }
    SECTION("a shuffled permutation") {
        MovementRules rules = standard_rules();
        rules.order = {G, R, P, Y, B};
        const Floor floor = one_of_each();
        const MovementOutcome out = run(floor, rules);
        CHECK(activations(out.events, floor) ==
              Lines{"Grn0@B4", "Red0@C1", "Pur0@A5", "Yel0@A1", "Blu0@C5"});
    }
    SECTION("the order decides who bonks whom") {
        // Standard order: the Red goes first and knocks the Yellow up-right.
        const Floor floor = FloorBuilder().candy("B2", R).candy("B3", Y);
        const MovementOutcome standard = run(floor);
        CHECK(count_kind(standard.events, EventKind::Bonk) == 1);
        CHECK(candy_at(standard.floor, "B4") == red(0));
        CHECK(candy_at(standard.floor, "A6") == yellow(0));
        // Yellow first: the Yellow moves away before the Red comes.
        MovementRules rules = standard_rules();
        rules.order = {Y, R, G, B, P};
        const MovementOutcome custom = run(floor, rules);
        CHECK(trace(custom.events, floor) == Lines{
                                                 "activate Yel0 at B3",
                                                 "s1 d0 move Yel0 B3>B4 conveyor",
                                                 "s2 d0 move Yel0 B4>B5 conveyor",
                                                 "activate Red0 at B2",
                                                 "s1 d0 move Red0 B2>B3 conveyor",
                                                 "s2 d0 move Red0 B3>B4 conveyor",
                                             });
        CHECK(candy_at(custom.floor, "B5") == yellow(0));
        CHECK(candy_at(custom.floor, "B4") == red(0));
    }
}

TEST_CASE(
    "Over random floors, every candy on the floor at the end of the phase has activated "
    "exactly once and the output docks are empty",
    "[floor][order][property]") {
    const MovementRules rules = standard_rules();
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        Rng rng(seed);
        const Floor floor = random_floor(side_a(), rng);
        const MovementOutcome out = run(floor, rules);
        INFO("seed " << seed);
        std::vector<int> activated(kCandyTypeCount * kMaxCandiesPerType, 0);
        for (const Event& e : out.events) {
            if (e.kind == EventKind::Activate)
                ++activated[e.candy];
        }
        for (int r = 0; r < out.floor.rows(); ++r) {
            for (int c = 0; c < out.floor.cols(); ++c) {
                const CandyId id = out.floor.candy_at({r, c});
                if (id != kNoCandy)
                    CHECK(activated[id] == 1);
            }
        }
        for (int spot = 0; spot < out.floor.dock_count(); ++spot)
            CHECK(out.floor.dock(spot).candy == kNoCandy);
        // Activations go type by type in the activation order.
        int last_type_rank = -1;
        for (const Event& e : out.events) {
            if (e.kind != EventKind::Activate)
                continue;
            const int rank = index_of(type_of(e.candy));  // standard order = enum order
            CHECK(rank >= last_type_rank);
            last_type_rank = rank;
        }
    }
}
