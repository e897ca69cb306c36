#include "platform/ui_context.hpp"

#include <imgui.h>

#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>
#include <cmath>
#include <cstdio>

#include "ui/table_layout.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {

UiContext::UiContext(const std::filesystem::path& assets_dir, shell::Window& window, float ui_scale)
    : window_(window), art_(assets_dir, "sugarworks") {
    wanted_ = ui_scale > 0 ? ui_scale : window_.dpi_ui_scale();
    ui_scale_ = fitted();
    rebuild();
}

float UiContext::fitted() const {
    int w = 0, h = 0;
    SDL_GetWindowSize(window_.sdl(), &w, &h);
    if (w <= 0 || h <= 0)
        return wanted_;
    return fitted_ui_scale(wanted_, {static_cast<float>(w), static_cast<float>(h)});
}

void UiContext::set_scale(float ui_scale) {
    wanted_ = ui_scale > 0 ? ui_scale : window_.dpi_ui_scale();
    const float next = fitted();
    if (std::abs(next - ui_scale_) > 0.001f) {
        ui_scale_ = next;
        stale_ = true;
    }
}

void UiContext::window_resized() {
    if (std::abs(window_.framebuffer_scale() - density_) > 0.01f)
        stale_ = true;
    set_scale(wanted_);
}

void UiContext::refresh_if_needed() {
    if (stale_)
        rebuild();
}

void UiContext::rebuild() {
    density_ = window_.framebuffer_scale();
    art_.set_density(density_);
    fonts_ = shell::load_fonts("sugarworks", ui_scale_, density_);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    apply_theme(ui_scale_);
    stale_ = false;
}

std::string UiContext::describe() const {
    char buf[1024];
    std::snprintf(buf, sizeof buf,
                  "%s\nsugarworks: fonts: %s\nsugarworks: art: %s\nsugarworks: UI scale %.2f (%.2f "
                  "wanted), %.2f pixels per point",
                  window_.gl_description().c_str(), fonts_.source.c_str(),
                  art_.assets_dir().string().c_str(), static_cast<double>(ui_scale_),
                  static_cast<double>(wanted_), static_cast<double>(density_));
    return buf;
}

}  // namespace sugarworks::app
