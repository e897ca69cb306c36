// For the tests of every game on the engine: how many of a batch's random games
// this build plays. All of them, or the share it was configured with
// (SUGARWORKS_HARNESS_PERCENT in tests/CMakeLists.txt: the release preset plays a
// tenth, so that CI fits its time, the sanitizer build one percent, each of its
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

// A sweep over combinations (every mode and toggle, say) that plays whole games
// for each, with computer players or many random ones: the step between the
// combinations this build plays. Every one in a build playing a tenth of its games or more (the
// release preset); every fourth, the first of each list included, in the sanitizer build, where a
// game of the searching players took forty times as long.
constexpr int sweep_stride() {
    return SUGARWORKS_HARNESS_PERCENT >= 10 ? 1 : 4;
}

// How many of `cases` such a sweep plays: every `sweep_stride()`-th, the first included.
constexpr int swept(int cases) {
    return (cases + sweep_stride() - 1) / sweep_stride();
}

}  // namespace engine::harness
