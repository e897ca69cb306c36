// What is wrong with where a frame of Sparks put things, on its table and on the
// shell's screens around it: a control or words outside the window or cut by
// their panel, two controls on top of each other (or a control over words),
// words too small to read. Reads the frame's Marks only, so the same check runs
// at every window size and UI scale; the scripts' check_layout steps call it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "shell/ui/marks.hpp"

namespace sparks::table {

// The smallest words a screen may draw, in points: the body font is 16, and no
// label may shrink below 13 (the floor Sugarworks' screens keep too). Times the
// UI scale, in pixels.
inline constexpr float kMinTextPoints = 13;

// The problems of `frame` drawn in a window standing in `window`, whose words
// may not be smaller than `min_text_px`: one sentence each, none when it is right.
std::vector<std::string> sparks_layout_problems(const shell::Marks& frame,
                                                const shell::Rect& window, float min_text_px);

// The check of a frame of `screen` drawn at `ui_scale` in the current ImGui
// window: its problems printed one a line, and a line saying how many and
// where, or nothing when there are none.
std::optional<std::string> sparks_layout_problem(const shell::Marks& frame,
                                                 const std::string& screen, float ui_scale);

}  // namespace sparks::table
