// The screens around a game's table and the way between them: the menu, the
// new-game form, the hand-off cover between people sharing the screen, the
// table (drawn by the game), Load, the replay, the rules and the score book.
// It keeps no copy of the game: it holds the module's GameInPlay and asks it.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <SDL.h>

#include "engine/save_header.hpp"
#include "shell/app/lesson_runner.hpp"
#include "shell/app/new_game_form.hpp"
#include "shell/app/replay_frame.hpp"
#include "shell/app/shell_options.hpp"
#include "shell/module/game_module.hpp"
#include "shell/module/table_ui.hpp"
#include "shell/platform/fonts.hpp"
#include "shell/setup/game_book.hpp"
#include "shell/setup/save_folder.hpp"
#include "shell/setup/settings.hpp"
#include "shell/setup/tip_book.hpp"
#include "shell/ui/load_screen.hpp"
#include "shell/ui/menu_card.hpp"

namespace shell {

// The panel of the controls a game's table draws (its Marks' area).
inline constexpr const char* kTablePanel = "table";

enum class ShellScreen {
    Menu,
    NewGame,
    Cover,
    Recap,
    Table,
    Load,
    Replay,
    Rules,
    ScoreBook,
    Settings,
    Lessons,
    Example  // the game's worked example of its rules (OwnRules::example)
};
const char* screen_name(ShellScreen screen);  // "menu", as scripts name it

class ShellApp {
  public:
    ShellApp(const GameModule& game, std::span<const engine::save::GameSaves> known,
             const ShellOptions& options);

    // Draws one frame's screens (inside the ImGui frame the caller began) and
    // advances the game's computers by `dt` seconds.
    void frame(double dt, float width, float height);

    ShellScreen screen() const { return screen_; }
    TableUi& ui() { return ui_; }
    const TableUi& ui() const { return ui_; }
    // Who the next frame is drawn for: a seat, or kWholeTable.
    // The seat who lifted the cover reads the recap and sees the table, but for a
    // moment the whole table watches.
    int viewer() const {
        if (screen_ == ShellScreen::Table && game_) {
            if (const std::optional<int> looking = game_->looking())
                return *looking;  // a table that hands itself on knows
            return game_->whole_table_moment() ? kWholeTable : table_viewer_;
        }
        if (screen_ == ShellScreen::Table)
            return table_viewer_;
        if (screen_ == ShellScreen::Recap)
            return table_viewer_;
        if (screen_ == ShellScreen::Replay && own_replay_)
            return own_replay_->viewer();
        return screen_ == ShellScreen::Replay && replay_ ? replay_->viewer() : kWholeTable;
    }
    // The clock: the game's table moves on by `dt` seconds at the player's speed.
    // Called before a frame is drawn, so that the frame, its viewer and the check
    // of what it may show all see the table as it then is.
    void advance(double dt);
    // The sounds the game's table made since the last call (the module's numbers).
    std::vector<int> take_sounds() {
        if (screen_ == ShellScreen::Example && example_)
            return example_->take_sounds();
        if (screen_ == ShellScreen::Replay && own_replay_)
            return own_replay_->take_sounds();
        return game_ ? game_->take_sounds() : std::vector<int>{};
    }
    // Who the frame just drawn was drawn for, and on which screen it began.
    int drawn_for() const { return drawn_for_; }
    // The frame just drawn put another game in place of the one it began with (a
    // lesson's Next, Play again): what it drew was the other one's.
    bool game_replaced() const { return game_replaced_; }
    ShellScreen drawn_screen() const { return drawn_screen_; }
    // Words naming what `viewer` may not know on `screen` (the replay: what nobody
    // at the table may see of the game it shows).
    std::vector<std::string> secrets_for(int viewer, ShellScreen screen) const;
    // The same for the frame just drawn, as it drew them: the replay's position
    // drawn, not the one a button moved it to after.
    std::vector<std::string> drawn_secrets() const;
    const GameInPlay* game() const { return game_.get(); }
    GameInPlay* game() { return game_.get(); }
    // What is up, as scripts name it: the screen, or what a table that hands itself
    // on shows ("cover", "score_sheet").
    std::string showing() const;
    // A key for the table's own keys while it is up: true when it took it.
    bool table_key(const SDL_KeyboardEvent& key) {
        if (screen_ == ShellScreen::Example && example_)
            return example_->key(key);
        if (screen_ == ShellScreen::Replay && own_replay_)
            return own_replay_->key(key);
        return screen_ == ShellScreen::Table && game_ && game_->key(key);
    }
    // A key the table reads before the keys' focus (standing on `focused`).
    bool table_key_first(const SDL_KeyboardEvent& key, std::string_view focused) {
        // The worked example's keys (Space, the right arrow) are its own, as a player
        // of the movement viewer expects, before the focus's.
        if (screen_ == ShellScreen::Example && example_)
            return example_->key(key);
        return screen_ == ShellScreen::Table && game_ && game_->key_first(key, focused);
    }
    // The table's panels in the order the keys walk them (none: its one panel).
    std::vector<std::string> table_panels() const {
        if (screen_ == ShellScreen::Example && example_)
            return example_->panel_order();
        if (screen_ == ShellScreen::Replay && own_replay_)
            return own_replay_->panel_order();
        return screen_ == ShellScreen::Table && game_ ? game_->panel_order()
                                                      : std::vector<std::string>{};
    }
    const ReplayFrame* replay() const { return replay_.get(); }
    // The game's own replay while it is up, or null.
    OwnReplay* own_replay() { return screen_ == ShellScreen::Replay ? own_replay_.get() : nullptr; }
    const OwnReplay* own_replay() const {
        return screen_ == ShellScreen::Replay ? own_replay_.get() : nullptr;
    }
    // The actions done in the position the replay shows, while one is up.
    std::optional<std::size_t> replay_at() const {
        if (const OwnReplay* own = own_replay())
            return own->at();
        if (screen_ == ShellScreen::Replay && replay_)
            return replay_->at();
        return std::nullopt;
    }
    bool quit_requested() const { return quit_; }
    // Opens the game's worked example (OwnRules::example) as `run` asks; `alone`: as
    // the program's only screen, whose Back quits. False, and the problem said (in
    // `error` too), when it cannot be.
    bool open_example(const ExampleRun& run, bool alone, std::string& error);
    void show_example(std::unique_ptr<OwnScreen> example, bool alone);
    // The worked example while it is up, or null.
    const OwnScreen* example() const {
        return screen_ == ShellScreen::Example ? example_.get() : nullptr;
    }
    // Ctrl+Q, the window closed or the menu's Quit: the game under way is kept in
    // the autosave first; when it cannot be, the menu says so and a second request
    // quits without it.
    void request_quit();
    // Something runs on the clock (a computer's turn at a person's pace, a line of
    // news that goes in a while): frames are drawn without waiting for input.
    bool on_the_clock() const;
    const std::string& status() const { return status_; }
    const GameModule& module() const { return game_module_; }
    // The game-drawn controls of the last frame: [first, last) of ui().controls().
    std::pair<std::size_t, std::size_t> table_controls() const { return table_controls_; }
    // Computers play at once (a test run) rather than at a person's pace.
    void play_computers_at_once(bool on) { computers_at_once_ = on; }

    // A key of the replay's (replay_keys()) while it is up: true when it is one,
    // and the keys' focus does nothing more with it.
    bool replay_key(const SDL_KeyboardEvent& key);

    // The player's settings: the file's, with the command line over them.
    const Settings& settings() const { return settings_; }
    // The settings were changed on their screen since last asked: the program
    // applies what is its own (the UI scale, the full screen).
    bool take_settings_change() { return std::exchange(settings_changed_, false); }
    // The settings asked for a sound to be heard (the volume was set): once.
    bool take_sample_sound() { return std::exchange(sample_sound_, false); }
    // Why no sound is heard (no device), said under the settings' Sound; empty when
    // there is a device.
    void set_silent_words(std::string words) { silent_words_ = std::move(words); }
    // F11 changed the full screen: the settings keep it, as if ticked on their screen.
    void fullscreen_changed(bool on);
    // The scale the frame is drawn at (the settings', fitted to the window).
    void set_ui_scale(float ui_scale) { ui_.set_ui_scale(ui_scale); }

    // Starts a game as --players or the form set it.
    void start_game(const NewGameSetup& setup);
    // Opens a lesson at the table (`resume`: where it was left); false, and the
    // lessons card says why, when it cannot be.
    bool start_lesson(const std::string& lesson, bool resume);
    // The lesson runner, for a game that teaches lessons.
    LessonRunner* lessons() { return lessons_ ? &*lessons_ : nullptr; }
    // Opens a save at the table; false, and the status says why, when it cannot be.
    bool open_save(const std::filesystem::path& path);
    // The fonts of the shell's cards (Load) and of the tables' headings and banners.
    void use_fonts(const Fonts& fonts) {
        fonts_ = fonts;
        ui_.use_fonts(fonts);
    }

  private:
    void draw_menu();
    // The menu's Quit, as things stand: "Quit (the game is saved)".
    std::string quit_words() const;
    bool game_under_way() const;
    bool in_lesson() const { return game_ && !game_->lesson().empty(); }
    void draw_lessons();
    // What a lesson's table asked (again, the next, the lessons card).
    void lesson_asked(TableUi::Ask ask);
    // The learner's place, kept in the lesson book whenever it changes.
    void keep_lesson_place();
    void draw_cover();
    void draw_recap();
    // The table everyone may see, as a picture under a veil: nothing on it is
    // pressed, and no hand is on it (behind the cover and the recap).
    void draw_table_behind_veil();
    bool table_fills_the_window() const;
    // The table as a screen of its own, its asks of the shell carried out.
    void draw_filled_table(double dt);
    // The computer seat to act plays, at the settings' pace, unless the table
    // plays its computers itself or the whole table watches a moment.
    void play_computers(double dt);
    // What every frame does after its screen: the autosave when the table is left
    // or the program quit, and the player's line aged.
    void after_screens(double dt);
    void draw_table(double dt);
    void draw_load();
    void draw_replay();
    void draw_rules();
    // The game's own rules screen and worked example, each over the whole window.
    void draw_own_rules(float width, float height);
    void draw_example();
    void draw_score_book();
    void draw_settings();
    // Writes the settings to their file; the settings card says where, or why not.
    void keep_settings();
    bool draw_page_card(const char* id, const std::string& title,
                        const std::function<void()>& page);
    std::string back_words() const;  // "Back to the table" from the table's rules
    // News for the player ("Saved as ..."), or a problem (`problem`: a save that
    // would not open), which the menu and Load show in red where it is seen first.
    void say(std::string words, bool problem = false) {
        // A table that fills the window says it in its own bar, where it is read
        // next (a game just started from the form: as its table opens).
        if (game_ && game_->fills_the_window())
            game_->tell(words);
        status_ = std::move(words);
        status_is_problem_ = problem;
        status_age_ = 0;
    }
    void warn(std::string words) { say(std::move(words), true); }
    // The problem to show in a card's note, or nothing.
    std::string problem_note() const { return status_is_problem_ ? status_ : std::string(); }
    // A game in play is never lost by opening another in its place: one changed
    // since it was last saved or opened is written as a save of its own first,
    // `kept_as` its file's name (else empty). False, and the problem said, when it
    // cannot be written: then nothing replaces it.
    bool set_aside_game_in_play(std::string& kept_as);
    // `fresh` in play from its start, the game there set aside first (and said so);
    // false when that cannot be, and then nothing changes.
    bool put_in_play(std::unique_ptr<GameInPlay> fresh);
    // `next` in play in place of the game there; `kept_at`: its actions a save holds.
    void replace_game(std::unique_ptr<GameInPlay> next, std::size_t kept_at);
    void go_back();
    void refresh_saves();
    void after_game_changed();
    void save_game();
    // What the game in play's saves are named after.
    std::string save_name() const {
        const std::string name = game_ ? game_->save_name() : std::string();
        return name.empty() ? game_module_.id : name;
    }
    // `from_load`: Back returns to Load rather than to the table.
    void open_replay(bool from_load = false);
    void draw_own_replay();
    // The game after `at` actions of a replay, played on as a game of its own.
    void play_on(std::unique_ptr<GameInPlay> from, std::size_t at);
    void note_finished();
    // Writes the game in play to the autosave; a problem is said.
    void keep_game();

    const GameModule& game_module_;
    std::span<const engine::save::GameSaves> known_;
    const ShellOptions& options_;
    SaveFolder folder_;
    TableUi ui_;
    ShellScreen screen_ = ShellScreen::Menu;
    std::unique_ptr<GameInPlay> game_;
    int table_viewer_ = kWholeTable;  // the person whose view the table shows
    int person_seats_ = 0;
    bool recorded_finish_ = false;  // the score book has this game
    // The game's actions when it was last saved or opened: more, and it would be
    // lost if another game took its place.
    std::size_t kept_at_ = 0;
    std::size_t opened_at_ = 0;  // its actions when it was opened (0: dealt afresh)
    bool book_opened_ = false;   // the score book's screen was just opened: read it afresh
    double computer_clock_ = 0;
    bool computers_at_once_ = false;
    std::unique_ptr<ReplayFrame> replay_;    // while the replay is open
    std::unique_ptr<OwnReplay> own_replay_;  // the game's own, while it is open
    bool replay_from_load_ = false;          // Back from the replay returns to Load
    std::string save_title_ = "this game";   // the save the game was opened from, for its replay
    std::vector<engine::save::ListedSave> saves_;
    std::string typed_path_;  // Load's field for a file anywhere
    Fonts fonts_;
    Settings settings_;
    std::filesystem::path settings_file_;  // empty where the folder cannot be used
    std::string settings_note_;            // on the settings card: where they were saved
    bool settings_changed_ = false;
    bool sample_sound_ = false;
    std::string silent_words_;
    std::vector<ScoreBookLine> score_book_;  // as read when the screen opened
    std::string score_problem_;
    NewGameForm form_;
    std::uint64_t next_seed_;
    std::string status_;     // a line for the player: "Saved as ...", "Could not save: ..."
    double status_age_ = 0;  // seconds it has been shown
    bool status_is_problem_ = false;
    std::pair<std::size_t, std::size_t> table_controls_{0, 0};
    bool quit_ = false;
    bool quit_unsaved_ = false;        // the autosave failed: Quit again leaves without it
    std::string autosave_problem_;     // why the last autosave failed; empty when it did not
    bool autosave_under_way_ = false;  // the autosave holds a game under way (read on the menu)
    std::optional<ShellScreen> last_frame_screen_;  // the menu reads the autosave as it opens
    std::optional<LessonRunner> lessons_;
    TipMemory tips_;                      // the tips the player has seen (tips.json)
    bool rules_from_table_ = false;       // Back from the rules returns to the table
    std::unique_ptr<OwnScreen> example_;  // the game's worked example, while it is up
    bool example_alone_ = false;          // it is the program's only screen
    // Frames still to draw after a screen opened or the table stopped moving.
    static constexpr int kSettleFrames = 3;
    int settle_frames_ = kSettleFrames;
    bool was_moving_ = false;
    int drawn_for_ = kWholeTable;
    // The secrets of the table's viewer as the frame began: a press on the table
    // applies its action while the frame is drawn, and what the frame showed was
    // the table before it (a card kept in a draft, then passed on).
    std::optional<std::vector<std::string>> table_secrets_;
    bool game_replaced_ = false;
    ShellScreen drawn_screen_ = ShellScreen::Menu;
};

}  // namespace shell
