// Whether anything a player may click moved between two frames of the same
// window: the table's panels, the toolbar, the market's buttons, the hand's tiles
// and cards, the floor's spaces and outputs, the conveyor controls. A message, a
// computer thinking or a longer card coming into the market must never move
// them; only a new window size or UI scale may. Reads the frames' Marks only.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ui/marks.hpp"

namespace sugarworks::app {

class SteadyWatch {
  public:
    // The frame just drawn: what moved since the frame that first showed it, each
    // in a line ("undo moved from (…) to (…)"); nothing when all stood still.
    std::vector<std::string> observe(const Marks& marks, ImVec2 display, float ui_scale);
    std::size_t watched() const { return seen_.size(); }

    // The names kept still, and the same name for a control greyed or not
    // ("market:2:idle" is "market:2").
    static bool watches(const std::string& name);
    static std::string steady_name(const std::string& name);

  private:
    std::map<std::string, Rect> seen_;
    ImVec2 display_{};
    float scale_ = 0;
    int orders_ = 0;  // the hand's order cards in the last frame
};

}  // namespace sugarworks::app
