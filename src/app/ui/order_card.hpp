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
bool order_card(const Painter& p, const Catalog& catalog, int card, float width, bool selected,
                Marks& marks, const std::string& name);

}  // namespace sugarworks::app
