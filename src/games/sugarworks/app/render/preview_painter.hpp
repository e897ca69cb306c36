// Draws a preview on the floor: each candy's way as a line through the places it
// would pass, and a small icon where a Bonk!, an eating, a delivery or a loss
// would happen.
#pragma once

#include <vector>

#include "anim/preview_paths.hpp"
#include "render/painter.hpp"

namespace sugarworks::app {

void draw_preview_paths(const Painter& p, const FloorLayout& lay,
                        const std::vector<CandyPath>& paths);

// The icon of one moment, centred on `c`, `size` across.
void draw_moment_icon(const Painter& p, PreviewMoment moment, CandyType type, CornerKind corner,
                      ImVec2 c, float size);

}  // namespace sugarworks::app
