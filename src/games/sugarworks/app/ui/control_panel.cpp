#include "ui/control_panel.hpp"

#include <imgui.h>

namespace sugarworks::app {

void draw_scenario_heading(const std::string& name, const std::string& description,
                           std::optional<std::uint64_t> seed, const shell::Fonts& fonts) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextWrapped("%s", name.c_str());
    ImGui::PopFont();
    if (!description.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.48f, 0.36f, 0.31f, 1));
        ImGui::TextWrapped("%s", description.c_str());
        ImGui::PopStyleColor();
    }
    if (seed)
        ImGui::TextDisabled("Seed %llu (not used yet)", static_cast<unsigned long long>(*seed));
    ImGui::Spacing();
}

}  // namespace sugarworks::app
