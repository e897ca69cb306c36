// The fixed content of the game, read from data/: candy rules, conveyor tiles,
// board sides, order cards, blanket orders, the candy die, the Sugarworker cards
// and the scenarios (the ways to play). Loaded once; game states refer to it, never copy it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sugarworks/board.hpp"
#include "sugarworks/bonk.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/orders.hpp"
#include "sugarworks/scenario.hpp"
#include "sugarworks/sugarworker.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks {

// data/sugarworks/candies.json: how many of each candy, the standard activation order and the Bonk!
// chart.
struct CandyRules {
    int candies_per_type = 5;
    ActivationOrder activation_order = kStandardActivationOrder;
    BonkChart bonk{};
};

// One kind of conveyor tile in data/sugarworks/tiles.json, with how many are in the box.
struct TileKind {
    std::string id;
    std::string name;
    TileFace face{};
    int count = 0;
};

struct Catalog {
    CandyRules candies;
    std::vector<TileKind> tile_kinds;
    // Physical conveyor tiles, numbered 0..N-1: the kind index of each.
    std::vector<int> tile_kind_of;
    std::vector<Board> boards;
    // data/sugarworks/orders.json, data/sugarworks/blanket_orders.json, data/sugarworks/die.json.
    // Cards are numbered by their position in their file; the game refers to them so.
    std::vector<OrderCard> orders;
    std::vector<BlanketCard> blankets;
    std::vector<DieFace> die_faces;
    // data/sugarworks/sugarworkers.json, in file order: the cards of the Sugarworkers advanced
    // rule. The game refers to a card by its position; an ability id is unique across every side.
    std::vector<SugarworkerCard> sugarworkers;
    // data/sugarworks/scenarios/*.json, sorted by id (the file's base name). A catalog built in
    // code may have none: the game then plays standard_scenario().
    std::vector<Scenario> scenarios;
    // The identity of the game data: FNV-1a 64 over the relative name and the bytes
    // of every file load_catalog read, in reading order. Saves record it, so that a
    // save made with other data is recognised as foreign.
    std::uint64_t fingerprint = 0;

    // The fingerprint as 16 lower-case hex digits.
    std::string fingerprint_hex() const;
    const OrderCard& order(int index) const { return orders[static_cast<size_t>(index)]; }

    const Board* board(std::string_view id) const;
    const Scenario* scenario(std::string_view id) const;
    const TileKind* tile_kind(std::string_view id) const;
    const SugarworkerCard* sugarworker(std::string_view id) const;
    // The side of a Sugarworker card whose ability has this id.
    const WorkerAbility* worker_ability(std::string_view id) const;
    int tile_count() const { return static_cast<int>(tile_kind_of.size()); }
    const TileKind& kind_of_tile(int tile) const {
        return tile_kinds[static_cast<size_t>(tile_kind_of[static_cast<size_t>(tile)])];
    }
    // The face of physical tile `tile` as it lies on the floor.
    PlacedTile placed(int tile) const;
    // The first physical tile of a kind (for scenarios that name kinds).
    std::optional<int> first_tile_of_kind(std::string_view kind_id) const;
};

// The catalog, and every problem found while reading it. Only use the catalog
// when `errors` is empty.
struct CatalogLoad {
    Catalog catalog;
    Diagnostics errors;
    bool ok() const { return errors.empty(); }
};

// Reads data/sugarworks/candies.json, data/sugarworks/tiles.json, data/sugarworks/boards/*.json,
// data/sugarworks/orders.json, data/sugarworks/blanket_orders.json, data/sugarworks/die.json,
// data/sugarworks/sugarworkers.json and data/sugarworks/scenarios/*.json from `dir`. File names in
// diagnostics are given relative to `dir`'s parent so that they read like
// "data/sugarworks/tiles.json".
CatalogLoad load_catalog(const std::filesystem::path& dir);

// Lists every file under `dir` that load_catalog reads and every problem in them,
// plus JSON files it does not know. Used by `sugarworks-cli validate-data`.
struct ValidationReport {
    std::vector<std::string> files_checked;
    Diagnostics errors;
};
ValidationReport validate_data(const std::filesystem::path& dir);

}  // namespace sugarworks
