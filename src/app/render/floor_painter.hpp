// Drawing the factory floor under the candies: the backdrop, the board with
// its row and column labels, docks and tiles, the crates, the Lost gutter and
// the supply, with the counts of the tally.
#pragma once

#include "anim/floor_tally.hpp"
#include "render/floor_layout.hpp"
#include "render/painter.hpp"
#include "render/scene.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/floor.hpp"

namespace sugarworks::app {

struct FloorView {
    const Floor* floor = nullptr;       // tiles and output docks
    const Catalog* catalog = nullptr;   // tile kinds, for played tiles' own art
    const FloorTally* tally = nullptr;  // crate, Lost and supply counts
    const Scene* scene = nullptr;       // eaters chewing, crates receiving
};

// One conveyor tile in `box` (a hand card, a ghost under the pointer): its
// belt, its own art when it has one, and its corner icon. `alpha` fades it.
void draw_tile_art(const Painter& p, const Rect& box, const PlacedTile& tile,
                   const Catalog* catalog, float alpha = 1.0f);
void draw_backdrop(const Painter& p, const Rect& screen);
void draw_floor(const Painter& p, const FloorLayout& layout, const FloorView& view);
// The eaters and X marks sit over the candies on their space (a candy being
// eaten disappears into the alien's mouth), so they are drawn after them.
void draw_corner_icons(const Painter& p, const FloorLayout& layout, const FloorView& view);

}  // namespace sugarworks::app
