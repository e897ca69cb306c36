// The id tables both games name their enumerators with, and what an id in a data
// file may be.
#include <catch2/catch.hpp>

#include "engine/id_table.hpp"

namespace {

enum class Fruit { Apple, Pear, Plum };
constexpr std::array<std::string_view, 3> kFruitIds = {"apple", "pear", "plum"};

}  // namespace

TEST_CASE("An id table reads each id back to its enumerator", "[engine][id_table]") {
    STATIC_REQUIRE(engine::all_named(kFruitIds));
    STATIC_REQUIRE_FALSE(engine::all_named(std::array<std::string_view, 4>{"apple", "pear"}));
    CHECK(engine::parse_by_id<Fruit>("plum", kFruitIds) == Fruit::Plum);
    CHECK(engine::parse_by_id<Fruit>("apple", kFruitIds) == Fruit::Apple);
    CHECK_FALSE(engine::parse_by_id<Fruit>("Plum", kFruitIds));
    CHECK(engine::id_of(kFruitIds, Fruit::Pear) == "pear");
    CHECK(engine::id_of(kFruitIds, static_cast<Fruit>(7)) == "unknown");
    CHECK(engine::ids_in_words(kFruitIds) == "apple, pear or plum");
}

TEST_CASE("An identifier is a-z, 0-9 and _, not empty", "[engine][id_table]") {
    CHECK(engine::is_identifier("jump_right"));
    CHECK(engine::is_identifier("r2"));
    CHECK_FALSE(engine::is_identifier(""));
    CHECK_FALSE(engine::is_identifier("Jump-Right"));
    CHECK_FALSE(engine::is_identifier("red 2"));
}
