#include "ui/menu_screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "render/palette.hpp"
#include "ui/card_text.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
namespace {

constexpr ImGuiWindowFlags kCardFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                        ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                        ImGuiWindowFlags_NoSavedSettings;

}  // namespace

MenuIntents draw_menu(const Painter& p, const Fonts& fonts, float s, Marks& marks, bool can_resume,
                      bool can_continue, const std::string& note) {
    MenuIntents out;
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    // The logo gives way to the buttons on a short window: the card of buttons
    // (and Quit at its foot) is always seen whole.
    const float menu_h = 504 * s;
    const float logo_w = std::max(
        160 * s, std::min({640 * s, size.x - 40, (size.y - menu_h - 70 * s) * 512.0f / 160.0f}));
    const float logo_h = logo_w * 160.0f / 512.0f;
    const Rect logo = Rect::around({0.5f * size.x, 40 * s + 0.5f * logo_h}, logo_w, logo_h);
    Painter tp = p;
    tp.font = fonts.title;
    if (p.image("places/title_logo_backdrop.svg", logo)) {
        tp.text_centered({logo.center().x, logo.min.y + 0.49f * logo_h}, 0.28f * logo_h,
                         palette::kPinkDeep, "Sugarworks");
    } else {
        tp.text_centered(logo.center(), 0.3f * logo_h, palette::kPinkDeep, "Sugarworks");
    }
    marks.said("Sugarworks");

    const float w = 360 * s;
    // Room for a message of a few lines above the buttons when there is one.
    const float note_h =
        note.empty() ? 0 : ImGui::CalcTextSize(note.c_str(), nullptr, false, w - 32 * s).y + 16 * s;
    const float h = std::min(size.y - logo.max.y - 30 * s, (can_resume ? 504 : 452) * s + note_h);
    ImGui::SetNextWindowPos({0.5f * (size.x - w), logo.max.y + 14 * s});
    ImGui::SetNextWindowSize({w, h});
    ImGui::Begin("##menu", nullptr, kCardFlags);
    // A message (a save that would not open, a failed setting) above the
    // buttons, where it is seen, not under them where the card cuts it off.
    if (!note.empty()) {
        card_note(marks, note);
        ImGui::Spacing();
    }
    const ImVec2 button{-1, 44 * s};
    ImGui::PushFont(fonts.bold);
    if (can_resume && ui_button(marks, "menu:resume", "Back to the game", button))
        out.resume = true;
    ImGui::BeginDisabled(!can_continue);
    if (ui_button(marks, "menu:continue", "Continue the autosaved game", button))
        out.continue_game = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip(can_continue ? "The game saved at the start of the last round played"
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
    if (ui_button(marks, "menu:quit", "Quit", button))
        out.quit = true;
    ImGui::PopFont();
    ImGui::End();
    return out;
}

LoadIntents draw_load(const Fonts& fonts, float s, Marks& marks,
                      const std::vector<SaveSummary>& saves, std::string& typed_path,
                      const std::string& note) {
    LoadIntents out;
    const ImVec2 card = next_window_centered(880 * s, 560 * s);
    const float w = card.x;
    const float h = card.y;
    ImGui::Begin("##load", nullptr, kCardFlags);
    card_title(fonts, marks, "Load a saved game");
    card_note(marks, note);
    ImGui::BeginChild("##saves", {0, h - 150 * s}, true, kKeysWalkIn);
    if (saves.empty())
        ui_text(marks, "No saved games yet.");
    // Each save as the game would open it: mode, round, players, when; one that
    // cannot be opened says why (opening it shows every problem).
    // A game under way can also be watched back, by the button at the end of its line.
    const char* watch = "Watch";
    const float watch_w = ImGui::CalcTextSize(watch).x + 2 * ImGui::GetStyle().FramePadding.x;
    for (size_t i = 0; i < saves.size(); ++i) {
        const SaveSummary& save = saves[i];
        const std::string label = describe_save(save);
        const bool under_way = save.readable && !save.finished;
        if (!save.readable)
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.62f, 0.30f, 0.30f, 1));
        ImGui::PushID(static_cast<int>(i));
        const float w =
            under_way ? ImGui::GetContentRegionAvail().x - watch_w - ImGui::GetStyle().ItemSpacing.x
                      : -1;
        if (ui_button(marks, "load:" + std::to_string(i), label.c_str(), {w, 0}))
            out.open = save.path;
        if (!save.readable)
            ImGui::PopStyleColor();
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s\n%s", save.path.string().c_str(),
                              !save.readable  ? "Open it to see every problem"
                              : save.finished ? "Watch it back, action by action"
                                              : "Play on where it was left");
        }
        if (under_way) {
            ImGui::SameLine();
            if (ui_button(marks, "load:watch:" + std::to_string(i), watch)) {
                out.open = save.path;
                out.watch = true;
            }
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("Watch it back from the start: no hand is shown");
        }
        ImGui::PopID();
    }
    ImGui::EndChild();
    char buf[1024];
    const size_t n = std::min(typed_path.size(), sizeof buf - 1);
    std::copy_n(typed_path.begin(), n, buf);
    buf[n] = '\0';
    ImGui::SetNextItemWidth(w - 190 * s);
    if (ImGui::InputTextWithHint("##path", "or a file: /path/to/game.json", buf, sizeof buf))
        typed_path = buf;
    ImGui::SameLine();
    ImGui::BeginDisabled(typed_path.empty());
    if (ui_button(marks, "load:path", "Open", {-1, 0}))
        out.open = typed_path;
    ImGui::EndDisabled();
    if (ui_back_button(marks, "load:back"))
        out.back = true;
    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
