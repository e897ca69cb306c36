// Conformance: the corner (upper-left) icons (rulebook "Left Icon", "Movement
// Icon Chart", FAQ; rulings 2). An eater takes its own candy type, an X any
// candy, the moment the candy enters the space, whatever moved it there, and
// before any Bonk!. Other candies pass and move by the centre icon.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

namespace {

std::string eater_kind(CandyType type) {
    return "eater_" + std::string(candy_type_id(type));
}

}  // namespace

TEST_CASE("An eater eats only its own candy type, every other type passes over it",
          "[floor][corner][eater]") {
    for (CandyType eats : kAllCandyTypes) {
        for (CandyType type : kAllCandyTypes) {
            INFO("eater of " << candy_type_name(eats) << ", candy " << candy_type_name(type));
            const Floor floor = FloorBuilder().tile("B3", eater_kind(eats)).candy("B2", type);
            const std::string c = candy_name(make_candy_id(type, 0));
            const MovementOutcome out = run(floor);
            if (eats == type) {
                CHECK(trace(out.events, floor) == Lines{
                                                      "activate " + c + " at B2",
                                                      "s1 d0 move " + c + " B2>B3 conveyor",
                                                      "s1 d0 eaten " + c + " at B3",
                                                      "s1 d0 lost " + c + " eaten",
                                                  });
                CHECK(lost_of(out.floor, type) == 1);
                CHECK(on_grid_count(out.floor) == 0);
                // The Eaten event names the physical tile that ate the candy.
                const Event& eaten = out.events[2];
                REQUIRE(eaten.kind == EventKind::Eaten);
                CHECK(eaten.tile == floor.tile_at(at("B3")).tile);
                CHECK(catalog().kind_of_tile(eaten.tile).id == eater_kind(type));
            } else {
                CHECK(trace(out.events, floor) == Lines{
                                                      "activate " + c + " at B2",
                                                      "s1 d0 move " + c + " B2>B3 conveyor",
                                                      "s2 d0 move " + c + " B3>B4 conveyor",
                                                  });
                CHECK(total(out.floor.lost()) == 0);
                CHECK(type_at(out.floor, "B4") == type);
            }
        }
    }
}

TEST_CASE("An X eats a candy of any type", "[floor][corner][x]") {
    for (CandyType type : kAllCandyTypes) {
        INFO("candy " << candy_type_name(type));
        const Floor floor = FloorBuilder().tile("B3", "x_hazard").candy("B2", type);
        const std::string c = candy_name(make_candy_id(type, 0));
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate " + c + " at B2",
                                              "s1 d0 move " + c + " B2>B3 conveyor",
                                              "s1 d0 eaten " + c + " at B3",
                                              "s1 d0 lost " + c + " eaten",
                                          });
        CHECK(lost_of(out.floor, type) == 1);
        CHECK(total(out.floor.lost()) == 1);
        CHECK(out.events[2].tile == floor.tile_at(at("B3")).tile);
    }
}

TEST_CASE(
    "A candy moved onto its eater by a conveyor arrow is eaten on entry and its activation "
    "stops",
    "[floor][corner][eater]") {
    // Eaten on the second step, after an Up arrow: it never takes a third move.
    const Floor floor = FloorBuilder()
                            .tile("C3", CenterIcon::Up)
                            .tile("B3", CenterIcon::Right, eater(G))
                            .candy("C3", G);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Grn0 at C3",
                                          "s1 d0 move Grn0 C3>B3 conveyor",
                                          "s1 d0 eaten Grn0 at B3",
                                          "s1 d0 lost Grn0 eaten",
                                      });
    CHECK(lost_of(out.floor, G) == 1);
    CHECK(on_grid_count(out.floor) == 0);
}

TEST_CASE("A candy that jumps onto its eater is eaten on landing", "[floor][corner][jump]") {
    const Floor floor = FloorBuilder()
                            .tile("B1", CenterIcon::JumpRight)
                            .tile("B3", CenterIcon::Right, eater(G))
                            .candy("B1", G);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Grn0 at B1",
                                          "s1 d0 move Grn0 B1>B3 jump",
                                          "s1 d0 eaten Grn0 at B3",
                                          "s1 d0 lost Grn0 eaten",
                                      });
    CHECK(lost_of(out.floor, G) == 1);
}

TEST_CASE("A candy pushed onto its eater by a Bonk! is eaten there", "[floor][corner][bonk]") {
    SECTION("a Yellow Hexagon knocked up-right onto a Yellow eater") {
        const Floor floor =
            FloorBuilder().tile("A4", CenterIcon::Right, eater(Y)).candy("B2", R).candy("B3", Y);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B3 conveyor",
                                              "s1 d1 bonk Red0 hits Yel0 at B3",
                                              "s1 d1 move Yel0 B3>A4 pushed",
                                              "s1 d1 eaten Yel0 at A4",
                                              "s1 d1 lost Yel0 eaten",
                                              "s2 d0 move Red0 B3>B4 conveyor",
                                          });
        CHECK(lost_of(out.floor, Y) == 1);
        CHECK(candy_at(out.floor, "B4") == red(0));
        CHECK(on_grid_count(out.floor) == 1);
    }
    SECTION("a Red Circle knocked right onto a Red eater (and its striker follows it in)") {
        const Floor floor = FloorBuilder()
                                .tile("A4", CenterIcon::Down)
                                .tile("B5", CenterIcon::Right, eater(R))
                                .candy("A4", R)
                                .candy("B4", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at A4",
                                              "s1 d0 move Red0 A4>B4 conveyor",
                                              "s1 d1 bonk Red0 hits Red1 at B4",
                                              "s1 d1 move Red1 B4>B5 pushed",
                                              "s1 d1 eaten Red1 at B5",
                                              "s1 d1 lost Red1 eaten",
                                              "s2 d0 move Red0 B4>B5 conveyor",
                                              "s2 d0 eaten Red0 at B5",
                                              "s2 d0 lost Red0 eaten",
                                          });
        CHECK(lost_of(out.floor, R) == 2);
        CHECK(on_grid_count(out.floor) == 0);
    }
}

TEST_CASE("A striker deflected onto its eater (or an X) by a Bonk! is eaten there",
          "[floor][corner][bonk]") {
    SECTION("Green Triangle sends the striker up-right onto its eater") {
        const Floor floor =
            FloorBuilder().tile("A4", CenterIcon::Right, eater(R)).candy("B2", R).candy("B3", G);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B3 conveyor",
                                              "s1 d1 bonk Red0 hits Grn0 at B3",
                                              "s1 d1 move Red0 B3>A4 deflected",
                                              "s1 d1 eaten Red0 at A4",
                                              "s1 d1 lost Red0 eaten",
                                              "activate Grn0 at B3",
                                              "s1 d0 move Grn0 B3>B4 conveyor",
                                              "s2 d0 move Grn0 B4>B5 conveyor",
                                          });
        CHECK(lost_of(out.floor, R) == 1);
        CHECK(candy_at(out.floor, "B5") == green(0));
    }
    SECTION("Blue Square sends the striker down onto an X") {
        const Floor floor =
            FloorBuilder().tile("C3", CenterIcon::Right, x_icon()).candy("B2", Y).candy("B3", B);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, yellow(0)) == Lines{
                                                            "activate Yel0 at B2",
                                                            "s1 d0 move Yel0 B2>B3 conveyor",
                                                            "s1 d1 bonk Yel0 hits Blu0 at B3",
                                                            "s1 d1 move Yel0 B3>C3 deflected",
                                                            "s1 d1 eaten Yel0 at C3",
                                                            "s1 d1 lost Yel0 eaten",
                                                        });
        CHECK(lost_of(out.floor, Y) == 1);
        CHECK(candy_at(out.floor, "B5") == blue(0));
    }
    SECTION("Purple Rectangle sends the striker right onto its eater") {
        const Floor floor =
            FloorBuilder().tile("B4", CenterIcon::Right, eater(B)).candy("B2", B).candy("B3", P);
        const MovementOutcome out = run(floor);
        CHECK(trace_of(out.events, floor, blue(0)) == Lines{
                                                          "activate Blu0 at B2",
                                                          "s1 d0 move Blu0 B2>B3 conveyor",
                                                          "s1 d1 bonk Blu0 hits Pur0 at B3",
                                                          "s1 d1 move Blu0 B3>B4 deflected",
                                                          "s1 d1 eaten Blu0 at B4",
                                                          "s1 d1 lost Blu0 eaten",
                                                      });
        CHECK(lost_of(out.floor, B) == 1);
        // The Purple passes over the Blue eater unharmed.
        CHECK(candy_at(out.floor, "B5") == purple(0));
    }
}

TEST_CASE(
    "Eating happens before the Bonk!: a candy entering its eater's space that holds another "
    "candy is eaten, and the standing candy is not bonked",
    "[floor][corner][bonk]") {
    SECTION("moved in by a conveyor arrow") {
        // The Blue rests on a Red eater; the Red enters and is eaten, no Bonk!.
        const Floor floor =
            FloorBuilder().tile("B3", CenterIcon::Right, eater(R)).candy("B2", R).candy("B3", B);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B3 conveyor",
                                              "s1 d0 eaten Red0 at B3",
                                              "s1 d0 lost Red0 eaten",
                                              "activate Blu0 at B3",
                                              "s1 d0 move Blu0 B3>B4 conveyor",
                                              "s2 d0 move Blu0 B4>B5 conveyor",
                                          });
        CHECK(count_kind(out.events, EventKind::Bonk) == 0);
        CHECK(lost_of(out.floor, R) == 1);
        CHECK(candy_at(out.floor, "B5") == blue(0));
    }
    SECTION("pushed in by a Bonk!: the chain ends at the eater") {
        // The Yellow is knocked onto A4, a Yellow eater where a Green stands: the
        // Yellow is eaten, the Green (which would deflect it) is not bonked.
        const Floor floor = FloorBuilder()
                                .tile("A4", CenterIcon::Right, eater(Y))
                                .candy("B2", R)
                                .candy("B3", Y)
                                .candy("A4", G);
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
        CHECK(count_kind(out.events, EventKind::Bonk) == 1);
        CHECK(lost_of(out.floor, Y) == 1);
        CHECK(trace_of(out.events, floor, green(0)) == Lines{
                                                           "activate Grn0 at A4",
                                                           "s1 d0 move Grn0 A4>A5 conveyor",
                                                           "s2 d0 move Grn0 A5>A6 conveyor",
                                                       });
    }
}

TEST_CASE("A candy that does not match the eater passes over it and moves by its centre icon",
          "[floor][corner][eater]") {
    SECTION("entering and then leaving by the eater tile's own centre icon (Up)") {
        const Floor floor = FloorBuilder().tile("B3", CenterIcon::Up, eater(G)).candy("B2", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B2",
                                              "s1 d0 move Red0 B2>B3 conveyor",
                                              "s2 d0 move Red0 B3>A3 conveyor",
                                          });
        CHECK(candy_at(out.floor, "A3") == red(0));
        CHECK(total(out.floor.lost()) == 0);
    }
    SECTION("standing on it at the start of the phase") {
        const Floor floor = FloorBuilder().tile("B3", CenterIcon::Down, eater(G)).candy("B3", R);
        const MovementOutcome out = run(floor);
        CHECK(trace(out.events, floor) == Lines{
                                              "activate Red0 at B3",
                                              "s1 d0 move Red0 B3>C3 conveyor",
                                              "s2 d0 move Red0 C3>C4 conveyor",
                                          });
        CHECK(total(out.floor.lost()) == 0);
    }
}
