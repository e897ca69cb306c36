#include "render/scene.hpp"

#include <cmath>
#include <numbers>

#include "shell/anim/easing.hpp"

namespace sugarworks::app {
namespace {

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) {
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

float lerp(float a, float b, float t) {
    return a + (b - a) * t;
}

ImVec2 unit(ImVec2 from, ImVec2 to) {
    const float dx = to.x - from.x;
    const float dy = to.y - from.y;
    const float len = std::sqrt(dx * dx + dy * dy);
    return len > 1e-3f ? ImVec2{dx / len, dy / len} : ImVec2{1, 0};
}

class SceneBuilder {
  public:
    SceneBuilder(const Playback& pb, const FloorLayout& layout) : pb_(pb), lay_(layout) {}

    Scene build() {
        const FloorTally& tally = pb_.tally();
        for (int id = 0; id < kCandyIdSlots; ++id) {
            const Place& at = tally.where[static_cast<size_t>(id)];
            if (at.kind == PlaceKind::None)
                continue;
            CandySprite s;
            s.id = static_cast<CandyId>(id);
            s.look.center = lay_.place_point(at);
            s.look.size = lay_.candy_size(at);
            scene_.candies.push_back(s);
        }
        if (!pb_.finished())
            animate(pb_.current(), pb_.progress());
        return std::move(scene_);
    }

  private:
    CandySprite* sprite(CandyId id) {
        for (CandySprite& s : scene_.candies) {
            if (s.id == id)
                return &s;
        }
        return nullptr;
    }

    const Event* event(int i) const {
        return i >= 0 && i < pb_.size() ? &pb_.events()[static_cast<size_t>(i)] : nullptr;
    }

    // Where a striker stops, touching the candy it bonks: short of the struck
    // candy's centre along its line of travel.
    ImVec2 contact(const Event& bonk) const {
        const ImVec2 to = lay_.place_point(bonk.to);
        const ImVec2 from = lay_.place_point(bonk.from);
        const ImVec2 u = unit(from, to);
        const float gap = 0.58f * lay_.cell();
        return {to.x - u.x * gap, to.y - u.y * gap};
    }

    void animate(int k, float t) {
        const Event& e = pb_.events()[static_cast<size_t>(k)];
        const Event* prev = event(k - 1);
        const Event* next = event(k + 1);
        CandySprite* s = sprite(e.candy);
        switch (e.kind) {
            case EventKind::Activate:
                if (s)
                    s->look.glow = shell::bump(t);
                break;
            case EventKind::Move:
                if (s)
                    move(*s, e, prev, next, t);
                break;
            case EventKind::Bonk:
                bonk(e, t);
                break;
            case EventKind::Eaten:
                if (s)
                    eaten(*s, e, t);
                break;
            case EventKind::Delivered:
                if (s) {
                    const float u = shell::ease_in(t);
                    s->look.size *= lerp(1.0f, 0.25f, u);
                    s->look.center.y += 0.12f * lay_.cell() * u;
                    s->look.alpha = 1 - u;
                    s->on_top = true;
                }
                scene_.crate_pop = e.to.index;
                scene_.crate_t = t;
                break;
            case EventKind::Lost:
                lost(s, e, prev, t);
                break;
            case EventKind::TilePlaced:
                scene_.flash = e.to.cell();
                scene_.flash_t = t;
                break;
        }
    }

    void move(CandySprite& s, const Event& e, const Event* prev, const Event* next, float t) {
        const bool after_bonk = prev && prev->kind == EventKind::Bonk;
        const bool into_bonk =
            next && next->kind == EventKind::Bonk && next->candy == e.candy && next->to == e.to;
        const ImVec2 start =
            after_bonk && prev->candy == e.candy ? contact(*prev) : lay_.place_point(e.from);
        const ImVec2 end = into_bonk ? contact(*next) : lay_.place_point(e.to);
        const float u = shell::ease_in_out(t);
        s.look.center = lerp(start, end, u);
        s.look.size = lerp(lay_.candy_size(e.from), lay_.candy_size(e.to), u);
        s.on_top = true;
        if (e.cause == MoveCause::Jump)
            s.look.lift = 0.55f * lay_.cell() * shell::bump(t);
        if (e.to.kind == PlaceKind::OffBoard)
            s.look.alpha = 1 - 0.3f * u;
        // A pushed candy leaves; the striker that bonked it slides into its space.
        if (after_bonk && e.cause == MoveCause::Pushed && prev->other == e.candy) {
            if (CandySprite* striker = sprite(prev->candy))
                striker->look.center = lerp(contact(*prev), lay_.place_point(prev->to), u);
        }
    }

    void bonk(const Event& e, float t) {
        const ImVec2 at = contact(e);
        const ImVec2 u = unit(lay_.place_point(e.from), lay_.place_point(e.to));
        const float angle = std::atan2(u.y, u.x);
        if (CandySprite* striker = sprite(e.candy)) {
            striker->look.center = at;
            striker->look.squash = {1 - 0.28f * shell::bump(t * 1.6f),
                                    1 + 0.18f * shell::bump(t * 1.6f)};
            striker->look.squash_angle = angle;
            striker->on_top = true;
        }
        if (CandySprite* struck = sprite(e.other)) {
            const float wobble = 0.06f * lay_.cell() * shell::bump(t * 2.0f) * std::sin(t * 30.0f);
            struck->look.center.x += u.x * wobble;
            struck->look.center.y += u.y * wobble;
        }
        const float half = 0.5f * 0.56f * lay_.cell();
        scene_.bonk = BonkEffect{{at.x + u.x * half, at.y + u.y * half}, t, angle};
    }

    void eaten(CandySprite& s, const Event& e, float t) {
        // Into the alien's mouth in the space's upper-left quarter.
        const Rect r = lay_.space(e.to.cell());
        const ImVec2 mouth{r.min.x + 0.27f * r.width(), r.min.y + 0.30f * r.height()};
        const float u = shell::ease_in(std::min(1.0f, t * 1.4f));
        s.look.center = lerp(s.look.center, mouth, u);
        s.look.size *= 1 - u;
        s.on_top = false;  // under the alien
        scene_.chomping = e.to.cell();
        scene_.chomp_t = t;
    }

    void lost(CandySprite* s, const Event& e, const Event* prev, float t) {
        scene_.lost_t = t;
        scene_.lost_type = type_of(e.candy);
        const bool eaten = prev && prev->kind == EventKind::Eaten && prev->candy == e.candy;
        if (eaten) {
            scene_.chomping = prev->to.cell();
            scene_.chomp_t = 1;
        }
        if (!s)
            return;
        if (eaten) {
            s->look.alpha = 0;
            return;
        }
        // Tumbles over into the gutter: up a little, then down in an arc, turning.
        const ImVec2 from = s->look.center;
        const ImVec2 to = lay_.lost_heap(type_of(e.candy));
        const float u = shell::ease_in_out(t);
        s->look.center = lerp(from, to, u);
        s->look.center.y -= 0.8f * lay_.cell() * shell::bump(t) * (1 - 0.5f * t);
        s->look.angle = 2.5f * std::numbers::pi_v<float> * u;
        s->look.size = lerp(s->look.size, lay_.candy_size(Place{PlaceKind::Lost}), u);
        s->look.alpha = 1 - 0.4f * shell::ease_in(t);
        s->on_top = true;
    }

    const Playback& pb_;
    const FloorLayout& lay_;
    Scene scene_;
};

}  // namespace

Scene build_scene(const Playback& playback, const FloorLayout& layout) {
    return SceneBuilder(playback, layout).build();
}

}  // namespace sugarworks::app
