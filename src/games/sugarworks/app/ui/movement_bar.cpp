#include "ui/movement_bar.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <string>

namespace sugarworks::app {

namespace {

// The words at `at`, `width` wide, in at most `lines` lines of the window (cut
// there, all of them on hover), marked "bar:note".
void draw_note(const BarNote& note, ImFont* bold, ImVec2 at, float width, int lines, Marks& marks) {
    if (note.text.empty() || width <= 0)
        return;
    ImFont* font = note.emphasis && bold ? bold : ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    const std::string text(note.text);
    const ImVec2 all = font->CalcTextSizeA(size, FLT_MAX, width, text.c_str());
    const float line_h =
        font->FontSize > 0 ? size * (font->Ascent - font->Descent) / font->FontSize : size;
    const float shown_h = std::min(all.y, lines * line_h);
    const Rect box{at, {at.x + width, at.y + shown_h}};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 colour =
        note.emphasis ? IM_COL32(191, 51, 102, 255) : ImGui::GetColorU32(ImGuiCol_Text);
    dl->PushClipRect(box.min, box.max, true);
    dl->AddText(font, size, at, colour, text.c_str(), nullptr, width);
    dl->PopClipRect();
    marks.mark("bar:note", box, MarkRole::Text);
    marks.said(note.text, size);
    ImGui::SetCursorScreenPos(at);
    ImGui::InvisibleButton("##bar_note", {width, std::max(1.0f, shown_h)});
    if (ImGui::IsItemHovered() && all.y > shown_h + 1)
        ImGui::SetTooltip("%s", text.c_str());
}

}  // namespace

MovementIntents draw_movement_bar(const MovementControls& m, float s, Marks& marks, BarNote note,
                                  ImFont* emphasis_font) {
    MovementIntents out;
    const ImGuiStyle& style = ImGui::GetStyle();
    if (!m.active || m.finished) {
        // The replay button at the far end of the bar, never where Pause stood: a
        // click meant for Pause as the last candy stops must not start the movement
        // again. The words take the rest, left of it.
        const ImVec2 origin = ImGui::GetCursorScreenPos();
        float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
        if (m.can_replay) {
            const float w =
                ImGui::CalcTextSize(m.replay_label.c_str()).x + 2 * style.FramePadding.x;
            ImGui::SetCursorScreenPos({right - w, origin.y});
            if (ui_button(marks, "movement:replay", m.replay_label.c_str()))
                out.replay = true;
            right -= w + style.ItemSpacing.x;
        }
        const float top = ImGui::GetWindowPos().y +
                          0.5f * (ImGui::GetWindowHeight() - 2 * ImGui::GetTextLineHeight());
        draw_note(note, emphasis_font, {origin.x, std::max(ImGui::GetWindowPos().y, top)},
                  right - origin.x, 2, marks);
        return out;
    }
    // One width for both words, so Step and Skip never move under the pointer.
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
    // Words while it plays (why a click waits): in what the controls leave.
    ImGui::SameLine(0, 2 * style.ItemSpacing.x);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    const float top = ImGui::GetWindowPos().y +
                      0.5f * (ImGui::GetWindowHeight() - 2 * ImGui::GetTextLineHeight());
    draw_note(note, emphasis_font, {at.x, std::max(ImGui::GetWindowPos().y, top)}, right - at.x, 2,
              marks);
    return out;
}

}  // namespace sugarworks::app
