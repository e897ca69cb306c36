// The tips a player profile has seen, kept between runs in tips.json in the
// game's own folder (with settings.json and the score book), so that each tip
// shows once per profile. Written atomically; a file that does not read is
// reported and kept aside under another name, never written over; with no
// folder the tips are remembered for the run only.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "sugarworks/tips.hpp"

namespace sugarworks::app {

inline constexpr std::string_view kTipsSchema = "sugarworks.tips/1";
inline constexpr std::string_view kTipsFileName = "tips.json";

struct SeenTips {
    TipSet kinds;
    // Ids this game does not know (a newer version's tips): kept, and written back.
    std::vector<std::string> other;
    friend bool operator==(const SeenTips&, const SeenTips&) = default;
};

struct SeenTipsLoad {
    SeenTips seen;        // nothing when the file is broken
    std::string error;    // "FILE:/pointer: message" lines; empty when it read
    bool broken = false;  // the file is there but does not read as a tips file
};

// A missing file is no tip seen, not an error.
SeenTipsLoad load_seen_tips(const std::filesystem::path& file);
SeenTipsLoad seen_tips_from_text(std::string_view text, const std::string& file);
std::string seen_tips_text(const SeenTips& seen);

// The profile's tips for one run of the game: read once, written again at once
// whenever a tip is first shown or all are forgotten, so a crash loses none.
class TipMemory {
  public:
    TipMemory() = default;  // no folder: remembered for this run only
    explicit TipMemory(std::filesystem::path file);

    const TipSet& seen() const { return seen_.kinds; }
    // Why the file did not read, to tell at start-up; empty when it read or was not there.
    const std::string& problem() const { return problem_; }
    // Adds the kinds and writes the file (nothing to write: nothing done). What went
    // wrong, or what was done with a broken file found there; empty when all went well.
    std::string remember(const std::vector<TipKind>& kinds);
    // Every tip shows again.
    std::string forget_all();

  private:
    std::string write();

    std::filesystem::path file_;
    SeenTips seen_;
    std::string problem_;
};

// The tips a run starts with: the file's (none with no folder, `file` empty); a
// file that does not read is told on stderr and added to `note`.
TipMemory tips_at_start(const std::filesystem::path& file, std::string& note);

}  // namespace sugarworks::app
