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
    // Who played: seats the computer played, and whether moves of a person's
    // seat were made by --autoplay's random clicks rather than by a person.
    int computers = 0;
    bool autoplay = false;
    // The game's way from its deal: the state after each action, its hash cut to
    // 32 bits. A game played on from a save of this one (or taken over from its
    // replay) passed through the same states: see continued_from().
    std::vector<std::uint32_t> states;
    friend bool operator==(const ScoreRun&, const ScoreRun&) = default;
};

// Who played a run, as the Score book screen sets runs apart: people alone, people
// with computer players, the computer alone, or --autoplay's random moves.
enum class PlayedBy { People, WithComputers, Computers, Autoplay };
PlayedBy played_by(const ScoreRun& run);

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

// The run of the book that `run` plays on from, if any: `run` was opened with
// `opened_at` actions already played (0: dealt afresh, never a continuation),
// and a run of the same deal passed through the same state after as many.
std::optional<ScoreRun> continued_from(const ScoreBook& book, const ScoreRun& run,
                                       std::size_t opened_at);

struct RecordResult {
    std::string problem;  // why the run could not be written; empty when it was
    // A broken book found there, and where it was kept: told to the player.
    std::string kept_aside;
    // The run already in the book that this one played on from: then nothing
    // was written, since a game goes into the book once, when it first ends.
    std::optional<ScoreRun> already;
};

// Adds a run to the book at `file` (its folder made if missing) and writes it
// atomically, unless it plays on from a run already there (see continued_from;
// `opened_at` as there). A broken book is first renamed to score_book.broken.json
// (or .broken-2.json and so on, never over another), and a new book begun.
RecordResult record_run(const std::filesystem::path& file, const ScoreRun& run,
                        std::size_t opened_at = 0);

// The best runs of each way to play (scenario, players and toggles) and of who
// played it, best first, at most `per_way` of each; the ways in the order first
// played. A run of the computer or of autoplay is never among a person's.
struct WayToPlay {
    std::string scenario;
    int players = 1;
    std::vector<std::string> toggles;
    PlayedBy by = PlayedBy::People;
    int computers = 0;  // for PlayedBy::WithComputers: how many seats
    std::vector<ScoreRun> best;
};
std::vector<WayToPlay> best_runs(const ScoreBook& book, int per_way = 5);

// Today in the local calendar, "2026-12-02".
std::string today();

}  // namespace sugarworks::app
