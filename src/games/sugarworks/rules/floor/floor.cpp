#include "sugarworks/floor.hpp"

#include <bit>

namespace sugarworks {

Floor Floor::from_board(const Board& board, int candies_per_type) {
    Floor f;
    f.rows_ = static_cast<std::int8_t>(board.rows);
    f.cols_ = static_cast<std::int8_t>(board.cols);
    f.candies_per_type_ = static_cast<std::int8_t>(candies_per_type);
    f.candies_.fill(kNoCandy);
    for (int r = 0; r < board.rows; ++r) {
        for (int c = 0; c < board.cols; ++c) {
            f.tiles_[index({r, c})] =
                PlacedTile{TileFace{board.printed_at({r, c}), {}}, kPrintedTile};
        }
    }
    for (int spot = 0; spot < board.dock_count(); ++spot) {
        f.set_dock_output(spot, board.start_outputs[static_cast<size_t>(spot)]);
    }
    for (const CrateSlot& slot : board.crates)
        f.add_crate(slot.kind, slot.cell);
    for (CandyType type : kAllCandyTypes) {
        for (int serial = 0; serial < candies_per_type; ++serial) {
            f.supply_ |= std::uint64_t{1} << make_candy_id(type, serial);
        }
    }
    return f;
}

int Floor::supply(CandyType type) const {
    const std::uint64_t mask = std::uint64_t{0xFF} << (index_of(type) * kMaxCandiesPerType);
    return std::popcount(supply_ & mask);
}

CandyCounts Floor::supply_counts() const {
    CandyCounts counts{};
    for (CandyType type : kAllCandyTypes)
        counts[index_of(type)] = static_cast<std::uint8_t>(supply(type));
    return counts;
}

std::optional<int> Floor::output_spot(CandyType type) const {
    for (int spot = 0; spot < dock_count(); ++spot) {
        if (docks_[static_cast<size_t>(spot)].output == index_of(type))
            return spot;
    }
    return std::nullopt;
}

std::optional<Place> Floor::find(CandyId id) const {
    for (int r = 0; r < rows_; ++r) {
        for (int c = 0; c < cols_; ++c) {
            if (candies_[index({r, c})] == id)
                return Place::grid({r, c});
        }
    }
    for (int spot = 0; spot < dock_count(); ++spot) {
        if (docks_[static_cast<size_t>(spot)].candy == id) {
            return Place{PlaceKind::Dock, static_cast<std::int8_t>(dock_row(spot)), -1,
                         static_cast<std::uint8_t>(spot)};
        }
    }
    return std::nullopt;
}

int Floor::on_floor(CandyType type) const {
    int count = 0;
    for (int r = 0; r < rows_; ++r) {
        for (int c = 0; c < cols_; ++c) {
            const CandyId id = candies_[index({r, c})];
            if (id != kNoCandy && type_of(id) == type)
                ++count;
        }
    }
    for (int spot = 0; spot < dock_count(); ++spot) {
        const CandyId id = docks_[static_cast<size_t>(spot)].candy;
        if (id != kNoCandy && type_of(id) == type)
            ++count;
    }
    return count;
}

int Floor::accounted(CandyType type) const {
    int count = on_floor(type) + lost_[index_of(type)] + removed_[index_of(type)] + supply(type);
    for (int i = 0; i < crate_count_; ++i)
        count += crates_[static_cast<size_t>(i)].contents[index_of(type)];
    return count;
}

CandyId Floor::take_from_supply(CandyType type) {
    const std::uint64_t mask = std::uint64_t{0xFF} << (index_of(type) * kMaxCandiesPerType);
    const std::uint64_t available = supply_ & mask;
    if (available == 0)
        return kNoCandy;
    const auto id = static_cast<CandyId>(std::countr_zero(available));
    supply_ &= ~(std::uint64_t{1} << id);
    return id;
}

void Floor::set_dock_output(int spot, std::optional<CandyType> type) {
    docks_[static_cast<size_t>(spot)].output =
        type ? static_cast<std::uint8_t>(index_of(*type)) : 0xFF;
}

void Floor::add_crate(CrateKind kind, Cell cell) {
    crates_[static_cast<size_t>(crate_count_)] = Crate{kind, cell, {}};
    ++crate_count_;
}

void Floor::remove_from_lost(CandyType type) {
    --lost_[index_of(type)];
    ++removed_[index_of(type)];
}

void Floor::salvage(CandyType type) {
    std::uint64_t placed = 0;
    for (int r = 0; r < rows_; ++r) {
        for (int c = 0; c < cols_; ++c) {
            if (const CandyId id = candy_at({r, c}); id != kNoCandy)
                placed |= std::uint64_t{1} << id;
        }
    }
    for (const Dock& d : docks_) {
        if (d.candy != kNoCandy)
            placed |= std::uint64_t{1} << d.candy;
    }
    for (int serial = 0; serial < candies_per_type_; ++serial) {
        const CandyId id = make_candy_id(type, serial);
        const std::uint64_t bit = std::uint64_t{1} << id;
        if (((placed | supply_) & bit) == 0) {
            supply_ |= bit;
            --lost_[index_of(type)];
            return;
        }
    }
}

}  // namespace sugarworks
