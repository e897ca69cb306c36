#include "ui/card_text.hpp"

#include <imgui.h>

namespace sugarworks::app {

void card_title(const Fonts& fonts, Marks& marks, std::string_view title) {
    ImGui::PushFont(fonts.bold);
    ui_text(marks, title);
    ImGui::PopFont();
}

void card_intro(Marks& marks, std::string_view words) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.45f, 0.30f, 0.25f, 1));
    ui_text_wrapped(marks, words);
    ImGui::PopStyleColor();
}

void card_note(Marks& marks, std::string_view note) {
    if (note.empty())
        return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.15f, 0.25f, 1));
    ui_text_wrapped(marks, note);
    ImGui::PopStyleColor();
}

}  // namespace sugarworks::app
