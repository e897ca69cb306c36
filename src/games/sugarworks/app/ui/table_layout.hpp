// Where the table's panels stand in a window of a given size at a given UI
// scale: pure geometry, so it is tested without a window.
//
//   +------------------------- banner (title, status | toolbar) ---------------+
//   | public table |   (a lesson's words, when one is on)  |  the hand        |
//   | (die, decks, |            factory floor              |  (tiles, orders) |
//   |  blankets,   |                                       |                  |
//   |  players)    +-- the bar: conveyor controls, notices -+------------------+
//   +--------------+                                       |  what to do now  |
//   | the log      |   the market: 4 cards in a row        |  (prompt, choices)|
//   +--------------+---------------------------------------+------------------+
//
// The floor comes first: the middle column keeps at least half the window's
// width whatever the UI scale, and the side columns share what is left, each
// sized in points times the scale as far as that allows. Every height that
// could change with the game (the market's cards, the public table's sections)
// is asked for once for the whole game (TableNeeds), so nothing a player may
// click moves because of what happens. Below the smallest supported window
// (1024 x 640 points) the scale is lowered until the table fits
// (fitted_ui_scale).
#pragma once

#include <array>

#include "render/floor_layout.hpp"

namespace sugarworks::app {

// The smallest window, in points at UI scale 1, that the table is laid out for.
inline constexpr float kMinTableWidth = 1024;
inline constexpr float kMinTableHeight = 640;

// The UI scale to draw at: the one wanted, lowered where the window is too
// small for it, in steps of 1/8 so that resizing a window does not rebuild
// the fonts at every pixel.
float fitted_ui_scale(float wanted, ImVec2 window);

struct TableLayout {
    float scale = 1;
    float pad = 8;
    Rect header;
    Rect header_text;  // the scenario name and status, left of the toolbar
    Rect toolbar;      // undo, redo, save, rules, menu
    Rect side;         // the public table
    Rect log;
    Rect floor;
    Rect bar;  // the movement controls
    Rect market;
    int market_columns = 4;
    std::array<Rect, 4> market_slots{};  // a card with its buttons under it
    Rect hand;
    Rect actions;
    Rect lesson;  // a lesson's words, above the floor (empty when no lesson is played)
};

// What the table's contents ask of the layout.
// The share of the window's width the middle column (the floor) always keeps.
inline constexpr float kFloorShare = 0.5f;

struct TableNeeds {
    bool market = true;  // the mode has a market of face-up orders (else the floor takes its room)
    // The tallest card that can come to the market, with its buttons, in pixels (0: a
    // guess): the same all game, so the floor above the market never moves.
    float market_slot_h = 0;
    // The public table's sections, in pixels (0: a guess): it takes what it needs,
    // and the log under it the rest (never less than a few lines).
    float public_h = 0;
    float lesson_h = 0;  // a lesson's panel, in pixels (0: no lesson)
    // The actions panel's height, in pixels, where another screen puts its own
    // controls there (0: the table's share; never more than half the column).
    float actions_h = 0;
};

TableLayout layout_table(ImVec2 window, float scale, const TableNeeds& needs);

// The width of a market slot, which does not depend on the cards in it.
float market_slot_width(ImVec2 window, float scale);

}  // namespace sugarworks::app
