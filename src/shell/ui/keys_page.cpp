#include "shell/ui/keys_page.hpp"

#include <imgui.h>

#include <algorithm>

#include "shell/app/replay_keys.hpp"
#include "shell/platform/app_keys.hpp"
#include "shell/ui/card.hpp"
#include "shell/ui/key_focus.hpp"

namespace shell {

std::vector<KeySection> shell_key_sections(const std::string& toward_words, int seats) {
    std::vector<KeyRow> everywhere = key_rows_of(focus_key_bindings(toward_words));
    for (KeyRow& row : key_rows_of(app_keys()))
        everywhere.push_back(std::move(row));
    return {{"On every screen", std::move(everywhere)},
            {"Watching a game back", key_rows_of(replay_keys(seats))}};
}

void draw_key_sections(const std::vector<KeySection>& sections, const Fonts& fonts, Marks& marks) {
    // One column of keys for every section, as wide as the widest.
    ImGui::PushFont(fonts.bold);
    float keys_w = 0;
    for (const KeySection& section : sections) {
        for (const KeyRow& row : section.rows)
            keys_w = std::max(keys_w, ImGui::CalcTextSize(row.keys.c_str()).x);
    }
    ImGui::PopFont();
    keys_w += 2 * ImGui::GetStyle().ItemSpacing.x;
    for (const KeySection& section : sections) {
        section_heading(fonts, section.title.c_str());
        const std::string id = "##keys_" + section.title;
        if (!ImGui::BeginTable(id.c_str(), 2, ImGuiTableFlags_RowBg))
            continue;
        ImGui::TableSetupColumn("Keys", ImGuiTableColumnFlags_WidthFixed, keys_w);
        ImGui::TableSetupColumn("What they do", ImGuiTableColumnFlags_WidthStretch);
        for (const KeyRow& row : section.rows) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushFont(fonts.bold);
            ui_text(marks, row.keys);
            ImGui::PopFont();
            ImGui::TableNextColumn();
            ui_text_wrapped(marks, row.action);
        }
        ImGui::EndTable();
        ImGui::Spacing();
    }
}

}  // namespace shell
