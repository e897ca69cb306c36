#include "shell/ui/card.hpp"

#include <algorithm>

namespace shell {

void begin_card(const char* name, ImGuiWindowFlags more_flags) {
    ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    bg.w = 1;
    ImGui::PushStyleColor(ImGuiCol_WindowBg, bg);
    ImGui::Begin(name, nullptr, kCardFlags | more_flags);
    ImGui::PopStyleColor();
}

ImVec2 next_window_centered(float w, float h) {
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    w = std::min(w, size.x - 40);
    h = std::min(h, size.y - 40);
    ImGui::SetNextWindowPos({0.5f * (size.x - w), 0.5f * (size.y - h)});
    ImGui::SetNextWindowSize({w, h});
    return {w, h};
}

void next_window_inset(float ui_scale) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float margin = std::min(28 * ui_scale, 0.04f * std::min(vp->WorkSize.x, vp->WorkSize.y));
    ImGui::SetNextWindowPos({vp->WorkPos.x + margin, vp->WorkPos.y + margin});
    ImGui::SetNextWindowSize({vp->WorkSize.x - 2 * margin, vp->WorkSize.y - 2 * margin});
}

void card_title(const Fonts& fonts, Marks& marks, std::string_view title) {
    ImGui::PushFont(fonts.bold);
    ui_text(marks, title);
    ImGui::PopFont();
}

float card_note_band_height(std::string_view note) {
    if (note.empty())
        return 0;
    return 3 * ImGui::GetTextLineHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
}

void card_note_band(Marks& marks, std::string_view note, const char* id) {
    if (note.empty())
        return;
    const float h = card_note_band_height(note) - ImGui::GetStyle().ItemSpacing.y;
    ImGui::BeginChild(id, {0, h}, false,
                      ImGuiWindowFlags_NavFlattened | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    card_note(marks, note);
    ImGui::EndChild();
}

void card_note(Marks& marks, std::string_view note) {
    if (note.empty())
        return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.15f, 0.25f, 1));
    ui_text_wrapped(marks, note);
    ImGui::PopStyleColor();
}

void section_heading(const Fonts& fonts, const char* title) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted(title);
    ImGui::PopFont();
}

void scroll_by_page_keys() {
    const float page = 0.85f * ImGui::GetWindowHeight();
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageDown)))
        ImGui::SetScrollY(ImGui::GetScrollY() + page);
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageUp)))
        ImGui::SetScrollY(ImGui::GetScrollY() - page);
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home), false))
        ImGui::SetScrollY(0);
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_End), false))
        ImGui::SetScrollY(ImGui::GetScrollMaxY());
}

void bullet(float ui_scale) {
    ImGui::Bullet();
    ImGui::SameLine(0, 6 * ui_scale + ImGui::GetStyle().FramePadding.x);
}

}  // namespace shell
