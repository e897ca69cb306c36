// The player's folder for settings and saves (SUGARWORKS_HOME, or SDL's folder
// for the user's data): where the autosave, the named saves and settings.json
// live, and how a save is written there (atomically).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sugarworks::app {

class SaveFolder {
  public:
    SaveFolder();  // finds (and makes) the folder; problem() says why there is none

    bool usable() const { return !dir_.empty(); }
    const std::string& problem() const { return problem_; }
    std::filesystem::path settings_file() const;
    std::filesystem::path autosave_file() const;
    std::filesystem::path score_book_file() const;
    std::filesystem::path lesson_book_file() const;
    bool has_autosave() const;

    // Writes the autosave: the problem, or nothing when it is written.
    std::optional<std::string> autosave(const std::string& text) const;
    // Saves a game under its scenario and the time: what to tell the player.
    std::string save(const std::string& scenario_id, const std::string& text) const;
    // The saves there, newest first.
    std::vector<std::filesystem::path> list() const;

  private:
    std::filesystem::path dir_;
    std::string problem_;
};

}  // namespace sugarworks::app
