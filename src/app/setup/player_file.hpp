// Reading the small files the game keeps for the player (settings, the score
// book): the whole text, a missing file told apart from one that cannot be
// read, and diagnostics joined into the lines the screens show.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "sugarworks/diagnostic.hpp"

namespace sugarworks::app {

struct PlayerFile {
    bool missing = false;             // not there: the first run, not an error
    std::optional<std::string> text;  // the contents, when it read
    std::string error;                // "FILE: why", when it is there and did not read
};

// `kind` names what the file should be, for a folder in its place: "a settings file".
PlayerFile read_player_file(const std::filesystem::path& file, std::string_view kind);

// Renames a file that does not read to "<stem>.broken.json" beside it (or
// ".broken-2.json" and so on, never over another file), so the player may mend
// it and nothing in it is lost. The new name, or the problem.
struct KeptAside {
    std::filesystem::path path;  // set when it was moved
    std::string problem;         // set when it could not be
};
KeptAside keep_aside(const std::filesystem::path& file);

// One "FILE:/pointer: message" line per diagnostic.
std::string joined_diagnostics(const Diagnostics& errors);

}  // namespace sugarworks::app
