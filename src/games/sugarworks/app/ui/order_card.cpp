#include "ui/order_card.hpp"

#include <imgui.h>

#include <algorithm>

#include "render/candy_painter.hpp"
#include "render/palette.hpp"
#include "ui/table_widgets.hpp"

namespace sugarworks::app {

std::string order_card_text(const Catalog& catalog, int card) {
    return describe_condition_on_card(catalog.order(card));
}

namespace {

// Where the parts of a card go at a width, in the current font: one
// measurement for drawing a card and for making room for one.
struct CardMetrics {
    std::string text;
    const char* kind;
    std::string points;
    float size, pad, icon, wrap, kind_size, points_w;
    bool kind_inline;
    float kind_line;
    float height;
};

CardMetrics measure(const Catalog& catalog, int card, float width) {
    const OrderCard& order = catalog.order(card);
    CardMetrics m;
    m.text = order_card_text(catalog, card);
    ImFont* font = ImGui::GetFont();
    m.size = ImGui::GetFontSize();
    m.pad = 0.4f * m.size;
    m.icon = 1.15f * m.size;
    m.wrap = width - 2 * m.pad;
    m.kind_size = 0.85f * m.size;
    m.kind = order.kind == OrderKind::Special ? "Special" : "Sales";
    m.points = std::to_string(order.points) + (order.points == 1 ? " pt" : " pts");
    m.points_w = font->CalcTextSizeA(m.size, 1e9f, 0, m.points.c_str()).x;
    const float icons_w = 1.05f * m.icon * static_cast<float>(order.icons.size());
    // The kind between the icons and the points where there is room; else on a
    // line of its own, so no card loses it.
    m.kind_inline =
        m.pad + icons_w + font->CalcTextSizeA(m.kind_size, 1e9f, 0, m.kind).x + 0.3f * m.size <
        width - m.pad - m.points_w;
    m.kind_line = m.kind_inline ? 0 : m.kind_size + 0.15f * m.size;
    const ImVec2 text_size = font->CalcTextSizeA(m.size, 1e9f, m.wrap, m.text.c_str());
    m.height = m.pad + m.icon + m.kind_line + 0.25f * m.size + text_size.y + m.pad;
    return m;
}

}  // namespace

float order_card_height(const Catalog& catalog, int card, float width) {
    return measure(catalog, card, width).height;
}

bool order_card(const Painter& p, const Catalog& catalog, int card, float width, bool selected,
                Marks& marks, const std::string& name, float min_height, MarkRole role,
                float max_height) {
    const OrderCard& order = catalog.order(card);
    const CardMetrics m = measure(catalog, card, width);
    const std::string& text = m.text;
    ImFont* font = ImGui::GetFont();
    const float size = m.size;
    const float pad = m.pad;
    const float icon = m.icon;
    const float wrap = m.wrap;
    const float kind_size = m.kind_size;
    const char* kind = m.kind;
    const std::string& points = m.points;
    const float pw = m.points_w;
    const bool kind_inline = m.kind_inline;
    const float kind_line = m.kind_line;
    float height = std::max(min_height, m.height);
    if (max_height > 0)
        height = std::min(height, max_height);
    const bool cut = m.height > height + 0.5f;

    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushID(name.c_str());
    const bool clicked = ImGui::InvisibleButton("##order", {width, height});
    ImGui::PopID();
    marks.mark_item(name, role);
    marks.said(text);
    marks.showed_card(card);
    const bool hovered = ImGui::IsItemHovered();
    // Its words in full beside its panel, never over the cards or buttons in it.
    if (hovered)
        item_tooltip(describe_order(order));

    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 end{at.x + width, at.y + height};
    const bool special = order.kind == OrderKind::Special;
    dl->AddRectFilled(at, end, special ? IM_COL32(255, 240, 246, 255) : palette::kCard,
                      0.4f * size);
    dl->AddRect(at, end,
                selected ? palette::kPinkDeep : (hovered ? palette::kGold : palette::kCardEdge),
                0.4f * size, 0, selected ? 3.0f : 1.5f);
    const Painter cp{dl, p.art, p.font, p.patterns};
    float x = at.x + pad + 0.5f * icon;
    for (const CandyType type : order.icons) {
        draw_candy(cp, type,
                   {.center = {x, at.y + pad + 0.5f * icon}, .size = icon, .shadow = false});
        x += 1.05f * icon;
    }
    if (kind_inline)
        dl->AddText(font, kind_size,
                    {x - 0.5f * icon + 0.3f * size, at.y + pad + 0.5f * (icon - kind_size)},
                    palette::kInkSoft, kind);
    else
        dl->AddText(font, kind_size, {at.x + pad, at.y + pad + icon + 0.1f * size},
                    palette::kInkSoft, kind);
    marks.said(kind, kind_size);
    dl->AddText(font, size, {end.x - pad - pw, at.y + pad + 0.5f * (icon - size)},
                palette::kPinkDeep, points.c_str());
    const ImVec2 text_at{at.x + pad, at.y + pad + icon + kind_line + 0.25f * size};
    if (!cut) {
        dl->AddText(font, size, text_at, palette::kInk, text.c_str(), nullptr, wrap);
        return clicked;
    }
    // The lines that fit, the last of them ending in an ellipsis.
    const float line_h = ImGui::GetTextLineHeight();
    const int lines = std::max(1, static_cast<int>((end.y - pad - text_at.y) / line_h));
    const char* from = text.c_str();
    const char* stop = from + text.size();
    ImVec2 line_at = text_at;
    for (int i = 0; i < lines && from < stop; ++i) {
        const bool last = i + 1 == lines;
        const float room =
            last ? wrap - font->CalcTextSizeA(size, 1e9f, 0, "\xE2\x80\xA6").x : wrap;
        const char* next = font->CalcWordWrapPositionA(size / font->FontSize, from, stop, room);
        if (next == from)
            next = from + 1;
        std::string shown(from, next);
        if (last) {
            while (!shown.empty() && (shown.back() == ' ' || shown.back() == ','))
                shown.pop_back();
            shown += "\xE2\x80\xA6";
        }
        dl->AddText(font, size, line_at, palette::kInk, shown.c_str());
        line_at.y += line_h;
        from = next;
        while (from < stop && *from == ' ')
            ++from;
    }
    return clicked;
}

}  // namespace sugarworks::app
