// The patterned floor behind everything. Under a software renderer the pattern
// is the costliest thing a frame fills, so it is drawn only where no opaque
// panel will cover it.
#pragma once

#include <vector>

#include "render/painter.hpp"

namespace sugarworks::app {

// The parts of `screen` outside every rect of `covered`, as rectangles that do
// not overlap (a few, merged along each row). Pure geometry.
std::vector<Rect> uncovered(const Rect& screen, const std::vector<Rect>& covered);

// The backdrop over `screen`, left out where `covered` says an opaque panel
// will be drawn (the pattern lines up across the pieces as if drawn whole).
void draw_backdrop(const Painter& p, const Rect& screen, const std::vector<Rect>& covered = {});

}  // namespace sugarworks::app
