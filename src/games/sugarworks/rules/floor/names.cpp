// Stable identifiers and display names of the floor's vocabulary.
#include <array>
#include <string>

#include "engine/id_table.hpp"
#include "sugarworks/board.hpp"
#include "sugarworks/bonk.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/event.hpp"
#include "sugarworks/geometry.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks {
namespace {

using engine::parse_by_id;

constexpr std::array<std::string_view, kCandyTypeCount> kCandyIds = {
    "red_circle", "yellow_hexagon", "green_triangle", "blue_square", "purple_rectangle"};
constexpr std::array<std::string_view, kCandyTypeCount> kCandyNames = {
    "Red Circle", "Yellow Hexagon", "Green Triangle", "Blue Square", "Purple Rectangle"};
constexpr std::array<std::string_view, kCandyTypeCount> kShapeNames = {
    "circle", "hexagon", "triangle", "square", "rectangle"};
constexpr std::array<std::string_view, 8> kDirectionIds = {
    "right", "left", "up", "down", "up_right", "up_left", "down_right", "down_left"};
constexpr std::array<std::string_view, 8> kDirectionWords = {
    "right", "left", "up", "down", "up-right", "up-left", "down-right", "down-left"};
constexpr std::array<std::string_view, 6> kCenterIds = {"right", "up",         "down",
                                                        "left",  "jump_right", "jump_left"};
constexpr std::array<std::string_view, kCrateKindCount> kCrateIds = {"heart", "pumpkin", "bunny"};
constexpr std::array<std::string_view, kCrateKindCount> kCrateNames = {"Heart", "Pumpkin", "Bunny"};
constexpr std::array<std::string_view, 7> kEventIds = {"activate",  "move", "bonk",       "eaten",
                                                       "delivered", "lost", "tile_placed"};
constexpr std::array<std::string_view, 4> kCauseIds = {"conveyor", "jump", "pushed", "deflected"};
constexpr std::array<std::string_view, 5> kLossIds = {"none", "off_edge", "onto_output", "eaten",
                                                      "loop"};

}  // namespace

std::string_view candy_type_id(CandyType type) {
    return kCandyIds[static_cast<size_t>(type)];
}
std::string_view candy_type_name(CandyType type) {
    return kCandyNames[static_cast<size_t>(type)];
}
std::string_view candy_shape_name(CandyType type) {
    return kShapeNames[static_cast<size_t>(type)];
}
std::optional<CandyType> parse_candy_type(std::string_view id) {
    return parse_by_id<CandyType>(id, kCandyIds);
}

std::string_view direction_id(Direction d) {
    return kDirectionIds[static_cast<size_t>(d)];
}
std::string_view direction_words(Direction d) {
    return kDirectionWords[static_cast<size_t>(d)];
}
std::optional<Direction> parse_direction(std::string_view id) {
    return parse_by_id<Direction>(id, kDirectionIds);
}

std::string_view center_icon_id(CenterIcon icon) {
    return kCenterIds[static_cast<size_t>(icon)];
}
std::optional<CenterIcon> parse_center_icon(std::string_view id) {
    return parse_by_id<CenterIcon>(id, kCenterIds);
}

std::string_view crate_kind_id(CrateKind kind) {
    return kCrateIds[static_cast<size_t>(kind)];
}
std::string_view crate_kind_name(CrateKind kind) {
    return kCrateNames[static_cast<size_t>(kind)];
}
std::optional<CrateKind> parse_crate_kind(std::string_view id) {
    return parse_by_id<CrateKind>(id, kCrateIds);
}

std::string_view event_kind_id(EventKind kind) {
    return kEventIds[static_cast<size_t>(kind)];
}
std::string_view move_cause_id(MoveCause cause) {
    return kCauseIds[static_cast<size_t>(cause)];
}
std::string_view loss_cause_id(LossCause cause) {
    return kLossIds[static_cast<size_t>(cause)];
}

std::string cell_name(Cell cell, int rows) {
    if (cell.row >= 0 && cell.row < rows && cell.row < 26 && cell.col >= 0) {
        return std::string(1, static_cast<char>('A' + cell.row)) + std::to_string(cell.col + 1);
    }
    return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

std::optional<Cell> parse_cell_name(std::string_view name) {
    if (name.size() < 2 || name[0] < 'A' || name[0] > 'Z')
        return std::nullopt;
    int col = 0;
    for (size_t i = 1; i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9' || col > 1000)
            return std::nullopt;
        col = col * 10 + (name[i] - '0');
    }
    if (col < 1)
        return std::nullopt;
    return Cell{name[0] - 'A', col - 1};
}

std::string dock_spot_name(int spot) {
    return std::string(1, static_cast<char>('A' + dock_row(spot))) +
           (dock_slot(spot) == 0 ? "-upper" : "-lower");
}

std::optional<int> parse_dock_spot_name(std::string_view name) {
    if (name.size() < 3 || name[0] < 'A' || name[0] >= 'A' + kMaxRows || name[1] != '-')
        return std::nullopt;
    const int row = name[0] - 'A';
    const std::string_view slot = name.substr(2);
    if (slot == "upper")
        return row * kDockSlotsPerRow;
    if (slot == "lower")
        return row * kDockSlotsPerRow + 1;
    return std::nullopt;
}

std::string describe_face(const TileFace& face) {
    std::string text;
    const CenterMove move = move_of(face.center);
    if (move.distance == 2) {
        text = "Candy here jumps two spaces " + std::string(direction_words(move.direction)) +
               ", skipping the space between.";
    } else {
        text = "Candy here moves one space " + std::string(direction_words(move.direction)) + ".";
    }
    if (face.corner.kind != CornerKind::None)
        text += " " + describe_corner(face.corner);
    return text;
}

std::string describe_corner(const CornerIcon& corner) {
    switch (corner.kind) {
        case CornerKind::Eater:
            return "A " + std::string(candy_type_name(corner.eats)) +
                   " that enters or stands here is eaten (Lost).";
        case CornerKind::X:
            return "Any candy that enters or stands here is Lost.";
        case CornerKind::None:
            break;
    }
    return "";
}

std::string describe_bonk_rule(const BonkRule& rule) {
    const std::string where = std::string(direction_words(rule.direction));
    if (rule.mover == BonkMover::Struck) {
        return "The candy that was hit moves one space " + where +
               "; the striking candy takes its space.";
    }
    return "The striking candy moves on one space " + where + ".";
}

}  // namespace sugarworks
