#include "shell/ui/lessons_card.hpp"

#include <imgui.h>

#include "engine/count_words.hpp"
#include "shell/ui/card.hpp"

namespace shell {

LessonsIntents draw_lessons_card(const std::vector<LessonEntry>& lessons, const LessonsLook& look,
                                 const Fonts& fonts, float s, Marks& marks,
                                 const std::string& note) {
    LessonsIntents out;
    const ImVec4 soft_ink =
        look.intro_ink.w > 0 ? look.intro_ink : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    const ImVec4 done_ink = look.done_ink.w > 0 ? look.done_ink : ImVec4(0.35f, 0.75f, 0.45f, 1);
    next_window_centered(760 * s, 620 * s);
    ImGui::Begin("##tutorial", nullptr, kCardFlags);
    card_title(fonts, marks, "Tutorial");
    ImGui::PushStyleColor(ImGuiCol_Text, soft_ink);
    ui_text_wrapped(marks, look.intro);
    ImGui::PopStyleColor();
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
        const LessonEntry& l = lessons[i];
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
        ImGui::PushStyleColor(ImGuiCol_Text, l.done ? done_ink : soft_ink);
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

}  // namespace shell
