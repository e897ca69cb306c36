#include "shell/ui/menu_card.hpp"

#include <imgui.h>

#include <algorithm>

#include "shell/ui/card.hpp"

namespace shell {

std::string draw_menu_card(const Fonts& fonts, float s, Marks& marks,
                           const std::vector<MenuEntry>& entries, const std::string& note,
                           const std::string& game_name, const MenuLook& look) {
    std::string pressed;
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    // The card of buttons, always all of them: its height never depends on what
    // the game is doing.
    const ImGuiStyle& style = ImGui::GetStyle();
    const int buttons = static_cast<int>(entries.size());
    const float button_h = 44 * s;
    const float menu_h = static_cast<float>(buttons) * button_h +
                         static_cast<float>(std::max(0, buttons - 1)) * style.ItemSpacing.y +
                         2 * style.WindowPadding.y;
    // Above the card, the logo's place, which holds a message instead when there
    // is one: at least two lines tall (a longer message scrolls there). It gives
    // way to the buttons on a short window, its margin first, so the card of
    // buttons (and Quit at its foot) is seen whole wherever the window can hold it.
    const float gap = 14 * s;
    const float bottom = 16 * s;
    const float note_min = 2 * ImGui::GetTextLineHeightWithSpacing() + 2 * style.WindowPadding.y;
    const float room = size.y - menu_h - gap - bottom;  // for the margin and the logo's place
    const float margin = std::clamp(room - note_min, 8 * s, 40 * s);
    const float top_h = std::clamp(room - margin, note_min, 200 * s);
    const float logo_w = std::min({640 * s, size.x - 40, top_h * look.logo_aspect});
    const float logo_h = logo_w / look.logo_aspect;
    const Rect top = Rect::around({0.5f * size.x, margin + 0.5f * top_h},
                                  std::max(logo_w, std::min(size.x - 40, 640 * s)), top_h);
    if (note.empty()) {
        const Rect logo = Rect::around(top.center(), logo_w, logo_h);
        if (look.banner) {
            look.banner(logo, fonts, marks);
        } else {
            // Over a program's full-screen window, where no card stands.
            ImDrawList* dl = ImGui::GetForegroundDrawList();
            const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
            ImFont* title = fonts.title ? fonts.title : ImGui::GetFont();
            // No larger than the font was drawn in its atlas: a scaled glyph blurs.
            const float px = std::min(0.45f * logo_h, title->FontSize);
            const ImVec2 name = title->CalcTextSizeA(px, 1e6f, 0, game_name.c_str());
            const float tag_px = ImGui::GetFontSize();
            const float tag_h = look.tagline.empty() ? 0 : tag_px * 1.5f;
            const float y = logo.center().y - 0.5f * (name.y + tag_h);
            dl->AddText(title, px, {logo.center().x - 0.5f * name.x, y}, ink, game_name.c_str());
            marks.said(game_name);
            if (!look.tagline.empty()) {
                ImFont* body = ImGui::GetFont();
                const ImVec2 tag = body->CalcTextSizeA(tag_px, 1e6f, 0, look.tagline.c_str());
                dl->AddText(body, tag_px,
                            {logo.center().x - 0.5f * tag.x, y + name.y + 0.5f * tag_px}, ink,
                            look.tagline.c_str());
                marks.said(look.tagline);
            }
        }
    } else {
        // A message (a save that would not open, a game that could not be saved)
        // where it is seen first, and where it moves no button.
        ImGui::SetNextWindowPos(top.min);
        ImGui::SetNextWindowSize({top.width(), top.height()});
        begin_card("##menu_note", ImGuiWindowFlags_AlwaysVerticalScrollbar);
        card_note(marks, note);
        ImGui::End();
    }

    const float w = 360 * s;
    const float h = std::min(size.y - top.max.y - gap - bottom, menu_h);
    ImGui::SetNextWindowPos({0.5f * (size.x - w), top.max.y + gap});
    ImGui::SetNextWindowSize({w, h});
    begin_card("##menu");
    const ImVec2 button{-1, button_h};
    ImGui::PushFont(fonts.bold);
    for (const MenuEntry& entry : entries) {
        if (ui_button_if(marks, entry.enabled, entry.id, entry.words.c_str(), button))
            pressed = entry.id;
        if (entry.default_focus)
            ImGui::SetItemDefaultFocus();
        const std::string& tip = entry.enabled ? entry.tooltip : entry.tooltip_disabled;
        if (!tip.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("%s", tip.c_str());
    }
    ImGui::PopFont();
    ImGui::End();
    return pressed;
}

}  // namespace shell
