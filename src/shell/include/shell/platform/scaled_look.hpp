// The fonts and the look a program draws with, at the window's density and the
// UI scale the player chose: rebuilt between frames when the scale changes (the
// settings) or the window moves to a display of another density. Every program
// on the shell holds one; the game says how its look is set and, where its table
// needs room, the largest scale a window of some size can take.
#pragma once

#include <imgui.h>

#include <functional>
#include <string>

#include "shell/platform/fonts.hpp"
#include "shell/platform/window.hpp"

namespace shell {

struct LookSpec {
    std::string program;  // "sparks": its fonts' notes begin with it
    // Sets ImGui's style at a scale (the game's colours and sizes); ImGui's dark
    // look scaled when not set.
    std::function<void(float ui_scale)> apply_look{};
    // The scale to draw at in a window of `window` points when `wanted` is asked
    // for (a game whose table needs room lowers it); `wanted` when not set.
    std::function<float(float wanted, ImVec2 window)> fit{};
    // Told the new density before the fonts are loaded (a game's picture cache).
    std::function<void(float density)> density_changed{};
};

class ScaledLook {
  public:
    // `ui_scale` 0: the display's (Window::dpi_ui_scale).
    ScaledLook(Window& window, LookSpec spec, float ui_scale);

    const Fonts& fonts() const { return fonts_; }
    // The scale everything is drawn at: the one wanted, fitted to the window.
    float scale() const { return scale_; }
    float wanted_scale() const { return wanted_; }
    float density() const { return density_; }
    // A new UI scale (0: the display's); the fonts and look are rebuilt by the
    // next refresh_if_needed.
    void set_scale(float ui_scale);
    // Call on SDL_WINDOWEVENT_SIZE_CHANGED: the window may have changed display.
    void window_resized();
    // Rebuilds what a change of scale or density made stale; true when it did.
    bool refresh_if_needed();

  private:
    float fitted() const;
    void rebuild();

    Window& window_;
    LookSpec spec_;
    Fonts fonts_;
    float wanted_ = 1;
    float scale_ = 1;
    float density_ = 0;
    bool stale_ = false;
};

}  // namespace shell
