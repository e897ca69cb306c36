// Watching a saved game back: which action and round is shown, from whose view,
// the movement of the action just stepped over played back, and the log told up
// to there. The table it shows is the core's: the state the match kept after
// that action (Match::states), the floor its conveyors started on and the
// events it had (Match::movement_start, Match::events). The screen gets frames
// built from a player view (replay_frame.hpp) and never the Table itself.
//
// A game not over is seen by everyone (kSpectatorViewer): no hand, in any mode,
// since it may still be played on. A finished game may also be seen from any
// seat, as that player saw it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "anim/movement_clip.hpp"
#include "anim/playback.hpp"
#include "audio/sound_bank.hpp"
#include "audio/sound_cursor.hpp"
#include "replay/replay_frame.hpp"
#include "table/table.hpp"

namespace sugarworks::app {

class ReplayModel {
  public:
    // `title` names the save on screen ("third_shift-20261202-140501.json").
    ReplayModel(Table table, std::string title, double speed = 1, bool patterns = false);

    // [SECTION] What is on screen
    std::size_t shown() const { return shown_; }  // the actions done in what is shown
    std::size_t action_count() const { return table_.match().actions().size(); }
    // The saved game is over: every seat's view may be chosen.
    bool finished() const { return table_.state().over(); }
    int viewer() const { return viewer_; }
    // The views offered: everyone's, then each seat's where the game is over.
    std::vector<ReplayViewChoice> views() const;
    // The state shown (for tests and the drivers; the screen reads frame()).
    const GameState& state() const { return table_.match().states()[shown_]; }
    ReplayFrame frame() const;
    bool animating() const { return clip_active_; }
    const Table& table() const { return table_; }
    double speed() const { return speed_; }

    // A new game at the position shown, to play on from there: the match's first
    // shown() actions, the same seats (names, colours, computer levels). None
    // where what is shown is the end of the game.
    std::optional<Table> take_over() const;

    // [SECTION] What people ask
    void handle(const ReplayIntents& want);
    // Shows the table after `actions` actions (at most all of them). Going on,
    // when `play` is set, the last action stepped over plays its movement if it
    // ran the conveyors (to a new round: the movement that ended the last one).
    void go_to(std::size_t actions, bool play);
    void set_viewer(int viewer);  // a view not offered is refused
    void set_speed(double speed);
    void set_patterns(bool patterns) { patterns_ = patterns; }
    void update(double dt);
    // The sounds of the movement playing, as the playback reaches each event.
    std::vector<Cue> take_sounds();

    // [SECTION] Rounds, by the rounds of the states the match kept
    // The first position of the round shown at `actions`.
    std::size_t round_start(std::size_t actions) const;
    // The first position of the next round (the end of the game if none).
    std::size_t next_round(std::size_t actions) const;
    // The start of this round, or of the one before when already at its start.
    std::size_t previous_round(std::size_t actions) const;

  private:
    void start_clip(bool play);
    void end_clip();

    Table table_;
    std::string title_;
    double speed_ = 1;
    bool patterns_ = false;
    std::size_t shown_ = 0;
    int viewer_ = kSpectatorViewer;
    // log_from_[k]: the first log line of action k (log_from_[n]: the log's size).
    std::vector<int> log_from_;

    Playback still_;  // the floor at rest
    Playback playback_;
    std::optional<MovementClip> clip_;  // the movement of the last action shown, if it ran one
    bool clip_active_ = false;
    SoundCursor sound_cursor_;
    std::vector<Cue> sounds_;

    mutable std::vector<LogLine> lines_;
    mutable int lines_viewer_ = kRecordViewer;
};

}  // namespace sugarworks::app
