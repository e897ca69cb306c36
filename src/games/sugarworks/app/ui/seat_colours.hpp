// The colours a seat can wear: six warm fruit colours, far enough apart in hue
// to tell the players' pawns and score columns apart at a glance. An index
// outside the palette wraps, so a bad index still draws something.
#pragma once

#include <imgui.h>

#include "setup/new_game_form.hpp"

namespace sugarworks::app {

namespace seat_colours_detail {

struct SeatColour {
    ImU32 colour;
    const char* name;
};

inline constexpr SeatColour kSeatColours[kSeatColourCount] = {
    {IM_COL32(214, 44, 104, 255), "Raspberry"}, {IM_COL32(246, 128, 36, 255), "Tangerine"},
    {IM_COL32(58, 184, 142, 255), "Mint"},      {IM_COL32(66, 110, 214, 255), "Blueberry"},
    {IM_COL32(134, 68, 178, 255), "Grape"},     {IM_COL32(238, 200, 40, 255), "Lemon"},
};

inline int wrapped(int index) {
    const int i = index % kSeatColourCount;
    return i < 0 ? i + kSeatColourCount : i;
}

}  // namespace seat_colours_detail

inline ImU32 seat_colour(int index) {
    return seat_colours_detail::kSeatColours[seat_colours_detail::wrapped(index)].colour;
}

inline const char* seat_colour_name(int index) {
    return seat_colours_detail::kSeatColours[seat_colours_detail::wrapped(index)].name;
}

}  // namespace sugarworks::app
