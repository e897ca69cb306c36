// An order card as a player sees it: its candy icons, its points and its
// rules text (generated from the card's data), as one clickable ImGui item.
#pragma once

#include <string>

#include "render/painter.hpp"
#include "sugarworks/catalog.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// The words on the face of order `card` (its points and icons are drawn).
std::string order_card_text(const Catalog& catalog, int card);

// Draws order `card` `width` points wide at the cursor; true when clicked.
// `name` marks it for scripts; `selected` outlines it.
// How tall a card of this width is drawn, in the current font.
float order_card_height(const Catalog& catalog, int card, float width);

// `min_height`: the card is drawn at least this tall (a market slot), never
// shorter than its words need. `role`: Text for a card a click does nothing
// with (it only shows its tooltip), so the keys pass it by. `max_height` (0: none):
// the card is drawn no taller (a market slot, the same all game): words that run
// past it end in "…", and pointing at the card shows them all.
bool order_card(const Painter& p, const Catalog& catalog, int card, float width, bool selected,
                Marks& marks, const std::string& name, float min_height = 0,
                MarkRole role = MarkRole::Control, float max_height = 0);

}  // namespace sugarworks::app
