#include "render/scene_painter.hpp"

#include <cmath>
#include <numbers>

#include "render/art.hpp"
#include "render/palette.hpp"
#include "shell/anim/easing.hpp"

namespace sugarworks::app {
namespace {

void rotated_image(const Painter& p, const shell::Texture& t, ImVec2 c, float size, float angle,
                   ImU32 tint) {
    const float h = size * 0.5f;
    const float cs = std::cos(angle);
    const float sn = std::sin(angle);
    const auto at = [&](float x, float y) {
        return ImVec2{c.x + x * cs - y * sn, c.y + x * sn + y * cs};
    };
    p.dl->AddImageQuad(t.im(), at(-h, -h), at(h, -h), at(h, h), at(-h, h), {0, 0}, {1, 0}, {1, 1},
                       {0, 1}, tint);
}

void star_stand_in(const Painter& p, ImVec2 c, float size, float angle, ImU32 col) {
    constexpr int kPoints = 10;
    ImVec2 pts[kPoints * 2];
    for (int i = 0; i < kPoints * 2; ++i) {
        const float r = (i % 2 == 0 ? 0.5f : 0.28f) * size;
        const float a = angle + std::numbers::pi_v<float> * static_cast<float>(i) / kPoints;
        pts[i] = {c.x + r * std::cos(a), c.y + r * std::sin(a)};
    }
    // A star is not convex: a fan of triangles from the centre.
    for (int i = 0; i < kPoints * 2; ++i)
        p.dl->AddTriangleFilled(c, pts[i], pts[(i + 1) % (kPoints * 2)], col);
}

float bonk_fade(const BonkEffect& b) {
    return 1 - shell::ease_in(std::max(0.0f, (b.t - 0.75f) / 0.25f));
}

// The burst goes behind the two candies, so both stay in sight.
void draw_bonk_star(const Painter& p, const FloorLayout& lay, const BonkEffect& b) {
    const float c = lay.cell();
    const float pop = shell::ease_out_back(std::min(1.0f, b.t * 2.5f));
    const float fade = bonk_fade(b);
    const float full = 0.95f * c;
    const float size = full * pop;
    const float angle = 0.35f * b.t;
    const ImU32 tint = palette::with_alpha(IM_COL32_WHITE, fade);
    if (const shell::Texture* t = p.art->get("places/bonk_star.svg", full))
        rotated_image(p, *t, b.at, size, angle, tint);
    else
        star_stand_in(p, b.at, size, angle, palette::with_alpha(palette::kGold, fade));
}

// The word goes beside the line of travel, clear of both candies.
void draw_bonk_word(const Painter& p, const FloorLayout& lay, const BonkEffect& b) {
    const float c = lay.cell();
    const float fade = bonk_fade(b);
    const float ts = 0.40f * c * shell::ease_out_back(std::min(1.0f, b.t * 3.0f));
    if (ts <= 1)
        return;
    // The normal of the travel direction that points up (or left, for vertical
    // moves: candies travel rightwards, so the left is more often clear).
    ImVec2 n{std::sin(b.angle), -std::cos(b.angle)};
    if (std::abs(n.y) < 0.3f)
        n = {-std::abs(n.x), 0};
    else if (n.y > 0)
        n = {-n.x, -n.y};
    const float lift = 0.58f * c + 0.1f * c * shell::ease_out(b.t);
    const ImVec2 at{b.at.x + n.x * (lift + 0.25f * c * std::abs(n.x)), b.at.y + n.y * lift};
    p.text_centered(at, ts, palette::with_alpha(palette::kBonkText, fade), "Bonk!",
                    palette::with_alpha(palette::kBonkOutline, fade));
}

void ring(const Painter& p, ImVec2 c, float radius, float t, ImU32 col) {
    const float u = shell::ease_out(t);
    p.dl->AddCircle(c, radius * (0.4f + 0.8f * u), palette::with_alpha(col, 1 - t), 32,
                    std::max(1.5f, radius * 0.12f * (1 - t)));
}

}  // namespace

void draw_candies(const Painter& p, const Scene& scene, bool moving) {
    for (const CandySprite& s : scene.candies) {
        if (s.on_top == moving)
            draw_candy(p, type_of(s.id), s.look);
    }
}

void prewarm_effect_art(const Painter& p, const FloorLayout& lay, const Floor& floor) {
    p.art->get("places/bonk_star.svg", 0.95f * lay.cell());
    for (int r = 0; r < floor.rows(); ++r) {
        for (int c = 0; c < floor.cols(); ++c) {
            const CornerIcon& corner = floor.tile_at({r, c}).face.corner;
            if (corner.kind == CornerKind::Eater)
                p.art->get(corner_art(corner, true), lay.cell() * 0.95f);
        }
    }
}

void draw_effects_under(const Painter& p, const FloorLayout& lay, const Scene& scene) {
    if (scene.bonk)
        draw_bonk_star(p, lay, *scene.bonk);
}

void draw_effects(const Painter& p, const FloorLayout& lay, const Scene& scene) {
    const float c = lay.cell();
    if (scene.bonk)
        draw_bonk_word(p, lay, *scene.bonk);
    if (scene.crate_pop && scene.crate_t > 0.4f) {
        const Rect box = lay.crate(*scene.crate_pop);
        ring(p, box.center(), 0.6f * c, (scene.crate_t - 0.4f) / 0.6f, palette::kGold);
        p.text_centered({box.center().x, box.min.y - 0.1f * c - 0.2f * c * scene.crate_t}, 0.3f * c,
                        palette::with_alpha(palette::kMint, 1 - scene.crate_t * 0.5f), "+1",
                        palette::with_alpha(palette::kInk, 1 - scene.crate_t * 0.5f));
    }
    if (scene.lost_type && scene.lost_t > 0.75f) {
        const ImVec2 at = lay.lost_heap(*scene.lost_type);
        ring(p, at, 0.4f * c, (scene.lost_t - 0.75f) / 0.25f, palette::kInkSoft);
    }
    if (scene.chomping && scene.chomp_t > 0.3f && scene.chomp_t < 1.0f) {
        const Rect r = lay.space(*scene.chomping);
        const ImVec2 mouth{r.min.x + 0.27f * r.width(), r.min.y + 0.30f * r.height()};
        p.text_centered(
            {mouth.x + 0.25f * c, mouth.y - 0.28f * c - 0.2f * c * shell::ease_out(scene.chomp_t)},
            0.32f * c, palette::with_alpha(palette::kMint, 1 - scene.chomp_t * 0.6f), "Chomp!",
            palette::with_alpha(palette::kInk, 1 - scene.chomp_t * 0.6f));
    }
}

void draw_floor_scene(const Painter& p, const FloorLayout& layout, const FloorView& view) {
    const Scene& scene = *view.scene;
    draw_floor(p, layout, view);
    draw_effects_under(p, layout, scene);
    draw_candies(p, scene, false);
    draw_corner_icons(p, layout, view);
    draw_candies(p, scene, true);
    draw_effects(p, layout, scene);
    prewarm_effect_art(p, layout, *view.floor);
}

}  // namespace sugarworks::app
