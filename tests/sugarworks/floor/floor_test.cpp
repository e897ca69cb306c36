// The Floor value: what a board side sets up, the supply, and the counts that
// conservation and sales orders rely on.
#include <catch2/catch.hpp>

#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;

TEST_CASE(
    "A side A floor starts with printed right arrows, five outputs, three crates and a full supply",
    "[floor]") {
    const Floor f = Floor::from_board(side_a(), 5);
    REQUIRE(f.rows() == 3);
    REQUIRE(f.cols() == 6);
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 6; ++c) {
            CHECK(f.tile_at({r, c}).face == TileFace{CenterIcon::Right, {}});
            CHECK(f.tile_at({r, c}).tile == kPrintedTile);
            CHECK(f.candy_at({r, c}) == kNoCandy);
        }
    }
    CHECK_FALSE(f.dock(0).has_output());  // A-upper is the open spot
    CHECK(f.output_spot(CandyType::YellowHexagon) == 1);
    CHECK(f.output_spot(CandyType::RedCircle) == 2);
    CHECK(f.output_spot(CandyType::GreenTriangle) == 3);
    CHECK(f.output_spot(CandyType::BlueSquare) == 4);
    CHECK(f.output_spot(CandyType::PurpleRectangle) == 5);
    REQUIRE(f.crate_count() == 3);
    CHECK(f.crate(*f.crate_at(at("A7"))).kind == CrateKind::Heart);
    CHECK(f.crate(*f.crate_at(at("B7"))).kind == CrateKind::Bunny);
    CHECK(f.crate(*f.crate_at(at("C7"))).kind == CrateKind::Pumpkin);
    CHECK_FALSE(f.crate_at(at("A6")));
    for (CandyType t : kAllCandyTypes) {
        CHECK(f.supply(t) == 5);
        CHECK(f.accounted(t) == 5);
        CHECK(f.on_floor(t) == 0);
    }
}

TEST_CASE("Candies come from the supply one token at a time, and run out", "[floor]") {
    Floor f = Floor::from_board(side_a(), 5);
    std::vector<CandyId> taken;
    for (int i = 0; i < 5; ++i)
        taken.push_back(f.take_from_supply(CandyType::GreenTriangle));
    CHECK(f.take_from_supply(CandyType::GreenTriangle) == kNoCandy);
    CHECK(f.supply(CandyType::GreenTriangle) == 0);
    CHECK(f.supply(CandyType::RedCircle) == 5);
    for (int i = 0; i < 5; ++i) {
        CHECK(type_of(taken[static_cast<size_t>(i)]) == CandyType::GreenTriangle);
        CHECK(serial_of(taken[static_cast<size_t>(i)]) == i);
    }
    // Taken but placed nowhere: the count shows the missing tokens.
    CHECK(f.accounted(CandyType::GreenTriangle) == 0);
}

TEST_CASE(
    "Every candy is accounted for on the grid, on docks, in crates, Lost, removed or in the supply",
    "[floor]") {
    Floor f = FloorBuilder().candy("B2", CandyType::RedCircle).on_output(CandyType::RedCircle);
    f.deliver(0, CandyType::RedCircle);
    f.lose(CandyType::RedCircle);
    f.remove_from_lost(CandyType::RedCircle);
    // Two tokens on the floor, and three counted in crate, removed and supply... minus the two
    // counted without a token: deliver() and lose() add counts, so take their tokens too.
    f.take_from_supply(CandyType::RedCircle);
    f.take_from_supply(CandyType::RedCircle);
    CHECK(f.on_floor(CandyType::RedCircle) == 2);
    CHECK(f.crate(0).contents[index_of(CandyType::RedCircle)] == 1);
    CHECK(f.lost()[index_of(CandyType::RedCircle)] == 0);
    CHECK(f.removed()[index_of(CandyType::RedCircle)] == 1);
    CHECK(f.supply(CandyType::RedCircle) == 1);
    CHECK(f.accounted(CandyType::RedCircle) == 5);
}

TEST_CASE("find() tells where a candy stands, on the grid or on its output", "[floor]") {
    const Floor f =
        FloorBuilder().candy("C3", CandyType::BlueSquare).on_output(CandyType::PurpleRectangle);
    const CandyId blue = f.candy_at(at("C3"));
    const CandyId purple = f.dock(5).candy;
    REQUIRE(f.find(blue));
    CHECK(*f.find(blue) == Place::grid(at("C3")));
    REQUIRE(f.find(purple));
    CHECK(f.find(purple)->kind == PlaceKind::Dock);
    CHECK(f.find(purple)->index == 5);
    CHECK_FALSE(f.find(make_candy_id(CandyType::RedCircle, 0)));
}

TEST_CASE("Floors compare by value and copies are independent", "[floor]") {
    const Floor a = FloorBuilder().candy("A1", CandyType::RedCircle);
    Floor b = a;
    CHECK(a == b);
    b.clear_candy(at("A1"));
    CHECK_FALSE(a == b);
    CHECK(a.candy_at(at("A1")) != kNoCandy);
}

TEST_CASE("Cell and dock names read as players say them", "[floor][names]") {
    CHECK(cell_name({1, 3}, 3) == "B4");
    CHECK(cell_name({0, 6}, 3) == "A7");
    CHECK(cell_name({-1, 2}, 3) == "(-1,2)");
    CHECK(parse_cell_name("C6") == Cell{2, 5});
    CHECK_FALSE(parse_cell_name("c6"));
    CHECK_FALSE(parse_cell_name("B0"));
    CHECK_FALSE(parse_cell_name("B"));
    CHECK(dock_spot_name(0) == "A-upper");
    CHECK(dock_spot_name(5) == "C-lower");
    CHECK(parse_dock_spot_name("B-lower") == 3);
    CHECK_FALSE(parse_dock_spot_name("B-middle"));
    for (CandyType t : kAllCandyTypes)
        CHECK(parse_candy_type(candy_type_id(t)) == t);
}

TEST_CASE("Tile text is generated from the tile's data", "[floor][names]") {
    CHECK(describe_face({CenterIcon::Up, {}}) == "Candy here moves one space up.");
    CHECK(describe_face({CenterIcon::JumpLeft, {}}) ==
          "Candy here jumps two spaces left, skipping the space between.");
    CHECK(describe_face({CenterIcon::Right, eater(CandyType::GreenTriangle)}) ==
          "Candy here moves one space right. A Green Triangle that enters or stands here is eaten "
          "(Lost).");
    CHECK(describe_face({CenterIcon::Right, x_icon()}) ==
          "Candy here moves one space right. Any candy that enters or stands here is Lost.");
    CHECK(describe_bonk_rule({BonkMover::Striker, Direction::UpRight}) ==
          "The striking candy moves on one space up-right.");
    CHECK(describe_bonk_rule({BonkMover::Struck, Direction::Right}) ==
          "The candy that was hit moves one space right; the striking candy takes its space.");
}
