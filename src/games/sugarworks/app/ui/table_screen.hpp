// The table: the factory floor in the middle, the public table on the left,
// the hand of the player at the screen and their legal actions on the right,
// the log, and the movement controls while the conveyors run. It draws a
// TableFrame (a player view, never the state) and returns what the person
// asked for; it keeps nothing of the game, only where things were drawn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "anim/playback.hpp"
#include "render/floor_layout.hpp"
#include "render/painter.hpp"
#include "shell/platform/fonts.hpp"
#include "table/table_frame.hpp"
#include "ui/log_panel.hpp"
#include "ui/marks.hpp"
#include "ui/public_panel.hpp"
#include "ui/table_layout.hpp"

namespace sugarworks::app {

class TableScreen {
  public:
    TableIntents draw(const TableFrame& frame, const Painter& p, const shell::Fonts& fonts,
                      float ui_scale, Marks& marks);
    // Where the keys' focus stands on the floor (none: the pointer alone previews).
    void set_key_point(std::optional<ImVec2> at) { key_point_ = at; }
    // Where the panels of the last frame stood: a game watched back draws its own
    // controls in the toolbar and the actions panel.
    const TableLayout& layout() const { return table_layout_; }
    // The actions panel's height in pixels for such controls (0: the table's own).
    void set_actions_height(float h) { actions_h_ = h; }

  private:
    std::string shown_hint_;  // the coach's reason last drawn, to scroll a new one to its top
    TableNeeds needs(const TableFrame& f, ImVec2 window, const shell::Fonts& fonts, float s) const;
    // Where the lesson's step points, as drawn this frame.
    std::optional<Rect> lesson_mark(const TableFrame& f, const TableLayout& t,
                                    const Marks& marks) const;
    void draw_floor_area(const TableFrame& f, const Painter& p, const FloorLayout& layout, float s,
                         Marks& marks, TableIntents& out);
    void draw_toolbar(const TableFrame& f, const Rect& r, float s, Marks& marks, TableIntents& out);
    void draw_market(const TableFrame& f, const PlayerView& view, const Painter& p,
                     const TableLayout& layout, Marks& marks, TableIntents& out);
    void draw_hand_panel(const TableFrame& f, const PlayerView& view, const Painter& p,
                         const shell::Fonts& fonts, float s, Marks& marks, TableIntents& out);
    void draw_actions(const TableFrame& f, const shell::Fonts& fonts, Marks& marks,
                      TableIntents& out);
    void draw_log(const TableFrame& f, const shell::Fonts& fonts);
    void draw_movement_bar(const TableFrame& f, const Rect& bar, float s, Marks& marks,
                           const shell::Fonts& fonts, TableIntents& out);
    void draw_preview(const TableFrame& f, const Painter& p, const FloorLayout& layout);
    void draw_floor_tip(const TableTip& tip, const shell::Fonts& fonts, float s, Marks& marks);
    void draw_tip_beside(const TableTip& tip, const Rect& anchor, const std::vector<Rect>& clear,
                         const shell::Fonts& fonts, float s, Marks& marks);
    void draw_lesson_bonk_chart(const TableFrame& f, const Painter& p, const shell::Fonts& fonts,
                                float s, Marks& marks);

    LogPanel log_;
    std::string preview_note_;
    std::optional<ImVec2> key_point_;  // this frame's preview in words, for the bar under the floor
    int hovered_log_ = -1;
    FloorLayout layout_;
    TableLayout table_layout_;
    float actions_h_ = 0;
    Rect floor_area_;
    Rect lesson_area_;
    PublicPanel public_;
    std::optional<Rect> notice_at_;  // the notice's words in the bar, this frame
    // The tallest card of the mode's order pool at a market slot's width, kept:
    // the market's height for the whole game.
    mutable float market_card_h_ = 0;
    mutable float market_card_w_ = -1;
    mutable const Game* market_card_game_ = nullptr;
};

}  // namespace sugarworks::app
