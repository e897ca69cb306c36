// A Sparks save's header (engine/save_header.hpp), read from the save's own members
// without replaying it: the players and seats, the variants, the round the game
// stands in and whether it is over, and the set-up hash.
#pragma once

#include <optional>
#include <string>

#include "engine/diagnostic.hpp"
#include "engine/json_reader.hpp"
#include "engine/save_header.hpp"
#include "sparks/content.hpp"

namespace sparks {

// The format number kSaveSchema names ("sparks.save/1").
inline constexpr int kSaveFormat = 1;

// The header of a save's document (engine::save::read_header_document); nothing, with
// the problems in `errors`, when a member it reads is wrong.
std::optional<engine::save::SaveHeader> read_save_header(const engine::io::json& doc,
                                                         const std::string& file,
                                                         const Content& content,
                                                         engine::Diagnostics& errors);

// Sparks as a save list knows it; `content` must outlive what it returns.
engine::save::GameSaves game_saves(const Content& content);

}  // namespace sparks
