// For the tests of every game on the engine: how many of a batch's random games
// this build plays. All of them, or the share it was configured with
// (SUGARWORKS_HARNESS_PERCENT in tests/CMakeLists.txt: the release preset plays a
// fifth, so that CI fits its time, the sanitizer build a few percent, each of its
// games being many times slower). Never fewer than `minimum`, so every batch still
// sees its variety.
#pragma once

#include <algorithm>

#ifndef SUGARWORKS_HARNESS_PERCENT
#define SUGARWORKS_HARNESS_PERCENT 100
#endif

namespace engine::harness {

constexpr int scaled_games(int games, int minimum) {
    return std::max(minimum, games * SUGARWORKS_HARNESS_PERCENT / 100);
}

}  // namespace engine::harness
