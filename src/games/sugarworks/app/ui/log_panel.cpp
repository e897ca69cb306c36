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

ImVec4 log_colour(const LogLine& e) {
    if (e.remark)
        return {0.42f, 0.38f, 0.50f, 1};
    if (e.kind == GameEventKind::Floor)
        return event_colour(e.floor);
    if (e.kind == GameEventKind::SpecialCompleted || e.kind == GameEventKind::ClaimRight)
        return {0.75f, 0.45f, 0.05f, 1};
    if (e.kind == GameEventKind::RoundStarted || e.kind == GameEventKind::TurnStarted)
        return {0.45f, 0.30f, 0.55f, 1};
    return {0.29f, 0.17f, 0.13f, 1};
}

int LogPanel::draw(const std::vector<LogLine>& lines, int shown, int current,
                   const shell::Fonts& fonts, const std::string& hint) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("What happens");
    ImGui::PopFont();
    ImGui::BeginChild("##log", {0, 0}, true, ImGuiWindowFlags_AlwaysVerticalScrollbar);
    if (shown == 0 && !hint.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.45f, 0.40f, 1));
        ImGui::TextWrapped("%s", hint.c_str());
        ImGui::PopStyleColor();
    }
    const int n = std::min<int>(shown, static_cast<int>(lines.size()));
    // The newest lines are enough to read; a long game keeps the frame cheap.
    const int from = std::max(0, n - 250);
    int hovered = -1;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int i = from; i < n; ++i) {
        const LogLine& e = lines[static_cast<size_t>(i)];
        if (e.text.empty())
            continue;
        const bool now = i == current;
        const ImVec2 top = ImGui::GetCursorScreenPos();
        dl->ChannelsSplit(2);
        dl->ChannelsSetCurrent(1);
        const bool strong =
            e.kind == GameEventKind::Floor &&
            (e.floor.kind == EventKind::Bonk || e.floor.kind == EventKind::Eaten ||
             e.floor.kind == EventKind::Delivered || e.floor.kind == EventKind::Lost);
        if (strong)
            ImGui::PushFont(fonts.bold);
        ImGui::PushStyleColor(ImGuiCol_Text, log_colour(e));
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(e.text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        if (strong)
            ImGui::PopFont();
        if (ImGui::IsItemHovered())
            hovered = i;
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
    // The newest line in view when lines were added, and when the log comes back
    // on screen after frames without it (a cover, a recap, another seat's lines),
    // whose scroll would otherwise be where it was left.
    const bool back_on_screen = ImGui::GetFrameCount() != last_frame_ + 1;
    if ((shown != last_shown_ || back_on_screen) && (current >= n || current < 0))
        ImGui::SetScrollHereY(1.0f);
    last_shown_ = shown;
    last_frame_ = ImGui::GetFrameCount();
    ImGui::EndChild();
    return hovered;
}

}  // namespace sugarworks::app
