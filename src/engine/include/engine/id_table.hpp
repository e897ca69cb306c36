// The tables that name a game's enumerators as its files write them ("play_tile"
// ...): one id per enumerator, listed in the enumerator's order, checked at compile
// time and read back one way; and what an id written in a data file may be.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace engine {

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
constexpr std::optional<Enum> parse_by_id(std::string_view id,
                                          const std::array<std::string_view, N>& ids) {
    for (std::size_t i = 0; i < N; ++i) {
        if (ids[i] == id)
            return static_cast<Enum>(i);
    }
    return std::nullopt;
}

// The id of `value`; "unknown" for a value past the table (a corrupt enumerator
// read from memory, never from a file), so that a message about it never reads
// outside the table.
template <std::size_t N, typename Enum>
constexpr std::string_view id_of(const std::array<std::string_view, N>& ids, Enum value) {
    const auto i = static_cast<std::size_t>(value);
    return i < N ? ids[i] : std::string_view("unknown");
}

// "random, easy, medium or hard": the ids of a table for a message that lists
// what may be written.
template <std::size_t N>
std::string ids_in_words(const std::array<std::string_view, N>& ids) {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0)
            out += i + 1 == N ? " or " : ", ";
        out += ids[i];
    }
    return out;
}

// An id a data file gives to one of its entries: a-z, 0-9 and "_", not empty.
constexpr bool is_identifier(std::string_view id) {
    if (id.empty())
        return false;
    for (char ch : id) {
        if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_'))
            return false;
    }
    return true;
}

}  // namespace engine
