// The shell's score book for a game that keeps no book of its own: one line per
// finished game (when, who, the game's words for the result, the save), in the
// game's folder as "score_book.json" of schema "<game>.score_book/1". A book
// that does not read is never written over: it is kept aside and a new one begun.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "shell/module/game_module.hpp"

namespace shell {

inline constexpr std::string_view kGameBookFileName = "score_book.json";

struct ScoreBookLine {
    std::string date{};          // "2026-12-06 20:15"
    std::string seats{};         // "Alex, Blake (random)"
    std::string result{};        // the game's words
    std::string save{};          // the save's file name, when it was saved
    std::string kind{};          // the way it was played (BookEntry::kind); empty in older books
    std::optional<int> score{};  // where the game is played for a high score
    friend bool operator==(const ScoreBookLine&, const ScoreBookLine&) = default;
};

struct GameBookRead {
    std::vector<ScoreBookLine> lines;  // the oldest first
    std::string problem;  // "FILE:/pointer: why" when the book is there and does not read
};

// Game `game`'s book at `file`: empty, with no problem, when there is none yet.
GameBookRead read_game_book(const std::filesystem::path& file, std::string_view game);

// Adds `line` at the end of the book: why it could not be written, or empty. A
// book that did not read is kept aside first, and `kept_aside` says where.
std::string add_to_game_book(const std::filesystem::path& file, std::string_view game,
                             const ScoreBookLine& line, std::string* kept_aside = nullptr);

// The best line of each kind that has a score (the highest; the first of equals),
// in the order the kinds were first played.
std::vector<ScoreBookLine> best_of_each_kind(const std::vector<ScoreBookLine>& lines);

// "Alex, Blake (random)": the seats as a score book line names them.
std::string seat_words(const std::vector<SeatSetup>& seats);

}  // namespace shell
