// Drawing a frame's candies and effects (star bursts, puffs) over the floor.
#pragma once

#include "render/floor_layout.hpp"
#include "render/floor_painter.hpp"
#include "render/painter.hpp"
#include "render/scene.hpp"

namespace sugarworks::app {

// The candies standing still (`moving` false) or those on the move (true).
void draw_candies(const Painter& p, const Scene& scene, bool moving);
// Effects behind the candies (the Bonk! burst) and over everything (words, rings).
void draw_effects_under(const Painter& p, const FloorLayout& layout, const Scene& scene);
void draw_effects(const Painter& p, const FloorLayout& layout, const Scene& scene);
// The whole floor of a frame in its layers: the board and what lies on it,
// the candies standing and moving, the eaters over them, the effects on top.
void draw_floor_scene(const Painter& p, const FloorLayout& layout, const FloorView& view);

// Asks for the art the effects will need at this size before they play, so no
// SVG is rasterized in the middle of an animation.
void prewarm_effect_art(const Painter& p, const FloorLayout& layout, const Floor& floor);

}  // namespace sugarworks::app
