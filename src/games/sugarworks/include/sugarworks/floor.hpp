// The factory floor as a value: tiles and candies on the grid, the output docks,
// the crates, the Lost gutter and the supply. Cheap to copy (a few hundred bytes).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "sugarworks/board.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/geometry.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks {

struct Dock {
    std::uint8_t output = 0xFF;  // candy type index of the output tile here, 0xFF for an open spot
    CandyId candy = kNoCandy;    // the candy standing on the output tile

    bool has_output() const { return output != 0xFF; }
    CandyType output_type() const { return static_cast<CandyType>(output); }
    friend bool operator==(const Dock&, const Dock&) = default;
};

struct Crate {
    CrateKind kind = CrateKind::Heart;
    Cell cell{};
    CandyCounts contents{};
    friend bool operator==(const Crate&, const Crate&) = default;
};

class Floor {
  public:
    // An empty floor of the board's size with its printed tiles, starting output
    // tiles (without candy), crates and a full supply of candies_per_type each.
    static Floor from_board(const Board& board, int candies_per_type);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int candies_per_type() const { return candies_per_type_; }
    // One unsigned compare per axis (a negative index wraps to a huge one) and a
    // bitwise "and": a single branch for the caller, where four would each be
    // mispredicted as candies leave the grid by its different edges.
    bool on_grid(Cell c) const {
        return (static_cast<unsigned>(c.row) < static_cast<unsigned>(rows_)) &
               (static_cast<unsigned>(c.col) < static_cast<unsigned>(cols_));
    }

    CandyId candy_at(Cell c) const { return candies_[index(c)]; }
    // The whole grid of candies, row by row with a stride of kMaxCols (for fast snapshots).
    const std::array<CandyId, kMaxCells>& grid_candies() const { return candies_; }
    const PlacedTile& tile_at(Cell c) const { return tiles_[index(c)]; }
    const Dock& dock(int spot) const { return docks_[static_cast<size_t>(spot)]; }
    int dock_count() const { return rows_ * kDockSlotsPerRow; }
    int crate_count() const { return crate_count_; }
    const Crate& crate(int i) const { return crates_[static_cast<size_t>(i)]; }
    // The crate standing on this cell, if any (inline: asked for every candy that leaves the grid).
    std::optional<int> crate_at(Cell c) const {
        for (int i = 0; i < crate_count_; ++i) {
            if (crates_[static_cast<size_t>(i)].cell == c)
                return i;
        }
        return std::nullopt;
    }
    const CandyCounts& lost() const { return lost_; }
    const CandyCounts& removed() const { return removed_; }
    int supply(CandyType type) const;
    CandyCounts supply_counts() const;
    // The dock spot holding the output tile of this type, if it is on the floor.
    std::optional<int> output_spot(CandyType type) const;
    // Where a candy on the floor stands (grid or dock), or nullopt.
    std::optional<Place> find(CandyId id) const;

    // Counts of one type: on the grid, on docks, in all crates, Lost, removed and supply.
    int on_floor(CandyType type) const;
    int accounted(CandyType type) const;

    // [SECTION] Changes. These keep the candy totals: a candy leaves the supply
    // when placed and goes to a crate or the Lost gutter when it leaves.
    void set_tile(Cell c, PlacedTile tile) { tiles_[index(c)] = tile; }
    // Takes the lowest-numbered candy of the type from the supply; kNoCandy if none.
    CandyId take_from_supply(CandyType type);
    void put_candy(Cell c, CandyId id) { candies_[index(c)] = id; }
    void clear_candy(Cell c) { candies_[index(c)] = kNoCandy; }
    void set_dock_output(int spot, std::optional<CandyType> type);
    void set_dock_candy(int spot, CandyId id) { docks_[static_cast<size_t>(spot)].candy = id; }
    void add_crate(CrateKind kind, Cell cell);
    void clear_crates() { crate_count_ = 0; }
    void deliver(int crate, CandyType type) {
        ++crates_[static_cast<size_t>(crate)].contents[index_of(type)];
    }
    void lose(CandyType type) { ++lost_[index_of(type)]; }
    // Lucy Mode's 5-second rule: a Lost candy leaves the game.
    void remove_from_lost(CandyType type);
    // A Lost candy goes back into the supply (the Sugarworker ability Salvage):
    // the lowest-numbered candy of the type that is neither on the floor nor in
    // the supply takes its place there.
    void salvage(CandyType type);

    // [SECTION] Restoring a saved floor.
    std::uint64_t supply_bits() const { return supply_; }
    void set_supply_bits(std::uint64_t bits) { supply_ = bits; }
    void set_crate_contents(int crate, const CandyCounts& contents) {
        crates_[static_cast<size_t>(crate)].contents = contents;
    }
    void set_lost(const CandyCounts& counts) { lost_ = counts; }
    void set_removed(const CandyCounts& counts) { removed_ = counts; }

    friend bool operator==(const Floor&, const Floor&) = default;

  private:
    static size_t index(Cell c) { return static_cast<size_t>(c.row * kMaxCols + c.col); }

    std::int8_t rows_ = 0;
    std::int8_t cols_ = 0;
    std::int8_t candies_per_type_ = 0;
    std::int8_t crate_count_ = 0;
    std::array<PlacedTile, kMaxCells> tiles_{};
    std::array<CandyId, kMaxCells> candies_{};
    std::array<Dock, kMaxDocks> docks_{};
    std::array<Crate, kMaxCrates> crates_{};
    CandyCounts lost_{};
    CandyCounts removed_{};
    std::uint64_t supply_ = 0;  // bit per candy id still in the supply
};

}  // namespace sugarworks
