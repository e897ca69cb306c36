// Numbers and columns in the words of the CLI's tables: "12.5", "12.5 %", and
// a cell padded to its column's width.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>

namespace sugarworks::cli {

inline std::string fixed(double value, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

inline std::string percent(double rate) {
    return fixed(100.0 * rate, 1) + " %";
}

inline std::string pad(std::string text, std::size_t width) {
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

}  // namespace sugarworks::cli
