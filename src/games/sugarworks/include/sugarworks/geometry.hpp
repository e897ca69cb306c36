// Cells, directions and places on the factory floor.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sugarworks {

// A space on the floor grid, or a virtual cell just outside it (crates, edges).
// Row 0 is the top row, column 0 the left (starting) side.
struct Cell {
    int row = 0;
    int col = 0;
    friend constexpr auto operator<=>(const Cell&, const Cell&) = default;
};

// Directions are fixed on the board: "up" is always towards row 0.
enum class Direction : std::uint8_t { Right, Left, Up, Down, UpRight, UpLeft, DownRight, DownLeft };

struct Offset {
    int drow = 0;
    int dcol = 0;
};

// A table rather than a switch: the movement resolver looks this up for every
// step, and an indexed load costs less than the branch a switch compiles to.
inline constexpr Offset kDirectionOffsets[] = {
    {0, 1},    // Right
    {0, -1},   // Left
    {-1, 0},   // Up
    {1, 0},    // Down
    {-1, 1},   // UpRight
    {-1, -1},  // UpLeft
    {1, 1},    // DownRight
    {1, -1},   // DownLeft
};

constexpr Offset offset_of(Direction d) {
    return kDirectionOffsets[static_cast<std::size_t>(d)];
}

constexpr Cell step(Cell from, Direction d, int distance = 1) {
    const Offset o = offset_of(d);
    return {from.row + o.drow * distance, from.col + o.dcol * distance};
}

std::string_view direction_id(Direction d);     // "up_right"
std::string_view direction_words(Direction d);  // "up-right"
std::optional<Direction> parse_direction(std::string_view id);

// "B4" for row 1, column 3. Cells right of the grid keep the same scheme ("A7");
// other off-grid cells are written "(row,col)".
std::string cell_name(Cell cell, int rows);
std::optional<Cell> parse_cell_name(std::string_view name);

// Where a candy is or goes: a grid space, an output dock, a crate, off the board.
enum class PlaceKind : std::uint8_t { None, Grid, Dock, Crate, OffBoard, Lost, Supply };

struct Place {
    PlaceKind kind = PlaceKind::None;
    std::int8_t row = 0;
    std::int8_t col = 0;
    std::uint8_t index = 0;  // dock spot or crate index
    friend constexpr bool operator==(const Place&, const Place&) = default;

    static constexpr Place grid(Cell c) {
        return {PlaceKind::Grid, static_cast<std::int8_t>(c.row), static_cast<std::int8_t>(c.col),
                0};
    }
    constexpr Cell cell() const { return {row, col}; }
};

}  // namespace sugarworks
