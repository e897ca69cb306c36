#include "shell/platform/window.hpp"

#include <SDL.h>
#include <SDL_opengl.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>

namespace shell {
namespace {

struct GlVersion {
    int major;
    int minor;
    int profile;
    const char* glsl;
};

// Core 3.3 first (Mesa gives 4.5 core on llvmpipe); 3.0 for older drivers.
constexpr GlVersion kGlVersions[] = {
    {3, 3, SDL_GL_CONTEXT_PROFILE_CORE, "#version 330 core"},
    {3, 0, 0, "#version 130"},
};

}  // namespace

std::unique_ptr<Window> Window::open(const WindowSpec& spec, std::string& error) {
    const char* asked = SDL_getenv("SDL_VIDEODRIVER");
#ifdef __linux__
    // With no X11 display named and no Wayland one reachable (Wayland needs
    // XDG_RUNTIME_DIR), SDL's Wayland probe would print a line of its own
    // ("error: XDG_RUNTIME_DIR is invalid ..."): there is no display to ask for.
    const auto unset = [](const char* name) {
        const char* value = SDL_getenv(name);
        return !value || !*value;
    };
    if (unset("SDL_VIDEODRIVER") && unset("DISPLAY") && unset("WAYLAND_DISPLAY") &&
        unset("XDG_RUNTIME_DIR")) {
        error = "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)";
        return nullptr;
    }
#endif
    SDL_SetHint(SDL_HINT_VIDEO_HIGHDPI_DISABLED, "0");
    // The close button is a request the game may answer (it saves a game under
    // way, or asks when it cannot): SDL is not to quit on its own as well.
    SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        error = std::string("cannot start SDL video: ") + SDL_GetError();
        return nullptr;
    }
    // With no X11 or Wayland display, SDL 2.26 falls back to its offscreen
    // driver: a window nobody sees. Only use it when asked for by name.
    const std::string driver = SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "";
    if ((driver == "offscreen" || driver == "dummy") && !(asked && *asked)) {
        error = "no display found (SDL fell back to its \"" + driver + "\" video driver)";
        SDL_Quit();
        return nullptr;
    }
    std::unique_ptr<Window> w(new Window());
    w->program_ = spec.program;
    const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
                         (spec.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    const GlVersion* chosen = nullptr;
    for (const GlVersion& v : kGlVersions) {
        SDL_GL_ResetAttributes();
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, v.major);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, v.minor);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, v.profile);
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
        SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8);
        SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8);
        SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8);
        w->window_ = SDL_CreateWindow(spec.title.c_str(), SDL_WINDOWPOS_CENTERED,
                                      SDL_WINDOWPOS_CENTERED, spec.width, spec.height, flags);
        if (!w->window_) {
            error = std::string("cannot open a window: ") + SDL_GetError();
            return nullptr;
        }
        w->gl_context_ = SDL_GL_CreateContext(w->window_);
        if (w->gl_context_) {
            chosen = &v;
            break;
        }
        error = std::string("cannot create an OpenGL context: ") + SDL_GetError();
        SDL_DestroyWindow(w->window_);
        w->window_ = nullptr;
    }
    if (!chosen)
        return nullptr;
    SDL_GL_MakeCurrent(w->window_, w->gl_context_);
    SDL_GL_SetSwapInterval(spec.vsync ? 1 : 0);
    SDL_SetWindowMinimumSize(w->window_, 640, 400);

    w->gl_description_ =
        std::string("OpenGL ") + reinterpret_cast<const char*>(glGetString(GL_VERSION)) + " on " +
        reinterpret_cast<const char*>(glGetString(GL_RENDERER)) + " (" + chosen->glsl + ")";

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no imgui.ini next to wherever the game was started
    // Every button, checkbox and list is reachable with Tab, the arrow keys and Enter.
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    w->imgui_sdl_ = ImGui_ImplSDL2_InitForOpenGL(w->window_, w->gl_context_);
    w->imgui_gl_ = ImGui_ImplOpenGL3_Init(chosen->glsl);
    if (!w->imgui_sdl_ || !w->imgui_gl_) {
        error = "cannot start Dear ImGui's SDL2/OpenGL3 backends";
        return nullptr;
    }
    return w;
}

Window::~Window() {
    if (imgui_gl_)
        ImGui_ImplOpenGL3_Shutdown();
    if (imgui_sdl_)
        ImGui_ImplSDL2_Shutdown();
    if (ImGui::GetCurrentContext())
        ImGui::DestroyContext();
    if (gl_context_)
        SDL_GL_DeleteContext(gl_context_);
    if (window_)
        SDL_DestroyWindow(window_);
    SDL_Quit();
}

bool Window::toggle_fullscreen() {
    const bool full = is_fullscreen();
    if (SDL_SetWindowFullscreen(window_, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) != 0) {
        std::fprintf(stderr, "%s: cannot %s full screen: %s\n", program_.c_str(),
                     full ? "leave" : "enter", SDL_GetError());
        return false;
    }
    return true;
}

bool Window::is_fullscreen() const {
    return (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
}

void Window::begin_frame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    // A scripted pointer replaces the system's, at the point where the backend
    // hands the mouse to ImGui, so scripted clicks take the path real ones do.
    if (scripted_mouse_) {
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = {scripted_mouse_->x, scripted_mouse_->y};
        io.MouseDown[0] = scripted_down_;
    }
    // ImGui 1.86 presses the focused control with Space only (Enter is its key for
    // text input); a program may let Enter press it too, as players expect. Set
    // here, after the backend clears the navigation inputs and before ImGui reads them.
    if (enter_activates_) {
        ImGuiIO& io = ImGui::GetIO();
        const bool enter =
            io.KeysDown[io.KeyMap[ImGuiKey_Enter]] || io.KeysDown[io.KeyMap[ImGuiKey_KeyPadEnter]];
        if (enter && !io.WantTextInput)
            io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
    }
    ImGui::NewFrame();
}

void Window::end_frame() {
    ImGui::Render();
    drawn_ = !draw_only_frames_read_ || std::exchange(read_this_frame_, false);
    if (!drawn_)
        return;
    int w = 0;
    int h = 0;
    drawable_size(w, h);
    glViewport(0, 0, w, h);
    glClearColor(1.0f, 0.96f, 0.90f, 1.0f);  // cream, under the see-through floor pattern
    glClear(GL_COLOR_BUFFER_BIT);
    const ImDrawData* data = ImGui::GetDrawData();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    draw_calls_ = 0;
    for (int i = 0; i < data->CmdListsCount; ++i)
        draw_calls_ += data->CmdLists[i]->CmdBuffer.Size;
    vertices_ = data->TotalVtxCount;
}

void Window::present() {
    if (drawn_)
        SDL_GL_SwapWindow(window_);
}

bool Window::process_event(const SDL_Event& event) {
    // The real pointer moved: it is the pointer again, not a pressed key's click.
    if (event.type == SDL_MOUSEMOTION || event.type == SDL_MOUSEBUTTONDOWN)
        scripted_mouse_.reset();
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT)
        return false;
    return !(event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
             event.window.windowID == SDL_GetWindowID(window_));
}

float Window::framebuffer_scale() const {
    int ww = 0;
    int wh = 0;
    int dw = 0;
    int dh = 0;
    SDL_GetWindowSize(window_, &ww, &wh);
    SDL_GL_GetDrawableSize(window_, &dw, &dh);
    return ww > 0 ? static_cast<float>(dw) / static_cast<float>(ww) : 1.0f;
}

float Window::dpi_ui_scale() const {
    if (framebuffer_scale() > 1.01f)
        return 1.0f;  // the system already draws points as several pixels
    float dpi = 0;
    const int display = SDL_GetWindowDisplayIndex(window_);
    if (display < 0 || SDL_GetDisplayDPI(display, &dpi, nullptr, nullptr) != 0 || dpi <= 0)
        return 1.0f;
    const float scale = std::round(dpi / 96.0f * 4.0f) / 4.0f;
    return std::clamp(scale, 1.0f, 3.0f);
}

void Window::drawable_size(int& w, int& h) const {
    SDL_GL_GetDrawableSize(window_, &w, &h);
}

}  // namespace shell
