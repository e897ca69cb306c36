// Where everything of the factory floor goes on screen, for a given area: the
// grid, the docks, the crates, the Lost gutter and the supply. Geometry only.
#pragma once

#include <algorithm>

#include <imgui.h>

#include <array>
#include <vector>

#include "shell/ui/rect.hpp"
#include "sugarworks/floor.hpp"

namespace sugarworks::app {

// The shell's rectangle, under the name every screen of the game uses.
using shell::Rect;

class FloorLayout {
  public:
    FloorLayout() = default;
    // Fits the floor of `floor`'s size into [area_min, area_max], centred.
    FloorLayout(const Floor& floor, ImVec2 area_min, ImVec2 area_max);

    float cell() const { return cell_; }
    int rows() const { return rows_; }
    int cols() const { return cols_; }

    // [SECTION] The board
    Rect board() const;  // the printed board: labels, docks and grid
    Rect space(Cell c) const;
    // The centre of a (possibly fractional or off-grid) cell.
    ImVec2 point(float row, float col) const;
    ImVec2 row_label(int row) const;
    ImVec2 col_label(int col) const;
    Rect dock_spot(int spot) const;  // the slot; the press is drawn square inside it
    Rect dock_press(int spot) const;
    ImVec2 dock_candy(int spot) const;

    // [SECTION] Beside the board
    Rect crate(int index) const;
    Rect crate_counts(int index) const;  // a column of five counts beside the crate
    Rect lost_card() const;
    Rect lost_grate() const;
    ImVec2 lost_heap(CandyType type) const;  // where a Lost candy of this type lands
    Rect supply_card() const;
    Rect supply_jar(int type_index) const;

    // [SECTION] Candies
    // Where a candy standing at `place` is drawn, and how big.
    ImVec2 place_point(const Place& place) const;
    float candy_size(const Place& place) const;

  private:
    float cell_ = 64;
    ImVec2 origin_{};  // top-left corner of space A1
    int rows_ = 3;
    int cols_ = 6;
    std::vector<Cell> crate_cells_;
};

}  // namespace sugarworks::app
