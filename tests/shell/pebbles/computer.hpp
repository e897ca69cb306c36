// The computer's one level, "random": any card of its hand, chosen from its view.
#pragma once

#include <cstddef>
#include <cstdint>

#include "rules.hpp"
#include "view.hpp"

namespace pebbles {

inline constexpr const char* kRandomLevel = "random";

// A card of `view`'s own hand, drawn by a generator of its own seeded from the
// game's seed and the number of actions so far: the same game always gets the same
// play, and the state's generator, which shuffles the deck, is never touched.
Action random_play(const PlayerView& view, std::uint64_t seed, std::size_t action_count);

}  // namespace pebbles
