// The warm candy-factory colours, in one place.
#pragma once

#include <imgui.h>

#include <algorithm>

#include "sugarworks/candy.hpp"

namespace sugarworks::app::palette {

// [SECTION] Floor and board
inline constexpr ImU32 kBackdropTint = IM_COL32(255, 236, 214, 150);  // multiplies floor.svg
inline constexpr ImU32 kShadow = IM_COL32(74, 44, 34, 70);
inline constexpr ImU32 kBoardFrame = IM_COL32(196, 122, 70, 255);  // caramel
inline constexpr ImU32 kBoardFrameHi = IM_COL32(222, 156, 98, 255);
inline constexpr ImU32 kBoardEdge = IM_COL32(110, 62, 38, 255);  // chocolate
inline constexpr ImU32 kBoardBed = IM_COL32(92, 58, 42, 255);    // under the tiles
inline constexpr ImU32 kDockBed = IM_COL32(128, 78, 52, 255);
inline constexpr ImU32 kBoardLabel = IM_COL32(255, 243, 224, 255);
inline constexpr ImU32 kPrintedTint = IM_COL32(228, 218, 206, 255);  // worn, a touch dull
inline constexpr ImU32 kPlayedTint = IM_COL32(255, 255, 255, 255);

// [SECTION] Cards and text
inline constexpr ImU32 kCard = IM_COL32(255, 249, 240, 255);  // opaque: no backdrop under it
inline constexpr ImU32 kCardEdge = IM_COL32(226, 186, 150, 255);
inline constexpr ImU32 kInk = IM_COL32(74, 44, 34, 255);
inline constexpr ImU32 kInkSoft = IM_COL32(140, 104, 88, 255);
inline constexpr ImU32 kInkFaint = IM_COL32(190, 165, 150, 255);
inline constexpr ImU32 kPink = IM_COL32(242, 95, 140, 255);
inline constexpr ImU32 kPinkDeep = IM_COL32(204, 58, 108, 255);
inline constexpr ImU32 kMint = IM_COL32(92, 196, 160, 255);
inline constexpr ImU32 kGold = IM_COL32(255, 206, 72, 255);
inline constexpr ImU32 kBonkText = IM_COL32(255, 226, 74, 255);
inline constexpr ImU32 kBonkOutline = IM_COL32(120, 40, 30, 255);

// [SECTION] Candies (stand-ins when the art is missing, and log colours)
inline ImU32 candy_fill(CandyType type) {
    switch (type) {
        case CandyType::RedCircle:
            return IM_COL32(232, 64, 82, 255);
        case CandyType::YellowHexagon:
            return IM_COL32(246, 196, 48, 255);
        case CandyType::GreenTriangle:
            return IM_COL32(52, 176, 98, 255);
        case CandyType::BlueSquare:
            return IM_COL32(52, 130, 222, 255);
        case CandyType::PurpleRectangle:
            return IM_COL32(150, 88, 220, 255);
    }
    return IM_COL32_WHITE;
}

// Darker, for outlines and log text that must read on cream.
inline ImU32 candy_edge(CandyType type) {
    switch (type) {
        case CandyType::RedCircle:
            return IM_COL32(168, 28, 48, 255);
        case CandyType::YellowHexagon:
            return IM_COL32(170, 118, 10, 255);
        case CandyType::GreenTriangle:
            return IM_COL32(24, 118, 58, 255);
        case CandyType::BlueSquare:
            return IM_COL32(28, 80, 160, 255);
        case CandyType::PurpleRectangle:
            return IM_COL32(98, 48, 160, 255);
    }
    return IM_COL32_BLACK;
}

inline ImU32 with_alpha(ImU32 c, float alpha) {
    const auto a =
        static_cast<unsigned>(static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF) * alpha);
    return (c & ~IM_COL32_A_MASK) | (std::min(a, 255u) << IM_COL32_A_SHIFT);
}

}  // namespace sugarworks::app::palette
