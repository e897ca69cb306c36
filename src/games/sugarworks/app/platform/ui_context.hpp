// The art and fonts a frontend draws with, at the window's density and the
// chosen UI scale.
#pragma once

#include <filesystem>
#include <string>

#include "shell/platform/fonts.hpp"
#include "shell/platform/window.hpp"
#include "shell/render/texture_cache.hpp"

namespace sugarworks::app {

class UiContext {
  public:
    UiContext(const std::filesystem::path& assets_dir, shell::Window& window, float ui_scale);
    shell::TextureCache& art() { return art_; }
    const shell::TextureCache& art() const { return art_; }
    const shell::Fonts& fonts() const { return fonts_; }
    // The scale everything is drawn at: the one wanted, lowered where the window
    // is too small for the table at it (fitted_ui_scale).
    float scale() const { return ui_scale_; }
    float wanted_scale() const { return wanted_; }
    float density() const { return density_; }
    // A new UI scale (0: the display's); fonts and theme are rebuilt before the next frame.
    void set_scale(float ui_scale);
    // Call on SDL_WINDOWEVENT_SIZE_CHANGED: the window may have changed display.
    void window_resized();
    void refresh_if_needed();
    std::string describe() const;

  private:
    void rebuild();
    shell::Window& window_;
    shell::TextureCache art_;
    shell::Fonts fonts_;
    float fitted() const;
    float wanted_ = 1;
    float ui_scale_ = 1;
    float density_ = 0;
    bool stale_ = false;
};

}  // namespace sugarworks::app
