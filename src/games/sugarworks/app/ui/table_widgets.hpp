// Small pieces the table's panels share: a bold heading, whether an action is
// offered now, the outline of the staged action's button, and a button that
// keeps its place when it is not offered.
#pragma once

#include <string>
#include <string_view>

#include "render/floor_layout.hpp"
#include "shell/platform/fonts.hpp"
#include "table/table_frame.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// The conveyors are running: nothing can be chosen until they stop.
bool conveyors_running(const TableFrame& f);
// The viewer may take `a` now.
bool offered(const TableFrame& f, const Action& a);
void heading(const shell::Fonts& fonts, Marks& marks, std::string_view text);
// The button just drawn holds the staged action: outline it, lifted.
void mark_if_staged(const TableFrame& f, const Action& a);
// A button that stands in its place whether or not its action is offered now, so
// that nothing under it moves when it comes and goes: pressed when offered; else
// greyed, marked "NAME:idle" as words, and hovering it says `idle_why`.
bool steady_button(const TableFrame& f, Marks& marks, const Action& action, const std::string& name,
                   const char* label, const char* idle_why);

}  // namespace sugarworks::app

namespace sugarworks::app {

// A tooltip that covers nothing of `clear` (the panel, or the board, the pointer
// is in): beside it, by `near` (what is pointed at), above it where there is room,
// else to its left, its right or under it. Its words wrap at a readable width.
// `below_first`: try under it before above it (the floor, whose banner above holds
// the toolbar).
void tooltip_outside(const Rect& clear, const Rect& near, const std::string& text,
                     bool below_first = false);
// The same for the last ImGui item, clear of the window it is in.
void item_tooltip(const std::string& text);

}  // namespace sugarworks::app
