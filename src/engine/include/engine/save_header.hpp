// What a save says of itself without being replayed: which game and format it is,
// who sat where, the way it was played, how far it got and its set-up hash. A Load
// screen lists a folder of saves by their headers alone, so a folder of many long
// games opens at once, and a save of another game, of a game no program here knows
// or of a newer format is told for what it is, never opened.
//
// Every save of every game already begins the same way: a "schema" of the form
// "<game>.save/<format>", then the game's options, seats and set-up hash, and ends
// with a snapshot of the last state. The header is read from those members; only
// the action list and the hash after each action, the long part of a save, are
// skipped unread into memory.
#pragma once

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/diagnostic.hpp"
#include "engine/json_reader.hpp"

namespace engine::save {

// "sugarworks.save/2" is {"sugarworks", 2}.
struct SaveKind {
    std::string game;
    int format = 0;
    friend bool operator==(const SaveKind&, const SaveKind&) = default;
};
// The kind a schema names; nothing when the text is not "<game>.save/<format>".
std::optional<SaveKind> parse_schema(std::string_view schema);

// The kind of `doc` when its "schema" names `game` in a format from 1 to `newest`;
// otherwise nothing, and an error at /schema naming the newest schema.
std::optional<SaveKind> read_save_kind(io::JsonReader& reader, const nlohmann::json& doc,
                                       std::string_view game, int newest);

struct SeatHeader {
    std::string name;    // as the table names the seat: "Alex", or "Player 2"
    std::string player;  // "person", or the computer's level: "random", "easy", "medium", "hard"
    friend bool operator==(const SeatHeader&, const SeatHeader&) = default;
};

struct SaveHeader {
    SaveKind kind;
    std::vector<SeatHeader> seats;
    std::string mode;                  // the way it is played, in the game's words
    std::vector<std::string> options;  // the variants and advanced rules on, in words
    int round = 0;                     // the round the last state is in
    bool finished = false;
    std::string setup_hash;  // the state hash of the set-up, 16 hex digits
    friend bool operator==(const SaveHeader&, const SaveHeader&) = default;
};

// A save's text as its header needs it: the whole object but its "actions" and
// "hashes" members, which are read past (the text must still be valid JSON) and left
// out. Problems (not JSON, not an object) go to `errors`, naming `file`.
std::optional<nlohmann::json> read_header_document(std::string_view text, const std::string& file,
                                                   Diagnostics& errors);

// What a save list knows of one game: its id and name, the newest save format its
// program reads, and its header reader. `read` gets a document whose schema names
// this game in a format it reads; it reports problems to the diagnostics.
struct GameSaves {
    std::string game;  // "sparks": the schema's first part and the program's name
    std::string name;  // "Sparks"
    int format = 0;    // the newest format the program reads
    std::function<std::optional<SaveHeader>(const nlohmann::json& doc, const std::string& file,
                                            Diagnostics& errors)>
        read;
};

// One file of a save folder as a list shows it.
struct ListedSave {
    std::filesystem::path path;
    std::string saved_at;              // local time the file was written: "2026-12-02 14:05"
    std::optional<SaveHeader> header;  // set when this program can open the save
    std::string problem;               // otherwise what the file is, or why it cannot be read
    // JSON whose "schema" names no save of any game: another of the player's files
    // kept beside the saves (settings, a score book), which a save list leaves out.
    bool other_file = false;
};

// The header of the save at `path` for the program of `game`, one of `games`: a
// save of another of `games`, of a game none of them is, or of a newer format than
// the program reads gets a problem saying so. Never throws.
ListedSave list_save(const std::filesystem::path& path, std::string_view game,
                     std::span<const GameSaves> games);

// Every *.json file of `folder` (not its subfolders) by list_save, the most
// recently written first; nothing when the folder does not exist.
std::vector<ListedSave> list_saves(const std::filesystem::path& folder, std::string_view game,
                                   std::span<const GameSaves> games);

}  // namespace engine::save
