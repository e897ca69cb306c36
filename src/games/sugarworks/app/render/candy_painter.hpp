// Drawing one candy: its art (or a stand-in shape), squashed, turned, faded, lifted.
#pragma once

#include "render/painter.hpp"
#include "sugarworks/candy.hpp"

namespace sugarworks::app {

struct CandyLook {
    ImVec2 center{};
    float size = 32;  // points, the width of the art's box
    float angle = 0;  // radians
    float alpha = 1;
    ImVec2 squash{1, 1};  // scale along (axis, across axis)
    float squash_angle = 0;
    float glow = 0;  // 0..1: the activation halo
    float lift = 0;  // points above the ground (jumps): the shadow stays down
    bool shadow = true;
};

void draw_candy(const Painter& p, CandyType type, const CandyLook& look);

}  // namespace sugarworks::app
