#include "shell/setup/seat_names.hpp"

#include <algorithm>
#include <array>

namespace shell {
namespace {

// Names offered to new seats, in turn.
constexpr std::array<std::string_view, 6> kSeatNames = {"Alex", "Blake", "Casey",
                                                        "Drew", "Emery", "Flynn"};

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool taken(std::span<const std::string> names, std::string_view name) {
    return std::any_of(names.begin(), names.end(),
                       [&](const std::string& n) { return same_name(n, name); });
}

}  // namespace

std::string_view trimmed_name(std::string_view text) {
    constexpr std::string_view kBlanks = " \t\r\n\v\f";
    const std::size_t first = text.find_first_not_of(kBlanks);
    if (first == std::string_view::npos)
        return {};
    const std::size_t last = text.find_last_not_of(kBlanks);
    return text.substr(first, last - first + 1);
}

bool same_name(std::string_view a, std::string_view b) {
    a = trimmed_name(a);
    b = trimmed_name(b);
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [](char x, char y) { return lower(x) == lower(y); });
}

std::string offered_seat_name(std::span<const std::string> names) {
    for (std::string_view name : kSeatNames) {
        if (!taken(names, name))
            return std::string(name);
    }
    for (std::size_t n = names.size() + 1;; ++n) {
        std::string name = "Player " + std::to_string(n);
        if (!taken(names, name))
            return name;
    }
}

std::optional<std::string> seat_name_problem(std::span<const std::string> names, std::size_t seat) {
    const std::string_view name = trimmed_name(names[seat]);
    if (name.empty())
        return "Seat " + std::to_string(seat + 1) + " needs a name";
    bool first = true;
    bool repeated = false;
    for (std::size_t j = 0; j < names.size(); ++j) {
        if (j != seat && same_name(names[j], name)) {
            repeated = true;
            first = first && seat < j;
        }
    }
    if (repeated && first)
        return "More than one seat is called \"" + std::string(name) + "\"";
    return std::nullopt;
}

std::string seat_label(std::span<const std::string> names, std::size_t seat) {
    const std::string_view name = trimmed_name(names[seat]);
    return name.empty() ? "Seat " + std::to_string(seat + 1) : std::string(name);
}

}  // namespace shell
