// The banner across the top: the game's name and the scenario on show.
#pragma once

#include <string>

#include "render/painter.hpp"

struct ImFont;

namespace sugarworks::app {

void draw_header(const Painter& p, ImFont* title_font, ImFont* body_font, const Rect& bar,
                 const std::string& scenario_name, const std::string& status);

}  // namespace sugarworks::app
