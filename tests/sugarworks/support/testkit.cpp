#include "support/testkit.hpp"

#include <iostream>
#include <stdexcept>

namespace sugarworks::testkit {

const Catalog& catalog() {
    static const CatalogLoad load = [] {
        CatalogLoad l = load_catalog(SUGARWORKS_TEST_DATA_DIR);
        if (!l.ok()) {
            for (const auto& d : l.errors)
                std::cerr << format_diagnostic(d) << "\n";
            throw std::runtime_error("the data folder does not load");
        }
        return l;
    }();
    return load.catalog;
}

const Board& side_a() {
    return *catalog().board("side_a");
}

GameOptions options_on(int players, const std::string& board) {
    GameOptions o;
    o.players = players;
    o.board = board;
    if (board == "side_b")
        o.toggles.add(Toggle::SideB);
    return o;
}

MovementRules standard_rules() {
    MovementRules rules;
    rules.order = catalog().candies.activation_order;
    rules.bonk = catalog().candies.bonk;
    return rules;
}

Cell at(const std::string& name) {
    auto cell = parse_cell_name(name);
    if (!cell)
        throw std::invalid_argument("not a cell name: " + name);
    return *cell;
}

FloorBuilder::FloorBuilder(const Board& board)
    : floor_(Floor::from_board(board, catalog().candies.candies_per_type)),
      used_tiles_(static_cast<size_t>(catalog().tile_count()), 0) {}

FloorBuilder& FloorBuilder::tile(const std::string& cell, CenterIcon center, CornerIcon corner) {
    floor_.set_tile(at(cell), PlacedTile{TileFace{center, corner}, kPrintedTile});
    return *this;
}

FloorBuilder& FloorBuilder::tile(const std::string& cell, const std::string& kind_id) {
    for (int t = 0; t < catalog().tile_count(); ++t) {
        if (catalog().kind_of_tile(t).id == kind_id && !used_tiles_[static_cast<size_t>(t)]) {
            used_tiles_[static_cast<size_t>(t)] = 1;
            floor_.set_tile(at(cell), catalog().placed(t));
            return *this;
        }
    }
    throw std::invalid_argument("no tile of kind " + kind_id + " left in the box");
}

FloorBuilder& FloorBuilder::candy(const std::string& cell, CandyType type) {
    const CandyId id = floor_.take_from_supply(type);
    if (id == kNoCandy)
        throw std::invalid_argument("supply exhausted");
    if (floor_.candy_at(at(cell)) != kNoCandy)
        throw std::invalid_argument("cell taken: " + cell);
    floor_.put_candy(at(cell), id);
    return *this;
}

FloorBuilder& FloorBuilder::on_output(CandyType type) {
    const auto spot = floor_.output_spot(type);
    if (!spot)
        throw std::invalid_argument("output not on the floor");
    floor_.set_dock_candy(*spot, floor_.take_from_supply(type));
    return *this;
}

FloorBuilder& FloorBuilder::output(int spot, std::optional<CandyType> type) {
    floor_.set_dock_output(spot, type);
    return *this;
}

CornerIcon eater(CandyType type) {
    return CornerIcon{CornerKind::Eater, type};
}
CornerIcon x_icon() {
    return CornerIcon{CornerKind::X, CandyType::RedCircle};
}

CandyId candy_at(const Floor& floor, const std::string& cell) {
    return floor.candy_at(at(cell));
}

std::optional<CandyType> type_at(const Floor& floor, const std::string& cell) {
    const CandyId id = candy_at(floor, cell);
    if (id == kNoCandy)
        return std::nullopt;
    return type_of(id);
}

Floor random_floor(const Board& board, Rng& rng, const RandomFloorOptions& options) {
    const Catalog& cat = catalog();
    Floor floor = Floor::from_board(board, cat.candies.candies_per_type);
    const int cells = board.rows * board.cols;

    if (options.random_outputs) {
        // The five output tiles in five of the dock spots, at random.
        std::vector<int> spots(static_cast<size_t>(board.dock_count()));
        for (int i = 0; i < board.dock_count(); ++i)
            spots[static_cast<size_t>(i)] = i;
        rng.shuffle(spots);
        for (int i = 0; i < board.dock_count(); ++i)
            floor.set_dock_output(i, std::nullopt);
        for (int t = 0; t < kCandyTypeCount && t < board.dock_count(); ++t) {
            floor.set_dock_output(spots[static_cast<size_t>(t)], static_cast<CandyType>(t));
        }
    }

    std::vector<int> tiles(static_cast<size_t>(cat.tile_count()));
    for (int t = 0; t < cat.tile_count(); ++t)
        tiles[static_cast<size_t>(t)] = t;
    rng.shuffle(tiles);
    const int played =
        static_cast<int>(rng.below(static_cast<std::uint32_t>(options.max_played_tiles + 1)));
    for (int i = 0; i < played && i < cat.tile_count(); ++i) {
        const int cell = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
        floor.set_tile({cell / board.cols, cell % board.cols},
                       cat.placed(tiles[static_cast<size_t>(i)]));
    }

    const int span = options.max_candies - options.min_candies + 1;
    const int wanted =
        options.min_candies + static_cast<int>(rng.below(static_cast<std::uint32_t>(span)));
    for (int n = 0; n < wanted; ++n) {
        const auto type = static_cast<CandyType>(rng.below(kCandyTypeCount));
        if (floor.supply(type) == 0)
            continue;
        // One in eight candies waits on its output tile, when that is free.
        if (rng.below(8) == 0) {
            const auto spot = floor.output_spot(type);
            if (spot && floor.dock(*spot).candy == kNoCandy) {
                floor.set_dock_candy(*spot, floor.take_from_supply(type));
                continue;
            }
        }
        for (int attempt = 0; attempt < 8; ++attempt) {
            const int cell = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
            const Cell c{cell / board.cols, cell % board.cols};
            // A candy never rests on a tile that would eat it.
            if (floor.candy_at(c) != kNoCandy || floor.tile_at(c).face.corner.eats_candy(type))
                continue;
            floor.put_candy(c, floor.take_from_supply(type));
            break;
        }
    }
    return floor;
}

}  // namespace sugarworks::testkit
