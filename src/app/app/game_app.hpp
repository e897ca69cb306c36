// The game people play: the menu, setting up a game, the table with its
// hand-offs and movement playback, the score sheet, the rules and settings.
// It holds the Table (the match) and which screen is up; each screen draws
// from the table and returns intents, handled here in one place, the same
// way for a person, --autoplay and --script.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "anim/movement_clip.hpp"
#include "anim/playback.hpp"
#include "app/frontend.hpp"
#include "app/movement_viewer.hpp"
#include "app/new_game_form.hpp"
#include "app/options.hpp"
#include "app/script.hpp"
#include "app/settings.hpp"
#include "app/ui_context.hpp"
#include "sugarworks/rng.hpp"
#include "table/table.hpp"
#include "ui/marks.hpp"
#include "ui/table_screen.hpp"

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
    Example
};

std::string_view screen_id(Screen screen);  // "table", for scripts and reports

class GameApp : public Frontend {
  public:
    GameApp(const Options& options, const Catalog& catalog, Window& window, UiContext& ui);

    void handle(const SDL_Event& e) override;
    void refresh_fonts_if_needed() override { ui_.refresh_if_needed(); }
    void draw_frame(double dt) override;
    void end_frame() override { ui_.art().end_frame(); }
    bool animating() const override;
    bool quit_requested() const override { return quit_; }
    bool finished() const override { return finished_; }
    int exit_code() const override { return exit_code_; }
    std::string report() const override;
    std::string describe_setup() const override { return ui_.describe(); }
    const TextureCache& art() const override { return ui_.art(); }

  private:
    // [SECTION] Games
    bool start_game(const GameOptions& options, std::uint64_t seed, std::vector<Seat> seats);
    bool start_from_options();
    bool start_form();
    bool open_save(const std::filesystem::path& path);
    void act(const Action& action);
    void after_change(const SubmitResult& result);
    void route();
    void lift_cover(bool with_recap);
    void autosave();
    std::string save_game();
    std::vector<std::filesystem::path> list_saves() const;

    // [SECTION] Movement playback
    void start_clip(const MovementClip& clip, int first_log, bool replay);
    void update_clip(double dt);
    void end_clip();

    // [SECTION] Screens
    void draw_table_screen();
    void draw_public_floor();
    void handle_table(const TableIntents& want);
    void draw_example(double dt);
    void apply_settings();

    // [SECTION] Test drivers
    void autoplay_step();
    void script_step();
    bool script_fail(const std::string& message);
    bool private_text_shown() const;
    std::optional<std::string> privacy_breach(Screen screen, int owner) const;

    const Options& opt_;
    const Catalog& catalog_;
    Window& window_;
    UiContext& ui_;
    Marks marks_;
    Screen screen_ = Screen::Menu;
    Screen back_to_ = Screen::Menu;  // where Rules and Settings return
    std::string note_;               // a message on the menu or load screen
    std::string notice_;             // a message on the table
    std::string pending_notice_;     // shown when the movement playing has ended

    std::filesystem::path pref_dir_;
    Settings settings_;
    std::filesystem::path settings_file_;
    std::string settings_note_;

    NewGameForm form_;
    std::string typed_path_;
    std::vector<std::filesystem::path> saves_;  // on the Load screen
    std::optional<Table> table_;
    int owner_ = -1;  // the seat whose hand may be on screen
    TableScreen table_screen_;
    std::optional<ScoreSheet> sheet_;
    std::string sheet_note_;

    Playback playback_;  // the movement on screen
    std::optional<MovementClip> clip_;
    bool clip_active_ = false;
    bool clip_replay_ = false;
    int clip_first_log_ = 0;
    std::size_t clip_actions_ = 0;  // the action count when the clip was made
    std::vector<int> produced_;     // dock spots of the candies just produced
    double produced_t_ = 1;         // 0..1 through their glow
    std::vector<int> pending_produced_;
    int log_shown_ = 0;
    int log_current_ = -1;
    double speed_ = 1;

    std::optional<Session> example_;
    std::optional<MovementViewer> viewer_;

    Rng autoplay_rng_{1};
    std::vector<ScriptStep> script_;
    std::size_t script_at_ = 0;
    int script_phase_ = 0;
    int script_wait_ = 0;
    bool quit_ = false;
    bool finished_ = false;
    int exit_code_ = 0;
    int frames_ = 0;
    std::string pending_shot_;
    std::optional<std::string> breach_;  // what the last frame checked showed wrongly  // a
                                         // --script screenshot, taken when the frame is drawn
};

}  // namespace sugarworks::app
