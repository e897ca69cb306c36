// The banner across the top: the game's name and the scenario on show.
#pragma once

#include <string>

#include "render/painter.hpp"

struct ImFont;

namespace sugarworks::app {

// Returns where its words stand, so nothing is put over them. `status_tail`
// ends the status line where it fits, and is left out where it does not.
Rect draw_header(const Painter& p, ImFont* title_font, ImFont* body_font, const Rect& bar,
                 const std::string& scenario_name, std::string status, float text_right,
                 const std::string& status_tail = {});

}  // namespace sugarworks::app
