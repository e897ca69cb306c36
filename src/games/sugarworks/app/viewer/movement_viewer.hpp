// The movement example viewer: a movement scenario's floor (the rulebook's
// Candy Movement Example by default), its playback and the panels, with what
// the player's keys and clicks ask for. `--scenario` opens it directly.
#pragma once

#include <string>
#include <vector>

#include "anim/playback.hpp"
#include "audio/sound_cursor.hpp"
#include "platform/ui_context.hpp"
#include "setup/options.hpp"
#include "setup/session.hpp"
#include "shell/platform/frontend.hpp"
#include "shell/platform/window.hpp"
#include "ui/log_panel.hpp"
#include "ui/marks.hpp"

union SDL_Event;

namespace sugarworks::app {

class MovementViewer : public shell::Frontend {
  public:
    // `back_label`: inside the game, the button that leaves the example ("Back to
    // the rules"); empty when the viewer is the whole program (--scenario).
    MovementViewer(const Options& options, Session& session, shell::Window& window, UiContext& ui,
                   std::string back_label = {});
    // The back button was pressed (see back_label).
    bool back_requested() const { return back_; }

    // [SECTION] Intents
    void run_conveyors();  // resolves the movement with the core (once) and plays it
    void step();           // plays one event
    void reset();          // back to the scenario's start
    // As the program's only screen (--scenario): feeds ImGui, then reads the keys.
    void handle(const SDL_Event& e) override;
    // Inside the game, whose router has fed ImGui the event already: the keys only,
    // so ImGui sees each event once.
    void handle_key(const SDL_Event& e);
    bool quit_requested() const override { return quit_; }

    // [SECTION] Frames
    void refresh_fonts_if_needed() override { ui_.refresh_if_needed(); }
    void draw_frame(double dt) override;
    void end_frame() override { ui_.art().end_frame(); }
    bool animating() const override { return playback_.playing(); }
    bool finished() const override;
    std::string report() const override;
    std::string describe_setup() const override { return ui_.describe(); }

    const Playback& playback() const { return playback_; }
    const shell::TextureCache* art() const override { return &ui_.art(); }

    // The sounds due since the last call (the router plays them).
    std::vector<Cue> take_sounds();

  private:
    void resolve_if_needed();
    void draw_side_panel(float x, float y, float w, float h);
    std::string status_line() const;

    const Options& opt_;
    Session& session_;
    shell::Window& window_;
    UiContext& ui_;
    Playback playback_;
    SoundCursor sound_cursor_;
    std::vector<Cue> sounds_;
    LogPanel log_;
    Marks marks_;
    bool quit_ = false;
    std::string back_label_;
    bool back_ = false;
};

}  // namespace sugarworks::app
