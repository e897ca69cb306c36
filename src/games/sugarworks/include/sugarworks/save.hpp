// Saved games: the game definition's identity, the options, the seed and the
// action list, with the state hash after every action and a snapshot of the
// last state. Loading replays the actions and checks every hash, so a save
// either loads whole or not at all. The format is described in docs/sugarworks/data.md
// ("Saved games").
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/atomic_file.hpp"
#include "engine/bot_level.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/match.hpp"

namespace sugarworks {

inline constexpr std::string_view kSaveSchema = "sugarworks.save/2";
// The first version, the same without "rules_edition": saves made under edition 1 of the
// rules. They load when they still replay; otherwise the message names what changed.
inline constexpr std::string_view kSaveSchemaVersion1 = "sugarworks.save/1";

// Who sits in a seat: a person, or the computer at one of its levels.
using engine::kSeatPlayers;

// What a save remembers of a seat beyond the rules.
struct SavedSeat {
    std::string player = "human";  // one of kSeatPlayers
    int hints = 0;                 // hints the coach gave this seat
    friend bool operator==(const SavedSeat&, const SavedSeat&) = default;
};

// What a save remembers beyond the rules: names people gave the seats, in seat
// order (at most one per player; a missing or empty name reads "Player N"), and
// who played each seat (missing: people, no hints).
struct SaveInfo {
    std::vector<std::string> player_names;
    std::vector<SavedSeat> seats;
    friend bool operator==(const SaveInfo&, const SaveInfo&) = default;
};

// The save as JSON text (the same match always gives the same bytes). Names beyond
// the number of players are not written.
std::string save_text(const Match& match, const SaveInfo& info);

struct LoadedGame {
    std::optional<Match> match;  // set only when everything checked out
    SaveInfo info;               // empty unless `match` is set
    Diagnostics errors;          // every problem, with `file` and a JSON pointer
};

// Reads a save made with `catalog`'s data (a save of other data is refused, but one of an
// older edition of the rules is judged by its replay), replays it and checks every state. The match
// refers to `catalog`, which must outlive it. Never throws; `file` names the save in messages.
LoadedGame load_save_text(std::string_view text, const std::string& file, const Catalog& catalog);
// The same for a file, named in messages as `path` is written.
LoadedGame load_save_file(const std::filesystem::path& path, const Catalog& catalog);

// Saves and the game's other files are written whole or not at all by the engine
// (engine/atomic_file.hpp): a temporary file beside the target, synced, then renamed.
using engine::write_file_atomically;

}  // namespace sugarworks
