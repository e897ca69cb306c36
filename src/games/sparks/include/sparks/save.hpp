// Saved games of Sparks (schema "sparks.save/1"): the content's fingerprint, the
// options, the seed, every action with the state hash after it, who sits in each
// seat, and a snapshot of the last state. Loading replays every action and checks
// every hash and the snapshot, so a save loads whole or not at all.
//
//   {
//     "schema": "sparks.save/1",
//     "content_fingerprint": "5c1e0f9a7b3d2e41",
//     "options": {"players": 2, "goal_tiles": false, "assistant_draft": false, "solo_goals": 1},
//     "seed": "2024",
//     "seats": [{"player": "human", "name": "Ada"}, {"player": "random", "name": "Blake"}],
//     "actions": [{"action": "assign_robot", "card": 41, "slot": 0}, ...],
//     "setup_hash": "9b2f6a0c11d4e873",
//     "hashes": ["04aa31c9e5f0b2d7", ...],   one per action: the state after it
//     "snapshot": {...}                      state_io.hpp
//   }
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/atomic_file.hpp"
#include "engine/bot_level.hpp"
#include "engine/diagnostic.hpp"
#include "sparks/content.hpp"
#include "sparks/match.hpp"

namespace sparks {

inline constexpr std::string_view kSaveSchema = "sparks.save/1";

// Who sits in a seat: a person, or the computer at one of its levels.
using engine::kSeatPlayers;

struct SavedSeat {
    std::string player = "human";  // one of kSeatPlayers
    std::string name;              // empty: "Player N"
    friend bool operator==(const SavedSeat&, const SavedSeat&) = default;
};

// What a save remembers beyond the rules: one entry per seat, in seat order (missing
// ones are people without a name).
struct SaveInfo {
    std::vector<SavedSeat> seats;
    friend bool operator==(const SaveInfo&, const SaveInfo&) = default;
};

// A hash of everything in the content, so that a save made with other content
// (where the same card number is another card) is refused in plain words.
std::uint64_t content_fingerprint(const Content& content);

// The save as JSON text: the same match and info always give the same bytes.
// Seats beyond the number of players are not written.
std::string save_text(const Match& match, const SaveInfo& info);

struct LoadedGame {
    std::optional<Match> match;  // set only when everything checked out
    SaveInfo info;               // empty unless `match` is set
    engine::Diagnostics errors;  // every problem, with `file` and a JSON pointer
};

// Reads a save made with `content`, replays it and checks every state. The match
// refers to `content`, which must outlive it. Never throws; `file` names the save
// in messages.
LoadedGame load_save_text(std::string_view text, const std::string& file, const Content& content);
// The same for a file, named in messages as `path` is written.
LoadedGame load_save_file(const std::filesystem::path& path, const Content& content);

// Writes the save to `path` whole or not at all (engine/atomic_file.hpp): an error
// message naming the path and the reason, or nothing on success.
std::optional<std::string> write_save_file(const std::filesystem::path& path, const Match& match,
                                           const SaveInfo& info);

}  // namespace sparks
