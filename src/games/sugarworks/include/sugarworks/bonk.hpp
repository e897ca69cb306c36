// The Bonk! chart: what happens when a moving candy enters a space holding
// another candy, decided by the type of the candy that is struck.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "sugarworks/candy.hpp"
#include "sugarworks/geometry.hpp"

namespace sugarworks {

enum class BonkMover : std::uint8_t {
    Struck,   // the struck candy moves; the striker takes its space
    Striker,  // the striker moves on from the struck candy's space
};

struct BonkRule {
    BonkMover mover = BonkMover::Struck;
    Direction direction = Direction::Right;
    friend constexpr bool operator==(const BonkRule&, const BonkRule&) = default;
};

// Indexed by the type of the candy that is struck.
using BonkChart = std::array<BonkRule, kCandyTypeCount>;

// "The striking candy moves diagonally up and to the right one space."
std::string describe_bonk_rule(const BonkRule& rule);

}  // namespace sugarworks
