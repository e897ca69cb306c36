// A game of Sparks as the shell holds it (shell/module/game_module.hpp): the
// match, who sits in each seat, and the calls the shell makes of any game. The
// rules, the bots and the saves are Sparks' own; this only speaks the shell's
// words for them ("person" for Sparks' "human", kWholeTable for the table view).
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bots.hpp"
#include "shell/module/game_module.hpp"
#include "sparks/content.hpp"
#include "sparks/match.hpp"
#include "sparks/save.hpp"
#include "table/event_playback.hpp"
#include "table/table_parts.hpp"

namespace sparks::table {

class SparksInPlay final : public shell::GameInPlay {
  public:
    // `info` has one seat for each player. The content behind `match` must
    // outlive this game.
    SparksInPlay(Match match, SaveInfo info);

    std::vector<shell::SeatSetup> seats() const override;
    int seat_to_act() const override;
    std::string turn_words() const override;
    void draw_table(int viewer, shell::TableUi& ui) override;
    void play_computer_turn() override;
    std::vector<std::string> secrets_from(int viewer) const override;
    std::string result() const override;
    shell::BookEntry book_entry() const override;
    std::string save_text() const override;
    std::size_t action_count() const override;
    std::string action_words(std::size_t i, int viewer) const override;
    std::unique_ptr<shell::GameInPlay> after(std::size_t n) const override;
    Recap recap_for(int seat) const override;
    void advance(double dt) override;
    void use_settings(const shell::Settings& settings) override;
    bool moving() const override;
    std::vector<int> take_sounds() override;
    std::optional<std::optional<std::string>> autoplay_press(const shell::Marks& frame,
                                                             std::uint32_t random) override;

    // Tries `action` for the seat to act, as a press at the table does: applied when
    // the rules allow it, else refused with the rules' reason (said on the table).
    bool try_action(const Action& action);
    const std::string& refused() const { return refused_; }

  private:
    Match match_;
    SaveInfo info_;
    std::string refused_;        // why the last action was refused, said on the table
    bool refusal_heard_ = true;  // the refusal's sound was taken
    // Why each computer's action was chosen, by action number, in its own words.
    std::map<std::size_t, std::string> reasons_;
    TablePicks picks_;        // what the person at the table picked up and looks at
    EventPlayback playback_;  // what happened, being shown
    Showing showing_;
    double speed_ = 1.0;  // the settings' speed of what is shown
    // The settings' "confirm final actions": the last decision before the table goes
    // to another seat waits for a second click.
    bool confirm_final_ = true;
    std::optional<Action> staged_;
    // The die flying this beat: from where it stood when the beat began.
    int flight_beat_ = 0;
    std::optional<ImVec2> flight_from_;
    // Whose table the last frame drew, and after how many actions: autoplay presses
    // only what a frame of the present game offered the seat to act.
    // The coach's advice, for the decision after `hint_after_` actions.
    std::optional<bots::BotChoice> hint_;
    std::size_t hint_after_ = 0;
    int drawn_for_ = kNone;
    // Who the last frame was drawn for, and at what decision: a new viewer or a new
    // decision starts at the top of the turn's panel, on the viewer's own board.
    int last_viewer_ = kNone - 1;
    Phase last_phase_ = Phase::Over;
    std::size_t drawn_after_ = 0;

    // What the computer at `level` would choose for the seat to act.
    bots::BotChoice choice_at(bots::BotLevel level) const;
    void play_turn_at(bots::BotLevel level);
    // Whether `action`, taken now, ends the seat's decisions: the next is another
    // seat's (or the game is over), so it could not be taken back from this table.
    bool hands_on(const Action& action) const;
    // A press of the person to act: sent, or staged for a second click.
    void pressed(const Action& action);
    // An action applied: its events are shown, the coach's advice is spent.
    void applied(const std::vector<Event>& events);
    // The die of this beat in flight, over the board just drawn.
    void draw_flight(float unit);
    bool person_at(int seat) const;
    std::vector<std::string> names() const;
    // What happened from action `from` on (with the set-up when from is 0), as
    // `viewer` (a seat or kTableViewer) may read it, computers' reasons included.
    std::vector<std::string> log_lines(std::size_t from, int viewer) const;
    // The whole log as `viewer` reads it, kept until the game changes: finding an
    // action's events means applying it again, too much to do for every frame.
    const std::vector<std::string>& log_for(int viewer);
    std::map<int, std::vector<std::string>> log_kept_;
};

}  // namespace sparks::table
