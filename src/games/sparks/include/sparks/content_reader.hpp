// Loading the Sparks content from its data folder (data/sparks/), checking every
// file and the rules that tie the files together. Every problem is reported, each
// with its file and JSON pointer, so that a broken folder can be fixed in one go;
// the content is given only when there is none. docs/sparks/data.md describes the
// files.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include "engine/diagnostic.hpp"
#include "sparks/content.hpp"

namespace sparks {

struct LoadedContent {
    std::optional<Content> content;  // set only when there is no error
    engine::Diagnostics errors;      // every problem: file, JSON pointer, message
    int files_checked = 0;           // the data files read (or tried)
};

// Reads the data files of `folder` (data/sparks). Messages name each file as
// "data/sparks/robots.json": the folder's own name and its parent's, whatever
// the path to them.
LoadedContent load_content(const std::filesystem::path& folder);

// The data files of a Sparks data folder, in the order they are read.
inline constexpr std::string_view kContentFiles[] = {
    "rules.json",      "player_board.json", "score_board.json", "robots.json", "assistants.json",
    "production.json", "upgrades.json",     "bonus_tiles.json", "goals.json"};

}  // namespace sparks
