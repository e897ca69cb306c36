#include "render/floor_layout.hpp"

#include <algorithm>

namespace sugarworks::app {
namespace {

// Extents around the grid, in cells: left of column 1 (row letters, docks),
// right of the last column (crates and their counts), above row A (column
// numbers) and below the last row (the Lost gutter and supply cards).
constexpr float kLeft = 1.30f;
constexpr float kRight = 1.88f;
constexpr float kTop = 0.55f;
constexpr float kBottom = 2.20f;
constexpr float kMargin = 0.12f;

constexpr float kDockLeft = -0.82f;
constexpr float kDockRight = -0.16f;
constexpr float kCrateSize = 0.84f;
constexpr float kCrateShift = 0.16f;  // crates stand a little off the board's edge

}  // namespace

FloorLayout::FloorLayout(const Floor& floor, ImVec2 area_min, ImVec2 area_max)
    : rows_(floor.rows()), cols_(floor.cols()) {
    for (int i = 0; i < floor.crate_count(); ++i)
        crate_cells_.push_back(floor.crate(i).cell);
    const float units_w = kLeft + static_cast<float>(cols_) + kRight + 2 * kMargin;
    const float units_h = kTop + static_cast<float>(rows_) + kBottom + 2 * kMargin;
    const float w = std::max(1.0f, area_max.x - area_min.x);
    const float h = std::max(1.0f, area_max.y - area_min.y);
    cell_ = std::max(8.0f, std::min(w / units_w, h / units_h));
    const float used_w = units_w * cell_;
    const float used_h = units_h * cell_;
    origin_ = {area_min.x + (w - used_w) * 0.5f + (kMargin + kLeft) * cell_,
               area_min.y + (h - used_h) * 0.5f + (kMargin + kTop) * cell_};
}

Rect FloorLayout::board() const {
    return {{origin_.x - kLeft * cell_, origin_.y - kTop * cell_},
            {origin_.x + (static_cast<float>(cols_) + 0.14f) * cell_,
             origin_.y + (static_cast<float>(rows_) + 0.14f) * cell_}};
}

Rect FloorLayout::space(Cell c) const {
    const ImVec2 min{origin_.x + static_cast<float>(c.col) * cell_,
                     origin_.y + static_cast<float>(c.row) * cell_};
    return {min, {min.x + cell_, min.y + cell_}};
}

ImVec2 FloorLayout::point(float row, float col) const {
    return {origin_.x + (col + 0.5f) * cell_, origin_.y + (row + 0.5f) * cell_};
}

ImVec2 FloorLayout::row_label(int row) const {
    return {origin_.x - 1.07f * cell_, point(static_cast<float>(row), 0).y};
}

ImVec2 FloorLayout::col_label(int col) const {
    return {point(0, static_cast<float>(col)).x, origin_.y - 0.29f * cell_};
}

Rect FloorLayout::dock_spot(int spot) const {
    const float top =
        static_cast<float>(dock_row(spot)) + 0.5f * static_cast<float>(dock_slot(spot));
    return {{origin_.x + kDockLeft * cell_, origin_.y + top * cell_},
            {origin_.x + kDockRight * cell_, origin_.y + (top + 0.5f) * cell_}};
}

Rect FloorLayout::dock_press(int spot) const {
    return Rect::around(dock_spot(spot).center(), 0.49f * cell_, 0.49f * cell_);
}

ImVec2 FloorLayout::dock_candy(int spot) const {
    // The light window of the press art sits a little left of and above its centre.
    const Rect p = dock_press(spot);
    return {p.min.x + 0.44f * p.width(), p.min.y + 0.44f * p.height()};
}

Rect FloorLayout::crate(int index) const {
    if (index < 0 || index >= static_cast<int>(crate_cells_.size()))
        return Rect::around(point(0, static_cast<float>(cols_)), kCrateSize * cell_,
                            kCrateSize * cell_);
    const Cell c = crate_cells_[static_cast<size_t>(index)];
    ImVec2 p = point(static_cast<float>(c.row), static_cast<float>(c.col));
    if (c.col >= cols_)
        p.x += kCrateShift * cell_;
    else if (c.col < 0)
        p.x -= kCrateShift * cell_ + 0.7f * cell_;  // beyond the docks
    if (c.row >= rows_)
        p.y += kCrateShift * cell_;
    else if (c.row < 0)
        p.y -= kCrateShift * cell_;
    return Rect::around(p, kCrateSize * cell_, kCrateSize * cell_);
}

Rect FloorLayout::crate_counts(int index) const {
    const Rect c = crate(index);
    const float mid = c.center().y;
    return {{c.max.x + 0.06f * cell_, mid - 0.48f * cell_},
            {c.max.x + 0.78f * cell_, mid + 0.48f * cell_}};
}

Rect FloorLayout::lost_card() const {
    const float top = origin_.y + (static_cast<float>(rows_) + 0.40f) * cell_;
    return {{origin_.x - kLeft * cell_, top}, {origin_.x + 2.55f * cell_, top + 1.74f * cell_}};
}

Rect FloorLayout::lost_grate() const {
    const Rect card = lost_card();
    const float h = std::min((card.width() - 0.3f * cell_) * 96.0f / 256.0f, 0.86f * cell_);
    const float w = h * 256.0f / 96.0f;
    const ImVec2 c{card.center().x, card.min.y + 0.42f * cell_ + h * 0.5f};
    return Rect::around(c, w, h);
}

ImVec2 FloorLayout::lost_heap(CandyType type) const {
    const Rect g = lost_grate();
    const float slot = g.width() / kCandyTypeCount;
    return {g.min.x + slot * (static_cast<float>(index_of(type)) + 0.5f), g.center().y};
}

Rect FloorLayout::supply_card() const {
    const Rect lost = lost_card();
    return {{lost.max.x + 0.22f * cell_, lost.min.y},
            {origin_.x + (static_cast<float>(cols_) + kRight) * cell_, lost.max.y}};
}

Rect FloorLayout::supply_jar(int type_index) const {
    const Rect card = supply_card();
    const float slot = (card.width() - 0.2f * cell_) / kCandyTypeCount;
    const float w = std::min(slot * 0.74f, 0.70f * cell_);
    const float h = w * 128.0f / 96.0f;
    const ImVec2 c{card.min.x + 0.1f * cell_ + slot * (static_cast<float>(type_index) + 0.5f),
                   card.min.y + 0.42f * cell_ + h * 0.5f};
    return Rect::around(c, w, h);
}

ImVec2 FloorLayout::place_point(const Place& place) const {
    switch (place.kind) {
        case PlaceKind::Grid:
        case PlaceKind::OffBoard:
            return point(place.row, place.col);
        case PlaceKind::Dock:
            return dock_candy(place.index);
        case PlaceKind::Crate:
            return crate(place.index).center();
        case PlaceKind::Lost:
            return lost_grate().center();
        case PlaceKind::Supply:
            return supply_card().center();
        case PlaceKind::None:
            break;
    }
    return point(0, 0);
}

float FloorLayout::candy_size(const Place& place) const {
    switch (place.kind) {
        case PlaceKind::Dock:
            return 0.30f * cell_;
        case PlaceKind::Crate:
            return 0.40f * cell_;
        case PlaceKind::Lost:
        case PlaceKind::Supply:
            return 0.26f * cell_;
        case PlaceKind::Grid:
        case PlaceKind::OffBoard:
        case PlaceKind::None:
            break;
    }
    return 0.56f * cell_;
}

}  // namespace sugarworks::app
