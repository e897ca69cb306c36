// A game's folder for the player (`<ID>_HOME`, or SDL's folder for the user's
// data), each game its own: where the autosave, the named saves, the settings
// and the game's other files for the player live, how a save is written there
// (atomically, never over another) and how the saves are listed (from their
// headers alone, engine/save_header.hpp).
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/save_header.hpp"
#include "shell/setup/pref_dir.hpp"

namespace shell {

// What a failed save means at the table: nothing stops, and what was saved before
// stays as it was (saves are written whole or not at all).
inline constexpr std::string_view kGameGoesOn = "The game goes on; your last save is kept.";

// The settings' file in a game's folder.
inline constexpr std::string_view kSettingsFileName = "settings.json";

// What the player reads when a file could not be written: `error` as the writer
// gives it ("cannot save PATH: why") made a sentence, then `after`, what it means
// for them: "Could not save PATH: why. The game goes on; your last save is kept."
std::string save_failed_notice(const std::string& error, std::string_view after);

// The owner of game `id`'s folder: home variable "<ID>_HOME", SDL's name `name`.
PrefDirOwner folder_owner(std::string_view id, std::string_view name);

class SaveFolder {
  public:
    // Finds (and makes) `owner`'s folder; problem() says why there is none.
    explicit SaveFolder(const PrefDirOwner& owner);

    bool usable() const { return !dir_.empty(); }
    const std::string& problem() const { return problem_; }
    // A file of the game's for the player ("settings.json", "score_book.json"):
    // empty when there is no folder.
    std::filesystem::path file(std::string_view name) const;
    std::filesystem::path settings_file() const { return file(kSettingsFileName); }
    std::filesystem::path autosave_file() const;
    std::filesystem::path saves_folder() const;
    bool has_autosave() const;

    // Writes the autosave: the problem (also when there is no folder), or nothing
    // when it is written.
    std::optional<std::string> autosave(const std::string& text) const;
    // Saves a game in saves/ as "<prefix>-<date and time>.json" (a second save in
    // the same second gets "-2", never the first one's file): where it went, or why
    // it could not be saved (then `path` is empty).
    struct Saved {
        std::filesystem::path path;
        std::string problem;
    };
    Saved save(std::string_view prefix, const std::string& text) const;
    // The saves there (the autosave and saves/), newest first, each as its header
    // says: `game`'s own, or what else it is. The player's other files (settings, a
    // score book) are none, but a save of another game or format, or a file that
    // does not read, is one, so that the Load screen says what it is.
    std::vector<engine::save::ListedSave> listed(
        std::string_view game, std::span<const engine::save::GameSaves> known) const;

  private:
    std::filesystem::path dir_;
    std::string problem_;
};

// The local time now as "2026-12-06 20:15"; `stamp` gives "20261206-201503".
std::string local_time_words(bool stamp = false);

}  // namespace shell
