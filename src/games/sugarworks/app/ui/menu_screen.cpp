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

LoadIntents draw_load(const shell::Fonts& fonts, float s, Marks& marks,
                      const std::vector<SaveSummary>& saves, std::string& typed_path,
                      const std::string& note) {
    LoadIntents out;
    const ImVec2 card = next_window_centered(880 * s, 560 * s);
    const float w = card.x;
    ImGui::Begin("##load", nullptr, kCardFlags);
    card_title(fonts, marks, "Load a saved game");
    const ImGuiStyle& style = ImGui::GetStyle();
    // The list takes what the path field and Back leave: they are always in view.
    // The message of a save that would not open comes between them, from the
    // list's room, so the list's lines stay where they are.
    const float footer_h = 2 * ImGui::GetFrameHeightWithSpacing();
    ImGui::BeginChild("##saves", {0, -(footer_h + card_note_band_height(note))}, true,
                      kKeysWalkIn | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    if (saves.empty())
        ui_text(marks, "No saved games yet.");
    // Each save as the game would open it: mode, round, players, when. One that
    // cannot be opened says why under its line, wrapped, whole (opening it shows
    // every problem above the list).
    // A game under way can also be watched back, by the button at the end of its line.
    const char* watch = "Watch";
    const float watch_w = ImGui::CalcTextSize(watch).x + 2 * style.FramePadding.x;
    for (size_t i = 0; i < saves.size(); ++i) {
        const SaveSummary& save = saves[i];
        const bool under_way = save.readable && !save.finished;
        const std::string label = save.readable
                                      ? describe_save(save)
                                      : save.path.stem().string() + "  \xC2\xB7  cannot be opened";
        if (!save.readable)
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.62f, 0.30f, 0.30f, 1));
        ImGui::PushID(static_cast<int>(i));
        const float row_w =
            under_way ? ImGui::GetContentRegionAvail().x - watch_w - style.ItemSpacing.x : -1;
        if (ui_button(marks, "load:" + std::to_string(i), label.c_str(), {row_w, 0}))
            out.open = save.path;
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s\n%s", save.path.string().c_str(),
                              !save.readable  ? "Open it to see every problem"
                              : save.finished ? "Watch it back, action by action"
                                              : "Play on where it was left");
        }
        if (!save.readable) {
            ImGui::Indent(style.FramePadding.x);
            ui_text_wrapped(marks, save.problem);
            ImGui::Unindent(style.FramePadding.x);
            ImGui::PopStyleColor();
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
    card_note_band(marks, note, "##load_note");
    char buf[1024];
    const size_t n = std::min(typed_path.size(), sizeof buf - 1);
    std::copy_n(typed_path.begin(), n, buf);
    buf[n] = '\0';
    const char* open_words = "Open";
    const float open_w = ImGui::CalcTextSize(open_words).x + 2 * style.FramePadding.x + 40 * s;
    ImGui::SetNextItemWidth(
        std::max(80 * s, w - 2 * style.WindowPadding.x - open_w - style.ItemSpacing.x));
    if (ImGui::InputTextWithHint("##path", "or a file: /path/to/game.json", buf, sizeof buf))
        typed_path = buf;
    ImGui::SameLine();
    if (ui_button_if(marks, !typed_path.empty(), "load:path", open_words, {-1, 0}))
        out.open = typed_path;
    if (ui_back_button(marks, "load:back"))
        out.back = true;
    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
