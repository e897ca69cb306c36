#include "render/candy_painter.hpp"

#include <array>
#include <cmath>
#include <numbers>
#include <vector>

#include "render/art.hpp"
#include "render/palette.hpp"

namespace sugarworks::app {
namespace {

// Turns, then squashes along `squash_angle`, a point given relative to the centre.
struct Transform {
    ImVec2 center;
    float cos_a, sin_a;
    float cos_s, sin_s;
    ImVec2 squash;

    Transform(const CandyLook& look, ImVec2 c)
        : center(c),
          cos_a(std::cos(look.angle)),
          sin_a(std::sin(look.angle)),
          cos_s(std::cos(look.squash_angle)),
          sin_s(std::sin(look.squash_angle)),
          squash(look.squash) {}

    ImVec2 operator()(ImVec2 p) const {
        const ImVec2 r{p.x * cos_a - p.y * sin_a, p.x * sin_a + p.y * cos_a};
        // into the squash frame, scale, and back
        const float u = r.x * cos_s + r.y * sin_s;
        const float v = -r.x * sin_s + r.y * cos_s;
        const float su = u * squash.x;
        const float sv = v * squash.y;
        return {center.x + su * cos_s - sv * sin_s, center.y + su * sin_s + sv * cos_s};
    }
};

std::vector<ImVec2> outline(CandyType type, float s) {
    std::vector<ImVec2> pts;
    const auto ring = [&](int n, float r, float start) {
        for (int i = 0; i < n; ++i) {
            const float a = start + 2 * std::numbers::pi_v<float> * static_cast<float>(i) / n;
            pts.push_back({r * std::cos(a), r * std::sin(a)});
        }
    };
    switch (type) {
        case CandyType::RedCircle:
            ring(28, 0.40f * s, 0);
            break;
        case CandyType::YellowHexagon:
            ring(6, 0.42f * s, -std::numbers::pi_v<float> / 2);
            break;
        case CandyType::GreenTriangle:
            pts = {{0, -0.40f * s}, {0.43f * s, 0.34f * s}, {-0.43f * s, 0.34f * s}};
            break;
        case CandyType::BlueSquare:
            pts = {{-0.36f * s, -0.36f * s},
                   {0.36f * s, -0.36f * s},
                   {0.36f * s, 0.36f * s},
                   {-0.36f * s, 0.36f * s}};
            break;
        case CandyType::PurpleRectangle:
            pts = {{-0.44f * s, -0.19f * s},
                   {0.44f * s, -0.19f * s},
                   {0.44f * s, 0.19f * s},
                   {-0.44f * s, 0.19f * s}};
            break;
    }
    return pts;
}

void draw_shape(ImDrawList* dl, CandyType type, const Transform& xf, float s, ImU32 fill,
                ImU32 edge) {
    std::vector<ImVec2> pts = outline(type, s);
    for (ImVec2& p : pts)
        p = xf(p);
    dl->AddConvexPolyFilled(pts.data(), static_cast<int>(pts.size()), fill);
    if (edge != 0)
        dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), edge, ImDrawFlags_Closed,
                        std::max(1.0f, 0.05f * s));
}

void draw_art(ImDrawList* dl, const shell::Texture& t, const Transform& xf, float s, ImU32 tint) {
    const float h = 0.5f * s;
    dl->AddImageQuad(t.im(), xf({-h, -h}), xf({h, -h}), xf({h, h}), xf({-h, h}), {0, 0}, {1, 0},
                     {1, 1}, {0, 1}, tint);
}

}  // namespace

void draw_candy(const Painter& p, CandyType type, const CandyLook& look) {
    if (look.alpha <= 0.01f || look.size <= 0.5f)
        return;
    const float s = look.size;
    const shell::Texture* art = p.art->get(candy_art(type), s);
    if (look.glow > 0.01f) {
        const float g = look.glow;
        p.dl->AddCircleFilled(look.center, 0.62f * s * (1 + 0.12f * g),
                              palette::with_alpha(palette::kGold, 0.28f * g * look.alpha), 32);
        p.dl->AddCircle(look.center, 0.58f * s * (1 + 0.2f * g),
                        palette::with_alpha(palette::kGold, 0.9f * g * look.alpha), 32,
                        std::max(1.5f, 0.06f * s));
    }
    if (look.shadow) {
        const float drop = 1 - std::min(0.5f, look.lift / (2 * s));
        CandyLook sh = look;
        sh.squash = {look.squash.x * drop, look.squash.y * drop};
        const Transform xf(sh, {look.center.x + 0.05f * s, look.center.y + 0.07f * s});
        const ImU32 dark = IM_COL32(60, 30, 20, static_cast<int>(70 * look.alpha * drop));
        if (art)
            draw_art(p.dl, *art, xf, s, dark);
        else
            draw_shape(p.dl, type, xf, s, dark, 0);
    }
    const Transform xf(look, {look.center.x, look.center.y - look.lift});
    if (art) {
        draw_art(p.dl, *art, xf, s, palette::with_alpha(IM_COL32_WHITE, look.alpha));
        // A pattern per type, so candies are told apart without their colours.
        if (p.patterns) {
            if (const shell::Texture* pattern = p.art->get(candy_pattern_art(type), s))
                draw_art(p.dl, *pattern, xf, s, palette::with_alpha(IM_COL32_WHITE, look.alpha));
        }
    } else {
        draw_shape(p.dl, type, xf, s, palette::with_alpha(palette::candy_fill(type), look.alpha),
                   palette::with_alpha(palette::candy_edge(type), look.alpha));
    }
}

}  // namespace sugarworks::app
