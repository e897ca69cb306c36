// A Sparks save's header (engine/save_header.hpp), read from the save's own members
// without replaying it: the players and seats, the variants, the round the game
// stands in and whether it is over, and the set-up hash.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/diagnostic.hpp"
#include "engine/json_reader.hpp"
#include "engine/save_header.hpp"
#include "sparks/content.hpp"
#include "sparks/game.hpp"

namespace sparks {

// The format number kSaveSchema names ("sparks.save/1").
inline constexpr int kSaveFormat = 1;

// The header of a save's document (engine::save::read_header_document); nothing, with
// the problems in `errors`, when a member it reads is wrong.
std::optional<engine::save::SaveHeader> read_save_header(const engine::io::json& doc,
                                                         const std::string& file,
                                                         const Content& content,
                                                         engine::Diagnostics& errors);

// The way a game is played, in a save list's words: "Solo, 3 goal tiles",
// "2 players"; and its variants: "Goal tiles", "Assistant draft".
std::string mode_words(const GameOptions& options);
std::vector<std::string> variant_words(const GameOptions& options);

// Sparks as a save list knows it; `content` must outlive what it returns.
engine::save::GameSaves game_saves(const Content& content);

}  // namespace sparks
