// A Sparks game state as JSON (the snapshot in saves, and tests) and as a 64-bit
// hash (one per action in saves): both cover every field, the generator's state
// included, so two states with the same hash and JSON are the same game.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/diagnostic.hpp"
#include "engine/save_text.hpp"
#include "sparks/content.hpp"
#include "sparks/state.hpp"

namespace sparks {

// The ids of the state's vocabularies, as the JSON form writes them.
inline constexpr int kPhases = 7;
inline constexpr int kBoxFills = 3;
std::string_view phase_id(Phase phase);  // "choose_robots"
std::optional<Phase> parse_phase(std::string_view id);
std::string_view pending_kind_id(PendingKind kind);  // "advance_any"
std::optional<PendingKind> parse_pending_kind(std::string_view id);
std::string_view box_fill_id(BoxFill fill);  // "spark"
std::optional<BoxFill> parse_box_fill(std::string_view id);

// FNV-1a over every field in a fixed order (engine/fnv.hpp): the same on every
// compiler and platform.
std::uint64_t state_hash(const GameState& state);
// 16 lower-case hex digits (the engine's, as every save writes them).
using engine::save::hash_hex;

// Every field of the state. Cards and tiles are written as content indices, dice
// as die ids, enumerations by their ids.
nlohmann::json state_to_json(const GameState& state);
// Reads a state written by state_to_json for `content`; every problem is reported
// with `file` and a JSON pointer under `at` (a die, robot or assistant in two places
// included). Nothing is returned unless all is well.
std::optional<GameState> state_from_json(const Content& content, const nlohmann::json& value,
                                         const std::string& file,
                                         const nlohmann::json::json_pointer& at,
                                         engine::Diagnostics& errors);

}  // namespace sparks
