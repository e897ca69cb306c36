// Reading a movement scenario (schema "sugarworks.movement-scenario/1").
#include <set>

#include "catalog/catalog_readers.hpp"
#include "catalog/movement_scenario_reader.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/movement_scenario.hpp"

namespace sugarworks {

using io::json;
using io::Pointer;

namespace {

void read_tiles(const json& value, const Pointer& at, io::JsonReader& reader,
                const Catalog& catalog, const io::CatalogGaps& gaps, MovementScenario& s) {
    if (!reader.is_array(value, at))
        return;
    std::set<Cell> cells;
    std::vector<int> used(static_cast<size_t>(catalog.tile_count()), 0);
    for (size_t i = 0; i < value.size(); ++i) {
        const json& entry = value[i];
        const Pointer here = at / i;
        if (!reader.is_object(entry, here))
            continue;
        reader.no_unknown_members(entry, here, {"at", "tile", "center", "corner"});
        const json* cell_json = reader.member(entry, here, "at");
        if (!cell_json)
            continue;
        const auto cell = reader.cell(*cell_json, here / "at");
        if (!cell)
            continue;
        if (!s.floor.on_grid(*cell)) {
            reader.error(here / "at", "conveyor tiles go on grid spaces only");
            continue;
        }
        if (!cells.insert(*cell).second)
            reader.error(here / "at", "two tiles on the same space");
        const json* kind = reader.member(entry, here, "tile", false);
        const bool face_given = entry.contains("center") || entry.contains("corner");
        if (kind && face_given) {
            reader.error(here,
                         "give either \"tile\" (a tile kind of tiles.json) or "
                         "\"center\" and \"corner\" (a face written out), not both");
            continue;
        }
        if (!kind && !face_given) {
            reader.error(here,
                         "missing member \"tile\" (a tile kind of tiles.json) or "
                         "\"center\" (a face written out)");
            continue;
        }
        if (kind) {
            // A tile of the box, by kind: the next physical tile of that kind not yet used.
            const auto id = reader.string(*kind, here / "tile");
            if (!id)
                continue;
            if (gaps.all_tiles || gaps.tile_kinds.contains(*id))
                continue;  // tiles.json has errors there: nothing to check this against
            const TileKind* k = catalog.tile_kind(*id);
            if (!k) {
                reader.error(here / "tile", "unknown tile kind \"" + *id + "\"");
                continue;
            }
            std::optional<int> physical;
            for (int t = 0; t < catalog.tile_count() && !physical; ++t) {
                if (catalog.kind_of_tile(t).id == *id && used[static_cast<size_t>(t)] == 0)
                    physical = t;
            }
            if (!physical) {
                reader.error(here / "tile", "the box holds only " + std::to_string(k->count) +
                                                " \"" + *id + "\" tiles");
                continue;
            }
            used[static_cast<size_t>(*physical)] = 1;
            s.floor.set_tile(*cell, catalog.placed(*physical));
        } else if (auto face = catalog::read_tile_face(entry, here, reader)) {
            // A face written out: printed on the board for this scenario.
            s.floor.set_tile(*cell, PlacedTile{*face, kPrintedTile});
        }
    }
}

void read_candies(const json& value, const Pointer& at, io::JsonReader& reader,
                  MovementScenario& s) {
    if (!reader.is_array(value, at))
        return;
    for (size_t i = 0; i < value.size(); ++i) {
        const json& entry = value[i];
        const Pointer here = at / i;
        if (!reader.is_object(entry, here))
            continue;
        reader.no_unknown_members(entry, here, {"type", "at"});
        const json* type_json = reader.member(entry, here, "type");
        const json* at_json = reader.member(entry, here, "at");
        if (!type_json || !at_json)
            continue;
        const auto type =
            reader.name<CandyType>(*type_json, here / "type", parse_candy_type, "candy type");
        if (!type)
            continue;
        if (at_json->is_string() && at_json->get<std::string>() == "output") {
            const auto spot = s.floor.output_spot(*type);
            if (!spot) {
                reader.error(here / "at", "the " + std::string(candy_type_name(*type)) +
                                              " output tile is not on a dock");
                continue;
            }
            if (s.floor.dock(*spot).candy != kNoCandy) {
                reader.error(here / "at", "the " + std::string(candy_type_name(*type)) +
                                              " output tile holds a candy already");
                continue;
            }
            const CandyId id = s.floor.take_from_supply(*type);
            if (id == kNoCandy) {
                reader.error(here / "type",
                             "no " + std::string(candy_type_name(*type)) + " left in the supply");
                continue;
            }
            s.floor.set_dock_candy(*spot, id);
            continue;
        }
        const auto cell = reader.cell(*at_json, here / "at");
        if (!cell)
            continue;
        if (!s.floor.on_grid(*cell)) {
            reader.error(here / "at", "expected a grid space or \"output\"");
            continue;
        }
        if (s.floor.candy_at(*cell) != kNoCandy) {
            reader.error(here / "at", "two candies on the same space");
            continue;
        }
        if (s.floor.tile_at(*cell).face.corner.eats_candy(*type)) {
            // The rules lose such a candy the moment the tile is played under it.
            reader.error(here / "at", "a " + std::string(candy_type_name(*type)) +
                                          " cannot stand on a tile whose corner icon eats it");
            continue;
        }
        const CandyId id = s.floor.take_from_supply(*type);
        if (id == kNoCandy) {
            reader.error(here / "type",
                         "no " + std::string(candy_type_name(*type)) + " left in the supply");
            continue;
        }
        s.floor.put_candy(*cell, id);
    }
}

void read_outputs(const json& value, const Pointer& at, io::JsonReader& reader,
                  MovementScenario& s) {
    // Replaces the board's starting outputs: {"A-upper": "red_circle", ...}; unlisted spots are
    // open.
    if (!reader.is_object(value, at))
        return;
    for (int spot = 0; spot < s.floor.dock_count(); ++spot)
        s.floor.set_dock_output(spot, std::nullopt);
    std::set<CandyType> seen;
    for (const auto& [key, output] : value.items()) {
        const auto spot = parse_dock_spot_name(key);
        if (!spot || dock_row(*spot) >= s.floor.rows()) {
            reader.error(at / key, "\"" + key + "\" is not a dock spot of this board");
            continue;
        }
        if (output.is_null())
            continue;
        const auto type = reader.name<CandyType>(output, at / key, parse_candy_type, "candy type");
        if (!type)
            continue;
        if (!seen.insert(*type).second) {
            reader.error(at / key, "the " + std::string(candy_type_name(*type)) +
                                       " output tile is placed twice");
            continue;
        }
        s.floor.set_dock_output(*spot, *type);
    }
}

void read_rules(const json& root, io::JsonReader& reader, MovementScenario& s) {
    const Pointer top;
    if (const json* order = reader.member(root, top, "activation_order", false)) {
        if (auto o = catalog::read_activation_order(*order, top / "activation_order", reader))
            s.rules.order = *o;
    }
    if (const json* chart = reader.member(root, top, "bonk_chart", false)) {
        // Partial charts are allowed: only the listed types change.
        if (reader.is_object(*chart, top / "bonk_chart")) {
            for (const auto& [key, rule] : chart->items()) {
                const auto type = parse_candy_type(key);
                if (!type) {
                    reader.error(top / "bonk_chart" / key, "unknown candy type \"" + key + "\"");
                    continue;
                }
                if (auto r = catalog::read_bonk_rule(rule, top / "bonk_chart" / key, reader)) {
                    s.rules.bonk[static_cast<size_t>(index_of(*type))] = *r;
                }
            }
        }
    }
}

// The "board" member: a board id of the catalog, or a board written inline.
std::optional<Board> read_scenario_board(const json& root, io::JsonReader& reader,
                                         const Catalog& catalog, const io::CatalogGaps& gaps) {
    const Pointer top;
    const json* board_json = reader.member(root, top, "board");
    if (!board_json)
        return std::nullopt;
    if (board_json->is_string()) {
        const std::string id = board_json->get<std::string>();
        const Board* board = catalog.board(id);
        if (!board) {
            // A board file with errors has been reported already; without it, the
            // positions of tiles and candies cannot be checked.
            if (!gaps.boards.contains(id))
                reader.error(top / "board", "unknown board \"" + id + "\"");
            return std::nullopt;
        }
        return *board;
    }
    if (!board_json->is_object()) {
        reader.error(top / "board",
                     "expected a board id like \"side_a\" or a board object, found " +
                         std::string(io::type_word(*board_json)));
        return std::nullopt;
    }
    return catalog::read_board(*board_json, top / "board", reader, false);
}

std::optional<MovementScenario> read_scenario(const json& root, io::JsonReader& reader,
                                              const Catalog& catalog, const io::CatalogGaps& gaps) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    reader.schema(root, kMovementScenarioSchema);
    reader.no_unknown_members(root, top,
                              {"schema", "name", "description", "board", "outputs", "tiles",
                               "candies", "activation_order", "bonk_chart"});
    MovementScenario s;
    if (const json* name = reader.member(root, top, "name")) {
        if (auto text = reader.string(*name, top / "name"))
            s.name = *text;
    }
    if (const json* text = reader.member(root, top, "description", false)) {
        if (auto d = reader.string(*text, top / "description"))
            s.description = *d;
    }
    s.rules.order = catalog.candies.activation_order;
    s.rules.bonk = catalog.candies.bonk;
    const auto board = read_scenario_board(root, reader, catalog, gaps);
    if (!board) {
        // The rules do not depend on the board: check them even when it is wrong.
        read_rules(root, reader, s);
        return std::nullopt;
    }
    s.board = *board;
    // Without a readable candies.json the supply size is unknown: allow the most there can be.
    s.floor = Floor::from_board(
        s.board, gaps.candies ? kMaxCandiesPerType : catalog.candies.candies_per_type);
    if (const json* outputs = reader.member(root, top, "outputs", false))
        read_outputs(*outputs, top / "outputs", reader, s);
    if (const json* tiles = reader.member(root, top, "tiles", false))
        read_tiles(*tiles, top / "tiles", reader, catalog, gaps, s);
    if (const json* candies = reader.member(root, top, "candies"))
        read_candies(*candies, top / "candies", reader, s);
    read_rules(root, reader, s);
    return s;
}

}  // namespace

MovementScenarioLoad read_movement_scenario_text(std::string_view text,
                                                 const std::string& display_name,
                                                 const Catalog& catalog) {
    MovementScenarioLoad load;
    auto doc = io::parse_json_text(text, display_name, load.errors);
    if (!doc)
        return load;
    io::JsonReader reader(display_name, load.errors);
    auto scenario = read_scenario(*doc, reader, catalog, io::CatalogGaps{});
    if (scenario && load.errors.empty())
        load.scenario = std::move(scenario);
    return load;
}

MovementScenarioLoad read_movement_scenario_file(const std::filesystem::path& path,
                                                 const std::string& display_name,
                                                 const Catalog& catalog) {
    return io::check_movement_scenario_file(path, display_name, catalog, io::CatalogGaps{});
}

namespace io {

MovementScenarioLoad check_movement_scenario_file(const std::filesystem::path& path,
                                                  const std::string& display_name,
                                                  const Catalog& catalog, const CatalogGaps& gaps) {
    MovementScenarioLoad load;
    auto doc = read_json_file(path, display_name, load.errors);
    if (!doc)
        return load;
    JsonReader reader(display_name, load.errors);
    auto scenario = read_scenario(*doc, reader, catalog, gaps);
    if (scenario && load.errors.empty())
        load.scenario = std::move(scenario);
    return load;
}

}  // namespace io

}  // namespace sugarworks
