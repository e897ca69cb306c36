// The engine's FNV-1a hasher gives the published FNV-1a 64 values and feeds
// integers byte by byte, least significant first, so a hash is the same on every
// compiler and platform.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string_view>

#include "engine/fnv.hpp"

using engine::Fnv;

namespace {

std::uint64_t hash_text(std::string_view text) {
    Fnv h;
    for (char c : text)
        h.byte(static_cast<std::uint8_t>(c));
    return h.value();
}

}  // namespace

TEST_CASE("The FNV-1a hasher gives the published values for text", "[engine][fnv]") {
    CHECK(hash_text("") == 0xcbf29ce484222325ull);
    CHECK(hash_text("a") == 0xaf63dc4c8601ec8cull);
    CHECK(hash_text("foobar") == 0x85944171f73967e8ull);
}

TEST_CASE("The FNV-1a hasher feeds integers least significant byte first, ints widened with sign",
          "[engine][fnv]") {
    Fnv word;
    word.u64(0x0807060504030201ull);
    Fnv bytes;
    for (std::uint8_t b = 1; b <= 8; ++b)
        bytes.byte(b);
    CHECK(word.value() == bytes.value());

    Fnv minus_one;
    minus_one.i(-1);
    Fnv all_ones;
    all_ones.u64(~std::uint64_t{0});
    CHECK(minus_one.value() == all_ones.value());

    Fnv seven;
    seven.i(7);
    Fnv seven_wide;
    seven_wide.u64(7);
    CHECK(seven.value() == seven_wide.value());
}
