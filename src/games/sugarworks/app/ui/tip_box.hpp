// A tip on screen: a card of one line of words (wrapped only where the room is
// narrower), drawn beside the moment it explains. On the floor it stands above
// or below the places it must leave in view (the candies it speaks of), inside
// the floor's area, with a line to where the moment happened; elsewhere it is
// drawn in the panel that shows the moment.
#pragma once

#include <imgui.h>

#include <span>
#include <string_view>

#include "render/floor_layout.hpp"
#include "shell/platform/fonts.hpp"
#include "sugarworks/geometry.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// Where a box of `size` goes in `area`, over neither `anchor` nor any of
// `keep_clear`: first just above `board`, where it hides no candy at all, or
// just below it; else just above or below the rows the moment covers; else at
// the top or the bottom of the area. Where every place covers some of them, the one that covers the
// least. Level with the anchor, as far as the area allows. Pure geometry.
Rect place_tip_box(const Rect& area, ImVec2 size, const Rect& anchor,
                   std::span<const Rect> keep_clear, const Rect& board, float gap);

// Where a place of the floor is drawn: a space, a dock spot, a crate, the Lost
// gutter; a place just off the grid is the cell it would be.
Rect place_rect(const FloorLayout& layout, const Place& place);

// The card under a tip's words (or any card in its look): a shadow, cream, a
// gold stripe down the left and a gold edge; its stripe is kTipStripe points wide.
inline constexpr float kTipStripe = 4;
void draw_tip_card_frame(ImDrawList* list, const Rect& box, float ui_scale);
// A tip's card at `at` (its top-left), `wrap` wide at most; returns where it was drawn.
Rect draw_tip_card(ImDrawList* list, const shell::Fonts& fonts, std::string_view words, ImVec2 at,
                   float wrap, float ui_scale);
// The font tips are written in: the body font (ImGui's own when none is loaded).
ImFont* tip_font(const shell::Fonts& fonts);
// The size such a card takes.
ImVec2 tip_card_size(const shell::Fonts& fonts, std::string_view words, float wrap, float ui_scale);

}  // namespace sugarworks::app
