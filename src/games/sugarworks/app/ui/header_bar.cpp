#include "ui/header_bar.hpp"

#include <algorithm>

#include "render/palette.hpp"

namespace sugarworks::app {

Rect draw_header(const Painter& p, ImFont* title_font, ImFont* body_font, const Rect& bar,
                 const std::string& scenario_name, std::string status, float text_right,
                 const std::string& status_tail) {
    const float h = bar.height();
    p.dl->AddRectFilledMultiColor(bar.min, bar.max, IM_COL32(110, 62, 38, 255),
                                  IM_COL32(140, 80, 50, 255), IM_COL32(120, 68, 42, 255),
                                  IM_COL32(96, 54, 34, 255));
    p.dl->AddRectFilled({bar.min.x, bar.max.y - 0.08f * h}, bar.max, palette::kPink);
    // Candy-stripe edge under the banner.
    for (float x = bar.min.x; x < bar.max.x; x += 0.5f * h) {
        p.dl->AddQuadFilled({x, bar.max.y - 0.08f * h}, {x + 0.14f * h, bar.max.y - 0.08f * h},
                            {x + 0.06f * h, bar.max.y}, {x - 0.08f * h, bar.max.y},
                            IM_COL32(255, 240, 246, 255));
    }
    const float logo_h = 0.98f * h;
    const float logo_w = logo_h * 512.0f / 160.0f;
    const Rect logo{{bar.min.x + 0.15f * h, bar.min.y},
                    {bar.min.x + 0.15f * h + logo_w, bar.min.y + logo_h}};
    // The art leaves a cream panel (364 x 62 of its 512 x 160) for the title.
    const float fit_w =
        0.62f * logo_w / std::max(1.0f, title_font->CalcTextSizeA(1, 1e9f, 0, "Sugarworks").x);
    const float title_size = std::min(0.30f * logo_h, fit_w);
    if (p.image("places/title_logo_backdrop.svg", logo)) {
        Painter tp = p;
        tp.font = title_font;
        tp.text_centered({logo.center().x, logo.min.y + 0.49f * logo_h}, title_size,
                         palette::kPinkDeep, "Sugarworks");
    } else {
        Painter tp = p;
        tp.font = title_font;
        tp.text_centered(logo.center(), title_size, palette::kBoardLabel, "Sugarworks");
    }
    Painter bp = p;
    bp.font = body_font;
    const float x = logo.max.x + 0.35f * h;
    const float right = std::min(text_right, bar.max.x - 0.2f * h);
    if (!status_tail.empty() &&
        x + body_font->CalcTextSizeA(0.22f * h, 1e9f, 0, (status + status_tail).c_str()).x <= right)
        status += status_tail;
    p.dl->PushClipRect({x, bar.min.y}, {right, bar.max.y}, true);
    bp.text({x, bar.min.y + 0.16f * h}, 0.30f * h, palette::kBoardLabel, scenario_name);
    bp.text({x, bar.min.y + 0.52f * h}, 0.22f * h, IM_COL32(255, 214, 190, 255), status);
    p.dl->PopClipRect();
    const float w = std::max(body_font->CalcTextSizeA(0.30f * h, 1e9f, 0, scenario_name.c_str()).x,
                             body_font->CalcTextSizeA(0.22f * h, 1e9f, 0, status.c_str()).x);
    return {{x, bar.min.y + 0.16f * h}, {std::min(x + w, right), bar.min.y + 0.74f * h}};
}

}  // namespace sugarworks::app
