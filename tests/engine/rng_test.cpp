// The engine's PRNG gives the same numbers on every compiler and platform, its
// bounded draw is exact, and its shuffle is a permutation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <numeric>

#include "engine/rng.hpp"

using engine::Rng;

TEST_CASE("The generator's outputs for a seed are pinned, so replays match everywhere",
          "[engine][rng]") {
    Rng rng(42);
    CHECK(rng.next() == 0x15780b2e0c2ec716ull);
    CHECK(rng.next() == 0x6104d9866d113a7eull);
    CHECK(rng.next() == 0xae17533239e499a1ull);
    CHECK(rng.next() == 0xecb8ad4703b360a1ull);

    Rng die(7);
    std::array<std::uint32_t, 8> rolls{};
    for (auto& r : rolls)
        r = die.below(6);
    CHECK(rolls == std::array<std::uint32_t, 8>{4, 1, 5, 5, 5, 5, 0, 0});

    std::vector<int> cards(10);
    std::iota(cards.begin(), cards.end(), 0);
    Rng deck(2026);
    deck.shuffle(cards);
    CHECK(cards == std::vector<int>{0, 1, 8, 9, 3, 4, 7, 6, 2, 5});
}

TEST_CASE("Copies of the generator continue identically, different seeds differ", "[engine][rng]") {
    Rng a(99);
    a.next();
    Rng b = a;
    REQUIRE(a == b);
    for (int i = 0; i < 100; ++i)
        REQUIRE(a.next() == b.next());
    Rng c(100);
    CHECK(c.next() != Rng(99).next());
}

TEST_CASE("below(n) stays in range and draws every value about equally often", "[engine][rng]") {
    Rng rng(1);
    for (std::uint32_t bound : {1u, 2u, 3u, 6u, 7u, 30u, 40u, 1000u}) {
        std::vector<int> counts(bound, 0);
        const int draws = static_cast<int>(bound) * 2000;
        for (int i = 0; i < draws; ++i) {
            const std::uint32_t v = rng.below(bound);
            REQUIRE(v < bound);
            ++counts[v];
        }
        // Each value is expected 2000 times; a fair generator stays well within 20 %.
        for (int c : counts) {
            CHECK(c > 1600);
            CHECK(c < 2400);
        }
    }
}

TEST_CASE("shuffle gives a permutation, and every position receives every card", "[engine][rng]") {
    Rng rng(5);
    std::array<std::array<int, 5>, 5> seen{};
    for (int round = 0; round < 5000; ++round) {
        std::vector<int> v{0, 1, 2, 3, 4};
        rng.shuffle(v);
        std::vector<int> sorted = v;
        std::sort(sorted.begin(), sorted.end());
        REQUIRE(sorted == std::vector<int>{0, 1, 2, 3, 4});
        for (size_t pos = 0; pos < 5; ++pos)
            ++seen[pos][static_cast<size_t>(v[pos])];
    }
    for (const auto& row : seen) {
        for (int n : row)
            CHECK(n > 800);  // 1000 expected
    }
}

TEST_CASE("The generator's state can be saved and restored", "[engine][rng]") {
    Rng a(3);
    a.next();
    Rng b(0);
    b.set_state(a.state());
    CHECK(a == b);
    CHECK(a.next() == b.next());
}
