// Saved games of Pebbles (schema "pebbles.save/1"), in the shape every game's saves
// share (engine/save_text.hpp), so the engine's header reader lists them:
//
//   {
//     "schema": "pebbles.save/1",
//     "seed": "42",
//     "seats": [{"player": "person", "name": "Alex"}, {"player": "random", "name": "Blake"}],
//     "actions": [{"seat": 0, "card": 1}, ...],
//     "setup_hash": "9b2f6a0c11d4e873",
//     "hashes": ["04aa31c9e5f0b2d7", ...],   one per action: the state after it
//     "snapshot": {"pile": 18, "deck": [...], ...}
//   }
//
// Loading replays every action and checks every hash and the snapshot: a save loads
// whole or not at all, and a broken one is named by file and JSON pointer.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/diagnostic.hpp"
#include "engine/save_header.hpp"
#include "rules.hpp"

namespace pebbles {

inline constexpr std::string_view kSaveSchema = "pebbles.save/1";
inline constexpr int kSaveFormat = 1;

struct SavedSeat {
    std::string name;               // "Alex"
    std::string player = "person";  // "person" or "random"
    friend bool operator==(const SavedSeat&, const SavedSeat&) = default;
};

// What a save remembers beyond the rules: who sits where, in seat order.
struct SaveInfo {
    std::vector<SavedSeat> seats;
    friend bool operator==(const SaveInfo&, const SaveInfo&) = default;
};

// Every field of the state, the generator's included, in a fixed order.
std::uint64_t state_hash(const State& state);
nlohmann::json state_to_json(const State& state);

// The save as text: the same match and seats always give the same bytes.
std::string save_text(const Match& match, const SaveInfo& info);

struct LoadedGame {
    std::optional<Match> match;  // set only when everything checked out
    SaveInfo info;               // empty unless `match` is set
    engine::Diagnostics errors;  // every problem, with `file` and a JSON pointer
};

// Reads a save, replays it and checks every state. Never throws; `file` names the
// save in messages.
LoadedGame load_save_text(std::string_view text, const std::string& file);

// The header of a save's document (engine::save::read_header_document): the seats,
// "2 players", the round the last state is in (every seat playing once is a round)
// and whether someone has won.
std::optional<engine::save::SaveHeader> read_save_header(const nlohmann::json& doc,
                                                         const std::string& file,
                                                         engine::Diagnostics& errors);

// Pebbles as a save list knows it.
engine::save::GameSaves game_saves();

}  // namespace pebbles
