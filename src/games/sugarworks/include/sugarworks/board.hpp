// A printed board side: its grid, output dock spots, crate slots and candy icons.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sugarworks/candy.hpp"
#include "sugarworks/geometry.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks {

inline constexpr int kMaxRows = 6;
inline constexpr int kMaxCols = 10;
inline constexpr int kMaxCells = kMaxRows * kMaxCols;
inline constexpr int kDockSlotsPerRow = 2;
inline constexpr int kMaxDocks = kMaxRows * kDockSlotsPerRow;
inline constexpr int kMaxCrates = 4;

enum class CrateKind : std::uint8_t { Heart, Pumpkin, Bunny };
inline constexpr int kCrateKindCount = 3;

std::string_view crate_kind_id(CrateKind kind);    // "heart"
std::string_view crate_kind_name(CrateKind kind);  // "Heart"
std::optional<CrateKind> parse_crate_kind(std::string_view id);

// Dock spots are numbered row by row: spot = row * 2 + slot (0 upper, 1 lower).
constexpr int dock_row(int spot) {
    return spot / kDockSlotsPerRow;
}
constexpr int dock_slot(int spot) {
    return spot % kDockSlotsPerRow;
}
std::string dock_spot_name(int spot);  // "A-upper"
std::optional<int> parse_dock_spot_name(std::string_view name);

struct CrateSlot {
    CrateKind kind = CrateKind::Heart;
    Cell cell{};  // a virtual cell just outside the grid
};

struct CandyIcon {
    Cell cell{};
    CandyType type = CandyType::RedCircle;
};

struct Board {
    std::string id;    // "side_a"
    std::string name;  // "Side A"
    int rows = 3;
    int cols = 6;
    std::vector<CenterIcon> printed;  // rows * cols, row by row
    // Which output tile starts on each dock spot (rows * 2 entries).
    std::vector<std::optional<CandyType>> start_outputs;
    std::vector<CrateSlot> crates;
    std::vector<CandyIcon> candy_icons;  // side B: spaces that get a random tile at setup

    CenterIcon printed_at(Cell c) const {
        return printed[static_cast<size_t>(c.row * cols + c.col)];
    }
    int dock_count() const { return rows * kDockSlotsPerRow; }
};

}  // namespace sugarworks
