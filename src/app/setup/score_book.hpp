// The score book: every solo and co-operative run, kept between runs in
// score_book.json in the game's own folder ("Play for the high score! Write
// your scores in the rulebook!"). Written atomically; a book that does not
// read is reported and kept aside under another name, never written over, so
// no run is lost. No drawing here: the Score book screen reads best_runs().
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sugarworks::app {

inline constexpr std::string_view kScoreBookSchema = "sugarworks.score-book/1";
inline constexpr std::string_view kScoreBookFileName = "score_book.json";

struct ScoreRun {
    std::string scenario;              // its id, "cooperative"
    std::vector<std::string> toggles;  // ids, in the order of kAllToggles
    int players = 1;
    int score = 0;       // the team's
    std::string rating;  // the rating earned (co-operative), or empty
    std::uint64_t seed = 0;
    std::string date;  // "2026-12-02"
    int hints = 0;     // the coach's hints asked for in the game
    friend bool operator==(const ScoreRun&, const ScoreRun&) = default;
};

struct ScoreBook {
    std::vector<ScoreRun> runs;  // in the order played
};

struct ScoreBookLoad {
    ScoreBook book;       // the runs that read (none when the file is broken)
    std::string error;    // "FILE:/pointer: message" lines; empty when it read
    bool broken = false;  // the file is there but does not read as a score book
};

// A missing file is an empty book, not an error.
ScoreBookLoad load_score_book(const std::filesystem::path& file);
ScoreBookLoad score_book_from_text(std::string_view text, const std::string& file);
std::string score_book_text(const ScoreBook& book);

struct RecordResult {
    std::string problem;  // why the run could not be written; empty when it was
    // A broken book found there, and where it was kept: told to the player.
    std::string kept_aside;
};

// Adds a run to the book at `file` (its folder made if missing) and writes it
// atomically. A broken book is first renamed to score_book.broken.json (or
// .broken-2.json and so on, never over another), and a new book begun.
RecordResult record_run(const std::filesystem::path& file, const ScoreRun& run);

// The best runs of each way to play (scenario, players and toggles), best
// first, at most `per_way` of each; the ways in the order first played.
struct WayToPlay {
    std::string scenario;
    int players = 1;
    std::vector<std::string> toggles;
    std::vector<ScoreRun> best;
};
std::vector<WayToPlay> best_runs(const ScoreBook& book, int per_way = 5);

// Today in the local calendar, "2026-12-02".
std::string today();

}  // namespace sugarworks::app
