#include "ui/control_panel.hpp"

#include <imgui.h>

#include <cstdio>

#include "anim/playback.hpp"

namespace sugarworks::app {
namespace {

bool big_button(const char* label, ImVec2 size, ImVec4 base, ImVec4 hover, ImVec4 active,
                ImVec4 text) {
    ImGui::PushStyleColor(ImGuiCol_Button, base);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, hover);
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, active);
    ImGui::PushStyleColor(ImGuiCol_Text, text);
    const bool pressed = ImGui::Button(label, size);
    ImGui::PopStyleColor(4);
    return pressed;
}

}  // namespace

ControlIntents draw_controls(const ControlState& s, const Fonts& fonts, float ui_scale) {
    ControlIntents out;
    const float w = ImGui::GetContentRegionAvail().x;

    ImGui::PushFont(fonts.bold);
    ImGui::TextWrapped("%s", s.scenario_name.c_str());
    ImGui::PopFont();
    if (!s.description.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.48f, 0.36f, 0.31f, 1));
        ImGui::TextWrapped("%s", s.description.c_str());
        ImGui::PopStyleColor();
    }
    if (s.seed)
        ImGui::TextDisabled("Seed %llu (not used yet)", static_cast<unsigned long long>(*s.seed));
    ImGui::Spacing();

    ImGui::PushFont(fonts.bold);
    const char* run_label = s.playing           ? "\xE2\x9D\x9A\xE2\x9D\x9A  Pause###run"
                            : s.finished        ? "\xE2\x86\xBA  Run them again###run"
                            : s.events_done > 0 ? "\xE2\x96\xB6  Carry on###run"
                                                : "\xE2\x96\xB6  Run the conveyors###run";
    if (big_button(run_label, {w, 46 * ui_scale}, ImVec4(0.95f, 0.37f, 0.55f, 1),
                   ImVec4(0.98f, 0.45f, 0.62f, 1), ImVec4(0.80f, 0.23f, 0.42f, 1),
                   ImVec4(1, 1, 1, 1))) {
        if (s.playing)
            out.pause = true;
        else
            out.run = true;
    }
    const float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    ImGui::BeginDisabled(s.playing || (s.resolved && s.finished));
    if (ImGui::Button("Step \xE2\x86\x92", {half, 0}))
        out.step = true;
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!s.resolved);
    if (ImGui::Button("\xE2\x86\xBA Reset", {half, 0}))
        out.reset = true;
    ImGui::EndDisabled();
    ImGui::PopFont();

    float speed = static_cast<float>(s.speed);
    ImGui::SetNextItemWidth(w - ImGui::CalcTextSize("Speed").x - ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::SliderFloat("Speed", &speed, static_cast<float>(kMinSpeed),
                           static_cast<float>(kMaxSpeed), "%.2gx",
                           ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
        out.speed = speed;
    }

    if (s.resolved) {
        const float frac =
            s.events_total > 0 ? static_cast<float>(s.events_done) / s.events_total : 0.0f;
        char overlay[64];
        std::snprintf(overlay, sizeof overlay, "Event %d of %d", s.events_done, s.events_total);
        ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ImVec4(0.36f, 0.77f, 0.63f, 1));
        ImGui::ProgressBar(frac, {w, 0}, overlay);
        ImGui::PopStyleColor();
    } else {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        ImGui::TextWrapped(
            "Space: run or pause   \xE2\x86\x92: one event   R: reset   F11: full screen");
        ImGui::PopStyleColor();
    }
    return out;
}

}  // namespace sugarworks::app
