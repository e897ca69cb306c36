#include "ui/log_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace sugarworks::app {

ImVec4 event_colour(const Event& e) {
    switch (e.kind) {
        case EventKind::Bonk:
            return {0.80f, 0.23f, 0.42f, 1};
        case EventKind::Eaten:
            return {0.16f, 0.52f, 0.26f, 1};
        case EventKind::Delivered:
            return {0.10f, 0.45f, 0.55f, 1};
        case EventKind::Lost:
            return {0.62f, 0.26f, 0.16f, 1};
        case EventKind::Activate:
            return {0.55f, 0.42f, 0.36f, 1};
        case EventKind::Move:
        case EventKind::TilePlaced:
            break;
    }
    return {0.29f, 0.17f, 0.13f, 1};
}

void LogPanel::draw(const std::vector<std::string>& lines, const std::vector<Event>& events,
                    int shown, int current, const Fonts& fonts) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("What happens");
    ImGui::PopFont();
    ImGui::BeginChild("##log", {0, 0}, true);
    if (shown == 0) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.45f, 0.40f, 1));
        ImGui::TextWrapped(
            "Press \"Run the conveyors\" (or Space): every candy activates in turn, red "
            "circles first, and each thing that happens is told here.");
        ImGui::PopStyleColor();
    }
    const int n = std::min<int>(shown, static_cast<int>(lines.size()));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int i = 0; i < n; ++i) {
        const Event& e = events[static_cast<size_t>(i)];
        const bool now = i == current;
        const ImVec2 top = ImGui::GetCursorScreenPos();
        dl->ChannelsSplit(2);
        dl->ChannelsSetCurrent(1);
        // Numbers right-aligned in a column as wide as "88", the lines beside them.
        char number[16];
        std::snprintf(number, sizeof number, "%d", i + 1);
        const float column = ImGui::CalcTextSize("88").x;
        const float x0 = ImGui::GetCursorPosX();
        ImGui::SetCursorPosX(x0 + column - ImGui::CalcTextSize(number).x);
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.70f, 0.58f, 0.52f, 1));
        ImGui::TextUnformatted(number);
        ImGui::PopStyleColor();
        ImGui::SameLine(x0 + column + ImGui::GetStyle().ItemSpacing.x);
        const bool strong = e.kind == EventKind::Bonk || e.kind == EventKind::Eaten ||
                            e.kind == EventKind::Delivered || e.kind == EventKind::Lost;
        if (strong)
            ImGui::PushFont(fonts.bold);
        ImGui::PushStyleColor(ImGuiCol_Text, event_colour(e));
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(lines[static_cast<size_t>(i)].c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        if (strong)
            ImGui::PopFont();
        dl->ChannelsSetCurrent(0);
        if (now) {
            const ImVec2 bottom = ImGui::GetCursorScreenPos();
            const float right = top.x + ImGui::GetContentRegionAvail().x;
            dl->AddRectFilled({top.x - 4, top.y - 2}, {right + 2, bottom.y - 2},
                              IM_COL32(255, 214, 226, 255), 6);
        }
        dl->ChannelsMerge();
        if (now && shown != last_shown_)
            ImGui::SetScrollHereY(1.0f);
    }
    if (shown != last_shown_ && (current >= n || current < 0))
        ImGui::SetScrollHereY(1.0f);
    last_shown_ = shown;
    ImGui::EndChild();
}

}  // namespace sugarworks::app
