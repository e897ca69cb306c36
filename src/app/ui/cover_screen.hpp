// The hand-off: a full cover between two players' turns that shows nothing
// private ("Pass to Blake"), then the recap of what happened since that
// player last had the table. Only the public floor shows behind it.
#pragma once

#include <string>
#include <vector>

#include "platform/fonts.hpp"
#include "render/painter.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/floor.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// The floor everyone sees, filling the window behind the cover and the recap.
void draw_floor_behind(const Painter& p, const Floor& floor, const Catalog& catalog);

struct CoverIntents {
    bool show = false;       // the named player has the computer
    bool take_back = false;  // the player who just acted takes their action back
    bool menu = false;
};

// `colour` is the player's seat colour; `take_back`, when not empty, labels the
// button that lets the player who just acted take their action back.
CoverIntents draw_cover(const Painter& p, const Fonts& fonts, float ui_scale, Marks& marks,
                        const std::string& name, ImU32 colour, const std::string& why,
                        const std::string& take_back);

struct RecapIntents {
    bool start = false;
};

RecapIntents draw_recap(const Fonts& fonts, float ui_scale, Marks& marks, const std::string& name,
                        const std::vector<std::string>& lines);

}  // namespace sugarworks::app
