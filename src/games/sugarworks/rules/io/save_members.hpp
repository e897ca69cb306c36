// Inside the rules: the members of a save read the same way by the loader, which
// then replays the actions, and by the header, which does not.
#pragma once

#include <optional>
#include <string_view>

#include "sugarworks/json_reader.hpp"
#include "sugarworks/save.hpp"

namespace sugarworks::save_members {

// The member `key` of the save's top-level object; "missing" recorded when absent.
const io::json* need(io::JsonReader& reader, const io::json& object, std::string_view key);

// "options": the game's options, checked against the catalog (nothing when any is wrong).
std::optional<GameOptions> read_options(io::JsonReader& reader, const io::json& value,
                                        const io::Pointer& at, const Catalog& catalog);

// "player_names" and "seats": who sat where (at most one name and one seat per player
// of `options`, when they were read).
SaveInfo read_save_info(io::JsonReader& reader, const io::json& root,
                        const std::optional<GameOptions>& options);

}  // namespace sugarworks::save_members
