// The table's play: the Table (match, seats, log), who is at the screen, the
// movement playback, the log cursor, notices, what is picked up or staged and
// its preview. Every click, key, --autoplay and --script step reaches it as
// TableIntents through handle(); the screens get frames built from a player
// view (table_frame.hpp) and never the Table itself.
//
// Who is at the screen: a seat once they lift the cover, or the whole table
// (kTableViewer) at the moments everyone watches: the conveyors running, the
// die, the end. After such a moment the cover comes up for whoever acts next.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "anim/movement_clip.hpp"
#include "anim/playback.hpp"
#include "audio/sound_bank.hpp"
#include "audio/sound_cursor.hpp"
#include "shell/setup/settings.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/visibility.hpp"
#include "table/computer_turn.hpp"
#include "table/table.hpp"
#include "table/table_frame.hpp"
#include "table/table_lesson.hpp"
#include "table/table_tips.hpp"

namespace sugarworks::app {

enum class TablePhase {
    Cover,  // the hand-off: "Pass to Blake"
    Recap,  // what happened since that player last had the table
    Table,  // the table, for the seat at the screen or for everyone
    Over,   // the game is over and its last movement has played
};

struct TablePrefs {
    double speed = 1;
    bool confirm_final = true;  // stage what cannot be taken back
    bool patterns = false;
    // Seconds (at 1x) a computer player's chosen action stays on the table,
    // with its preview, before it is played.
    double computer_pace = 0.8;
    bool hints = true;  // the coach's Hint button and key
    bool tips = true;   // a tip the first time each kind of moment is seen
    // The Hard player's and the coach's budget: 10,000 simulated futures, at
    // most a second (about 0.2 s on one core of a 2020s machine).
    bots::BotSettings search{10000, 1.0, nullptr};
};

// The table's preferences from the player's settings, at the playback `speed`
// (the game's own slider, or the settings' when the game begins).
TablePrefs table_prefs(const shell::Settings& settings, double speed);

class TableModel {
  public:
    TableModel(Table table, TablePrefs prefs);

    // [SECTION] What is on screen
    TablePhase phase() const;
    // The viewer of the frames: the seat at the screen, or kTableViewer.
    int viewer() const;
    // A moment the whole table watches: no hand is drawn.
    bool shared() const;
    CoverText cover() const;
    std::vector<std::string> recap() const;
    // "Ben, since your last turn:", or "since the game began" before their first.
    std::string recap_title() const;
    TableFrame frame() const;
    // The floor as everyone sees it now (behind the cover and the recap).
    const Floor& public_floor() const { return table_.state().floor; }
    // Whether the clock moves the table on without input: a movement, a glow,
    // the die's moment, a search under way, or a computer due to act.
    bool animating() const {
        return clip_active_ || produced_t_ < 1 || roll_shown_for_ > 0 || thinking_ ||
               computer_move_ || computer_to_act() || (tips_.current() && tip_in_view());
    }
    const Table& table() const { return table_; }

    // [SECTION] What people ask
    void handle(const TableIntents& want);
    void update(double dt);
    // The screen is left (the menu): whoever comes back passes the cover again.
    void hand_off();
    void set_prefs(const TablePrefs& prefs);
    double speed() const { return prefs_.speed; }  // the playback's, as the game's slider left it
    void set_notice(std::string notice) { notice_ = std::move(notice); }
    // Why the game could not be autosaved (empty: the last autosave went well). It
    // is told under any other notice, action after action, until an autosave
    // succeeds: the game goes on, and the table must not forget that it is not kept.
    void set_save_problem(std::string problem) { save_problem_ = std::move(problem); }
    // True once after an action began a round: the router autosaves then.
    bool take_round_started();

    // [SECTION] A lesson
    // The game is a lesson's: it says what the learner may do, scripts the
    // computers and holds the conveyors where the learner is to read.
    void set_lesson(TableLesson lesson);
    void set_next_lesson(std::string title) {
        if (lesson_)
            lesson_->set_next_title(std::move(title));
    }
    const std::optional<TableLesson>& lesson() const { return lesson_; }
    // True once after the lesson's record changed: the router keeps it then.
    bool take_lesson_changed() { return lesson_ && lesson_->take_changed(); }
    // The sounds due since the last call: the die, a tile laid, and each Bonk!,
    // eating, delivery and loss as the playback reaches it (none for a skipped one).
    std::vector<Cue> take_sounds();

    // [SECTION] Tips
    // The kinds the player profile has seen (its file): a tip of them never shows.
    void set_tips_seen(const TipSet& seen) { tips_.set_seen(seen); }
    // The kinds shown for the first time since the last call, for the profile's file.
    std::vector<TipKind> take_tips_shown() { return tips_.take_shown(); }
    // Tips at this game's table or not (a lesson says its own words); the setting
    // turns them off everywhere.
    void set_game_tips(bool on) { tips_.set_game(on); }
    // The tip up at `spot`, while that spot is on screen (the score sheet asks for its own).
    std::optional<TableTip> tip(TipSpot spot) const;

  private:
    // [SECTION] The lesson
    bool lesson_on() const { return lesson_ && !lesson_->over(); }
    // Whether the lesson lets the learner take `action` now.
    bool lesson_allows(const Action& action) const;
    // How many of the clip's lines must have played for the current step's
    // sight to be on the floor; nothing when it needs no playback.
    std::optional<int> lesson_sight_line() const;
    bool lesson_sight_reached() const;
    bool lesson_can_go_on() const;
    void lesson_go_on();
    std::optional<LessonFrame> lesson_frame() const;
    // [SECTION] Tips
    bool tip_in_view() const;
    // The tip of the floor event `index` of the clip, if it is a moment; the
    // places it must leave in view run to the next event (the Bonk!'s push).
    void offer_floor_tip(const std::vector<Event>& events, std::size_t index);
    // Tips of an action's events: floor moments outside the movement at once; a
    // special order and the end once the movement has played.
    void offer_game_tips(const std::vector<GameEvent>& events, bool after_movement);

    // [SECTION] Computer players and the coach
    bool computer_to_act() const;
    bool can_hint() const;
    void drive_computers(double dt);
    void think(int seat, bool hint);
    void play_computer(const bots::BotChoice& choice);
    void forget_computer_turn();

    // The confirmation `action` asks for before it is sent, or nothing: it cannot be
    // taken back, it ends the round, or a computer plays next (whose move would put
    // it beyond Undo at once).
    struct Confirmation {
        std::string heading;
        std::string words;
    };
    std::optional<Confirmation> confirmation(const Action& action) const;
    void stage(const Action& action, Confirmation confirm);
    void act(const Action& action);
    void attempt(const Action& action, ScreenPoint at);
    // Why `action` cannot be taken now, in the words a refusal says; nullopt if it can.
    std::optional<std::string> why_not(const Action& action) const;
    void floor_unpicked(ScreenPoint at);
    void send(const Action& action);
    void after_change(const SubmitResult& result);
    void undo();
    void take_back();
    void lift_cover();
    int last_actor() const;
    bool can_take_back() const;
    bool can_undo() const;
    bool can_redo() const;
    void start_clip(const MovementClip& clip, int first_log, bool replay);
    void end_clip();
    void show_resumed_step();
    void refresh_preview();
    void pick_in_hand(int index);

    Table table_;
    TablePrefs prefs_;
    std::optional<TableLesson> lesson_;
    int owner_ = kTableViewer;  // the seat that lifted the cover, or the whole table
    bool recap_pending_ = false;
    // Undo never goes below this action count: the actions before it belong to a
    // player who has handed the computer on.
    std::size_t take_back_floor_ = 0;
    bool round_started_ = false;
    // After the die: seconds (at 1x) the whole table still looks at what it made.
    static constexpr double kRollShownSeconds = 1.5;
    double roll_shown_for_ = 0;
    // The reason the last click was refused, and how long (seconds at 1x) it stays.
    static constexpr double kRefusalSeconds = 4;
    std::optional<Refusal> refusal_;
    double refusal_for_ = 0;
    // What the table was doing when a click was refused: the refusal goes when it changes.
    struct Situation {
        std::size_t actions = 0;
        bool moving = false;
        int current = -1;
        Step step = Step::GameOver;
        TablePhase phase = TablePhase::Table;
        friend bool operator==(const Situation&, const Situation&) = default;
    };
    Situation situation() const;
    void refuse(Refusal refusal);
    void forget_stale_refusal();
    Situation refused_in_;

    std::string notice_;
    std::string pending_notice_;  // shown when the movement playing has ended
    std::string save_problem_;
    std::vector<int> produced_;  // dock spots of the candies just produced
    double produced_t_ = 1;      // 0..1 through their glow
    std::vector<int> pending_produced_;

    Playback playback_;
    Playback still_;  // the floor at rest, when no movement is on screen
    std::size_t still_actions_ = static_cast<std::size_t>(-1);
    std::optional<MovementClip> clip_;
    bool clip_active_ = false;
    SoundCursor sound_cursor_;  // which of the clip's events have been heard
    TableTips tips_;
    int tips_followed_ = 0;              // the clip's events whose moment has been offered
    std::vector<GameEvent> tips_after_;  // the events told once the movement has played
    std::vector<Cue> sounds_;
    bool clip_replay_ = false;
    int clip_first_log_ = 0;
    std::size_t clip_actions_ = 0;  // the action count when the clip was made
    int log_shown_ = 0;
    int log_current_ = -1;

    TablePick pick_;
    std::optional<Action> staged_;
    Confirmation staged_confirm_;  // the staged action's words
    // A computer's decision or the coach's hint, being thought out; the choice
    // shown before it is played, and for how long still (seconds at 1x).
    std::unique_ptr<ComputerTurn> thinking_;
    bool thinking_hint_ = false;
    std::optional<bots::BotChoice> computer_move_;
    double computer_move_for_ = 0;
    std::optional<Action> hint_of_;  // the staged action is the coach's, for this reason
    std::string hint_;
    std::optional<Action> hovered_;
    std::optional<Action> preview_of_;
    std::optional<ActionPreview> preview_;
    std::size_t preview_actions_ = 0;

    // The order each seat's tiles and orders came into their hand (presentation
    // only: the rules keep a hand as a set), brought up to date as frames are built.
    struct HandOrder {
        std::vector<int> tiles;
        std::vector<int> orders;
    };
    const HandOrder& hand_order(int viewer, const PlayerView& view) const;
    // The table as the movement playing has it so far (once per event shown).
    std::optional<GameState> state_during_movement() const;
    mutable std::optional<GameState> during_;
    mutable std::pair<std::size_t, std::size_t> during_for_{static_cast<std::size_t>(-1), 0};
    mutable std::array<HandOrder, kMaxPlayers> hand_order_;

    // The log in the current viewer's words, rebuilt when either changes.
    CardSet new_orders(int viewer) const;
    std::string with_seat_names(std::string text) const;
    mutable std::optional<ScoreNow> score_now_;
    mutable CardSet new_orders_;
    mutable std::pair<int, std::size_t> new_orders_for_{-2, 0};
    mutable std::size_t score_actions_ = static_cast<std::size_t>(-1);
    mutable std::vector<LogLine> lines_;
    mutable int lines_viewer_ = kRecordViewer;
    mutable std::size_t lines_version_ = static_cast<std::size_t>(-1);
    std::size_t log_version_ = 0;  // counts every change of the log
};

// What a test run's last line says of the game at the table: "round 3, 41 actions
// (play_tile draw_order ...); lesson first_shift at step 4 of 9; scores 31 27".
std::string table_report(const TableModel& model, const ScoreSheet* sheet);

}  // namespace sugarworks::app
