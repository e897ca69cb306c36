// Drawing the factory floor under the candies: the backdrop, the board with
// its row and column labels, docks and tiles, the crates, the Lost gutter and
// the supply, with the counts of the tally.
#pragma once

#include "anim/floor_tally.hpp"
#include "render/backdrop.hpp"
#include "render/floor_layout.hpp"
#include "render/painter.hpp"
#include "render/scene.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/floor.hpp"
#include "sugarworks/scenario.hpp"

namespace sugarworks::app {

struct FloorView {
    const Floor* floor = nullptr;       // tiles and output docks
    const Catalog* catalog = nullptr;   // tile kinds, for played tiles' own art
    const FloorTally* tally = nullptr;  // crate, Lost and supply counts
    const Scene* scene = nullptr;       // eaters chewing, crates receiving
    // The candy types the game plays with (a bit per type index): the counts of
    // the others are not drawn (First Shift leaves two types out).
    unsigned in_play = (1u << kCandyTypeCount) - 1;
    // The smallest words the screen allows, in pixels (13 points times the UI
    // scale): the counts beside the crates, in Lost and under the jars never go
    // below it, however small the floor's spaces are.
    float min_text = 0;
    float text(float wanted) const { return wanted > min_text ? wanted : min_text; }
    bool shows(CandyType type) const { return (in_play >> index_of(type)) & 1u; }
};

// The smallest words the floor draws (the counts in a crate's full column), in pixels.
float smallest_floor_text(const FloorLayout& layout, const FloorView& view);

// FloorView::in_play for a scenario's candies.
inline unsigned candies_in_play(const Scenario& scenario) {
    unsigned bits = 0;
    for (CandyType type : kAllCandyTypes)
        bits |= scenario.in_play(type) ? 1u << index_of(type) : 0u;
    return bits;
}

// One conveyor tile in `box` (a hand card, a ghost under the pointer): its
// belt, its own art when it has one, and its corner icon. `alpha` fades it.
void draw_tile_art(const Painter& p, const Rect& box, const PlacedTile& tile,
                   const Catalog* catalog, float alpha = 1.0f);
void draw_floor(const Painter& p, const FloorLayout& layout, const FloorView& view);
// The eaters and X marks sit over the candies on their space (a candy being
// eaten disappears into the alien's mouth), so they are drawn after them.
void draw_corner_icons(const Painter& p, const FloorLayout& layout, const FloorView& view);

}  // namespace sugarworks::app
