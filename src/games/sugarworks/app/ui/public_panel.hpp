// The public table, the left panel: the score as it stands (where hands are
// public), the die's last roll, the decks, the blanket orders, the players, the
// activation order and how near the end is. It holds nothing to click (the die
// is rolled and an order drawn from the actions panel, where the step's words
// are), and asks the layout for its whole height, so that at the supported sizes
// it does not scroll.
#pragma once

#include <optional>

#include "render/floor_layout.hpp"
#include "render/painter.hpp"
#include "shell/platform/fonts.hpp"
#include "table/table_frame.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

class PublicPanel {
  public:
    // Draws in the current ImGui window.
    void draw(const TableFrame& f, const PlayerView& view, const Painter& p,
              const shell::Fonts& fonts, float s, Marks& marks);
    // The height, in pixels, its sections took in the last frame with the window's
    // padding, the most seen in this game (0 before the first frame): the layout
    // gives it that, so the log under it does not move as lines come and go.
    float needed_height() const { return needed_h_; }
    // The blanket orders, as far as the panel shows them (a lesson points at them).
    std::optional<Rect> blankets() const { return blankets_; }

  private:
    void draw_die(const TableFrame& f, const PlayerView& view, const Painter& p,
                  const shell::Fonts& fonts, float s, Marks& marks);
    void draw_decks(const PlayerView& view, const shell::Fonts& fonts, Marks& marks);
    void draw_blankets(const TableFrame& f, const PlayerView& view, const Painter& p,
                       const shell::Fonts& fonts, float s, Marks& marks);
    void draw_players(const TableFrame& f, const PlayerView& view, const Painter& p,
                      const shell::Fonts& fonts, float s, Marks& marks);
    void draw_activation(const TableFrame& f, const PlayerView& view, const Painter& p,
                         const shell::Fonts& fonts, float s, Marks& marks);
    void draw_end(const TableFrame& f, const PlayerView& view, const shell::Fonts& fonts,
                  Marks& marks);
    // Scrolls the section beginning here into view, once for each `moment` (a
    // lesson's step, a round), where the panel is too short to show it all.
    void bring_into_view(int& done_for, int moment);

    float needed_h_ = 0;
    const Game* needed_for_ = nullptr;  // the game needed_h_ was measured in
    std::uint64_t needed_seed_ = 0;
    std::optional<Rect> blankets_;
    int blankets_shown_for_ = -1;  // the lesson step that last brought them into view
};

}  // namespace sugarworks::app
