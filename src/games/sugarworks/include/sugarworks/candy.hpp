// Candy types, candy identities and per-type counts.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace sugarworks {

// The five candy types, in the rulebook's standard activation order.
enum class CandyType : std::uint8_t {
    RedCircle,
    YellowHexagon,
    GreenTriangle,
    BlueSquare,
    PurpleRectangle
};

inline constexpr int kCandyTypeCount = 5;
inline constexpr std::array<CandyType, kCandyTypeCount> kAllCandyTypes = {
    CandyType::RedCircle, CandyType::YellowHexagon, CandyType::GreenTriangle, CandyType::BlueSquare,
    CandyType::PurpleRectangle};

constexpr int index_of(CandyType type) {
    return static_cast<int>(type);
}

// Stable identifier used in data files and saves ("red_circle").
std::string_view candy_type_id(CandyType type);
// The name a player reads ("Red Circle").
std::string_view candy_type_name(CandyType type);
// The shape word alone ("circle"), for narration.
std::string_view candy_shape_name(CandyType type);
std::optional<CandyType> parse_candy_type(std::string_view id);

// One physical candy token. The type is encoded in the identity so that a floor
// cell needs a single byte: id = type * kMaxCandiesPerType + serial.
using CandyId = std::uint8_t;
inline constexpr int kMaxCandiesPerType = 8;
inline constexpr CandyId kNoCandy = 0xFF;

constexpr CandyType type_of(CandyId id) {
    return static_cast<CandyType>(id / kMaxCandiesPerType);
}
constexpr CandyId make_candy_id(CandyType type, int serial) {
    return static_cast<CandyId>(index_of(type) * kMaxCandiesPerType + serial);
}
constexpr int serial_of(CandyId id) {
    return id % kMaxCandiesPerType;
}

// A count per candy type (crate contents, the Lost gutter, the supply...).
using CandyCounts = std::array<std::uint8_t, kCandyTypeCount>;

constexpr int total(const CandyCounts& counts) {
    int sum = 0;
    for (auto c : counts)
        sum += c;
    return sum;
}

// The order in which candy types activate during a movement phase.
using ActivationOrder = std::array<CandyType, kCandyTypeCount>;
inline constexpr ActivationOrder kStandardActivationOrder = kAllCandyTypes;

}  // namespace sugarworks
