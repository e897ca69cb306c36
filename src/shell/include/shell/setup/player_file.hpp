// Reading the small files a game keeps for the player (settings, the score
// book, what the lessons have reached): the whole text, a missing file told apart from one that
// cannot be read, diagnostics joined into the lines the screens show, and a
// broken file kept aside rather than written over.
#pragma once

#include <filesystem>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/diagnostic.hpp"
#include "engine/json_reader.hpp"

namespace shell {

struct PlayerFile {
    bool missing = false;             // not there: the first run, not an error
    std::optional<std::string> text;  // the contents, when it read
    std::string error;                // "FILE: why", when it is there and did not read
};

// `kind` names what the file should be, for a folder in its place: "a settings file".
PlayerFile read_player_file(const std::filesystem::path& file, std::string_view kind);

// A player's file read whole by `from_text(text, file name)`: nothing when it is
// missing (the first run: no error), broken with why when it is there and cannot
// be read. `Load` is {what was read, error, broken}.
template <typename Load, typename FromText>
Load load_player_file(const std::filesystem::path& file, std::string_view kind,
                      FromText from_text) {
    const PlayerFile read = read_player_file(file, kind);
    if (read.missing)
        return {};
    if (!read.text)
        return {{}, read.error, true};
    return from_text(*read.text, file.string());
}

// One "FILE:/pointer: message" line per diagnostic.
std::string joined_diagnostics(const engine::Diagnostics& errors);

// Makes the folder a player's file goes in, if missing: why it cannot be made, or nothing.
std::optional<std::string> make_folder_of(const std::filesystem::path& file);

// A player's file that does not read is never written over: it is renamed to a
// name no other file has ("score_book.json" to "score_book.broken.json", then
// "score_book.broken-2.json" ...), so the player may mend it. Where it went, or
// why it could not be moved (then `path` is empty).
struct KeptAside {
    std::filesystem::path path;
    std::string problem;
};
KeptAside keep_aside(const std::filesystem::path& file);

// Writes a player's file whole (a temporary file renamed over it), its folder
// made if missing. `broken_error`, when not empty, says the file there does not
// read: it is kept aside first. `what` names the file in messages ("the score
// book").
struct PlayerWrite {
    std::string problem;     // why it could not be written; empty when it was
    std::string kept_aside;  // the broken file found there, and where it was kept
};
PlayerWrite replace_player_file(const std::filesystem::path& file, const std::string& text,
                                std::string_view what, const std::string& broken_error);

// The document of a player's file: a JSON object of `schema` with no member but
// `members`. Every problem goes to `errors` with its JSON pointer; nothing when
// it is not even an object. `reader` reads the members on.
std::optional<nlohmann::json> player_document(std::string_view text, std::string_view schema,
                                              std::initializer_list<std::string_view> members,
                                              engine::io::JsonReader& reader,
                                              engine::Diagnostics& errors);

}  // namespace shell
