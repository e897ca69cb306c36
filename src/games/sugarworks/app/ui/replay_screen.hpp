// A saved game watched back: the table as it stood after some of its actions,
// drawn by the table's own screen (floor, panels, log, movement bar) from the
// view chosen, with the replay's controls where the table has its actions and
// toolbar: a step of one action or one round either way, the start and the end,
// a bar to drag along the whole game, whose view it is, and "Take over from here".
#pragma once

#include "render/painter.hpp"
#include "replay/replay_frame.hpp"
#include "shell/platform/fonts.hpp"
#include "ui/marks.hpp"
#include "ui/table_screen.hpp"

namespace sugarworks::app {

class ReplayScreen {
  public:
    // Marks "replay:back", "replay:next" (one action), "replay:round_back",
    // "replay:round_next", "replay:start", "replay:scrub", "replay:end",
    // "replay:views" (the list of views; open, its "replay:view:everyone" and
    // "replay:view:N" for seat N), "replay:take_over" and "replay:leave".
    ReplayIntents draw(const ReplayFrame& frame, const Painter& p, const shell::Fonts& fonts,
                       float ui_scale, Marks& marks);
    void set_key_point(std::optional<ImVec2> at) { table_.set_key_point(at); }

  private:
    void draw_controls(const ReplayFrame& r, const Rect& at, const shell::Fonts& fonts, float s,
                       Marks& marks, ReplayIntents& out);
    void draw_toolbar(const ReplayFrame& r, const Rect& at, float s, Marks& marks,
                      ReplayIntents& out);

    TableScreen table_;
};

}  // namespace sugarworks::app
