// What the Load screen and the menu say of a saved game without opening it: its
// mode, round, players, whether it is finished, when it was saved, or what else the
// file is (another game's save, a newer format's, not a save) and why it cannot be
// opened. Read from the save's header alone (engine/save_header.hpp), never replayed,
// so a folder of many long games lists at once; a save whose replay fails says so
// when it is opened.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "engine/save_header.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::app {

struct SaveSummary {
    std::filesystem::path path;
    bool readable = false;
    std::string mode;  // "Third Shift"
    int round = 0;
    std::vector<std::string> players;  // the names at the table
    bool finished = false;
    std::string saved_at;  // "2026-12-02 14:05", local time of the file
    std::string problem;   // what the file is and why it cannot be opened, when it cannot
};

SaveSummary summarize_save(const std::filesystem::path& path, const Catalog& catalog);
// The same from a save folder's listing (shell/setup/save_folder.hpp).
SaveSummary summary_of(const engine::save::ListedSave& listed);

// One line for a list: "Third Shift · round 4 · Alex, Blake · 2026-12-02 14:05",
// with "finished" or the problem where there is one.
std::string describe_save(const SaveSummary& save);

}  // namespace sugarworks::app
