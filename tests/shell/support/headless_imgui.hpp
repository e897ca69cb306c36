// A Dear ImGui context with a screen and fonts but no window, for tests that draw
// a game's screens through the shell's TableUi and read what each frame said and
// where its controls stood: one full-screen ImGui window a frame, the pointer
// where the test puts it, as the shell's own frame has.
#pragma once

#include <imgui.h>

#include <string>

namespace shell::testing {

class HeadlessImGui {
  public:
    explicit HeadlessImGui(ImVec2 display = {1280, 800}) {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = display;
        io.DeltaTime = 1.0f / 60.0f;
        io.IniFilename = nullptr;
        unsigned char* pixels = nullptr;
        int width = 0;
        int height = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    }
    ~HeadlessImGui() { ImGui::DestroyContext(); }
    HeadlessImGui(const HeadlessImGui&) = delete;
    HeadlessImGui& operator=(const HeadlessImGui&) = delete;

    // One frame: the pointer at `pointer` with its button held or not, `typed`
    // typed during it, `draw` called inside the frame's one full-screen window.
    template <typename Draw>
    void frame(Draw draw, ImVec2 pointer = {-1, -1}, bool held = false,
               const std::string& typed = {}) {
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = pointer;
        io.MouseDown[0] = held;
        if (!typed.empty())
            io.AddInputCharactersUTF8(typed.c_str());
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(io.DisplaySize);
        ImGui::Begin("frame", nullptr, ImGuiWindowFlags_NoDecoration);
        draw();
        ImGui::End();
        ImGui::Render();
    }

    // A person's click at `at`: the pointer onto it, the button down a frame and up
    // the next (ImGui reports the press on release), `draw` drawing each frame.
    template <typename Draw>
    void click(Draw draw, ImVec2 at) {
        frame(draw, at, false);
        frame(draw, at, true);
        frame(draw, at, false);
    }
};

}  // namespace shell::testing
