// The tables that name enumerators ("play_tile" ...): compile-time checks, and the
// one way an id is read back.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace sugarworks::util {

// A table sized larger than its list fills the rest with empty names: every id
// must be written, one per enumerator.
template <std::size_t N>
constexpr bool all_named(const std::array<std::string_view, N>& ids) {
    for (std::string_view id : ids) {
        if (id.empty())
            return false;
    }
    return true;
}

// The enumerator whose id is `id` in a table listing them in order, or nothing.
template <typename Enum, std::size_t N>
std::optional<Enum> parse_by_id(std::string_view id, const std::array<std::string_view, N>& ids) {
    for (std::size_t i = 0; i < N; ++i) {
        if (ids[i] == id)
            return static_cast<Enum>(i);
    }
    return std::nullopt;
}

}  // namespace sugarworks::util
