// A game as the shell knows it: the one interface between the desktop shell
// (window, menu, new-game form, hand-off cover, Load, replay, score book) and
// a game. The shell includes no game's header; a program hands it a module,
// and the registry (src/programs) lists every module so a Load screen can say
// what a save of another game is. Learnt from OpenSpiel's registered games
// (every game answers the same calls) and boardgame.io's {game, board} pairs
// (the rules and the screen that draws them travel together).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <SDL.h>

#include "engine/save_header.hpp"
#include "shell/audio/sound_set.hpp"
#include "shell/drivers/script.hpp"
#include "shell/module/game_lessons.hpp"
#include "shell/module/new_game_setup.hpp"
#include "shell/module/own_replay.hpp"
#include "shell/module/own_screen.hpp"
#include "shell/module/table_ui.hpp"
#include "shell/platform/window.hpp"
#include "shell/setup/settings.hpp"
#include "shell/ui/focus_conventions.hpp"
#include "shell/ui/menu_card.hpp"
#include "shell/ui/settings_card.hpp"

namespace shell {

// Who looks at the screen: a seat, or nobody in particular: a moment the whole
// table watches (the hand-off cover, a replay), which shows no hand at all.
inline constexpr int kWholeTable = -1;

// A choice the new-game form offers beside the seats: a variant on or off, or one
// value of a few (a difficulty). The game reads it as NewGameSetup::options[id].
struct FormOption {
    static constexpr const char* kOn = "on";
    static constexpr const char* kOff = "off";
    std::string id{};                   // "goal_tiles"
    std::string words{};                // "Goal tiles"
    std::string about{};                // what it changes, in a line
    std::vector<std::string> values{};  // a choice's values, in order; none: on or off
    std::string initial{};              // the value the form starts at: "on", "off", "1"
    int min_players = 1;                // offered for games of this many players
    int max_players = 99;               // to this many
    bool offered_for(int players) const { return players >= min_players && players <= max_players; }
};

// A way to play the new-game form lists (a mode): the game's set-up reads it as
// NewGameSetup::options[kModeOption].
inline constexpr const char* kModeOption = "mode";
struct FormMode {
    std::string id{};       // "classic"
    std::string name{};     // "Classic Sugarworks"
    std::string about{};    // what it is, in a few lines
    std::string tagline{};  // a line of flavour, quoted under its name
    std::string group{};    // the heading it is listed under ("The tutorial course")
    int min_players = 1;
    int max_players = 99;
    std::vector<std::string> options{};  // the ids of the form's options it offers
};

// A colour a seat may wear, as the form's swatches offer it.
struct SeatColour {
    ImU32 colour = 0;
    std::string name{};  // "Pink", under the pointer
};

// How the score book files a finished game.
struct BookEntry {
    std::string kind{};  // the way it was played: "Solo, 3 goal tiles", "3 players"
    // Its score where the game is played for a high score (a solo game), the best
    // of each kind kept; none where the result alone is what counts.
    std::optional<int> score{};
};

// One game being played, held by the shell and reached only through these calls.
class GameInPlay {
  public:
    virtual ~GameInPlay() = default;

    // The seats as the table names them, and who plays each.
    virtual std::vector<SeatSetup> seats() const = 0;
    // Whose decision the game waits for; kWholeTable when it is over.
    virtual int seat_to_act() const = 0;
    bool finished() const { return seat_to_act() == kWholeTable; }
    // What the seat to act is asked to do, in words the whole table may read: the
    // hand-off cover says it ("Round 2: using dice.").
    virtual std::string turn_words() const = 0;

    // Draws the table as `viewer` may see it (kWholeTable: the public table only)
    // inside the current ImGui window; a control pressed by the seat to act is
    // applied as that seat's action. A refused action is said on the table. Every
    // control is an action of the seat to act, which autoplay may press, except
    // those whose id begins "view:" (a zoom, a page of the log).
    virtual void draw_table(int viewer, TableUi& ui) = 0;
    // The computer seat to act takes its turn.
    virtual void play_computer_turn() = 0;
    // Words naming what `viewer` may not know (the other seats' hidden cards, as a
    // table would write them): no frame drawn for `viewer` may show any of them.
    // Each names its holder ("seat 2 card: take 3"), so that the viewer's own card
    // of the same kind, or a public one, never reads as another's secret.
    virtual std::vector<std::string> secrets_from(int viewer) const = 0;
    // The words secrets_from names are the faces of cards as the table draws them,
    // each a word of its frame on its own: a frame shows a secret only as a whole
    // word, and a card's name inside a sentence (a public list of every card that
    // may be named) is no secret. Otherwise a frame's word that contains one shows it.
    virtual bool secrets_are_card_faces() const { return false; }
    // Whether the frame's word `word` shows the secret `secret`, as above.
    bool shows_secret(const std::string& word, const std::string& secret) const {
        if (secret.empty())
            return false;
        return secrets_are_card_faces() ? word == secret : word.find(secret) != std::string::npos;
    }
    // "Alex wins, taking the last pebble." once finished; before that, empty.
    virtual std::string result() const = 0;
    // The finished game as the score book files it (asked only once it is over).
    virtual BookEntry book_entry() const = 0;

    // The save: the game's own format, with the header members the engine reads.
    virtual std::string save_text() const = 0;
    // What its save files are named after ("classic-2026-..."); the game's id when empty.
    virtual std::string save_name() const { return {}; }
    // A moment to keep the game in the autosave came (a round began) since the last call.
    virtual bool take_round_started() { return false; }
    // The last autosave failed, in words (empty: it succeeded): a table that fills the
    // window says so until one succeeds.
    virtual void save_problem(const std::string& /*words*/) {}
    virtual std::size_t action_count() const = 0;
    // What action `i` (below action_count()) did, as `viewer` may read it
    // (kWholeTable: what everyone saw): "Alex played a 3 and took 3 pebbles." The
    // replay lists them.
    virtual std::string action_words(std::size_t i, int viewer) const = 0;
    // The game after its first `n` actions (at most action_count()), for a replay.
    virtual std::unique_ptr<GameInPlay> after(std::size_t n) const = 0;

    // [SECTION] A table that moves
    // A table of still words needs none of these; one that shows its actions
    // happening (dice sliding, conveyors running) keeps its own clock.

    // `dt` seconds have passed: what moves, moves on (at the speed of the settings,
    // or of the table's own control of it).
    virtual void advance(double /*dt*/) {}
    // The player's settings, when the game comes to the table and whenever they change.
    virtual void use_settings(const Settings& /*settings*/) {}
    // Something moves on the table: frames are drawn without waiting for input.
    virtual bool moving() const { return false; }
    // What the last action did is being shown to the whole table (the dice rolled,
    // the conveyors running): the table is drawn for nobody's eyes (no hand at
    // all), no computer acts, and the hand-off to the next person waits for its end.
    virtual bool whole_table_moment() const { return false; }
    // What `seat` may read of what happened since it last had the table: the shell
    // shows it after the hand-off cover, before the seat's hand. No lines, no recap.
    struct Recap {
        std::string title{};  // "Blake, since your last turn:"
        std::vector<std::string> lines{};
    };
    virtual Recap recap_for(int /*seat*/) const { return {}; }
    // The sounds the table made since the last call, by their number in the
    // module's set (GameModule::sounds).
    virtual std::vector<int> take_sounds() { return {}; }

    // [SECTION] A table that is a screen of its own
    // A table of still words is drawn in a panel under the shell's bar and handed
    // from person to person by the shell's cover. A table with a board of its own
    // may fill the window and run its own hand-off; these say how.

    // The table fills the window, its own bar asking for the menu, a save, the rules
    // or the replay (TableUi::ask): the shell draws no frame around it.
    virtual bool fills_the_window() const { return false; }
    // The table runs its own hand-off (its cover, its recap, its moments, its end):
    // who may look at it now, a seat or kWholeTable; nothing when the shell hands it on.
    virtual std::optional<int> looking() const { return std::nullopt; }
    // What the table shows now, as scripts name it ("cover", "score_sheet"); empty:
    // "table".
    virtual std::string showing() const { return {}; }
    // Its computer players play on the table's own clock (advance()), shown as it
    // chooses; otherwise the shell plays them (play_computer_turn) at the settings' pace.
    virtual bool plays_its_computers() const { return false; }
    // The table was left for the menu: whoever comes back passes its cover again.
    virtual void table_left() {}
    // News for the player from the shell ("Saved as ..."), which a table that fills
    // the window says in its own bar.
    virtual void tell(const std::string& /*words*/) {}
    // A key for the table's own keys (H for a hint): true when it took it. The keys'
    // focus has had it first.
    virtual bool key(const SDL_KeyboardEvent& /*key*/) { return false; }
    // The key the table just took picked something up (a tile by its number): the
    // keys' focus goes to the first place it lights. Asked once after each key.
    virtual bool take_picked_by_key() { return false; }
    // A key the table reads before the keys' focus (Enter reading a lesson on
    // wherever the focus stands but on `focused`'s own buttons, Space pausing what
    // plays): true when it took it.
    virtual bool key_first(const SDL_KeyboardEvent& /*key*/, std::string_view /*focused*/) {
        return false;
    }
    // The table's panels in the order the keys' focus walks them; none: the one
    // panel the shell gives it.
    virtual std::vector<std::string> panel_order() const { return {}; }
    // For a test run's autoplay: the control the seat at the table presses next
    // (`random`, a number to choose with), or nothing to wait (a movement playing).
    // Not overridden: a control of the table's, at random.
    virtual std::optional<std::optional<std::string>> autoplay_press(const Marks& /*frame*/,
                                                                     std::uint32_t /*random*/) {
        return std::nullopt;
    }
    // The privacy check of a frame drawn for `viewer` (kWholeTable: a moment
    // everyone watches): what it showed that the viewer may not know, in words, or
    // nothing. Beside the shell's own check of the frame's words (secrets_from).
    virtual std::optional<std::string> privacy_breach(const Marks& /*frame*/,
                                                      int /*viewer*/) const {
        return std::nullopt;
    }

    // [SECTION] A replay of its own
    // The game watched back on a screen of its own (`title` names the save, or
    // "this game"); nothing: the shell's replay frame.
    virtual std::unique_ptr<OwnReplay> own_replay(const std::string& /*title*/) const {
        return nullptr;
    }
    // A finished game opened (from Load) is shown as its replay, not at its end.
    virtual bool opens_finished_as_replay() const { return false; }

    // [SECTION] Tips
    // A tip the first time each kind of moment is seen, once per player (the
    // module's tips): the shell keeps the player's file of those seen.

    // The tips the player has seen (their ids): none of them shows again.
    virtual void tips_seen(const std::vector<std::string>& /*ids*/) {}
    // The tips shown for the first time since the last call.
    virtual std::vector<std::string> take_tips_shown() { return {}; }

    // [SECTION] A lesson
    // A game of the module's lessons (GameModule::lessons) says which, keeps the
    // learner's place and asks for the lesson again, the next or the lessons card
    // (TableUi::Ask); it is neither autosaved nor in the score book.

    // The lesson this table teaches (its id); empty for a game.
    virtual std::string lesson() const { return {}; }
    // The learner's place changed since the last call: where it now stands, and
    // whether the lesson is done.
    struct LessonReached {
        LessonPlace place;
        bool over = false;
    };
    virtual std::optional<LessonReached> take_lesson_place() { return std::nullopt; }

    // [SECTION] Test runs
    // A step of a test script that is the table's own, not the shell's (a lesson
    // followed, a line of its log looked for, its layout checked), asked again each
    // frame while it is Going. NotMine: the step means nothing to this game.
    using StepProgress = shell::StepProgress;
    virtual StepProgress script_step(const ScriptStep& /*step*/, Window& /*window*/,
                                     const Marks& /*frame*/, float /*ui_scale*/) {
        return {};
    }
    // What a test run's last line says of the game ("round 3, 41 actions (...)");
    // empty: its actions and result.
    virtual std::string report() const { return {}; }
    // A test run's watch over every frame drawn at the table since a step of the
    // table's own began it (nothing on it moved): what went wrong, or nothing.
    virtual std::optional<std::string> check_frame(const Marks& /*frame*/, float /*ui_scale*/) {
        return std::nullopt;
    }
};

// A score book of the game's own (its runs, the best of each way to play, a deal
// to play again), in place of the shell's line per game.
struct OwnScoreBook {
    // Files the finished `game` (of the module's making) in the book at `file`:
    // `opened_at` actions had been played when it was opened (a game played on from
    // one in the book is not filed again); `driven`: a test run played it. The
    // words for the player, said at its end.
    std::function<std::string(const GameInPlay& game, const std::filesystem::path& file,
                              std::size_t opened_at, bool driven)>
        record;
    struct Pressed {
        std::optional<NewGameSetup> play_again;  // a deal of the book, to play again
        bool back = false;
    };
    // Draws the book's screen (read from `file` afresh when `opened`).
    std::function<Pressed(TableUi& ui, const std::filesystem::path& file, bool opened)> draw;
};

struct GameModule {
    std::string id;       // "sparks": program, save schema and folder names
    std::string name;     // "Sparks": the window's title and the menu's banner
    std::string tagline;  // a line under the banner
    // What the program is and does, for --help and its man page (a few sentences:
    // what a command line without options opens, the keys); "the desktop game" when
    // empty.
    std::string about{};
    int min_players = 2;
    int max_players = 4;
    // The players the new-game form starts with; 0: the fewest.
    int default_players = 0;
    int players_at_first() const {
        return default_players >= min_players && default_players <= max_players ? default_players
                                                                                : min_players;
    }
    std::vector<std::string> computer_levels;  // the levels a computer seat may play
    // The levels the new-game form offers, in its order; all of them when empty.
    std::vector<std::string> form_levels{};
    std::vector<FormOption> options;  // the form's choices besides the seats
    // The ways to play, listed beside the form in the order given (none: one way);
    // the form starts at `default_mode`, or the first.
    std::vector<FormMode> modes{};
    std::string default_mode{};
    // The colours a seat may wear (none: the game colours its seats itself).
    std::vector<SeatColour> seat_palette{};
    // What the computer levels play like, under the pointer on the form.
    std::string computer_levels_about{};
    // What stops the set-up from being played, in sentences (a mode's rule the form
    // does not know); none: it may be started.
    std::function<std::vector<std::string>(const NewGameSetup&)> setup_problems{};
    engine::save::GameSaves saves;  // its save header reader
    std::function<std::unique_ptr<GameInPlay>(const NewGameSetup&)> new_game;
    // A saved game from its text; nothing, and `error` naming `file`, when it
    // cannot be opened.
    std::function<std::unique_ptr<GameInPlay>(const std::string& text, const std::string& file,
                                              std::string& error)>
        load_game;
    // The rules screen's words.
    std::function<void(TableUi&)> draw_rules;
    // The game's look (ImGui's colours and sizes at `ui_scale`); ImGui's dark look,
    // scaled, when not set.
    std::function<void(float ui_scale)> apply_look;
    // How its table's controls are walked by keys: its board, the controls that
    // take the focus when they appear, the ring's ink.
    FocusConventions focus;
    // A seat's colour (the hand-off cover's band); the look's active button colour
    // for every seat when not set.
    std::function<ImU32(int seat)> seat_colour;
    // The settings its table reads, each by what it changes there; the shell's
    // screen offers those and its own (the display's; the computers' pace, for a
    // game with computer players).
    SettingsWords settings{};
    // The table's sounds, made when the sound device opens; a game without any
    // opens none.
    MakeSounds sounds{};
    // The scale to draw at in a window of `window` points when `wanted` is asked
    // for (a table that needs room lowers it); `wanted` when not set.
    std::function<float(float wanted, ImVec2 window)> fit_ui_scale{};
    // The window's pixels per point, told before the fonts are loaded (a game's
    // picture cache rasterizes for it).
    std::function<void(float density)> density_changed{};
    // The window is about to close: pictures held on the graphics card go first.
    std::function<void()> window_closing{};
    // Options of its own on its command line, each setting a new game's option.
    std::vector<CommandLineChoice> command_line{};
    // The lessons it teaches, on the menu's Tutorial and by --lesson; none: no Tutorial.
    std::optional<GameLessons> lessons{};
    // The menu's banner (the game's logo); its name in the title font and the tagline
    // under it when not set.
    DrawBanner banner{};
    // What the screens around the table (the menu, the form, Load ...) stand on,
    // drawn on `list` over the window of `size`; the look's window colour when not set.
    std::function<void(ImDrawList* list, ImVec2 size)> backdrop{};
    // The menu's Score book, under the pointer.
    std::string score_book_tooltip = "Every finished game, the newest first";
    // Its check of where a frame of `screen` drawn at `ui_scale` put things, on every
    // screen (its own and the shell's around them), for test scripts' check_layout:
    // what is wrong, or nothing.
    std::function<std::optional<std::string>(const Marks& frame, const std::string& screen,
                                             float ui_scale)>
        check_layout{};
    // Its own score book; none: the shell's line per finished game.
    std::optional<OwnScoreBook> own_score_book{};
    // Its own rules screen; none: the shell's page of draw_rules' words.
    std::optional<OwnRules> own_rules{};
    // Its tips' ids, in the order the player's file lists them; none: it shows no tips.
    std::vector<std::string> tips{};
};

}  // namespace shell
