#include "ui/order_card.hpp"

#include <imgui.h>

#include "render/candy_painter.hpp"
#include "render/palette.hpp"

namespace sugarworks::app {

std::string order_card_text(const Catalog& catalog, int card) {
    const OrderCard& order = catalog.order(card);
    return order.kind == OrderKind::Special ? describe_trigger(order.trigger)
                                            : describe_sales(order.sales);
}

bool order_card(const Painter& p, const Catalog& catalog, int card, float width, bool selected,
                Marks& marks, const std::string& name) {
    const OrderCard& order = catalog.order(card);
    const std::string text = order_card_text(catalog, card);
    ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    const float pad = 0.45f * size;
    const float icon = 1.3f * size;
    const float wrap = width - 2 * pad;
    const ImVec2 text_size = font->CalcTextSizeA(size, 1e9f, wrap, text.c_str());
    const float height = pad + icon + 0.3f * size + text_size.y + pad;

    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushID(name.c_str());
    const bool clicked = ImGui::InvisibleButton("##order", {width, height});
    ImGui::PopID();
    marks.mark_item(name);
    marks.said(text);
    marks.showed_order(card);
    const bool hovered = ImGui::IsItemHovered();
    if (hovered)
        ImGui::SetTooltip("%s", describe_order(order).c_str());

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
        x += 1.1f * icon;
    }
    const std::string points = std::to_string(order.points) + (order.points == 1 ? " pt" : " pts");
    const float pw = font->CalcTextSizeA(size, 1e9f, 0, points.c_str()).x;
    // The kind between the icons and the points, where there is room for it.
    const char* kind = order.kind == OrderKind::Special ? "Special" : "Sales";
    const float kind_x = x - 0.3f * icon;
    if (kind_x + font->CalcTextSizeA(0.85f * size, 1e9f, 0, kind).x < end.x - pad - pw - 4)
        dl->AddText(font, 0.85f * size, {kind_x, at.y + pad + 0.5f * (icon - 0.85f * size)},
                    palette::kInkSoft, kind);
    dl->AddText(font, size, {end.x - pad - pw, at.y + pad + 0.5f * (icon - size)},
                palette::kPinkDeep, points.c_str());
    dl->AddText(font, size, {at.x + pad, at.y + pad + icon + 0.3f * size}, palette::kInk,
                text.c_str(), nullptr, wrap);
    return clicked;
}

}  // namespace sugarworks::app
