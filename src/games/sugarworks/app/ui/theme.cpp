#include "ui/theme.hpp"

#include <imgui.h>

#include <algorithm>

namespace sugarworks::app {
namespace {

ImVec4 rgb(int r, int g, int b, float a = 1.0f) {
    return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f,
            static_cast<float>(b) / 255.0f, a};
}

}  // namespace

void apply_theme(float ui_scale) {
    ImGuiStyle& s = ImGui::GetStyle();
    s = ImGuiStyle();
    s.WindowRounding = 14;
    s.ChildRounding = 10;
    s.FrameRounding = 10;
    s.GrabRounding = 10;
    s.PopupRounding = 8;
    s.ScrollbarRounding = 8;
    s.WindowBorderSize = 2;
    s.ChildBorderSize = 1;
    s.FrameBorderSize = 0;
    s.WindowPadding = {16, 14};
    s.FramePadding = {12, 7};
    s.ItemSpacing = {9, 8};
    s.ScrollbarSize = 12;
    s.GrabMinSize = 18;
    s.ScaleAllSizes(ui_scale);

    ImVec4* c = s.Colors;
    const ImVec4 ink = rgb(74, 44, 34);
    c[ImGuiCol_Text] = ink;
    c[ImGuiCol_TextDisabled] = rgb(170, 140, 125);
    c[ImGuiCol_WindowBg] = rgb(255, 248, 238);  // opaque: no backdrop is drawn under panels
    c[ImGuiCol_ChildBg] = rgb(250, 236, 218);
    c[ImGuiCol_PopupBg] = rgb(255, 248, 238);
    c[ImGuiCol_Border] = rgb(226, 186, 150);
    c[ImGuiCol_BorderShadow] = rgb(0, 0, 0, 0);
    c[ImGuiCol_FrameBg] = rgb(244, 220, 196);
    c[ImGuiCol_FrameBgHovered] = rgb(248, 208, 180);
    c[ImGuiCol_FrameBgActive] = rgb(250, 196, 170);
    c[ImGuiCol_SliderGrab] = rgb(242, 95, 140);
    c[ImGuiCol_SliderGrabActive] = rgb(204, 58, 108);
    c[ImGuiCol_Button] = rgb(255, 214, 168);
    c[ImGuiCol_ButtonHovered] = rgb(255, 196, 140);
    c[ImGuiCol_ButtonActive] = rgb(240, 170, 110);
    c[ImGuiCol_Header] = rgb(255, 214, 168);
    c[ImGuiCol_HeaderHovered] = rgb(255, 196, 140);
    c[ImGuiCol_HeaderActive] = rgb(240, 170, 110);
    c[ImGuiCol_Separator] = rgb(226, 186, 150);
    c[ImGuiCol_ScrollbarBg] = rgb(0, 0, 0, 0);
    c[ImGuiCol_ScrollbarGrab] = rgb(226, 186, 150);
    c[ImGuiCol_ScrollbarGrabHovered] = rgb(210, 160, 120);
    c[ImGuiCol_ScrollbarGrabActive] = rgb(196, 122, 70);
    c[ImGuiCol_CheckMark] = rgb(242, 95, 140);
    c[ImGuiCol_TitleBg] = rgb(196, 122, 70);
    c[ImGuiCol_TitleBgActive] = rgb(196, 122, 70);
    c[ImGuiCol_Tab] = rgb(250, 226, 200);
    c[ImGuiCol_TabHovered] = rgb(255, 196, 140);
    c[ImGuiCol_TabActive] = rgb(242, 95, 140);
    c[ImGuiCol_TabUnfocused] = rgb(250, 226, 200);
    c[ImGuiCol_TabUnfocusedActive] = rgb(242, 95, 140);
    c[ImGuiCol_TableHeaderBg] = rgb(250, 226, 200);
    c[ImGuiCol_TableBorderStrong] = rgb(226, 186, 150);
    c[ImGuiCol_TableBorderLight] = rgb(238, 210, 182);
    c[ImGuiCol_TableRowBgAlt] = rgb(255, 240, 224, 0.6f);
    c[ImGuiCol_NavHighlight] = rgb(204, 58, 108);
    c[ImGuiCol_PlotHistogram] = rgb(242, 95, 140);
}

PrimaryButtonLook::PrimaryButtonLook(bool on) : on_(on) {
    if (!on_)
        return;
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.95f, 0.37f, 0.55f, 1));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.98f, 0.45f, 0.62f, 1));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.80f, 0.23f, 0.42f, 1));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
}

PrimaryButtonLook::~PrimaryButtonLook() {
    if (on_)
        ImGui::PopStyleColor(4);
}

}  // namespace sugarworks::app
