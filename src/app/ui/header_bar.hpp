// The banner across the top: the game's name and the scenario on show.
#pragma once

#include <string>

#include "render/painter.hpp"

struct ImFont;

namespace sugarworks::app {

// Returns where its words stand, so nothing is put over them.
Rect draw_header(const Painter& p, ImFont* title_font, ImFont* body_font, const Rect& bar,
                 const std::string& scenario_name, const std::string& status, float text_right);

}  // namespace sugarworks::app
