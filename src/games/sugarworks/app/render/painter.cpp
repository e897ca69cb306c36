#include "render/painter.hpp"

#include <algorithm>

namespace sugarworks::app {

bool Painter::image(const std::string& rel, const Rect& r, ImU32 tint) const {
    const shell::Texture* t = art->get(rel, std::max(r.width(), r.height()));
    if (!t)
        return false;
    // Fit the art's aspect inside the box.
    float w = r.width();
    float h = w * t->aspect();
    if (h > r.height()) {
        h = r.height();
        w = h / t->aspect();
    }
    const Rect fit = Rect::around(r.center(), w, h);
    dl->AddImage(t->im(), fit.min, fit.max, {0, 0}, {1, 1}, tint);
    return true;
}

void Painter::text(ImVec2 pos, float size, ImU32 col, std::string_view s) const {
    dl->AddText(font, size, pos, col, s.data(), s.data() + s.size());
}

void Painter::text_centered(ImVec2 c, float size, ImU32 col, std::string_view s,
                            ImU32 outline) const {
    const ImVec2 ext = font->CalcTextSizeA(size, 1e9f, 0, s.data(), s.data() + s.size());
    const ImVec2 pos{c.x - ext.x * 0.5f, c.y - ext.y * 0.5f};
    if (outline != 0) {
        const float d = std::max(1.0f, size * 0.06f);
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                if (dx != 0 || dy != 0)
                    text({pos.x + static_cast<float>(dx) * d, pos.y + static_cast<float>(dy) * d},
                         size, outline, s);
            }
        }
    }
    text(pos, size, col, s);
}

}  // namespace sugarworks::app
