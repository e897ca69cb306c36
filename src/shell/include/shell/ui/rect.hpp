// A rectangle on screen, in ImGui's points: where a panel, a card or a button
// stands, for layouts, hit tests and the checks that read where things were drawn.
#pragma once

#include <imgui.h>

#include <algorithm>

namespace shell {

struct Rect {
    ImVec2 min;
    ImVec2 max;
    ImVec2 center() const { return {(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f}; }
    float width() const { return max.x - min.x; }
    float height() const { return max.y - min.y; }
    Rect inset(float d) const { return {{min.x + d, min.y + d}, {max.x - d, max.y - d}}; }
    // The smallest rectangle holding both; the part both hold (empty when none).
    Rect united(const Rect& o) const {
        return {{std::min(min.x, o.min.x), std::min(min.y, o.min.y)},
                {std::max(max.x, o.max.x), std::max(max.y, o.max.y)}};
    }
    Rect intersection(const Rect& o) const {
        const ImVec2 lo{std::max(min.x, o.min.x), std::max(min.y, o.min.y)};
        return {
            lo,
            {std::max(lo.x, std::min(max.x, o.max.x)), std::max(lo.y, std::min(max.y, o.max.y))}};
    }
    static Rect around(ImVec2 c, float w, float h) {
        return {{c.x - w * 0.5f, c.y - h * 0.5f}, {c.x + w * 0.5f, c.y + h * 0.5f}};
    }
};

}  // namespace shell
