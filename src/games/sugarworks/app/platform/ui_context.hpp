// The art and fonts a frontend draws with, at the window's density and the
// chosen UI scale: the shell's scaled look (Sugarworks' theme, lowered where the
// window is too small for the table) and Sugarworks' pictures.
#pragma once

#include <filesystem>
#include <string>

#include "shell/platform/fonts.hpp"
#include "shell/platform/scaled_look.hpp"
#include "shell/platform/window.hpp"
#include "shell/render/texture_cache.hpp"

namespace sugarworks::app {

class UiContext {
  public:
    UiContext(const std::filesystem::path& assets_dir, shell::Window& window, float ui_scale);
    shell::TextureCache& art() { return art_; }
    const shell::TextureCache& art() const { return art_; }
    const shell::Fonts& fonts() const { return look_.fonts(); }
    // The scale everything is drawn at: the one wanted, lowered where the window
    // is too small for the table at it (fitted_ui_scale).
    float scale() const { return look_.scale(); }
    float wanted_scale() const { return look_.wanted_scale(); }
    float density() const { return look_.density(); }
    // A new UI scale (0: the display's); fonts and theme are rebuilt before the next frame.
    void set_scale(float ui_scale) { look_.set_scale(ui_scale); }
    // Call on SDL_WINDOWEVENT_SIZE_CHANGED: the window may have changed display.
    void window_resized() { look_.window_resized(); }
    void refresh_if_needed() { look_.refresh_if_needed(); }
    std::string describe() const;

  private:
    shell::Window& window_;
    shell::TextureCache art_;  // before the look, which sets its density
    shell::ScaledLook look_;
};

}  // namespace sugarworks::app
