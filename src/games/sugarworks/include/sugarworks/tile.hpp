// Conveyor tile faces: the centre icon that moves a candy and the corner icon
// that acts the moment a candy enters the space.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sugarworks/candy.hpp"
#include "sugarworks/geometry.hpp"

namespace sugarworks {

enum class CenterIcon : std::uint8_t { Right, Up, Down, Left, JumpRight, JumpLeft };

struct CenterMove {
    Direction direction;
    int distance;  // 2 for jumps: the space in between is skipped, not touched
};

// Indexed by CenterIcon (a table, for the same reason as kDirectionOffsets).
inline constexpr CenterMove kCenterMoves[] = {
    {Direction::Right, 1},  // Right
    {Direction::Up, 1},     // Up
    {Direction::Down, 1},   // Down
    {Direction::Left, 1},   // Left
    {Direction::Right, 2},  // JumpRight
    {Direction::Left, 2},   // JumpLeft
};

constexpr CenterMove move_of(CenterIcon icon) {
    return kCenterMoves[static_cast<std::size_t>(icon)];
}

std::string_view center_icon_id(CenterIcon icon);  // "jump_right"
std::optional<CenterIcon> parse_center_icon(std::string_view id);

enum class CornerKind : std::uint8_t { None, Eater, X };

// The upper-left icon: an alien that eats one candy type, or an X that loses any candy.
struct CornerIcon {
    CornerKind kind = CornerKind::None;
    CandyType eats = CandyType::RedCircle;  // meaningful for Eater only

    constexpr bool eats_candy(CandyType type) const {
        // Bitwise, not short-circuit: asked on every step, one branch for the caller.
        return (kind == CornerKind::X) | ((kind == CornerKind::Eater) & (eats == type));
    }
    friend constexpr bool operator==(const CornerIcon&, const CornerIcon&) = default;
};

struct TileFace {
    CenterIcon center = CenterIcon::Right;
    CornerIcon corner{};
    friend constexpr bool operator==(const TileFace&, const TileFace&) = default;
};

// The tile lying on a grid space: its face and which physical conveyor tile it
// is (kPrintedTile for the tile printed on the board).
inline constexpr std::int8_t kPrintedTile = -1;

struct PlacedTile {
    TileFace face{};
    std::int8_t tile = kPrintedTile;
    friend constexpr bool operator==(const PlacedTile&, const PlacedTile&) = default;
};

// The rules text of a face, generated so that it always says what the engine does.
std::string describe_face(const TileFace& face);
// The corner icon's sentence of it: "A Red Circle that enters or stands here is
// eaten (Lost)."; empty for none.
std::string describe_corner(const CornerIcon& corner);

}  // namespace sugarworks
