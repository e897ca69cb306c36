// What the table screen's panels share: small helpers for words and buttons,
// in one place for the files that draw the floor, the hand and the frame.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <string_view>

#include "render/painter.hpp"
#include "sugarworks/action.hpp"
#include "sugarworks/scenario.hpp"
#include "table/table_frame.hpp"
#include "ui/log_panel.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app::table_parts {

// "9.5" as "9․5" and "10,000" as "10‚000": ImGui's word wrap may break a line
// after any full stop or comma, in a number too ("10," then "000"); the one dot
// leader and the low comma look the same and are not places to break.
std::string numbers_kept_whole(std::string_view text);

// The rule of the step (the core's words) and how this table's controls do it.
std::string step_hint(Step step, const Scenario& scenario);

// Whether the point `v` lies in `r` (its right and bottom edges outside it).
bool contains(const Rect& r, ImVec2 v);

// Actions made by pointing at the floor: a tile on a space, an output, a candy.
bool is_spatial(ActionKind k);

// Actions with a button of their own on the table (the market, the decks, the die).
bool has_own_button(ActionKind k);

// A full-width button whose label wraps over as many lines as it needs.
bool wrapped_button(Marks& marks, const std::string& name, const std::string& label);

// Where a floor event happened, for the log's hover highlight.
std::optional<Cell> event_cell(const LogLine& e);

// What a button says: the core's words for the action, and for a side of a
// Sugarworker card its name and what it does, so the choice is not made blind.
std::string action_label(const TableFrame& f, const Action& a);

// The height of the row of buttons under a market card `width` wide.
float market_buttons_height(float width);

}  // namespace sugarworks::app::table_parts
