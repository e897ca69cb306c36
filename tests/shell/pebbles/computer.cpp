#include "computer.hpp"

#include "engine/rng.hpp"

namespace pebbles {

Action random_play(const PlayerView& view, std::uint64_t seed, std::size_t action_count) {
    // Mixed so that neighbouring seeds and counts start far apart; Rng's SplitMix64
    // seeding spreads the rest.
    engine::Rng choice(seed ^ (0x9E3779B97F4A7C15ull * (action_count + 1)));
    const auto cards = static_cast<std::uint32_t>(view.own_hand.size());
    return {view.viewer, cards == 0 ? 0 : static_cast<int>(choice.below(cards))};
}

}  // namespace pebbles
