// Conformance: playing a conveyor tile (rulebook "Conveyors", FAQ on eat tiles;
// rulings 2). A tile may go over another tile (the old one is returned to be
// discarded) and under a candy (the candy stays); an eater played under its
// favourite candy, or an X under any candy, eats it at once.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

namespace {

int tile_of_kind(const std::string& kind) {
    const auto t = catalog().first_tile_of_kind(kind);
    REQUIRE(t.has_value());
    return *t;
}

std::string eater_kind(CandyType type) {
    return "eater_" + std::string(candy_type_id(type));
}

}  // namespace

TEST_CASE("Playing a tile over another tile replaces it and returns the old tile for the discard",
          "[floor][place]") {
    SECTION("over a played tile") {
        Floor floor = FloorBuilder().tile("B3", "up_spring");
        const PlacedTile old = floor.tile_at(at("B3"));
        REQUIRE(old.tile != kPrintedTile);
        REQUIRE(old.face.center == CenterIcon::Up);
        const PlacedTile chute = catalog().placed(tile_of_kind("down_chute"));
        std::vector<Event> events;
        const PlacedTile returned = place_tile(floor, at("B3"), chute, events);
        CHECK(returned == old);
        CHECK(floor.tile_at(at("B3")) == chute);
        REQUIRE(events.size() == 1);
        CHECK(events[0].kind == EventKind::TilePlaced);
        CHECK(events[0].to == Place::grid(at("B3")));
        CHECK(events[0].tile == chute.tile);
        CHECK(events[0].other_tile == old.tile);
        CHECK(events[0].actor == kNoCandy);
        // Nothing else on the floor changed.
        Floor expected = FloorBuilder().tile("B3", "up_spring");
        expected.set_tile(at("B3"), chute);
        CHECK(floor == expected);
    }
    SECTION("over the printed arrow") {
        Floor floor = FloorBuilder();
        const PlacedTile belt = catalog().placed(tile_of_kind("belt_left"));
        std::vector<Event> events;
        const PlacedTile returned = place_tile(floor, at("C6"), belt, events);
        CHECK(returned.tile == kPrintedTile);
        CHECK(returned.face.center == CenterIcon::Right);
        CHECK(floor.tile_at(at("C6")) == belt);
        REQUIRE(events.size() == 1);
        CHECK(events[0].other_tile == kPrintedTile);
    }
}

TEST_CASE(
    "Playing a tile under a candy leaves the candy on the new tile, which moves it next phase",
    "[floor][place]") {
    Floor floor = FloorBuilder().candy("B3", R);
    std::vector<Event> events;
    place_tile(floor, at("B3"), catalog().placed(tile_of_kind("up_spring")), events);
    CHECK(candy_at(floor, "B3") == red(0));
    REQUIRE(events.size() == 1);
    CHECK(event_line(events[0], floor) == "tile placed at B3");
    CHECK(total(floor.lost()) == 0);
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B3",
                                          "s1 d0 move Red0 B3>A3 conveyor",
                                          "s2 d0 move Red0 A3>A4 conveyor",
                                      });
}

TEST_CASE("An eater played under its own candy type eats it at once: TilePlaced, Eaten, Lost",
          "[floor][place][corner]") {
    for (CandyType type : kAllCandyTypes) {
        INFO("candy " << candy_type_name(type));
        Floor floor = FloorBuilder().candy("B3", type);
        const PlacedTile eater_tile = catalog().placed(tile_of_kind(eater_kind(type)));
        std::vector<Event> events;
        const PlacedTile returned = place_tile(floor, at("B3"), eater_tile, events);
        CHECK(returned.tile == kPrintedTile);
        const CandyId id = make_candy_id(type, 0);
        REQUIRE(events.size() == 3);
        CHECK(events[0].kind == EventKind::TilePlaced);
        CHECK(events[0].tile == eater_tile.tile);
        CHECK(events[1].kind == EventKind::Eaten);
        CHECK(events[1].candy == id);
        CHECK(events[1].to == Place::grid(at("B3")));
        CHECK(events[1].tile == eater_tile.tile);
        CHECK(events[2].kind == EventKind::Lost);
        CHECK(events[2].candy == id);
        CHECK(events[2].loss == LossCause::Eaten);
        for (const Event& e : events)
            CHECK(e.actor == kNoCandy);
        CHECK(candy_at(floor, "B3") == kNoCandy);
        CHECK(floor.tile_at(at("B3")) == eater_tile);
        CHECK(lost_of(floor, type) == 1);
        CHECK(total(floor.lost()) == 1);
        CHECK(floor.accounted(type) == floor.candies_per_type());
    }
}

TEST_CASE("An eater played under a candy of another type does not eat it",
          "[floor][place][corner]") {
    Floor floor = FloorBuilder().candy("B3", R);
    std::vector<Event> events;
    place_tile(floor, at("B3"), catalog().placed(tile_of_kind(eater_kind(G))), events);
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == EventKind::TilePlaced);
    CHECK(candy_at(floor, "B3") == red(0));
    CHECK(total(floor.lost()) == 0);
    // The Red leaves the eater by its centre arrow next phase, unharmed.
    const MovementOutcome out = run(floor);
    CHECK(candy_at(out.floor, "B5") == red(0));
    CHECK(total(out.floor.lost()) == 0);
}

TEST_CASE("An X played under any candy eats it at once", "[floor][place][corner]") {
    for (CandyType type : kAllCandyTypes) {
        INFO("candy " << candy_type_name(type));
        Floor floor = FloorBuilder().candy("A1", type);
        const PlacedTile x = catalog().placed(tile_of_kind("x_hazard"));
        std::vector<Event> events;
        place_tile(floor, at("A1"), x, events);
        REQUIRE(events.size() == 3);
        CHECK(events[0].kind == EventKind::TilePlaced);
        CHECK(events[1].kind == EventKind::Eaten);
        CHECK(events[1].candy == make_candy_id(type, 0));
        CHECK(events[1].tile == x.tile);
        CHECK(events[2].kind == EventKind::Lost);
        CHECK(events[2].loss == LossCause::Eaten);
        CHECK(candy_at(floor, "A1") == kNoCandy);
        CHECK(lost_of(floor, type) == 1);
    }
}

TEST_CASE("An eater played on an empty space eats nothing and only reports the tile",
          "[floor][place][corner]") {
    Floor floor = FloorBuilder().candy("B2", G);
    std::vector<Event> events;
    place_tile(floor, at("B3"), catalog().placed(tile_of_kind(eater_kind(G))), events);
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == EventKind::TilePlaced);
    CHECK(candy_at(floor, "B2") == green(0));
    CHECK(total(floor.lost()) == 0);
    // ... until the Green walks into it.
    const MovementOutcome out = run(floor);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Grn0 at B2",
                                          "s1 d0 move Grn0 B2>B3 conveyor",
                                          "s1 d0 eaten Grn0 at B3",
                                          "s1 d0 lost Grn0 eaten",
                                      });
}
