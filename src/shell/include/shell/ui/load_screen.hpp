// The Load screen of every game's program: the saves of its folder, listed from
// their headers alone (shell/setup/save_folder.hpp), newest first, each on a line
// that says what it is, and a field for any other file.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "engine/save_header.hpp"
#include "shell/platform/fonts.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

// One line for a list: "third_shift-20261202-140501 · Third Shift · round 4 ·
// Alex, Blake · 2026-12-02 14:05", "finished" in place of the round once it is,
// and for a file that cannot be opened, what it is ("· cannot be opened: a Sparks
// save: open it with sparks").
// Shorter, for a line the list has no room for whole (the tooltip says it all):
// without the seats, then without the file's name too.
enum class SaveLineLength { Whole, NoSeats, NoSeatsNoFile };
std::string save_line(const engine::save::ListedSave& save,
                      SaveLineLength length = SaveLineLength::Whole);

struct LoadIntents {
    std::filesystem::path open;  // empty unless a file was chosen
    bool watch = false;          // to watch it back, though it is still under way
    bool back = false;
};

// The saves found and a field for any other file. A save opens as the game would
// go on (its program decides: the table, or the replay for a finished one); one
// under way can also be watched back, by the Watch button at the end of its line.
// A file that cannot be opened says why under its line, wrapped, whole.
LoadIntents draw_load(const Fonts& fonts, float ui_scale, Marks& marks,
                      const std::vector<engine::save::ListedSave>& saves, std::string& typed_path,
                      const std::string& note);

}  // namespace shell
