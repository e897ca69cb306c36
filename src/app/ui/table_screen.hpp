// The table: the factory floor in the middle, the public table on the left,
// the hand of the player at the screen and their legal actions on the right,
// the log, and the movement controls while the conveyors run. It reads the
// Table and a player's view and returns what the person asked for; the only
// thing it keeps is what they are pointing at (a tile, an output, an order).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "anim/playback.hpp"
#include "app/fonts.hpp"
#include "render/floor_layout.hpp"
#include "render/painter.hpp"
#include "table/table.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// What the person has picked up, before the action is whole.
struct TablePick {
    enum class Kind { None, Tile, Output, Order } kind = Kind::None;
    int card = -1;  // Tile, Order
    int spot = -1;  // Output
    friend bool operator==(const TablePick&, const TablePick&) = default;
};

struct MovementControls {
    bool active = false;  // a movement is on screen
    bool playing = false;
    bool finished = false;
    int done = 0;
    int total = 0;
    double speed = 1;
    bool can_replay = false;  // a movement has been played this game
    int round = 0;            // the round whose movement it is
};

struct TableFrame {
    const Table* table = nullptr;
    int viewer = 0;                      // whose hand is on screen
    const Playback* playback = nullptr;  // where the candies are drawn
    int log_shown = 0;                   // log entries told so far
    int log_current = -1;                // the entry of the event on screen
    MovementControls movement;
    bool patterns = false;
    bool confirm_placements = false;
    std::string notice;  // a special order completed, a refusal
    // While the conveyors run: the table as it was when they started, so the
    // public panels do not give away what the movement will complete.
    std::optional<PlayerView> before;
    // Candies just made by production: their dock spots, and how far (0..1)
    // the glow around them has run.
    std::vector<int> produced;
    float produced_t = 1;
};

struct TableIntents {
    std::optional<Action> act;
    bool undo = false;
    bool redo = false;
    bool menu = false;
    bool rules = false;
    bool save = false;
    bool play = false;
    bool pause = false;
    bool step = false;
    bool skip = false;
    bool replay = false;
    std::optional<double> speed;
};

class TableScreen {
  public:
    TableIntents draw(const TableFrame& frame, const Painter& p, const Fonts& fonts, float ui_scale,
                      Marks& marks);
    // Keys 1-9: the n-th tile, then order, in the hand (0-based).
    void pick_in_hand(const PlayerView& view, int index);
    void clear_pick() {
        pick_ = {};
        confirming_.reset();
    }
    const TablePick& pick() const { return pick_; }

  private:
    void draw_floor_area(const TableFrame& f, const Painter& p, const FloorLayout& layout,
                         Marks& marks, TableIntents& out);
    void draw_public_panel(const TableFrame& f, const PlayerView& view, const Painter& p,
                           const Fonts& fonts, float s, Marks& marks, TableIntents& out);
    void draw_market_strip(const TableFrame& f, const PlayerView& view, const Painter& p,
                           const Fonts& fonts, float s, Marks& marks, TableIntents& out);
    void draw_hand_panel(const TableFrame& f, const PlayerView& view, const Painter& p,
                         const Fonts& fonts, float s, Marks& marks, TableIntents& out);
    void draw_actions(const TableFrame& f, const Fonts& fonts, Marks& marks, TableIntents& out);
    void draw_log(const TableFrame& f, const Fonts& fonts);
    void draw_movement_bar(const TableFrame& f, const Rect& bar, float s, Marks& marks,
                           TableIntents& out);
    void choose(const TableFrame& f, const Action& action, TableIntents& out);

    TablePick pick_;
    std::optional<Action> confirming_;
    int hovered_log_ = -1;
    // The preview of the tile under the pointer: (tile, cell) and the outcome.
    struct Preview {
        int tile = -1;
        Cell cell{};
        std::size_t actions = 0;
        std::vector<std::pair<ImVec2, ImVec2>> paths;  // start -> end of each candy that moves
        std::vector<std::pair<CandyType, ImVec2>> ends;
    };
    Preview preview_;
    FloorLayout layout_;
};

}  // namespace sugarworks::app
