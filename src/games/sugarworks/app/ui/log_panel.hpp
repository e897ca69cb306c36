// The narrated log, the same on the table and in the movement example: one line
// per event, added as the event plays, the one on screen highlighted, following
// the newest line; a pointer resting on a line says which.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "shell/platform/fonts.hpp"
#include "sugarworks/event.hpp"
#include "table/table_frame.hpp"

namespace sugarworks::app {

// The colour a log line of a floor event is written in (Bonk!, eaten, delivered, lost).
ImVec4 event_colour(const Event& e);
// The colour of any line: floor events as above, completed orders gold, turns purple.
ImVec4 log_colour(const LogLine& line);

class LogPanel {
  public:
    // `shown` lines of `lines` are visible; `current` is the one on screen (-1:
    // none). `hint` is written while nothing is shown. Returns the line under
    // the pointer, or -1.
    int draw(const std::vector<LogLine>& lines, int shown, int current, const shell::Fonts& fonts,
             const std::string& hint = "");

  private:
    int last_shown_ = -1;
    int last_frame_ = -2;  // the ImGui frame it was last drawn in
};

}  // namespace sugarworks::app
