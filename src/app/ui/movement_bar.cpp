#include "ui/movement_bar.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace sugarworks::app {

MovementIntents draw_movement_bar(const MovementControls& m, float s, Marks& marks,
                                  std::string_view note) {
    MovementIntents out;
    if (!m.active || m.finished) {
        // The preview's words take the bar while the pointer is on the floor (away
        // from the bar, so the replay button going cannot take a click meant for it).
        if (!note.empty()) {
            ui_text(marks, note);
            return out;
        }
        // At the far end of the bar, never where Pause stood: a click meant for Pause
        // as the last candy stops must not start the movement again.
        if (m.can_replay) {
            const float w = ImGui::CalcTextSize(m.replay_label.c_str()).x +
                            2 * ImGui::GetStyle().FramePadding.x;
            ImGui::SetCursorPosX(
                std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - w));
            if (ui_button(marks, "movement:replay", m.replay_label.c_str()))
                out.replay = true;
        }
        return out;
    }
    // One width for both words, so Step and Skip never move under the pointer.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float toggle_w = std::max(ImGui::CalcTextSize("Pause").x, ImGui::CalcTextSize("Play").x) +
                           2 * style.FramePadding.x;
    if (m.playing) {
        if (ui_button(marks, "movement:pause", "Pause", {toggle_w, 0}))
            out.pause = true;
    } else if (ui_button(marks, "movement:play", "Play", {toggle_w, 0})) {
        out.play = true;
    }
    ImGui::SameLine();
    if (ui_button(marks, "movement:step", "Step"))
        out.step = true;
    ImGui::SameLine();
    if (ui_button(marks, "movement:skip", "Skip"))
        out.skip = true;
    ImGui::SameLine();
    float speed = static_cast<float>(m.speed);
    char line[64];
    // The speed stands beside the slider, not on it, where the knob would hide it.
    std::snprintf(line, sizeof line, "%.2gx  %d / %d", m.speed, m.done, m.total);
    // The slider takes what the buttons and the count leave, up to 160 points.
    const float count_w = ImGui::CalcTextSize("0.25x  000 / 000").x;
    ImGui::SetNextItemWidth(std::clamp(
        ImGui::GetContentRegionAvail().x - count_w - 2 * style.ItemSpacing.x, 48 * s, 160 * s));
    if (ImGui::SliderFloat("##speed", &speed, static_cast<float>(kMinSpeed),
                           static_cast<float>(kMaxSpeed), "",
                           ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp))
        out.speed = speed;
    marks.mark_item("movement:speed");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Speed of the conveyors, 0.25x to 8x");
    ImGui::SameLine();
    ui_text(marks, line);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("The speed, and the events of this movement played so far");
    return out;
}

}  // namespace sugarworks::app
