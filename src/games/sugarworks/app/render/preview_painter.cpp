#include "render/preview_painter.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "render/art.hpp"
#include "render/candy_painter.hpp"
#include "render/palette.hpp"

namespace sugarworks::app {
namespace {

constexpr ImU32 kBonkRed = IM_COL32(214, 70, 60, 255);
constexpr ImU32 kDeliveredGreen = IM_COL32(40, 140, 90, 255);
constexpr ImU32 kLostGrey = IM_COL32(80, 80, 86, 255);
constexpr ImU32 kEatenPurple = IM_COL32(120, 60, 160, 255);

void arrow_head(ImDrawList* dl, ImVec2 from, ImVec2 to, float h, ImU32 col) {
    const float dx = to.x - from.x;
    const float dy = to.y - from.y;
    const float len = std::sqrt(dx * dx + dy * dy);
    if (len < 1)
        return;
    const ImVec2 u{dx / len, dy / len};
    dl->AddTriangleFilled(to, {to.x - u.x * h - u.y * h * 0.6f, to.y - u.y * h + u.x * h * 0.6f},
                          {to.x - u.x * h + u.y * h * 0.6f, to.y - u.y * h - u.x * h * 0.6f}, col);
}

}  // namespace

void draw_moment_icon(const Painter& p, PreviewMoment moment, CandyType type, CornerKind corner,
                      ImVec2 c, float size) {
    ImDrawList* dl = p.dl;
    const float r = size * 0.5f;
    const float line = std::max(1.5f, size * 0.12f);
    switch (moment) {
        case PreviewMoment::Bonk: {
            // A burst: eight points around the space the candy struck.
            ImVec2 star[16];
            for (int i = 0; i < 16; ++i) {
                const float a = static_cast<float>(i) * 3.14159265f / 8.0f;
                const float rr = (i % 2 == 0) ? r : r * 0.55f;
                star[i] = {c.x + rr * std::cos(a), c.y + rr * std::sin(a)};
            }
            const ImU32 fill = IM_COL32(255, 214, 80, 255);
            dl->AddCircleFilled(c, r * 0.58f, fill, 16);
            for (int i = 0; i < 16; i += 2)
                dl->AddTriangleFilled(star[(i + 15) % 16], star[i], star[(i + 1) % 16], fill);
            dl->AddPolyline(star, 16, kBonkRed, ImDrawFlags_Closed, line * 0.8f);
            p.text_centered(c, size * 0.6f, kBonkRed, "!");
            break;
        }
        case PreviewMoment::Eaten: {
            CornerIcon icon{corner, type};
            dl->AddCircleFilled(c, r, IM_COL32(255, 255, 255, 230), 24);
            const Rect box = Rect::around(c, size * 0.9f, size * 0.9f);
            if (!p.image(corner_art(icon, true), box))
                dl->AddCircleFilled(c, r * 0.8f, kEatenPurple, 24);
            dl->AddCircle(c, r, kEatenPurple, 24, line * 0.7f);
            break;
        }
        case PreviewMoment::Delivered:
            dl->AddCircleFilled(c, r, kDeliveredGreen, 24);
            dl->AddLine({c.x - r * 0.45f, c.y}, {c.x - r * 0.1f, c.y + r * 0.4f}, IM_COL32_WHITE,
                        line);
            dl->AddLine({c.x - r * 0.1f, c.y + r * 0.4f}, {c.x + r * 0.5f, c.y - r * 0.4f},
                        IM_COL32_WHITE, line);
            break;
        case PreviewMoment::Lost:
            dl->AddCircleFilled(c, r, kLostGrey, 24);
            dl->AddLine({c.x - r * 0.4f, c.y - r * 0.4f}, {c.x + r * 0.4f, c.y + r * 0.4f},
                        IM_COL32_WHITE, line);
            dl->AddLine({c.x + r * 0.4f, c.y - r * 0.4f}, {c.x - r * 0.4f, c.y + r * 0.4f},
                        IM_COL32_WHITE, line);
            break;
    }
}

void draw_preview_paths(const Painter& p, const FloorLayout& lay,
                        const std::vector<CandyPath>& paths) {
    ImDrawList* dl = p.dl;
    const float cell = lay.cell();
    const float width = std::max(2.0f, 0.045f * cell);
    for (const CandyPath& path : paths) {
        if (path.points.size() < 2)
            continue;
        const CandyType type = type_of(path.candy);
        // A candy that only rolls along is drawn faint, so the ways that meet a
        // moment stand out when many candies move.
        const bool eventful = !path.marks.empty();
        const ImU32 col = palette::with_alpha(palette::candy_fill(type), eventful ? 0.95f : 0.45f);
        const ImU32 edge = IM_COL32(40, 30, 40, eventful ? 160 : 60);
        std::vector<ImVec2> pts;
        for (const Place& at : path.points)
            pts.push_back(lay.place_point(at));
        // A dark edge under the colour, so a yellow line reads on a yellow belt.
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), edge, 0, width + 2.5f);
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, 0, width);
        for (size_t i = 1; i + 1 < pts.size(); ++i)
            dl->AddCircleFilled(pts[i], width * 1.3f, col, 12);
        arrow_head(dl, pts[pts.size() - 2], pts.back(), 0.16f * cell, col);
        if (!path.gone)
            draw_candy(
                p, type,
                {.center = pts.back(), .size = 0.42f * cell, .alpha = 0.55f, .shadow = false});
    }
    // The moments, above every line; two at one place stand side by side.
    std::map<std::pair<int, int>, int> at_point;
    const float icon = std::max(14.0f, 0.3f * cell);
    for (const CandyPath& path : paths) {
        for (const PreviewMark& m : path.marks) {
            const ImVec2 c = lay.place_point(m.at);
            const auto key = std::make_pair(static_cast<int>(c.x), static_cast<int>(c.y));
            const int n = at_point[key]++;
            // A crate's counts stand to its right: its icons go to its left.
            const float side = m.at.kind == PlaceKind::Crate ? -1.0f : 1.0f;
            const ImVec2 spot{c.x + side * (0.28f * cell + static_cast<float>(n) * icon * 1.05f),
                              c.y - 0.28f * cell};
            draw_moment_icon(p, m.moment, type_of(path.candy), m.corner, spot, icon);
        }
    }
}

}  // namespace sugarworks::app
