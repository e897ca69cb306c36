// The seeds a run draws its games from are pinned: Sugarworks' simulations, hash
// runs and tournaments have always drawn game g of a run from seed S by these
// numbers, and Sparks' now do the same.
#include <catch2/catch.hpp>

#include <set>

#include "engine/seeds.hpp"

TEST_CASE("A stream seed is one SplitMix64 step from its seed", "[engine][seeds]") {
    // SplitMix64's published first outputs for the seeds 0 and 1.
    CHECK(engine::stream_seed(0) == 0xe220a8397b1dcdafull);
    CHECK(engine::stream_seed(1) == 0x910a2dec89025cc1ull);
}

TEST_CASE("The games of a run have the seeds they always had", "[engine][seeds]") {
    CHECK(engine::game_seed(1, 0) == 0x7fee3b89592d13a8ull);
    CHECK(engine::game_seed(1, 1) == 0xd79ff1d399f1ffbbull);
    CHECK(engine::game_seed(2, 0) == 0x1a7fac3c3d5f3eddull);
    CHECK(engine::game_seed(0, 5) == 0x63033b0ca389c35aull);
}

TEST_CASE("Neighbouring runs and games do not share seeds", "[engine][seeds]") {
    std::set<std::uint64_t> seen;
    for (std::uint64_t run = 0; run < 20; ++run) {
        for (int game = 0; game < 500; ++game)
            seen.insert(engine::game_seed(run, game));
    }
    CHECK(seen.size() == 20 * 500);
}
