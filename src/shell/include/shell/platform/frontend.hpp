// What the frame loop drives: the full game, or the movement example viewer.
// The loop owns timing, idling and the test exits; a frontend owns its screens.
#pragma once

#include <string>

#include "shell/render/texture_cache.hpp"

union SDL_Event;

namespace shell {

class Frontend {
  public:
    virtual ~Frontend() = default;
    virtual void handle(const SDL_Event& e) = 0;
    // Rebuilds the fonts when the window moved to a display of another density.
    virtual void refresh_fonts_if_needed() = 0;
    // Advances by `dt` seconds and draws the frame (not presented).
    virtual void draw_frame(double dt) = 0;
    virtual void end_frame() = 0;
    // Something moves on screen: the loop draws without waiting for input.
    virtual bool animating() const = 0;
    virtual bool quit_requested() const = 0;
    // --autoplay or --script has reached its end.
    virtual bool finished() const = 0;
    // The exit status when finished or quit (a failed script step: not 0).
    virtual int exit_code() const { return 0; }
    // Lines printed at exit for tests and benchmarks, and for --verbose at start.
    virtual std::string report() const = 0;
    virtual std::string describe_setup() const = 0;
    // The pictures it keeps, for the statistics at exit; none when it draws none.
    virtual const TextureCache* art() const { return nullptr; }
};

}  // namespace shell
