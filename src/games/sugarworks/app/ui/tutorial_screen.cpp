#include "ui/tutorial_screen.hpp"

#include <imgui.h>

#include "engine/count_words.hpp"
#include "ui/card_text.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
TutorialIntents draw_tutorial_screen(const std::vector<TutorialEntry>& lessons,
                                     const shell::Fonts& fonts, float s, Marks& marks,
                                     const std::string& note) {
    TutorialIntents out;
    next_window_centered(760 * s, 620 * s);
    ImGui::Begin("##tutorial", nullptr, kCardFlags);
    card_title(fonts, marks, "Tutorial");
    card_intro(marks,
               "Learn Sugarworks one shift at a time, in the rulebook's order. Each "
               "lesson is a short game: its words tell you what to do and why. Leave "
               "whenever you like: you come back to the same step.");
    // More lessons than fit scroll; the scrollbar is always shown, as on every panel
    // that scrolls, so the list does not move when it appears. Back is always in
    // view; a message (a lesson that cannot be begun, after its click) comes
    // between them, from the list's room, so no lesson moves under the pointer.
    ImGui::BeginChild("##lessons",
                      {0, -(ImGui::GetFrameHeightWithSpacing() + card_note_band_height(note))},
                      true, kKeysWalkIn | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    if (lessons.empty())
        ui_text_wrapped(marks, "No lessons were found in the game's data.");
    // The first lesson not done is the one to take next.
    bool next_marked = false;
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        const TutorialEntry& l = lessons[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::PushFont(fonts.bold);
        std::string title = std::to_string(i + 1) + ". " + l.title;
        ui_text_wrapped(marks, title);
        ImGui::PopFont();
        std::string state = "about " + engine::count_words(l.minutes, "minute", "minutes");
        if (l.left_at)
            state += "  \xC2\xB7  left at step " + std::to_string(*l.left_at) + " of " +
                     std::to_string(l.steps);
        if (l.done)
            state += "  \xC2\xB7  \xE2\x9C\x93 done";
        ImGui::PushStyleColor(ImGuiCol_Text, l.done ? ImVec4(0.15f, 0.50f, 0.30f, 1)
                                                    : ImVec4(0.45f, 0.30f, 0.25f, 1));
        ui_text_wrapped(marks, state);
        ImGui::PopStyleColor();
        ui_text_wrapped(marks, l.summary);
        const bool is_next = !l.done && !next_marked;
        next_marked = next_marked || is_next;
        if (l.left_at) {
            if (ui_button(marks, "lesson:resume:" + l.id, "Continue"))
                out.resume = l.id;
            if (is_next)
                ImGui::SetItemDefaultFocus();
            ImGui::SameLine();
            if (ui_button(marks, "lesson:start:" + l.id, "Start over"))
                out.start = l.id;
        } else {
            if (ui_button(marks, "lesson:start:" + l.id, l.done ? "Play it again" : "Start"))
                out.start = l.id;
            if (is_next)
                ImGui::SetItemDefaultFocus();
        }
        ImGui::Separator();
        ImGui::PopID();
    }
    ImGui::EndChild();
    card_note_band(marks, note, "##tutorial_note");
    if (ui_back_button(marks, "tutorial:back"))
        out.back = true;
    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
