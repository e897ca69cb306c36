// Easing curves for tweens; t and the result run from 0 to 1.
#pragma once

#include <algorithm>
#include <cmath>
#include <numbers>

namespace shell {

constexpr float clamp01(float t) {
    return std::clamp(t, 0.0f, 1.0f);
}

// Slow start, slow stop: every move.
inline float ease_in_out(float t) {
    t = clamp01(t);
    return t < 0.5f ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3.0f) / 2;
}

inline float ease_out(float t) {
    t = clamp01(t);
    return 1 - (1 - t) * (1 - t);
}

inline float ease_in(float t) {
    t = clamp01(t);
    return t * t;
}

// 0 at both ends, 1 in the middle: arcs, pulses, squashes.
inline float bump(float t) {
    return std::sin(std::numbers::pi_v<float> * clamp01(t));
}

// Overshoots a little before settling: pops.
inline float ease_out_back(float t) {
    t = clamp01(t);
    constexpr float c1 = 1.70158f;
    constexpr float c3 = c1 + 1;
    return 1 + c3 * std::pow(t - 1, 3.0f) + c1 * std::pow(t - 1, 2.0f);
}

}  // namespace shell
