// The player's folder for settings and saves (SUGARWORKS_HOME, or SDL's folder
// for the user's data): where the autosave, the named saves and settings.json
// live, and how a save is written there (atomically).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sugarworks::app {

// What a failed save means at the table: nothing stops, and what was saved before
// stays as it was (saves are written whole or not at all).
inline constexpr std::string_view kGameGoesOn = "The game goes on; your last save is kept.";

// What the player reads when a file could not be written: `error` as the writer
// gives it ("cannot save PATH: why") made a sentence, then `after`, what it means
// for them: "Could not save PATH: why. The game goes on; your last save is kept."
std::string save_failed_notice(const std::string& error, std::string_view after);

class SaveFolder {
  public:
    SaveFolder();  // finds (and makes) the folder; problem() says why there is none

    bool usable() const { return !dir_.empty(); }
    const std::string& problem() const { return problem_; }
    std::filesystem::path settings_file() const;
    std::filesystem::path autosave_file() const;
    std::filesystem::path score_book_file() const;
    std::filesystem::path lesson_book_file() const;
    std::filesystem::path tips_file() const;  // the tips this profile has seen
    bool has_autosave() const;

    // Writes the autosave: the problem (also when there is no folder), or nothing
    // when it is written.
    std::optional<std::string> autosave(const std::string& text) const;
    // Saves a game under its scenario and the time, in saves/: where it went, or
    // why it could not be saved (then `path` is empty).
    struct Saved {
        std::filesystem::path path;
        std::string problem;
    };
    Saved save(const std::string& scenario_id, const std::string& text) const;
    // The saves there, newest first (the player's own files, settings and such, are none).
    std::vector<std::filesystem::path> list() const;

  private:
    std::filesystem::path dir_;
    std::string problem_;
};

}  // namespace sugarworks::app
