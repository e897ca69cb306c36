// Where a game's program keeps what it writes: its folder (settings, saves, the
// score book), each game its own. Saves are written atomically and listed from
// their headers alone; the score book keeps one line per finished game.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/save_header.hpp"
#include "shell/module/game_module.hpp"

namespace shell {

struct ScoreBookLine {
    std::string date;    // "2026-12-06 20:15"
    std::string seats;   // "Alex, Blake (random)"
    std::string result;  // the game's words
    std::string save;    // the save's file name, when it was saved
};

class SaveShelf {
  public:
    // The folder of game `id` (named `name` for SDL), from `<ID>_HOME` when set.
    SaveShelf(const std::string& id, const std::string& name);

    bool usable() const { return problem_.empty(); }
    const std::string& problem() const { return problem_; }
    std::filesystem::path saves_folder() const { return dir_ / "saves"; }

    // Writes `text` as a new save named after the moment: its path, or nothing
    // and `error` saying why (nothing is lost: an old file is never overwritten).
    std::optional<std::filesystem::path> write_save(const std::string& text, std::string& error);

    std::vector<engine::save::ListedSave> list(
        std::string_view game, std::span<const engine::save::GameSaves> known) const;

    // The score book: the oldest line first. A missing book is empty; a broken one
    // is set aside (renamed .broken) rather than lost, and `problem` says so.
    std::vector<ScoreBookLine> score_book(std::string* problem = nullptr) const;
    bool add_to_score_book(const ScoreBookLine& line, std::string& error) const;

  private:
    std::filesystem::path dir_;
    std::string id_;
    std::string problem_;
};

// "Alex, Blake (random)": the seats as a score book line names them.
std::string seat_words(const std::vector<SeatSetup>& seats);
// The local time now as "2026-12-06 20:15"; `stamp` gives "20261206-201503".
std::string local_time_words(bool stamp = false);

}  // namespace shell
