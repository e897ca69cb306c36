// A game state as JSON (for saves) and as a 64-bit hash (for replays): both
// cover every field, so two states with the same hash and JSON are the same game.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/save_text.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks {

// FNV-1a over every field in a fixed order; the same on every platform.
std::uint64_t state_hash(const GameState& state);
// 16 lower-case hex digits (the engine's, as every save writes them).
using engine::save::hash_hex;

// Every field of the state; what the game definition fixes (the floor's size and
// printed arrows, tile faces, crate kinds, candies per type) is left to the game.
nlohmann::json state_to_json(const GameState& state);
// Reads a state written by state_to_json for `game`; every problem is reported
// with `file` and a pointer under `at`, including a card, tile or candy that is in
// two places or nowhere. Nothing is returned unless all is well.
std::optional<GameState> state_from_json(const Game& game, const nlohmann::json& value,
                                         const std::string& file,
                                         const nlohmann::json::json_pointer& at,
                                         Diagnostics& errors);

}  // namespace sugarworks
