// Inside the engine: JSON text parsed with a callback that may leave values out,
// its errors told in the reader's words (line and column). The reader's
// parse_json_text finds members written twice with it; a save's header is read
// with it, leaving the long lists out.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/diagnostic.hpp"

namespace engine::io {

std::optional<nlohmann::json> parse_with(std::string_view text, const std::string& display_name,
                                         Diagnostics& out,
                                         const nlohmann::json::parser_callback_t& callback);

}  // namespace engine::io
