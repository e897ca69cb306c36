#include "ui/rules_tables.hpp"

#include <algorithm>

#include "render/art.hpp"
#include "replay/replay_keys.hpp"
#include "shell/platform/app_keys.hpp"
#include "sugarworks/rules_book.hpp"
#include "table/table_keys.hpp"
#include "ui/table_focus.hpp"

namespace sugarworks::app {
namespace {

std::string name_of(CandyType type) {
    return std::string(candy_type_name(type));
}

std::string face_arrow(const TileFace& face) {
    const CenterMove move = move_of(face.center);
    std::string arrow;
    for (int i = 0; i < move.distance; ++i)
        arrow += direction_arrow(move.direction);
    return arrow;
}

FaceRow make_face_row(const TileFace& face) {
    FaceRow row;
    row.face = face;
    row.center_art = center_art(face.center);
    row.corner_art = corner_art(face.corner, false);
    row.arrow = face_arrow(face);
    row.text = describe_face(face);
    return row;
}

}  // namespace

std::string_view direction_arrow(Direction direction) {
    switch (direction) {
        case Direction::Right:
            return "\xE2\x86\x92";  // U+2192
        case Direction::Left:
            return "\xE2\x86\x90";  // U+2190
        case Direction::Up:
            return "\xE2\x86\x91";  // U+2191
        case Direction::Down:
            return "\xE2\x86\x93";  // U+2193
        case Direction::UpRight:
            return "\xE2\x86\x97";  // U+2197
        case Direction::UpLeft:
            return "\xE2\x86\x96";  // U+2196
        case Direction::DownRight:
            return "\xE2\x86\x98";  // U+2198
        case Direction::DownLeft:
            return "\xE2\x86\x99";  // U+2199
    }
    return "?";
}

std::vector<BonkChartRow> bonk_chart_rows(const Catalog& catalog) {
    std::vector<BonkChartRow> rows;
    for (CandyType type : kAllCandyTypes) {
        BonkChartRow row;
        row.struck = type;
        row.struck_name = name_of(type);
        row.art = candy_art(type);
        row.rule = catalog.candies.bonk[static_cast<size_t>(index_of(type))];
        row.who_moves =
            row.rule.mover == BonkMover::Struck ? "The " + row.struck_name : "The striker";
        row.where = std::string(direction_arrow(row.rule.direction)) + " " +
                    std::string(direction_words(row.rule.direction));
        row.text = describe_bonk_rule(row.rule);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<ActivationStep> activation_steps(const Catalog& catalog) {
    std::vector<ActivationStep> steps;
    int position = 1;
    for (CandyType type : catalog.candies.activation_order)
        steps.push_back({position++, type, name_of(type), candy_art(type)});
    return steps;
}

std::vector<FaceRow> face_rows(const Catalog& catalog) {
    std::vector<FaceRow> rows;
    const auto find = [&rows](const TileFace& face) {
        return std::find_if(rows.begin(), rows.end(),
                            [&face](const FaceRow& r) { return r.face == face; });
    };
    for (const TileKind& kind : catalog.tile_kinds) {
        auto it = find(kind.face);
        if (it == rows.end()) {
            FaceRow row = make_face_row(kind.face);
            row.name = kind.name;
            row.kind_id = kind.id;
            row.own_art = tile_kind_art(kind.id);
            rows.push_back(std::move(row));
            it = rows.end() - 1;
        } else {
            it->name += " / " + kind.name;
        }
        it->count += kind.count;
    }
    // Side B prints arrows of its own; one that no tile carries still needs explaining.
    for (const Board& board : catalog.boards) {
        for (CenterIcon icon : board.printed) {
            const TileFace face{icon, {}};
            if (find(face) != rows.end())
                continue;
            FaceRow row = make_face_row(face);
            row.name = "Printed arrow";
            rows.push_back(std::move(row));
        }
    }
    return rows;
}

std::vector<KeySection> key_sections() {
    std::vector<shell::KeyRow> everywhere = shell::key_rows_of(focus_keys());
    for (shell::KeyRow& row : shell::key_rows_of(shell::app_keys()))
        everywhere.push_back(std::move(row));
    return {{"On every screen", std::move(everywhere)},
            {"At the table", shell::key_rows_of(table_keys())},
            {"Watching a game back", shell::key_rows_of(replay_keys())}};
}

std::vector<shell::KeyRow> key_rows() {
    std::vector<shell::KeyRow> rows;
    for (KeySection& section : key_sections()) {
        for (shell::KeyRow& row : section.rows)
            rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace sugarworks::app
