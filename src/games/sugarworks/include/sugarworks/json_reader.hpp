// Reads JSON documents field by field, recording every problem with its JSON
// pointer instead of stopping at the first, so validation reports all errors.
// The core's data, saves and scenarios are read with it, and so are the
// game's own files (its settings), so every message reads alike. The reading
// itself is the engine's (engine/json_reader.hpp); Sugarworks adds cells.
#pragma once

#include <optional>

#include "engine/json_reader.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/geometry.hpp"

namespace sugarworks::io {

using engine::io::json;
using engine::io::Pointer;

using engine::io::parse_json_text;
using engine::io::read_json_file;
using engine::io::read_text_file;
using engine::io::type_word;

class JsonReader : public engine::io::JsonReader {
  public:
    using engine::io::JsonReader::JsonReader;

    // A cell written as "B4" or as [row, col].
    std::optional<Cell> cell(const json& value, const Pointer& at);
};

}  // namespace sugarworks::io
