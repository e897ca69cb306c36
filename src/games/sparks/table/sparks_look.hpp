// How Sparks' pieces are drawn on the table: dice, die spaces, cogs, sparks and
// the seats' markers, in vector shapes so they stay crisp at every size. Each die
// colour is also a shape (the colour-blind reading, as Sugarworks' candies are):
// red a circle, yellow a hexagon, green a triangle, blue a square.
#pragma once

#include <imgui.h>

#include <optional>

#include "sparks/content.hpp"

namespace sparks::table {

// The body of a die (or a track, a board) of `colour`, and its outline.
ImU32 colour_fill(Colour colour);
ImU32 colour_ink(Colour colour);

// How a die or a place is drawn beside its picture.
enum class Lit { No, Picked, Target, Dim };

// A die of `colour` showing `value` in the square at `min` of side `size`.
void draw_die(ImDrawList* list, ImVec2 min, float size, Colour colour, int value,
              Lit lit = Lit::No);
// The shape of `colour` (its colour-blind emblem) centred at `centre`.
void draw_colour_shape(ImDrawList* list, ImVec2 centre, float radius, Colour colour, ImU32 ink);
// An empty die space asking for a colour, a value, both or neither (a dashed
// outline in the colour, the value's pips faint).
void draw_die_space(ImDrawList* list, ImVec2 min, float size, const DieSpace& space,
                    Lit lit = Lit::No);
// A cog and a spark, in the square at `min` of side `size`.
void draw_cog(ImDrawList* list, ImVec2 min, float size);
void draw_spark(ImDrawList* list, ImVec2 min, float size);
// A seat's marker on a track: a disc in the seat's colour with its number.
void draw_marker(ImDrawList* list, ImVec2 centre, float radius, int seat);

}  // namespace sparks::table
