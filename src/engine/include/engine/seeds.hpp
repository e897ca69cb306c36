// Seeds drawn from seeds: the games of a run numbered from one seed, and a stream
// of numbers of its own for whatever plays besides the rules (a computer player),
// so that it never shares numbers with the game's dice and shuffles. Every game's
// simulations, tournaments and hash runs use these, so a run is the same run in
// every program that makes it.
#pragma once

#include <cstdint>

namespace engine {

// One SplitMix64 step away from `seed`: a well-mixed seed of its own.
constexpr std::uint64_t stream_seed(std::uint64_t seed) {
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// The seed of game `index` of a run started from `seed`.
constexpr std::uint64_t game_seed(std::uint64_t seed, int index) {
    return stream_seed(seed * 0x100000001B3ull + static_cast<std::uint64_t>(index));
}

}  // namespace engine
