// The movement example: a movement scenario's floor (the rulebook's Candy
// Movement Example by default), its playback, the conveyor controls and the
// log, drawn over the whole window inside a frame someone else began. The
// Rules screen opens it; `--scenario` opens it as the program's only screen.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "anim/playback.hpp"
#include "audio/sound_cursor.hpp"
#include "setup/session.hpp"
#include "shell/platform/fonts.hpp"
#include "shell/render/texture_cache.hpp"
#include "ui/log_panel.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// How the example is run: a person's, or a test run's autoplay.
struct ExamplePlay {
    double speed = 1.0;
    bool autoplay = false;  // the conveyors run at once; done at the end (or the hold)
    int pause_at = 0;       // holds in the middle of this event (1-based; 0: never)
    std::optional<std::uint64_t> seed{};  // said in the status line
};

class MovementExample {
  public:
    // `back_label`: the button that leaves the example ("Back to the rules"); none
    // when the example is the whole program.
    MovementExample(Session session, ExamplePlay run, std::string back_label);

    // [SECTION] Intents
    void run_conveyors();  // resolves the movement with the core (once) and plays it
    void step();           // plays one event
    void reset();          // back to the scenario's start
    // Space, the right arrow and R: true when `key` is one of them.
    bool key(int keycode, bool repeat);
    void set_speed(double speed) { playback_.set_speed(speed); }

    // [SECTION] Frames
    // `dt` seconds passed: the playback moves on, its sounds are due.
    void advance(double dt);
    // Draws the floor, the banner and the side panel over the whole display (call
    // between ImGui::NewFrame and Render); true when the back button was pressed.
    bool draw(const shell::Fonts& fonts, shell::TextureCache* art, float ui_scale, Marks& marks);
    bool playing() const { return playback_.playing(); }
    // An autoplay run has reached its end or its hold.
    bool done() const;
    // "playback at event 3 of 58", and an autoplay run's end.
    std::string report() const;
    // The sounds due since the last call.
    std::vector<Cue> take_sounds() { return std::exchange(sounds_, {}); }
    const Playback& playback() const { return playback_; }

  private:
    void resolve_if_needed();
    bool draw_side_panel(float x, float y, float w, float h, const shell::Fonts& fonts,
                         float ui_scale, Marks& marks);
    std::string status_line() const;

    Session session_;
    ExamplePlay run_;
    std::string back_label_;
    Playback playback_;
    SoundCursor sound_cursor_;
    std::vector<Cue> sounds_;
    LogPanel log_;
};

}  // namespace sugarworks::app
