#include "ui/bonk_chart_card.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "render/palette.hpp"
#include "ui/tip_box.hpp"

namespace sugarworks::app {
namespace {

constexpr float kPad = 8;              // points between the card's edge and its contents
constexpr float kStripe = kTipStripe;  // the gold stripe down its left side, as on a tip
constexpr float kGap = 8;              // points between a row's columns

constexpr const char* kTitle = "Bonk! The candy struck decides:";

ImFont* body(const shell::Fonts& f) {
    return f.body ? f.body : ImGui::GetFont();
}
ImFont* bold(const shell::Fonts& f) {
    return f.bold ? f.bold : body(f);
}

ImVec2 text_size(const ImFont* font, std::string_view text) {
    return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, text.data(), text.data() + text.size());
}

std::string effect_of(const BonkChartRow& row) {
    return row.who_moves + " moves " + row.where;
}

// The widths of the name and effect columns (in the wider font, so that the
// row picked out in bold fits too) and the height of a row.
struct Columns {
    float name = 0;
    float effect = 0;
    float row = 0;
    float icon = 0;
};

Columns columns(const shell::Fonts& fonts, std::span<const BonkChartRow> rows, float s) {
    Columns c;
    const ImFont* b = bold(fonts);
    for (const BonkChartRow& row : rows) {
        c.name = std::max(c.name, text_size(b, row.struck_name).x);
        c.effect = std::max(c.effect, text_size(b, effect_of(row)).x);
    }
    c.icon = std::round(1.3f * b->FontSize);
    c.row = c.icon + 4 * s;
    return c;
}

}  // namespace

ImVec2 bonk_chart_card_size(const shell::Fonts& fonts, std::span<const BonkChartRow> rows,
                            float ui_scale) {
    const float s = ui_scale;
    const Columns c = columns(fonts, rows, s);
    const ImVec2 title = text_size(bold(fonts), kTitle);
    const float inner = std::max(title.x, c.icon + c.name + c.effect + 2 * kGap * s);
    return {inner + (2 * kPad + kStripe) * s,
            title.y + 4 * s + c.row * static_cast<float>(rows.size()) + 2 * kPad * s};
}

Rect draw_bonk_chart_card(const Painter& p, const shell::Fonts& fonts,
                          std::span<const BonkChartRow> rows, std::optional<CandyType> struck,
                          ImVec2 at, float ui_scale) {
    const float s = ui_scale;
    const ImVec2 size = bonk_chart_card_size(fonts, rows, s);
    const Rect box{at, {at.x + size.x, at.y + size.y}};
    ImDrawList* dl = p.dl;
    draw_tip_card_frame(dl, box, s);

    const float left = box.min.x + (kPad + kStripe) * s;
    const float right = box.max.x - kPad * s;
    float y = box.min.y + kPad * s;
    ImFont* b = bold(fonts);
    ImFont* plain = body(fonts);
    dl->AddText(b, b->FontSize, {left, y}, palette::kPinkDeep, kTitle);
    y += text_size(b, kTitle).y + 4 * s;

    const Columns c = columns(fonts, rows, s);
    for (const BonkChartRow& row : rows) {
        const bool picked = struck && *struck == row.struck;
        if (picked)
            dl->AddRectFilled({left - 3 * s, y}, {right + 3 * s, y + c.row},
                              palette::with_alpha(palette::kGold, 0.45f), 4 * s);
        const Rect icon{{left, y + 2 * s}, {left + c.icon, y + 2 * s + c.icon}};
        if (!p.image(row.art, icon))
            dl->AddCircleFilled(icon.center(), 0.4f * c.icon, palette::kInkSoft);
        ImFont* font = picked ? b : plain;
        const ImU32 ink = picked || !struck ? palette::kInk : palette::kInkSoft;
        const float ty = y + 0.5f * (c.row - font->FontSize);
        const float name_x = left + c.icon + kGap * s;
        dl->AddText(font, font->FontSize, {name_x, ty}, ink, row.struck_name.c_str());
        const std::string effect = effect_of(row);
        dl->AddText(font, font->FontSize, {name_x + c.name + kGap * s, ty}, ink, effect.c_str());
        y += c.row;
    }
    return box;
}

}  // namespace sugarworks::app
