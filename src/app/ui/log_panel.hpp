// The narrated log: one line per event, added as the event plays, the one on
// screen highlighted, following the newest line.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "platform/fonts.hpp"
#include "sugarworks/event.hpp"

namespace sugarworks::app {

// The colour a log line of a floor event is written in (Bonk!, eaten, delivered, lost).
ImVec4 event_colour(const Event& e);

class LogPanel {
  public:
    // `shown` lines of `lines` are visible; `current` is the event on screen.
    void draw(const std::vector<std::string>& lines, const std::vector<Event>& events, int shown,
              int current, const Fonts& fonts);

  private:
    int last_shown_ = -1;
};

}  // namespace sugarworks::app
