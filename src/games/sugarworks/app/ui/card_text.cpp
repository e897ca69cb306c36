#include "ui/card_text.hpp"

#include <imgui.h>

namespace sugarworks::app {

void card_intro(Marks& marks, std::string_view words) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.45f, 0.30f, 0.25f, 1));
    ui_text_wrapped(marks, words);
    ImGui::PopStyleColor();
}

}  // namespace sugarworks::app
