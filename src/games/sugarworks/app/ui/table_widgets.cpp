#include "ui/table_widgets.hpp"

#include <imgui.h>

#include <algorithm>

#include "render/palette.hpp"

namespace sugarworks::app {

bool conveyors_running(const TableFrame& f) {
    return f.movement.active && !f.movement.finished;
}

bool offered(const TableFrame& f, const Action& a) {
    return !conveyors_running(f) && std::find(f.legal.begin(), f.legal.end(), a) != f.legal.end();
}

void heading(const shell::Fonts& fonts, Marks& marks, std::string_view text) {
    ImGui::PushFont(fonts.bold);
    ui_text_wrapped(marks, text);
    ImGui::PopFont();
}

void mark_if_staged(const TableFrame& f, const Action& a) {
    if (f.staged && *f.staged == a) {
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
                                            palette::kPinkDeep, 6, 0, 3);
    }
}

bool steady_button(const TableFrame& f, Marks& marks, const Action& action, const std::string& name,
                   const char* label, const char* idle_why) {
    const bool open = offered(f, action);
    const bool pressed = ui_button_if(marks, open, open ? name : name + ":idle", label);
    if (open)
        mark_if_staged(f, action);
    if (!open && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", idle_why);
    return pressed;
}

}  // namespace sugarworks::app

namespace sugarworks::app {

void tooltip_outside(const Rect& clear, const Rect& near, const std::string& text,
                     bool below_first) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float wrap = 28 * ImGui::GetFontSize();
    const ImVec2 words = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
    const ImVec2 size{words.x + 2 * style.WindowPadding.x, words.y + 2 * style.WindowPadding.y};
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float gap = 4;
    const auto along_x = [&](float x) {
        return std::clamp(x, 0.0f, std::max(0.0f, display.x - size.x));
    };
    const auto along_y = [&](float y) {
        return std::clamp(y, 0.0f, std::max(0.0f, display.y - size.y));
    };
    ImVec2 at{-1, -1};
    if (below_first && clear.max.y + gap + size.y <= display.y)
        at = {along_x(near.min.x), clear.max.y + gap};
    else if (clear.min.y - gap - size.y >= 0)
        at = {along_x(near.min.x), clear.min.y - gap - size.y};
    else if (clear.min.x - gap - size.x >= 0)
        at = {clear.min.x - gap - size.x, along_y(near.min.y)};
    else if (clear.max.x + gap + size.x <= display.x)
        at = {clear.max.x + gap, along_y(near.min.y)};
    else if (clear.max.y + gap + size.y <= display.y)
        at = {along_x(near.min.x), clear.max.y + gap};
    if (at.x >= 0)
        ImGui::SetNextWindowPos(at);
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(wrap);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void item_tooltip(const std::string& text) {
    const ImVec2 pos = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    tooltip_outside({pos, {pos.x + size.x, pos.y + size.y}},
                    {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()}, text);
}

}  // namespace sugarworks::app
