#include "shell/platform/scaled_look.hpp"

#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>

#include <cmath>
#include <utility>

namespace shell {

ScaledLook::ScaledLook(Window& window, LookSpec spec, float ui_scale)
    : window_(window), spec_(std::move(spec)) {
    wanted_ = ui_scale > 0 ? ui_scale : window_.dpi_ui_scale();
    scale_ = fitted();
    rebuild();
}

float ScaledLook::fitted() const {
    if (!spec_.fit)
        return wanted_;
    int w = 0;
    int h = 0;
    SDL_GetWindowSize(window_.sdl(), &w, &h);
    if (w <= 0 || h <= 0)
        return wanted_;
    return spec_.fit(wanted_, {static_cast<float>(w), static_cast<float>(h)});
}

void ScaledLook::set_scale(float ui_scale) {
    wanted_ = ui_scale > 0 ? ui_scale : window_.dpi_ui_scale();
    const float next = fitted();
    if (std::abs(next - scale_) > 0.001f) {
        scale_ = next;
        stale_ = true;
    }
}

void ScaledLook::window_resized() {
    if (std::abs(window_.framebuffer_scale() - density_) > 0.01f)
        stale_ = true;
    set_scale(wanted_);
}

bool ScaledLook::refresh_if_needed() {
    if (!stale_)
        return false;
    rebuild();
    return true;
}

void ScaledLook::rebuild() {
    density_ = window_.framebuffer_scale();
    if (spec_.density_changed)
        spec_.density_changed(density_);
    fonts_ = load_fonts(spec_.program, scale_, density_);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    if (spec_.apply_look) {
        spec_.apply_look(scale_);
    } else {
        ImGui::GetStyle() = ImGuiStyle();  // ImGui's dark look, at 1
        ImGui::GetStyle().ScaleAllSizes(scale_);
    }
    stale_ = false;
}

}  // namespace shell
