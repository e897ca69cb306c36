// What is wrong with where a frame put things: an element outside the window or
// outside its panel, two controls on top of each other, words too small to read,
// a hand or a market that does not show what it must. Reads the frame's Marks
// only, so the same check runs on every screen, size and UI scale.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/marks.hpp"

namespace sugarworks::app {

// The smallest words any screen draws: 13 points, times the UI scale in pixels.
inline constexpr float kMinTextPoints = 13;
// The floor's board from its outputs to its crates' counts ("floor:board"), in
// spaces: how the check finds a space's size from the mark.
inline constexpr float kFloorBoardCells = 9.18f;

struct LayoutRules {
    ImVec2 display;                      // the window, in pixels
    float min_text_px = kMinTextPoints;  // the smallest words allowed, in pixels
    int min_orders_seen = 5;             // order cards of the hand that must be in full view...
    int min_tiles_seen = 3;              // ...and tiles, when the hand holds that many
    // The floor comes first: the board from its outputs to its crates' counts
    // ("floor:board") at least this share of the window's width, and each of its
    // spaces at least this many pixels, so candies and marks stay readable.
    float min_floor_share = 0.45f;
    float min_floor_cell = 48;
};

std::vector<std::string> layout_problems(const Marks& marks, const LayoutRules& rules);

// The check of a frame of `screen` drawn at `ui_scale` in the current window, by
// the rules of every screen: its problems printed, and a line saying how many, or
// nothing when there are none.
std::optional<std::string> layout_problem(const Marks& marks, std::string_view screen,
                                          float ui_scale);

// "(10,20)-(110,60)": a rectangle in a problem's words.
std::string describe_rect(const Rect& r);

}  // namespace sugarworks::app
