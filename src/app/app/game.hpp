// The game screen: the scenario's floor, its playback and the panels, with
// what the player's keys and clicks ask for. The frame loop drives it.
#pragma once

#include <string>

#include "anim/playback.hpp"
#include "app/fonts.hpp"
#include "app/options.hpp"
#include "app/session.hpp"
#include "app/window.hpp"
#include "render/texture_cache.hpp"
#include "ui/log_panel.hpp"

union SDL_Event;

namespace sugarworks::app {

class Game {
  public:
    Game(const Options& options, Session& session, Window& window);

    // [SECTION] Intents
    void run_conveyors();  // resolves the movement with the core (once) and plays it
    void step();           // plays one event
    void reset();          // back to the scenario's start
    void handle(const SDL_Event& e);
    bool quit_requested() const { return quit_; }

    // [SECTION] Frames
    // Rebuilds the fonts when the window moved to a display of another density.
    void refresh_fonts_if_needed();
    // Advances the playback by `dt` seconds and draws the frame (not presented).
    void draw_frame(double dt);
    void end_frame() { art_.end_frame(); }

    const Playback& playback() const { return playback_; }
    const TextureCache& art() const { return art_; }
    std::string describe_setup() const;  // for --verbose

  private:
    void resolve_if_needed();
    void rebuild_fonts();
    void draw_side_panel(float x, float y, float w, float h);
    std::string status_line() const;

    const Options& opt_;
    Session& session_;
    Window& window_;
    TextureCache art_;
    Fonts fonts_;
    float density_ = 0;
    float ui_scale_ = 1;
    Playback playback_;
    LogPanel log_;
    bool quit_ = false;
    bool fonts_stale_ = false;
};

}  // namespace sugarworks::app
