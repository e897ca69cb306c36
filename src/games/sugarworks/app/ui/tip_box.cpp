#include "ui/tip_box.hpp"

#include <algorithm>
#include <cfloat>

#include "render/palette.hpp"

namespace sugarworks::app {
namespace {

float overlap_area(const Rect& a, const Rect& b) {
    const float w = std::min(a.max.x, b.max.x) - std::max(a.min.x, b.min.x);
    const float h = std::min(a.max.y, b.max.y) - std::max(a.min.y, b.min.y);
    return w > 0 && h > 0 ? w * h : 0;
}

constexpr float kPad = 8;              // points between the card's edge and its words
constexpr float kStripe = kTipStripe;  // the gold stripe down its left side

}  // namespace

ImFont* tip_font(const shell::Fonts& fonts) {
    return fonts.body ? fonts.body : ImGui::GetFont();
}

Rect place_tip_box(const Rect& area, ImVec2 size, const Rect& anchor,
                   std::span<const Rect> keep_clear, const Rect& board, float gap) {
    // The band of rows the moment covers: the box goes above it or below it.
    float top = anchor.min.y;
    float bottom = anchor.max.y;
    for (const Rect& r : keep_clear) {
        top = std::min(top, r.min.y);
        bottom = std::max(bottom, r.max.y);
    }
    const float x = std::clamp(anchor.center().x - size.x * 0.5f, area.min.x,
                               std::max(area.min.x, area.max.x - size.x));
    const float lowest = std::max(area.min.y, area.max.y - size.y);
    const auto at = [&](float y) {
        const float clamped = std::clamp(y, area.min.y, lowest);
        return Rect{{x, clamped}, {x + size.x, clamped + size.y}};
    };
    // Beside the board first (above it, then below it over the Lost and supply
    // cards, which stand still while candies move); then by the moment.
    const Rect candidates[] = {at(board.min.y - gap - size.y),
                               at(board.max.y + gap),
                               at(top - gap - size.y),
                               at(bottom + gap),
                               at(area.min.y),
                               at(lowest)};
    const auto covered = [&](const Rect& box) {
        float sum = overlap_area(box, anchor);
        for (const Rect& r : keep_clear)
            sum += overlap_area(box, r);
        return sum;
    };
    const Rect* best = &candidates[0];
    float best_cost = FLT_MAX;
    for (const Rect& c : candidates) {
        const float cost = covered(c);
        if (cost < best_cost) {
            best = &c;
            best_cost = cost;
        }
    }
    return *best;
}

Rect place_rect(const FloorLayout& layout, const Place& place) {
    const float cell = layout.cell();
    switch (place.kind) {
        case PlaceKind::Grid:
        case PlaceKind::OffBoard:
            return Rect::around(layout.point(place.row, place.col), cell, cell);
        case PlaceKind::Dock:
            return layout.dock_spot(place.index);
        case PlaceKind::Crate:
            return layout.crate(place.index);
        case PlaceKind::Lost:
            return layout.lost_card();
        case PlaceKind::Supply:
            return layout.supply_card();
        case PlaceKind::None:
            break;
    }
    return Rect::around(layout.point(0, 0), cell, cell);
}

ImVec2 tip_card_size(const shell::Fonts& fonts, std::string_view words, float wrap,
                     float ui_scale) {
    const float inner = std::max(1.0f, wrap - (2 * kPad + kStripe) * ui_scale);
    const ImFont* font = tip_font(fonts);
    const ImVec2 text = font->CalcTextSizeA(font->FontSize, FLT_MAX, inner, words.data(),
                                            words.data() + words.size());
    return {text.x + (2 * kPad + kStripe) * ui_scale, text.y + 2 * kPad * ui_scale};
}

void draw_tip_card_frame(ImDrawList* list, const Rect& box, float ui_scale) {
    const float s = ui_scale;
    const float round = 6 * s;
    list->AddRectFilled({box.min.x + 2 * s, box.min.y + 3 * s},
                        {box.max.x + 2 * s, box.max.y + 3 * s}, palette::kShadow, round);
    list->AddRectFilled(box.min, box.max, IM_COL32(255, 247, 214, 255), round);
    list->AddRectFilled(box.min, {box.min.x + kStripe * s, box.max.y}, palette::kGold, round,
                        ImDrawFlags_RoundCornersLeft);
    list->AddRect(box.min, box.max, IM_COL32(214, 160, 40, 255), round, 0, 1.5f * s);
}

Rect draw_tip_card(ImDrawList* list, const shell::Fonts& fonts, std::string_view words, ImVec2 at,
                   float wrap, float ui_scale) {
    const float s = ui_scale;
    const ImVec2 size = tip_card_size(fonts, words, wrap, s);
    const Rect box{at, {at.x + size.x, at.y + size.y}};
    draw_tip_card_frame(list, box, s);
    const ImFont* font = tip_font(fonts);
    list->AddText(font, font->FontSize, {box.min.x + (kPad + kStripe) * s, box.min.y + kPad * s},
                  palette::kInk, words.data(), words.data() + words.size(),
                  std::max(1.0f, wrap - (2 * kPad + kStripe) * s));
    return box;
}

}  // namespace sugarworks::app
