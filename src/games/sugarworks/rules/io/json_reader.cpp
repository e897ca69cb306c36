// What Sugarworks reads beyond the engine's JSON reader: cells of the floor.
#include "sugarworks/json_reader.hpp"

#include <string>

namespace sugarworks::io {

std::optional<Cell> JsonReader::cell(const json& value, const Pointer& at) {
    if (value.is_string()) {
        const auto text = value.get<std::string>();
        if (auto c = parse_cell_name(text))
            return c;
        error(at, "\"" + text + "\" is not a cell name like \"B4\"");
        return std::nullopt;
    }
    if (value.is_array() && value.size() == 2 && value[0].is_number_integer() &&
        value[1].is_number_integer()) {
        const auto row = value[0].get<long long>();
        const auto col = value[1].get<long long>();
        if (row < -1 - 64 || row > 64 || col < -64 || col > 64) {
            error(at, "cell coordinates out of range");
            return std::nullopt;
        }
        return Cell{static_cast<int>(row), static_cast<int>(col)};
    }
    error(at,
          "expected a cell name like \"B4\" or [row, col], found " + std::string(type_word(value)));
    return std::nullopt;
}

}  // namespace sugarworks::io
