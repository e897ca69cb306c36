// A Sugarworks save's header (engine/save_header.hpp), read from the save's own
// members without replaying it: the mode and its advanced rules, who sat where, the
// round the game stands in and whether it is over, and the set-up hash.
#pragma once

#include <optional>
#include <string>

#include "engine/save_header.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/json_reader.hpp"

namespace sugarworks {

// The format number kSaveSchema names ("sugarworks.save/2").
inline constexpr int kSaveFormat = 2;

// The header of a save's document (engine::save::read_header_document), its mode and
// rules named from `catalog`; nothing, with the problems in `errors`, when a member
// it reads is wrong.
std::optional<engine::save::SaveHeader> read_save_header(const io::json& doc,
                                                         const std::string& file,
                                                         const Catalog& catalog,
                                                         Diagnostics& errors);

// Sugarworks as a save list knows it; `catalog` must outlive what it returns.
engine::save::GameSaves game_saves(const Catalog& catalog);

}  // namespace sugarworks
