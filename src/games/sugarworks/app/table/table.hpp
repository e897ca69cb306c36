// A game at the table: the match, the people in its seats and the log each of
// them reads. The TableModel holds it and builds the screens' frames from it;
// no screen sees it. No rule lives here: legality, effects and what may be
// undone are the core's.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "bots/bot.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/player_view.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/visibility.hpp"
#include "table/table_frame.hpp"

namespace sugarworks::app {

struct Seat {
    std::string name;
    int colour = 0;                          // index into the seat colours
    std::optional<bots::BotLevel> computer;  // played by the computer at this level
};

// One event in words, as each seat and the whole table may read it.
struct LogEntry {
    int action = -1;  // the action that caused it (-1: the set-up)
    int event = 0;    // its index in that action's events (-1: a remark before them)
    GameEvent what;
    // A computer player's reason for the action, told before its events.
    bool remark = false;
    // Narrated for seats 0..3, then for the whole table (kTableViewer), then for a
    // spectator watching the game back (kSpectatorViewer).
    std::array<std::string, kMaxPlayers + 2> text;
    const std::string& text_for(int viewer) const {
        if (viewer == kSpectatorViewer)
            return text[kMaxPlayers + 1];
        return text[viewer >= 0 ? static_cast<size_t>(viewer) : kMaxPlayers];
    }
};

struct SubmitResult {
    bool ok = false;
    std::string reason;  // why the core refused it
    std::vector<GameEvent> events;
    int first_log = 0;  // the log entry of events[0]
};

class Table {
  public:
    Table(const Catalog& catalog, const GameOptions& options, std::uint64_t seed,
          std::vector<Seat> seats);
    // A loaded game: the seats are named from the save (default colours).
    Table(Match match, const SaveInfo& info);
    // A game already under way (a lesson resumed), with its seats.
    Table(Match match, std::vector<Seat> seats);

    const Match& match() const { return match_; }
    const Game& game() const { return match_.game(); }
    const GameState& state() const { return match_.state(); }
    int seat_count() const { return static_cast<int>(seats_.size()); }
    const Seat& seat(int i) const { return seats_[static_cast<size_t>(i)]; }
    const std::vector<std::string>& names() const { return names_; }
    // A seat's view, or the whole table's (kTableViewer).
    PlayerView view(int viewer) const { return player_view(game(), state(), viewer); }
    const std::vector<Action>& legal() const { return legal_; }

    // `remark`, when not empty, goes into the log before the action's events,
    // the same for every reader: a computer player's reason.
    SubmitResult submit(const Action& action, const std::string& remark = {});

    // [SECTION] Who plays
    bool is_computer(int seat) const {
        return seat >= 0 && seat < seat_count() && seat_at(seat).computer;
    }
    int human_count() const;
    // The one person at a table of computers, or -1 (none, or several).
    int sole_human() const;
    int hints(int seat) const { return hints_[static_cast<size_t>(seat)]; }
    void count_hint(int seat) { ++hints_[static_cast<size_t>(seat)]; }
    // Takes back the last action, where the core allows it (who may ask is the
    // TableModel's question).
    bool undo();
    bool can_redo() const { return match_.can_redo(); }
    SubmitResult redo();

    const std::vector<LogEntry>& log() const { return log_; }
    // What happened since `seat` last had the table, in their words, shortened to
    // what a returning player wants to know.
    std::vector<std::string> recap(int seat) const;
    void mark_seen(int seat);

    ScoreSheet score() const { return sugarworks::score(game(), state()); }
    // What a save keeps of the seats: names, who plays them, the hints they had.
    SaveInfo info() const;
    std::string save() const;

  private:
    const Seat& seat_at(int i) const { return seats_[static_cast<size_t>(i)]; }
    void narrate(int action, const std::vector<GameEvent>& events, const Floor& floor);
    void tell_history();
    void refresh();
    SubmitResult record(std::variant<std::vector<GameEvent>, Rejection> applied);

    Match match_;
    std::vector<Seat> seats_;
    std::vector<std::string> names_;
    std::vector<Action> legal_;
    std::vector<LogEntry> log_;
    std::array<int, kMaxPlayers> seen_upto_{};
    std::array<int, kMaxPlayers> hints_{};
};

// The seats as the screens show them: name, colour, and "Computer, Hard" or nothing.
std::vector<SeatLook> seat_looks(const Table& table);
// The log in `viewer`'s words (a seat, kTableViewer or kSpectatorViewer).
std::vector<LogLine> log_lines(const Table& table, int viewer);
// Who played each seat and the hints a person asked for, a line a seat for the
// score sheet: "Computer, Hard", "2 hints from the coach", or empty.
std::vector<std::string> seat_notes(const Table& table);

}  // namespace sugarworks::app
