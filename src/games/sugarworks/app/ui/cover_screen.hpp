// The hand-off: a full cover between two players' turns that shows nothing
// private ("Pass to Blake"), then the recap of what happened since that
// player last had the table. Only the public floor shows behind it.
#pragma once

#include <string>
#include <vector>

#include "render/painter.hpp"
#include "shell/platform/fonts.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/floor.hpp"
#include "table/table_frame.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// The floor everyone sees, filling the window behind the cover and the recap;
// `in_play`: the candy types the game plays with (FloorView::in_play).
void draw_floor_behind(const Painter& p, const Floor& floor, const Catalog& catalog,
                       unsigned in_play);

// "Pass to Blake": lift the cover (cover:show), the take-back of the player who
// just acted (cover:take_back), or the main menu.
TableIntents draw_cover(const Painter& p, const shell::Fonts& fonts, float ui_scale, Marks& marks,
                        const CoverText& cover);

// What happened since the player last had the table, under `title` (recap:start).
TableIntents draw_recap(const shell::Fonts& fonts, float ui_scale, Marks& marks,
                        const std::string& title, const std::vector<std::string>& lines);

}  // namespace sugarworks::app
