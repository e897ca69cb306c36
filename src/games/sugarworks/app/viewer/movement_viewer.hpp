// The movement example viewer: a movement scenario's floor (the rulebook's
// Candy Movement Example by default), its playback and the panels, with what
// the player's keys and clicks ask for. `--scenario` opens it directly.
#pragma once

#include <string>
#include <vector>

#include "platform/ui_context.hpp"
#include "setup/options.hpp"
#include "setup/session.hpp"
#include "shell/platform/frontend.hpp"
#include "shell/platform/window.hpp"
#include "ui/marks.hpp"
#include "viewer/movement_example.hpp"

union SDL_Event;

namespace sugarworks::app {

class MovementViewer : public shell::Frontend {
  public:
    // `back_label`: inside the game, the button that leaves the example ("Back to
    // the rules"); empty when the viewer is the whole program (--scenario).
    MovementViewer(const Options& options, const Session& session, shell::Window& window,
                   UiContext& ui, std::string back_label = {});
    // The back button was pressed (see back_label).
    bool back_requested() const { return back_; }

    // [SECTION] Intents
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
    bool animating() const override { return example_.playing(); }
    bool finished() const override { return example_.done(); }
    std::string report() const override { return example_.report(); }
    std::string describe_setup() const override { return ui_.describe(); }

    const Playback& playback() const { return example_.playback(); }
    const shell::TextureCache* art() const override { return &ui_.art(); }

    // The sounds due since the last call (the router plays them).
    std::vector<Cue> take_sounds() { return example_.take_sounds(); }

  private:
    const Options& opt_;
    shell::Window& window_;
    UiContext& ui_;
    MovementExample example_;
    Marks marks_;
    bool quit_ = false;
    bool back_ = false;
};

}  // namespace sugarworks::app
