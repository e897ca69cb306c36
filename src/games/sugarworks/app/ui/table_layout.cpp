#include "ui/table_layout.hpp"

#include <algorithm>
#include <cmath>

namespace sugarworks::app {
namespace {

// A market card needs this many points of width to show its words in a few lines;
// narrower than that, the market stands two by two.
constexpr float kMarketCardMinWidth = 90;

float snap(float v) {
    return std::round(v);
}

}  // namespace

float fitted_ui_scale(float wanted, ImVec2 window) {
    const float fits = std::min(window.x / kMinTableWidth, window.y / kMinTableHeight);
    const float scale = std::min(wanted, fits);
    return std::max(0.5f, std::floor(scale * 8 + 0.001f) / 8);
}

float market_slot_width(ImVec2 window, float scale) {
    return layout_table(window, scale, {}).market_slots[0].width();
}

TableLayout layout_table(ImVec2 window, float s, const TableNeeds& needs) {
    const bool market = needs.market;
    TableLayout t;
    t.scale = s;
    const float W = window.x;
    const float H = window.y;
    const float pad = snap(8 * s);
    t.pad = pad;

    const float header_h = snap(60 * s);
    t.header = {{0, 0}, {W, header_h}};
    const float toolbar_w = snap(510 * s);  // Hint, Undo, Redo, Save, Rules, Menu
    t.toolbar = {{W - toolbar_w - pad, snap(0.15f * header_h)}, {W - pad, snap(0.85f * header_h)}};
    // The logo stands at the left of the banner (3.2 banner heights wide).
    t.header_text = {{snap(3.6f * header_h), 0}, {t.toolbar.min.x - pad, header_h}};

    const float top = header_h + pad;
    const float bottom = H - pad;
    const float column_h = bottom - top;
    // The side columns as wide as their words ask, unless that would leave the
    // floor less than its share: then both give way in proportion, down to what
    // their words need at the least.
    float left_w = std::clamp(W * 0.23f, 240 * s, 380 * s);
    float right_w = std::clamp(W * 0.26f, 260 * s, 520 * s);
    const float sides = W * (1 - kFloorShare) - 4 * pad;
    if (left_w + right_w > sides) {
        const float k = sides / (left_w + right_w);
        left_w = std::max(left_w * k, 240 * s);
        right_w = std::max(right_w * k, 260 * s);
    }
    left_w = snap(left_w);
    right_w = snap(right_w);

    // The public table takes what its sections need; the log the rest, at least a
    // few lines of it.
    // The log is the one record of what computers did while the pointer was
    // elsewhere: it keeps a fifth of the column (about six lines at 1280x800).
    const float min_log = std::min(snap(std::max(88 * s, 0.2f * column_h)), 0.4f * column_h);
    const float public_h = needs.public_h > 0 ? needs.public_h : 0.72f * column_h;
    float left_top = top;
    if (needs.lesson_h > 0) {
        // A lesson's words head the left column, as tall as its longest step asks
        // (so they keep still from step to step) up to half the column, where they
        // scroll; the public table, whose parts a step points at are brought into
        // view, takes what the log leaves. Above the floor they took its height,
        // and the floor is the game.
        const float lesson_h = snap(std::min(needs.lesson_h, 0.5f * column_h));
        t.lesson = {{pad, top}, {pad + left_w, top + lesson_h}};
        left_top = t.lesson.max.y + pad;
    }
    const float left_h = bottom - left_top;
    const float side_h = snap(std::max(std::min(public_h, left_h - min_log - pad),
                                       std::min(0.5f * column_h, 0.6f * left_h)));
    t.side = {{pad, left_top}, {pad + left_w, left_top + side_h}};
    t.log = {{pad, t.side.max.y + pad}, {pad + left_w, bottom}};

    // The actions panel holds a confirmation with its reasons, or the coach's hint
    // with its why: a quarter of the column, and a share of what a taller window
    // has beyond the smallest, so that at 1280x800 they stand whole; the hand keeps
    // room for its tiles and three orders in the smallest.
    const float actions_h =
        needs.actions_h > 0
            ? snap(std::min(needs.actions_h, 0.5f * column_h))
            : snap(std::clamp(column_h * 0.26f + 0.3f * std::max(0.0f, column_h - 600 * s), 140 * s,
                              360 * s));
    t.hand = {{W - pad - right_w, top}, {W - pad, bottom - actions_h - pad}};
    t.actions = {{W - pad - right_w, bottom - actions_h}, {W - pad, bottom}};

    const float mid_l = t.side.max.x + pad;
    const float mid_r = t.hand.min.x - pad;
    const float mid_w = mid_r - mid_l;
    const float bar_h = snap(44 * s);

    float market_h = 0;
    if (market) {
        const float inner = mid_w - 2 * pad;
        const float gap = pad;
        t.market_columns = (inner - 3 * gap) / 4 >= kMarketCardMinWidth * s ? 4 : 2;
        const int rows = 4 / t.market_columns;
        const float card_w = std::floor((inner - (t.market_columns - 1) * gap) / t.market_columns);
        // As tall as the tallest card with its buttons, but never more than
        // about half the middle, which the floor needs.
        const float guess = (t.market_columns == 4 ? 130 : 118) * s;
        const float most = 0.46f * (bottom - top) / rows;
        const float slot_h =
            std::ceil(std::min(most, needs.market_slot_h > 0 ? needs.market_slot_h : guess));
        market_h = rows * slot_h + (rows - 1) * gap + 2 * pad;
        t.market = {{mid_l, bottom - market_h}, {mid_r, bottom}};
        for (int i = 0; i < 4; ++i) {
            const int col = i % t.market_columns;
            const int row = i / t.market_columns;
            const ImVec2 at{t.market.min.x + pad + col * (card_w + gap),
                            t.market.min.y + pad + row * (slot_h + gap)};
            t.market_slots[static_cast<size_t>(i)] = {at, {at.x + card_w, at.y + slot_h}};
        }
    }
    const float market_top = market ? t.market.min.y - pad : bottom;
    t.bar = {{mid_l, market_top - bar_h}, {mid_r, market_top}};
    t.floor = {{mid_l, top}, {mid_r, t.bar.min.y - pad}};
    return t;
}

}  // namespace sugarworks::app
