#include "render/backdrop.hpp"

#include <algorithm>

#include "render/palette.hpp"

namespace sugarworks::app {

std::vector<Rect> uncovered(const Rect& screen, const std::vector<Rect>& covered) {
    // Cut the screen along every edge of every covered rect; keep the cells whose
    // centre no covered rect holds, and join neighbours in a row.
    std::vector<float> xs{screen.min.x, screen.max.x};
    std::vector<float> ys{screen.min.y, screen.max.y};
    for (const Rect& r : covered) {
        for (const float x : {r.min.x, r.max.x})
            xs.push_back(std::clamp(x, screen.min.x, screen.max.x));
        for (const float y : {r.min.y, r.max.y})
            ys.push_back(std::clamp(y, screen.min.y, screen.max.y));
    }
    for (auto* v : {&xs, &ys}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    const auto hidden = [&](float x, float y) {
        return std::any_of(covered.begin(), covered.end(), [&](const Rect& r) {
            return x > r.min.x && x < r.max.x && y > r.min.y && y < r.max.y;
        });
    };
    std::vector<Rect> out;
    for (size_t j = 0; j + 1 < ys.size(); ++j) {
        const float y0 = ys[j];
        const float y1 = ys[j + 1];
        bool joining = false;  // a piece is being joined, from `left`
        float left = 0;
        for (size_t i = 0; i + 1 < xs.size(); ++i) {
            const bool shown = !hidden(0.5f * (xs[i] + xs[i + 1]), 0.5f * (y0 + y1));
            if (shown && !joining) {
                joining = true;
                left = xs[i];
            }
            if (!shown && joining) {
                out.push_back({{left, y0}, {xs[i], y1}});
                joining = false;
            }
        }
        if (joining)
            out.push_back({{left, y0}, {xs.back(), y1}});
    }
    return out;
}

void draw_backdrop(const Painter& p, const Rect& screen, const std::vector<Rect>& covered) {
    const float tile = 256;
    const shell::Texture* t = p.art->get("places/floor.svg", tile, true);
    for (const Rect& r : uncovered(screen, covered)) {
        if (!t) {
            p.dl->AddRectFilled(r.min, r.max, IM_COL32(250, 232, 212, 255));
            continue;
        }
        // Half see-through over the cream clear colour, so the pattern does not
        // compete with the board (one pass, not a pattern and a veil). The UVs
        // are the piece's place on the screen, so the pattern runs on unbroken.
        const ImVec2 uv0{(r.min.x - screen.min.x) / tile, (r.min.y - screen.min.y) / tile};
        const ImVec2 uv1{(r.max.x - screen.min.x) / tile, (r.max.y - screen.min.y) / tile};
        p.dl->AddImage(t->im(), r.min, r.max, uv0, uv1, palette::kBackdropTint);
    }
}

}  // namespace sugarworks::app
