// The game window: SDL2 video, an OpenGL 3 context and Dear ImGui's SDL2 and
// OpenGL3 backends on it. One per process.
#pragma once

#include <imgui.h>

#include <memory>
#include <optional>
#include <string>

struct SDL_Window;
union SDL_Event;

namespace shell {

struct WindowSpec {
    std::string program;  // the name the player started, for notes on stderr: "sugarworks"
    std::string title;    // the window's title: "Sugarworks"
    int width = 1280;
    int height = 800;
    bool fullscreen = false;
    bool vsync = true;
};

class Window {
  public:
    // nullptr and `error` set when there is no display or no usable OpenGL.
    static std::unique_ptr<Window> open(const WindowSpec& spec, std::string& error);
    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    bool toggle_fullscreen();  // false (and a note on stderr) when SDL refuses
    bool is_fullscreen() const;
    void begin_frame();  // ImGui backends' NewFrame + ImGui::NewFrame
    void end_frame();    // ImGui::Render + draw; call present() after any read-back
    void present();
    // --draw-only-screenshots: frames are laid out (ImGui::Render) as always but
    // rasterized and shown only when their pixels are to be read back, which a
    // caller says before end_frame(). Scripted runs then cost their logic alone.
    void draw_only_frames_read(bool on) { draw_only_frames_read_ = on; }
    void will_read_pixels() { read_this_frame_ = true; }
    // Enter presses the focused control, as Space does (off: the program reads Enter itself).
    void enter_activates(bool on) { enter_activates_ = on; }
    bool process_event(const SDL_Event& event);  // forwards to ImGui; false on quit
    // --script: the pointer is at `pos` with the left button `down`, until cleared.
    void script_mouse(ImVec2 pos, bool down) {
        scripted_mouse_ = pos;
        scripted_down_ = down;
    }

    SDL_Window* sdl() const { return window_; }
    // Drawable pixels per window point (2 on a Retina display).
    float framebuffer_scale() const;
    // A UI scale for displays that report a high DPI but draw at one pixel per
    // point (X11): DPI / 96 in quarter steps, 1 to 3; 1 where the system scales.
    float dpi_ui_scale() const;
    void drawable_size(int& w, int& h) const;
    const std::string& gl_description() const { return gl_description_; }
    // Of the last frame drawn: OpenGL draw calls and vertices.
    int draw_calls() const { return draw_calls_; }
    int vertices() const { return vertices_; }

  private:
    Window() = default;
    std::string program_;
    bool draw_only_frames_read_ = false;
    bool enter_activates_ = false;
    bool read_this_frame_ = false;
    bool drawn_ = true;  // this frame was rasterized: present() shows it
    SDL_Window* window_ = nullptr;
    void* gl_context_ = nullptr;
    bool imgui_sdl_ = false;
    bool imgui_gl_ = false;
    std::string gl_description_;
    int draw_calls_ = 0;
    int vertices_ = 0;
    std::optional<ImVec2> scripted_mouse_;
    bool scripted_down_ = false;
};

}  // namespace shell
