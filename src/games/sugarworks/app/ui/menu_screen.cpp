#include "ui/menu_screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "render/palette.hpp"
#include "ui/card_text.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
MenuIntents draw_menu(const Painter& p, const shell::Fonts& fonts, float s, Marks& marks,
                      const MenuState& state) {
    MenuIntents out;
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    // The card of nine buttons, always all of them: its height never depends on
    // what the game is doing.
    const ImGuiStyle& style = ImGui::GetStyle();
    constexpr int kButtons = 9;
    const float button_h = 44 * s;
    const float menu_h =
        kButtons * button_h + (kButtons - 1) * style.ItemSpacing.y + 2 * style.WindowPadding.y;
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
    const float logo_w = std::min({640 * s, size.x - 40, top_h * 512.0f / 160.0f});
    const float logo_h = logo_w * 160.0f / 512.0f;
    const Rect top = Rect::around({0.5f * size.x, margin + 0.5f * top_h},
                                  std::max(logo_w, std::min(size.x - 40, 640 * s)), top_h);
    if (state.note.empty()) {
        const Rect logo = Rect::around(top.center(), logo_w, logo_h);
        Painter tp = p;
        tp.font = fonts.title;
        if (p.image("places/title_logo_backdrop.svg", logo)) {
            tp.text_centered({logo.center().x, logo.min.y + 0.49f * logo_h}, 0.28f * logo_h,
                             palette::kPinkDeep, "Sugarworks");
        } else {
            tp.text_centered(logo.center(), 0.3f * logo_h, palette::kPinkDeep, "Sugarworks");
        }
        marks.said("Sugarworks");
    } else {
        // A message (a save that would not open, a game that could not be saved)
        // where it is seen first, and where it moves no button.
        ImGui::SetNextWindowPos(top.min);
        ImGui::SetNextWindowSize({top.width(), top.height()});
        ImGui::Begin("##menu_note", nullptr, kCardFlags | ImGuiWindowFlags_AlwaysVerticalScrollbar);
        card_note(marks, state.note);
        ImGui::End();
    }

    const float w = 360 * s;
    const float h = std::min(size.y - top.max.y - gap - bottom, menu_h);
    ImGui::SetNextWindowPos({0.5f * (size.x - w), top.max.y + gap});
    ImGui::SetNextWindowSize({w, h});
    ImGui::Begin("##menu", nullptr, kCardFlags);
    const ImVec2 button{-1, button_h};
    ImGui::PushFont(fonts.bold);
    if (ui_button_if(marks, state.can_resume, "menu:resume", state.resume_words.c_str(), button))
        out.resume = true;
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && !state.can_resume)
        ImGui::SetTooltip("No game is open: start one, or continue the autosaved one");
    if (ui_button_if(marks, state.can_continue, "menu:continue", "Continue the autosaved game",
                     button))
        out.continue_game = true;
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip(state.can_continue ? "The game as it was when it was last left or saved"
                                             : "No game under way has been autosaved");
    if (ui_button(marks, "menu:new", "New game", button))
        out.new_game = true;
    ImGui::SetItemDefaultFocus();
    if (ui_button(marks, "menu:load", "Load", button))
        out.load = true;
    if (ui_button(marks, "menu:tutorial", "Tutorial", button))
        out.tutorial = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Learn the game in lessons, one shift at a time, from the basics");
    if (ui_button(marks, "menu:rules", "Rules", button))
        out.rules = true;
    if (ui_button(marks, "menu:settings", "Settings", button))
        out.settings = true;
    if (ui_button(marks, "menu:score_book", "Score book", button))
        out.score_book = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Your best solo and co-operative runs, and their deals to play again");
    if (ui_button(marks, "menu:quit", state.quit_words.c_str(), button))
        out.quit = true;
    ImGui::PopFont();
    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
