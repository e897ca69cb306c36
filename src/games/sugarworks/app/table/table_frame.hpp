// What the table's screens are given, and what they give back. A frame is built
// by the TableModel from a PlayerView (of the seat at the screen, or of the whole
// table when everyone watches) and the actions open to that viewer: it holds no
// GameState, Match or Table, so a screen cannot show what its viewer may not see.
// The screens answer with intents, which the model alone carries out.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "anim/movement_intents.hpp"
#include "anim/playback.hpp"
#include "lessons/lesson.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/player_view.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

// A place in the window, in pixels (kept free of ImGui's types).
struct ScreenPoint {
    float x = 0;
    float y = 0;
};

// Why the last click could not be done: the core's words, shown by the pointer.
struct Refusal {
    std::string reason;
    ScreenPoint at;
};

// Where a tip is told: on the floor at the place of its moment, under the notice
// at the top of the hand panel (a special order completed), or on the score
// sheet (the end of the game).
enum class TipSpot : std::uint8_t { Floor, Notice, Sheet };

// A one-line tip, the first time a kind of moment is seen: its words and, for a
// moment on the floor, where it happened and the places the tip must leave in
// view (where the candies it speaks of stand and go). Public, like the floor.
struct TableTip {
    TipKind kind = TipKind::Delivered;
    std::string words;
    TipSpot spot = TipSpot::Floor;
    Place at{};
    std::vector<Place> keep_clear;
    friend bool operator==(const TableTip&, const TableTip&) = default;
};

struct SeatLook {
    std::string name;
    int colour = 0;      // index into the seat colours
    std::string played;  // "Computer, Hard", or empty for a person
};

// One line of the log, in the viewer's words. It carries the kind of event and,
// for a floor event, the event (its places and candy, public), but no card.
struct LogLine {
    std::string text;
    GameEventKind kind = GameEventKind::Floor;
    Event floor{};
    bool remark = false;  // a computer player's reason, not an event
};

// What the person has picked up, before the action is whole.
struct TablePick {
    enum class Kind { None, Tile, Output, Order } kind = Kind::None;
    int card = -1;  // Tile, Order
    int spot = -1;  // Output
    friend bool operator==(const TablePick&, const TablePick&) = default;
};

// Co-operative and solo play, where every hand is public: the score the team
// would have if the game ended now (the core's final scoring of this state:
// completed orders, blanket orders, incomplete ones taken off) and its rating.
struct ScoreNow {
    int total = 0;
    std::string rating;  // co-operative play only
};

// The lesson being played: the step's words, where it points, how far along.
struct LessonFrame {
    std::string title;
    int step = 0;  // 1-based, for "Step 4 of 12"
    int steps = 0;
    std::string words;
    lessons::LessonTask task = lessons::LessonTask::Read;
    lessons::LessonHighlight show;
    bool can_next = false;   // Next is offered: nothing is to be done first
    bool waiting = false;    // a Watch step whose sight has not been seen on the floor yet
    bool finished = false;   // every step done: the game is the learner's
    bool staged = false;     // the learner's move waits for "Do it" (it cannot be taken back)
    std::string next_title;  // the lesson that comes next, offered when this one is done
    // Every step's words, so that the panel keeps one height through the lesson
    // and the floor under it stands still.
    const std::vector<lessons::LessonStep>* all_steps = nullptr;
};

struct TableFrame {
    const Game* game = nullptr;  // the fixed definition: catalog, scenario
    std::vector<SeatLook> seats;
    std::uint64_t seed = 0;
    std::optional<ScoreNow> score_now;
    // Orders in the viewer's hand that were not there when their last turn ended
    // (drawn or taken this turn, or put there by someone else since): marked "New".
    CardSet new_orders;
    // Everyone is watching (the conveyors, the die): `view` is the whole table's,
    // with no hand in it.
    bool shared = false;
    PlayerView view;
    // The viewer's tiles and orders in the order they came into the hand, each new
    // one at the end: one already there never moves when another arrives.
    std::vector<int> hand_tiles;
    std::vector<int> hand_orders;
    // The public panels: while the conveyors run, the table as it was when they
    // started, so they do not give away what the movement will complete.
    PlayerView panels;
    std::vector<Action> legal;  // open to the viewer now (none while the conveyors run)
    // Why an action on a greyed button is not open now (the market's), as a click says.
    std::vector<std::pair<Action, std::string>> idle_reasons;
    TablePick pick;
    // An action waiting for a second click or Enter: one that cannot be taken back,
    // ends the round, or hands the table to a computer player; and what it commits
    // to, in the words of its confirmation.
    std::optional<Action> staged;
    std::string confirm_heading;  // "Sure? This ends the round."
    std::string confirm_words;
    // What the staged action, or else the one under the pointer, would do on the floor.
    std::optional<Action> preview_of;
    std::optional<ActionPreview> preview;

    const Playback* playback = nullptr;  // where the candies are drawn
    const std::vector<LogLine>* log = nullptr;
    int log_shown = 0;     // lines told so far
    int log_current = -1;  // the line of the event on screen
    MovementControls movement;

    bool can_undo = false;
    bool can_redo = false;
    std::string undo_tip;
    bool patterns = false;
    std::string notice;  // a special order completed, a refusal
    std::optional<Refusal> refusal;
    std::optional<TableTip> tip;  // a tip on this screen now (the floor's, or the notice's)
    // Candies just made by production: their dock spots, and how far (0..1)
    // the glow around them has run.
    std::vector<int> produced;
    float produced_t = 1;

    // A game watched back (the replay): the toolbar and the actions panel are the
    // replay's, and where no hand is shown the hand panel says why in these words.
    bool watched_back = false;
    std::string no_hand_why;

    // [SECTION] Computer players and the coach
    bool computer_turn = false;  // the seat to act is the computer's: nothing is offered
    std::string thinking;        // "Blake is thinking", "The coach is thinking", or empty
    std::string computer_move;   // the computer's chosen action, shown before it is played
    bool hints_offered = false;  // the Hint button is drawn (a setting hides it)
    bool can_hint = false;       // and may be pressed now
    std::string hint;            // the coach's reason for the staged action

    std::optional<LessonFrame> lesson;  // the game is a lesson's
};

// The hand-off cover: who is asked to take the computer, why, and the take-back
// offered to the player who just acted.
struct CoverText {
    std::string name;
    int colour = 0;
    std::string why;
    std::string take_back;  // the button's words, or empty when nothing can be taken back
};

// What a person asked of the table, by a click, a key, --autoplay or --script.
struct TableIntents {
    std::optional<Action> act;  // staged first when it cannot be taken back
    bool confirm = false;       // send the staged action
    bool cancel = false;        // put the staged action or the pick back
    std::optional<TablePick> pick;
    std::optional<int> pick_in_hand;  // keys 1-9: the n-th tile, then order (0-based)
    std::optional<Action> hover;      // under the pointer: preview it
    // A click on something that is not offered now, as the action it would be: sent
    // if the rules take it after all, else the core's reason is shown at `at`.
    std::optional<Action> attempt;
    ScreenPoint at;
    // A click on the floor with nothing picked and nothing there to pick: what
    // to do first is said at `at`.
    bool floor_unpicked = false;
    bool undo = false;
    bool redo = false;
    bool take_back = false;  // on the cover: the last player takes back their action
    bool lift_cover = false;
    bool recap_read = false;
    bool hint = false;         // ask the coach (key H)
    bool dismiss_tip = false;  // a click anywhere while a tip is up: it goes
    MovementIntents movement;  // the conveyor controls
    bool lesson_next = false;  // the lesson's Next (button, Enter or N)
    // For the router, not the model.
    bool lesson_restart = false;
    bool lesson_leave = false;
    bool lesson_onward = false;  // the next lesson, once this one is done
    bool menu = false;
    bool rules = false;
    bool save = false;
};

}  // namespace sugarworks::app
