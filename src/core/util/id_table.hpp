// Compile-time checks of the tables that name enumerators ("play_tile" ...).
#pragma once

#include <array>
#include <cstddef>
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

}  // namespace sugarworks::util
