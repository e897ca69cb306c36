#include "ui/marks.hpp"

namespace sugarworks::app {

void ui_text(Marks& marks, std::string_view text) {
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    marks.said(text);
}

void ui_text_wrapped(Marks& marks, std::string_view text) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    ImGui::PopTextWrapPos();
    marks.said(text);
}

bool ui_button(Marks& marks, const std::string& name, const char* label, ImVec2 size) {
    const bool pressed = ImGui::Button(label, size);
    marks.mark_item(name);
    marks.said(label);
    return pressed;
}

}  // namespace sugarworks::app
