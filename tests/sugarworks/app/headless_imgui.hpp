// An ImGui context with no window: a screen of one window is drawn into it
// frame by frame, and a test reads what it said and where from its Marks.
#pragma once

#include <imgui.h>

#include <utility>

#include "ui/marks.hpp"

namespace sugarworks::app::testing {

class HeadlessImGui {
  public:
    explicit HeadlessImGui(ImVec2 display = {1280, 800}) : context_(ImGui::CreateContext()) {
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = display;
        io.DeltaTime = 1.0f / 60;
        io.KeyMap[ImGuiKey_Escape] = 27;
        unsigned char* pixels = nullptr;
        int w = 0;
        int h = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    }
    ~HeadlessImGui() { ImGui::DestroyContext(context_); }
    HeadlessImGui(const HeadlessImGui&) = delete;
    HeadlessImGui& operator=(const HeadlessImGui&) = delete;

    // One frame: `draw(marks)` between NewFrame and EndFrame; what it returns.
    // The marks hold what that frame showed until the next one.
    template <typename Draw>
    auto frame(Draw&& draw) {
        marks.begin_frame();
        ImGui::NewFrame();
        auto out = std::forward<Draw>(draw)(marks);
        ImGui::EndFrame();
        return out;
    }

    // Whether any words shown in the last frame are exactly `text`, or contain it.
    bool said_exactly(std::string_view text) const {
        for (const std::string& w : marks.words()) {
            if (w == text)
                return true;
        }
        return false;
    }
    bool said_within(std::string_view text) const {
        for (const std::string& w : marks.words()) {
            if (w.find(text) != std::string::npos)
                return true;
        }
        return false;
    }

    Marks marks;

  private:
    ImGuiContext* context_;
};

}  // namespace sugarworks::app::testing
