// What is wrong with where a frame put things: an element outside the window or
// outside its panel, two controls on top of each other, words too small to read,
// a hand or a market that does not show what it must. Reads the frame's Marks
// only, so the same check runs on every screen, size and UI scale.
#pragma once

#include <string>
#include <vector>

#include "ui/marks.hpp"

namespace sugarworks::app {

// The smallest words any screen draws: 13 points, times the UI scale in pixels.
inline constexpr float kMinTextPoints = 13;

struct LayoutRules {
    ImVec2 display;                      // the window, in pixels
    float min_text_px = kMinTextPoints;  // the smallest words allowed, in pixels
    int min_orders_seen = 5;             // order cards of the hand that must be in full view...
    int min_tiles_seen = 3;              // ...and tiles, when the hand holds that many
};

std::vector<std::string> layout_problems(const Marks& marks, const LayoutRules& rules);

}  // namespace sugarworks::app
