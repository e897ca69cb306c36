// The shell's program as the frame loop (shell/app/frame_loop.hpp) drives it:
// the screens around a game's table (ShellApp), the keys' focus over whatever a
// frame drew, and a test run's driver with its privacy check on every frame.
#pragma once

#include <SDL.h>

#include <string>

#include "shell/app/shell_app.hpp"
#include "shell/app/shell_driver.hpp"
#include "shell/platform/audio_out.hpp"
#include "shell/platform/frontend.hpp"
#include "shell/platform/scaled_look.hpp"
#include "shell/platform/window.hpp"
#include "shell/ui/key_focus.hpp"

namespace shell {

class ShellFrontend final : public Frontend {
  public:
    // `program` ("sparks") begins every line it prints.
    // `audio` plays the game's sounds (none when null: a game without sounds).
    ShellFrontend(ShellApp& app, ShellDriver& driver, KeyFocus& key_focus, Window& window,
                  ScaledLook& look, std::string program, AudioOut* audio = nullptr);

    void handle(const SDL_Event& e) override;
    void refresh_fonts_if_needed() override;
    void draw_frame(double dt) override;
    void end_frame() override {}
    bool animating() const override;
    bool quit_requested() const override { return app_.quit_requested(); }
    bool finished() const override { return driver_.finished(); }
    int exit_code() const override { return exit_code_; }
    std::string report() const override;
    std::string describe_setup() const override;

  private:
    // The settings changed on their screen: the scale and the full screen follow.
    void apply_settings();
    // The sounds the frame made, at the settings' volume.
    void play_sounds();
    // The screen up is walked by ImGui's own keyboard navigation, not the keys' focus.
    bool imgui_walks_keys() const { return app_.screen() == ShellScreen::Settings; }

    ShellApp& app_;
    ShellDriver& driver_;
    KeyFocus& key_focus_;
    Window& window_;
    ScaledLook& look_;
    std::string program_;
    AudioOut* audio_;
    int sounds_played_ = 0;
    // Letters typed on a text field before its typing started: typed into it once
    // it has started (the press that starts it takes a few frames).
    std::string typed_ahead_;
    int exit_code_ = 0;
    bool failure_told_ = false;
};

}  // namespace shell
