// data/sugarworks/boards/*.json: a board side (or a board written inline in a scenario).
#include <set>

#include "catalog/catalog_readers.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

namespace {

void read_spaces(const json& value, const Pointer& at, io::JsonReader& reader, Board& board) {
    if (!reader.is_array(value, at))
        return;
    if (static_cast<int>(value.size()) != board.rows) {
        reader.error(at, "expected " + std::to_string(board.rows) + " rows of spaces, found " +
                             std::to_string(value.size()));
        return;
    }
    board.printed.assign(static_cast<size_t>(board.rows * board.cols), CenterIcon::Right);
    for (size_t r = 0; r < value.size(); ++r) {
        const json& row = value[r];
        if (!reader.is_array(row, at / r))
            continue;
        if (static_cast<int>(row.size()) != board.cols) {
            reader.error(at / r, "expected " + std::to_string(board.cols) +
                                     " spaces in this row, found " + std::to_string(row.size()));
            continue;
        }
        for (size_t c = 0; c < row.size(); ++c) {
            auto icon =
                reader.name<CenterIcon>(row[c], at / r / c, parse_center_icon, "centre icon");
            if (icon)
                board.printed[r * static_cast<size_t>(board.cols) + c] = *icon;
        }
    }
}

// `every_output`: each of the five output tiles must have a starting spot (board files; an
// inline scenario board may leave some off, as small test boards have fewer than five spots).
void read_docks(const json& value, const Pointer& at, io::JsonReader& reader, Board& board,
                bool every_output) {
    if (!reader.is_object(value, at))
        return;
    board.start_outputs.assign(static_cast<size_t>(board.dock_count()), std::nullopt);
    std::array<int, kCandyTypeCount> placed{};
    for (const auto& [key, output] : value.items()) {
        const auto spot = parse_dock_spot_name(key);
        if (!spot || dock_row(*spot) >= board.rows) {
            reader.error(
                at / key,
                "\"" + key + "\" is not a dock spot of this board (A-upper, A-lower, B-upper ...)");
            continue;
        }
        if (output.is_null())
            continue;
        auto type = reader.name<CandyType>(output, at / key, parse_candy_type, "candy type");
        if (!type)
            continue;
        board.start_outputs[static_cast<size_t>(*spot)] = *type;
        if (++placed[static_cast<size_t>(index_of(*type))] == 2) {
            reader.error(at / key, "the " + std::string(candy_type_name(*type)) +
                                       " output tile is placed twice");
        }
    }
    for (int spot = 0; spot < board.dock_count(); ++spot) {
        if (!value.contains(dock_spot_name(spot))) {
            reader.error(at, "missing dock spot \"" + dock_spot_name(spot) +
                                 "\" (write null for an open spot)");
        }
    }
    for (CandyType type : kAllCandyTypes) {
        if (every_output && placed[static_cast<size_t>(index_of(type))] == 0) {
            reader.error(at, "the " + std::string(candy_type_name(type)) +
                                 " output tile has no starting spot");
        }
    }
}

void read_crates(const json& value, const Pointer& at, io::JsonReader& reader, Board& board) {
    if (!reader.is_array(value, at))
        return;
    if (value.size() > static_cast<size_t>(kMaxCrates)) {
        reader.error(at, "at most " + std::to_string(kMaxCrates) + " crates fit around a board");
        return;
    }
    std::set<Cell> cells;
    std::set<CrateKind> kinds;
    for (size_t i = 0; i < value.size(); ++i) {
        const json& entry = value[i];
        const Pointer here = at / i;
        if (!reader.is_object(entry, here))
            continue;
        reader.no_unknown_members(entry, here, {"crate", "at"});
        CrateSlot slot;
        bool ok = true;
        if (const json* kind = reader.member(entry, here, "crate")) {
            auto k = reader.name<CrateKind>(*kind, here / "crate", parse_crate_kind, "crate");
            if (k && !kinds.insert(*k).second) {
                reader.error(here / "crate",
                             "the " + std::string(crate_kind_name(*k)) + " crate appears twice");
            }
            if (k)
                slot.kind = *k;
            ok = k.has_value();
        } else {
            ok = false;
        }
        if (const json* cell = reader.member(entry, here, "at")) {
            auto c = reader.cell(*cell, here / "at");
            if (c) {
                const bool on_grid =
                    c->row >= 0 && c->row < board.rows && c->col >= 0 && c->col < board.cols;
                const bool just_outside =
                    c->row >= -1 && c->row <= board.rows && c->col >= 0 && c->col <= board.cols;
                if (on_grid) {
                    reader.error(here / "at", "a crate cannot stand on a grid space (" +
                                                  cell_name(*c, board.rows) +
                                                  "); crates stand just outside the grid, e.g. \"" +
                                                  cell_name({c->row, board.cols}, board.rows) +
                                                  "\" right of that row");
                    ok = false;
                } else if (!just_outside) {
                    reader.error(here / "at",
                                 "a crate must stand on a cell just outside the grid (above, below "
                                 "or right of it; the left side holds the output docks), found " +
                                     cell->dump());
                    ok = false;
                } else if (!cells.insert(*c).second) {
                    reader.error(here / "at", "two crates on the same cell");
                }
                slot.cell = *c;
            }
            ok = ok && c.has_value();
        } else {
            ok = false;
        }
        if (ok)
            board.crates.push_back(slot);
    }
}

void read_candy_icons(const json& value, const Pointer& at, io::JsonReader& reader, Board& board) {
    if (!reader.is_array(value, at))
        return;
    std::set<Cell> cells;
    for (size_t i = 0; i < value.size(); ++i) {
        const json& entry = value[i];
        const Pointer here = at / i;
        if (!reader.is_object(entry, here))
            continue;
        reader.no_unknown_members(entry, here, {"at", "candy"});
        const json* cell = reader.member(entry, here, "at");
        const json* candy = reader.member(entry, here, "candy");
        if (!cell || !candy)
            continue;
        auto c = reader.cell(*cell, here / "at");
        auto type = reader.name<CandyType>(*candy, here / "candy", parse_candy_type, "candy type");
        if (!c || !type)
            continue;
        if (c->row < 0 || c->row >= board.rows || c->col < 0 || c->col >= board.cols) {
            reader.error(here / "at", "a candy icon must be on a space of the grid");
            continue;
        }
        if (!cells.insert(*c).second) {
            reader.error(here / "at", "two candy icons on the same space");
            continue;
        }
        board.candy_icons.push_back({*c, *type});
    }
}

}  // namespace

std::optional<Board> read_board(const json& value, const Pointer& at, io::JsonReader& reader,
                                bool standalone) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    Board board;
    if (standalone) {
        reader.schema(value, kBoardSchema);
        reader.no_unknown_members(
            value, at,
            {"schema", "id", "name", "rows", "cols", "spaces", "docks", "crates", "candy_icons"});
        if (const json* id = reader.member(value, at, "id")) {
            if (auto text = reader.string(*id, at / "id"))
                board.id = *text;
        }
        if (const json* name = reader.member(value, at, "name")) {
            if (auto text = reader.string(*name, at / "name"))
                board.name = *text;
        }
    } else {
        reader.no_unknown_members(value, at,
                                  {"rows", "cols", "spaces", "docks", "crates", "candy_icons"});
        board.id = "inline";
        board.name = "Scenario board";
    }
    const json* rows = reader.member(value, at, "rows");
    const json* cols = reader.member(value, at, "cols");
    auto r = rows ? reader.integer(*rows, at / "rows", 1, kMaxRows) : std::nullopt;
    auto c = cols ? reader.integer(*cols, at / "cols", 1, kMaxCols) : std::nullopt;
    if (!r || !c) {
        // Nothing else can be checked without the size, except that it is there.
        for (std::string_view key : {"spaces", "docks", "crates"})
            reader.member(value, at, key);
        return std::nullopt;
    }
    board.rows = *r;
    board.cols = *c;
    if (const json* spaces = reader.member(value, at, "spaces"))
        read_spaces(*spaces, at / "spaces", reader, board);
    if (const json* docks = reader.member(value, at, "docks"))
        read_docks(*docks, at / "docks", reader, board, standalone);
    if (const json* crates = reader.member(value, at, "crates"))
        read_crates(*crates, at / "crates", reader, board);
    if (const json* icons = reader.member(value, at, "candy_icons", false)) {
        read_candy_icons(*icons, at / "candy_icons", reader, board);
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return board;
}

}  // namespace sugarworks::catalog
