// The game people play, as a router of screens: the menu, setting up a game,
// the table (its play is the TableModel's), the score sheet, the rules and
// settings. It knows which screen is up, turns keys into intents, and opens,
// saves and autosaves games; --autoplay and --script are the TestDriver's.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "audio/sound_bank.hpp"
#include "drivers/test_driver.hpp"
#include "lessons/lesson.hpp"
#include "platform/ui_context.hpp"
#include "render/painter.hpp"
#include "replay/replay_model.hpp"
#include "router/table_focus.hpp"
#include "setup/lesson_place.hpp"
#include "setup/new_game_form.hpp"
#include "setup/options.hpp"
#include "setup/score_book.hpp"
#include "setup/settings.hpp"
#include "setup/table_opening.hpp"
#include "setup/tip_file.hpp"
#include "shell/platform/audio_out.hpp"
#include "shell/platform/frontend.hpp"
#include "shell/setup/lesson_book.hpp"
#include "shell/setup/save_folder.hpp"
#include "sugarworks/scoring.hpp"
#include "table/table_model.hpp"
#include "ui/marks.hpp"
#include "ui/replay_screen.hpp"
#include "ui/table_screen.hpp"
#include "ui/tutorial_screen.hpp"
#include "viewer/movement_viewer.hpp"

namespace sugarworks::app {

enum class Screen {
    Menu,
    NewGame,
    Load,
    Cover,
    Recap,
    Table,
    ScoreSheet,
    Rules,
    Settings,
    Example,
    ScoreBook,
    Tutorial,
    Replay
};

std::string_view screen_id(Screen screen);  // "table", for scripts and reports

class GameApp : public shell::Frontend {
  public:
    GameApp(const Options& options, const Catalog& catalog,
            std::span<const engine::save::GameSaves> known, shell::Window& window, UiContext& ui);

    void handle(const SDL_Event& event) override;
    void refresh_fonts_if_needed() override { ui_.refresh_if_needed(); }
    void draw_frame(double dt) override;
    void end_frame() override { ui_.art().end_frame(); }
    bool animating() const override;
    bool quit_requested() const override { return quit_; }
    bool finished() const override { return driver_.finished(); }
    int exit_code() const override { return exit_code_ ? exit_code_ : driver_.exit_code(); }
    std::string report() const override;
    std::string describe_setup() const override {
        return ui_.describe() + "; " + audio_.describe();
    }
    const shell::TextureCache* art() const override { return &ui_.art(); }

  private:
    // [SECTION] Games
    bool start_form();
    // A finished game (or any, when `watch`) opens in the replay, one under way at the table.
    bool open_save(const std::filesystem::path& path, bool watch = false);
    void replay_intents(const ReplayIntents& want);
    bool open_table(TableOpening opening);
    // The game in play is never lost by another taking its place (a new game goes
    // over the autosave): changed since it was last saved or opened, it is written
    // as a save of its own, `kept_as` its file's name. False, `note_` saying why,
    // when it cannot be: then nothing may replace it.
    bool keep_game_in_play(std::string& kept_as);
    // Writes the game at the table over the autosave (not a lesson's); remembers
    // whether it could be written (`autosave_problem_`).
    void autosave();
    // Saves the game in saves/: what to tell the player, `after_failure` ending the
    // message when it could not be saved.
    std::string save_game(std::string_view after_failure);
    TablePrefs table_prefs() const;

    // [SECTION] Quitting
    // The menu's Quit, Ctrl+Q and the window's close button: a game under way is
    // autosaved first, so nothing of it is lost, and the program ends. Only when
    // it cannot be saved is the player asked: the menu says why, and a second
    // quit leaves without it. A lesson keeps its place after every step already.
    void request_quit();
    // A game under way at the table in this window (not a lesson's).
    bool game_under_way() const;
    // The words of the menu's Quit button: what becomes of what is under way.
    std::string quit_words() const;

    // [SECTION] Screens
    // The screen up: at the table, the one its model's phase calls for.
    Screen shown() const;
    void table_intents(const TableIntents& want);
    void draw_menu_screens(Screen screen, const Painter& p);
    void draw_score_sheet();
    // A solo or co-operative game that ended in this window goes into the score
    // book, once: what to tell the player on its score sheet.
    std::string record_in_score_book(const ScoreSheet& sheet);
    void play_again(const ScoreRun& run);
    void draw_rules();
    void apply_settings();
    // Writes the settings to their file; the settings screen says where, or why not.
    void keep_settings();

    // [SECTION] The tutorial
    void open_tutorial();
    const lessons::Lesson* find_lesson(std::string_view id) const;
    // Opens a lesson at the table: where it was left (`resume`), or from its start.
    bool start_lesson(std::string_view id, bool resume);
    // The lesson at the table changed: its place (or its end) goes into the book.
    void keep_lesson_place();
    void write_lesson_book();
    // The lesson after the one at the table, if any.
    const lessons::Lesson* next_lesson() const;

    const Options& opt_;
    const Catalog& catalog_;
    std::span<const engine::save::GameSaves> known_;  // every registered game's save reader
    shell::Window& window_;
    UiContext& ui_;
    shell::AudioOut audio_{&sugarworks_sounds};
    Marks marks_;
    Screen screen_ = Screen::Menu;   // Screen::Table: at the game, whatever its phase
    Screen back_to_ = Screen::Menu;  // where Rules and Settings return
    std::string note_;               // a message on the menu or load screen

    shell::SaveFolder saves_folder_{shell::folder_owner("sugarworks", "Sugarworks")};
    Settings settings_;
    double speed_ = 1;
    std::filesystem::path settings_file_;
    std::string settings_note_;

    NewGameForm form_;
    std::string typed_path_;
    std::vector<engine::save::ListedSave> saves_;  // on the Load screen
    // Whether the autosave holds a game still under way, read when the menu opens.
    bool autosave_checked_ = false;
    bool autosave_under_way_ = false;
    std::optional<TableModel> model_;
    TableScreen table_screen_;
    std::optional<ScoreSheet> sheet_;
    std::string sheet_note_;
    static constexpr std::uint32_t kSheetKeyGuardMs = 1000;
    std::uint32_t sheet_shown_at_ = 0;  // SDL_GetTicks() when the sheet came up
    // The game at the table began or went on in this window (not a finished
    // game opened from Load), and has not been written in the score book yet.
    bool unrecorded_ = false;
    // The actions the game had when it came to the table (0: dealt afresh): a game
    // played on from a save or a replay is written once, the first time it ends.
    std::size_t opened_at_ = 0;
    // The actions a save holds of the game at the table (its last save, or the file
    // it was opened from): more, and it is kept as a save before another replaces it.
    std::size_t kept_at_ = 0;
    // Moves of a person's seat in this game were made by --autoplay's random clicks.
    bool autoplayed_ = false;
    ScoreBook book_;  // read when its screen opens
    TipMemory tips_;  // the tips this profile has seen (tips.json)
    std::string book_note_;

    // The lessons (read when the Tutorial first opens) and the learner's book.
    std::optional<lessons::LessonLoad> lessons_;
    shell::LessonBook lesson_book_;
    std::string lessons_note_;
    std::vector<TutorialEntry> tutorial_;

    std::optional<Session> example_;
    std::optional<MovementViewer> viewer_;
    bool rules_ignore_escape_ = false;  // the Esc that closed the example, seen by the Rules

    std::optional<ReplayModel> replay_;  // a saved game watched back
    ReplayScreen replay_screen_;
    Screen replay_back_to_ = Screen::Menu;  // where leaving the replay goes: the saves or the menu

    TestDriver driver_;
    shell::KeyFocus key_focus_{table_focus()};
    Screen last_drawn_ = Screen::Menu;
    int settle_frames_ = 3;
    bool quit_ = false;
    bool quit_unsaved_ = false;     // the player was told the game cannot be saved
    std::string autosave_problem_;  // why the last autosave failed; empty when it was written
    int exit_code_ = 0;
};

}  // namespace sugarworks::app
