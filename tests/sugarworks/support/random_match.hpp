// A match of random legal actions, for tests that need a real game to save.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <variant>
#include <vector>

#include "sugarworks/match.hpp"
#include "sugarworks/rng.hpp"
#include "support/testkit.hpp"

namespace sugarworks::testkit {

// `actions` random legal actions from a seeded set-up (fewer if the game ends first;
// -1: to the end).
inline Match random_match(const GameOptions& options, std::uint64_t seed, int actions = -1) {
    Match match(Game(catalog(), options), seed);
    Rng chooser(seed ^ 0x5eedull);
    std::vector<Action> legal;
    while (!match.state().over() &&
           (actions < 0 || static_cast<int>(match.actions().size()) < actions)) {
        match.game().legal_actions(match.state(), legal);
        REQUIRE_FALSE(legal.empty());
        const auto result =
            match.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(result));
    }
    return match;
}

}  // namespace sugarworks::testkit
