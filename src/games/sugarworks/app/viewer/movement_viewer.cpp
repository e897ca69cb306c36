#include "viewer/movement_viewer.hpp"

#include <SDL.h>
#include <imgui.h>

#include <cstdio>
#include <utility>

namespace sugarworks::app {

MovementViewer::MovementViewer(const Options& o, const Session& s, shell::Window& w, UiContext& ui,
                               std::string back_label)
    : opt_(o),
      window_(w),
      ui_(ui),
      example_(s, ExamplePlay{o.speed, o.autoplay, o.pause_at, o.seed}, std::move(back_label)) {}

// [SECTION] Frames

void MovementViewer::handle(const SDL_Event& e) {
    if (!window_.process_event(e)) {
        quit_ = true;
        return;
    }
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
        ui_.window_resized();
    handle_key(e);
}

void MovementViewer::handle_key(const SDL_Event& e) {
    if (e.type != SDL_KEYDOWN || ImGui::GetIO().WantTextInput)
        return;
    const SDL_Keycode key = e.key.keysym.sym;
    const bool repeat = e.key.repeat != 0;
    if (example_.key(key, repeat))
        return;
    if ((key == SDLK_F11 || (key == SDLK_ESCAPE && window_.is_fullscreen())) && !repeat) {
        if (window_.toggle_fullscreen() && opt_.verbose) {
            int w = 0;
            int h = 0;
            SDL_GetWindowSize(window_.sdl(), &w, &h);
            std::printf("sugarworks: full screen %s (%dx%d)\n",
                        window_.is_fullscreen() ? "on" : "off", w, h);
        }
    } else if (key == SDLK_q && (e.key.keysym.mod & KMOD_CTRL)) {
        quit_ = true;
    }
}

void MovementViewer::draw_frame(double dt) {
    example_.advance(dt);
    window_.begin_frame();
    marks_.begin_frame();
    if (example_.draw(ui_.fonts(), &ui_.art(), ui_.scale(), marks_))
        back_ = true;
    window_.end_frame();
}

}  // namespace sugarworks::app
