#include "shell/ui/handoff_card.hpp"

#include <algorithm>

#include "shell/ui/card.hpp"

namespace shell {
namespace {

void centered(Marks& marks, const std::string& text) {
    const float w = ImGui::CalcTextSize(text.c_str()).x;
    ImGui::SetCursorPosX(std::max(0.0f, 0.5f * (ImGui::GetWindowWidth() - w)));
    ui_text(marks, text);
}

}  // namespace

CoverChoice draw_cover_card(const Fonts& fonts, float s, Marks& marks, const CoverCard& cover) {
    CoverChoice out;
    const std::string& name = cover.name;
    const std::string& take_back = cover.take_back;
    const float w = next_window_centered(560 * s, (take_back.empty() ? 300 : 350) * s).x;
    begin_card("##cover");
    const ImVec2 at = ImGui::GetWindowPos();
    ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + w, at.y + 14 * s}, cover.colour, 14 * s,
                                              ImDrawFlags_RoundCornersTop);
    ImGui::Dummy({0, 22 * s});
    ImGui::PushFont(fonts.title);
    centered(marks, "Pass to " + name);
    ImGui::PopFont();
    ImGui::Dummy({0, 10 * s});
    centered(marks, cover.why);
    centered(marks, name + ": press the button when only you can see the screen.");
    ImGui::Dummy({0, 24 * s});
    const std::string label = "I am " + name + ": show my hand (Enter)";
    const float bw = ImGui::CalcTextSize(label.c_str()).x + 60 * s;
    ImGui::SetCursorPosX(0.5f * (w - bw));
    if (ui_button(marks, "cover:show", label.c_str(), {bw, 48 * s}))
        out.show = true;
    ImGui::SetItemDefaultFocus();
    ImGui::Dummy({0, 10 * s});
    if (!take_back.empty()) {
        // The person who just acted may still change their mind, until the next one
        // takes the computer: their action revealed nothing.
        const std::string undo = take_back + " (Ctrl+Z)";
        const float uw = ImGui::CalcTextSize(undo.c_str()).x + 40 * s;
        ImGui::SetCursorPosX(0.5f * (w - uw));
        if (ui_button(marks, "cover:take_back", undo.c_str(), {uw, 0}))
            out.take_back = true;
        ImGui::Dummy({0, 6 * s});
    }
    ImGui::SetCursorPosX(0.5f * (w - 160 * s));
    if (ui_button(marks, "cover:menu", "Main menu", {160 * s, 0}))
        out.menu = true;
    ImGui::End();
    return out;
}

bool draw_recap_card(const Fonts& fonts, float s, Marks& marks, const std::string& title,
                     const std::vector<std::string>& lines) {
    const float h = next_window_centered(720 * s, 560 * s).y;
    begin_card("##recap");
    ImGui::PushFont(fonts.bold);
    ui_text(marks, title);
    ImGui::PopFont();
    ImGui::BeginChild("##recaplines", {0, h - 110 * s}, true);
    for (const std::string& line : lines) {
        bullet(s);
        ui_text_wrapped(marks, line);
    }
    ImGui::EndChild();
    ImGui::Dummy({0, 6 * s});
    const bool start = ui_button(marks, "recap:start", "Start my turn (Enter)", {-1, 44 * s});
    ImGui::SetItemDefaultFocus();
    ImGui::End();
    return start;
}

}  // namespace shell
