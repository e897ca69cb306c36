// A game at the table: the match, the people in its seats and the log each of
// them reads. Everything the screens show comes from here, and every action
// a person or the autoplay takes goes through submit(). No rule lives here:
// legality, effects and undo limits are the core's.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "sugarworks/match.hpp"
#include "sugarworks/player_view.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::app {

struct Seat {
    std::string name;
    int colour = 0;  // index into the seat colours
};

// One event in words, as each seat may read it.
struct LogEntry {
    int action = -1;  // the action that caused it (-1: the set-up)
    int event = 0;    // its index in that action's events
    GameEvent what;
    std::array<std::string, kMaxPlayers> text;  // narrated for viewer 0..3
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

    const Match& match() const { return match_; }
    const Game& game() const { return match_.game(); }
    const GameState& state() const { return match_.state(); }
    int seat_count() const { return static_cast<int>(seats_.size()); }
    const Seat& seat(int i) const { return seats_[static_cast<size_t>(i)]; }
    const std::vector<std::string>& names() const { return names_; }
    // Solo and co-operative play keep no hand secret from the others at the
    // table, so no hand-off cover is needed.
    bool hands_public() const;

    PlayerView view(int viewer) const { return player_view(game(), state(), viewer); }
    const std::vector<Action>& legal() const { return legal_; }

    SubmitResult submit(const Action& action);
    // Undo and redo within the acting player's turn, as far as the core allows.
    bool can_undo() const;
    bool undo();
    bool can_redo() const { return match_.can_redo(); }
    SubmitResult redo();

    const std::vector<LogEntry>& log() const { return log_; }
    // What happened since `seat` last had the table, in their words, shortened to
    // what a returning player wants to know.
    std::vector<std::string> recap(int seat) const;
    void mark_seen(int seat);

    ScoreSheet score() const { return sugarworks::score(game(), state()); }
    std::string save() const;

  private:
    void narrate(int action, const std::vector<GameEvent>& events, const Floor& floor);
    void refresh();
    SubmitResult record(std::variant<std::vector<GameEvent>, Rejection> applied);

    Match match_;
    std::vector<Seat> seats_;
    std::vector<std::string> names_;
    std::vector<Action> legal_;
    std::vector<LogEntry> log_;
    // Per action: whether it began another turn (undo stops there).
    std::vector<bool> turn_began_;
    std::array<int, kMaxPlayers> seen_upto_{};
};

}  // namespace sugarworks::app
