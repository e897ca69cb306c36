// The tips a player has seen, kept between runs in tips.json in the game's own
// folder (with the settings and the score book), so that each tip shows once
// per player. A tip is the game's id for it ("bonk_red_circle"); the shell keeps
// the ids, the game says when each is first shown. Written atomically; a file
// that does not read is reported and kept aside under another name, never
// written over; with no folder the tips are remembered for the run only.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shell {

inline constexpr std::string_view kTipsFileName = "tips.json";

struct SeenTipsLoad {
    std::vector<std::string> seen;  // nothing when the file is broken
    std::string error;              // "FILE:/pointer: message" lines; empty when it read
    bool broken = false;            // the file is there but does not read as a tips file
};

// The tips file of the game `game_id` (its schema "<game_id>.tips/1"). A missing
// file is no tip seen, not an error.
SeenTipsLoad load_seen_tips(const std::filesystem::path& file, std::string_view game_id);
SeenTipsLoad seen_tips_from_text(std::string_view text, const std::string& file,
                                 std::string_view game_id);
// The ids the game knows in `order` first, in that order, then any others (a newer
// version's tips, kept) as they came.
std::string seen_tips_text(const std::vector<std::string>& seen, std::string_view game_id,
                           std::span<const std::string> order);

// The player's tips for one run of the game: read once, written again at once
// whenever a tip is first shown or all are forgotten, so a crash loses none.
class TipMemory {
  public:
    TipMemory() = default;  // no folder: remembered for this run only
    // `order`: the game's tips, in the order its file lists them.
    TipMemory(std::filesystem::path file, std::string game_id, std::vector<std::string> order);

    const std::vector<std::string>& seen() const { return seen_; }
    // Why the file did not read, to tell at start-up; empty when it read or was not there.
    const std::string& problem() const { return problem_; }
    // Adds the tips and writes the file (nothing new: nothing written). What went
    // wrong, or what was done with a broken file found there; empty when all went well.
    std::string remember(const std::vector<std::string>& ids);
    // Every tip shows again.
    std::string forget_all();

  private:
    std::string write();

    std::filesystem::path file_;
    std::string game_id_;
    std::vector<std::string> order_;
    std::vector<std::string> seen_;
    std::string problem_;
};

// The tips a run starts with: the file's (none with no folder, `file` empty); a
// file that does not read is told on stderr and added to `note`.
TipMemory tips_at_start(const std::filesystem::path& file, const std::string& game_id,
                        std::vector<std::string> order, std::string& note);

}  // namespace shell
