#include "ui/replay_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "ui/theme.hpp"

namespace sugarworks::app {
namespace {

// The step buttons: arrows, after the words of what they step by (DejaVu has
// them; the fonts load their range).
constexpr const char* kActionBack = "\xE2\x86\x90";  // ←
constexpr const char* kActionOn = "\xE2\x86\x92";    // →
constexpr const char* kRoundBack = "\xE2\x87\x90";   // ⇐
constexpr const char* kRoundOn = "\xE2\x87\x92";     // ⇒
constexpr const char* kToStart = "\xE2\x87\xA4";     // ⇤
constexpr const char* kToEnd = "\xE2\x87\xA5";       // ⇥
constexpr const char* kTakeOver = "Take over from here";
constexpr const char* kLeave = "Close (Esc)";

void tooltip(const char* text) {
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", text);
}

// Where the replay stands: the round, and whose action was the last one shown.
std::string where_words(const ReplayFrame& r) {
    std::string words = "Round " + std::to_string(r.round) + " of " + std::to_string(r.rounds);
    if (r.shown == 0)
        return words + ": the set-up";
    if (r.shown == r.actions)
        return words + (r.finished ? ": the end of the game" : ": where it was saved");
    return words + ", after " + r.actor + "'s action";
}

// The height the controls take in a panel `width` pixels wide: where the replay
// stands, in words (in the bold font, wrapped), and three rows of controls.
float controls_height(const ReplayFrame& r, const shell::Fonts& fonts, float width) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float wrap = width - 2 * style.WindowPadding.x - style.ScrollbarSize;
    const std::string words = where_words(r);
    const float words_h =
        fonts.bold->CalcTextSizeA(fonts.bold->FontSize, FLT_MAX, wrap, words.c_str()).y;
    return 2 * style.WindowPadding.y + words_h + style.ItemSpacing.y +
           3 * ImGui::GetFrameHeightWithSpacing();
}

}  // namespace

ReplayIntents ReplayScreen::draw(const ReplayFrame& r, const Painter& p, const shell::Fonts& fonts,
                                 float s, Marks& marks) {
    ReplayIntents out;
    // Room for the controls, at the width the panel had in the last frame.
    const float width = table_.layout().actions.width();
    table_.set_actions_height(std::ceil(controls_height(r, fonts, width > 0 ? width : 300 * s)));
    // The table's own screen draws the table; of what it gives back, only the
    // conveyor controls mean anything here (nothing is offered to play).
    out.movement = table_.draw(r.table, p, fonts, s, marks).movement;
    const TableLayout& t = table_.layout();
    draw_toolbar(r, t.toolbar, s, marks, out);
    draw_controls(r, t.actions, fonts, s, marks, out);
    return out;
}

void ReplayScreen::draw_toolbar(const ReplayFrame& r, const Rect& at, float s, Marks& marks,
                                ReplayIntents& out) {
    ImGui::SetNextWindowPos(at.min);
    ImGui::SetNextWindowSize({at.width(), at.height()});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0));
    ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0, 0, 0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::Begin("##tablebar", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
    const ImGuiStyle& style = ImGui::GetStyle();
    // Right-aligned: the two buttons and the gap between them.
    float width = 8 * s;
    for (const char* label : {kTakeOver, kLeave})
        width += ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x;
    ImGui::SetCursorPos({std::max(0.0f, at.width() - width - 4 * s),
                         std::max(0.0f, 0.5f * (at.height() - ImGui::GetFrameHeight()))});
    if (ui_button_if(marks, r.can_take_over, "replay:take_over", kTakeOver))
        out.take_over = true;
    tooltip(r.can_take_over ? "A new game from this moment, with the same players: you play on "
                              "where they were (T)"
                            : "The game is over here: step back to take over before its end");
    ImGui::SameLine(0, 8 * s);
    if (ui_button(marks, "replay:leave", kLeave))
        out.back = true;
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
}

void ReplayScreen::draw_controls(const ReplayFrame& r, const Rect& at, const shell::Fonts& fonts,
                                 float s, Marks& marks, ReplayIntents& out) {
    ImGui::SetNextWindowPos(at.min);
    ImGui::SetNextWindowSize({at.width(), at.height()});
    ImGui::Begin("##actions", nullptr, kPanelFlags | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    ImGui::PushFont(fonts.bold);
    ui_text_wrapped(marks, where_words(r));
    ImGui::PopFont();
    tooltip(("Watching " + r.title).c_str());

    const ImGuiStyle& style = ImGui::GetStyle();
    const bool back = r.shown > 0;
    const bool on = r.shown < r.actions;
    // The steps: by one action and by one round, each way. All of one width, so
    // every button stays where it was.
    const float gap = style.ItemSpacing.x;
    const float words = ImGui::CalcTextSize("Action").x + ImGui::CalcTextSize("Round").x;
    const float arrow_w =
        std::floor(std::min(48 * s, (ImGui::GetContentRegionAvail().x - words - 7 * gap) / 4));
    ImGui::AlignTextToFramePadding();
    ui_text(marks, "Action");
    ImGui::SameLine();
    if (ui_button_if(marks, back, "replay:back", kActionBack, {arrow_w, 0}))
        out.actions = -1;
    tooltip("One action back (Left)");
    ImGui::SameLine();
    if (ui_button_if(marks, on, "replay:next", kActionOn, {arrow_w, 0}))
        out.actions = 1;
    tooltip("One action on; a movement it ran plays (Right)");
    ImGui::SameLine(0, 3 * gap);
    ImGui::AlignTextToFramePadding();
    ui_text(marks, "Round");
    ImGui::SameLine();
    if (ui_button_if(marks, back, "replay:round_back", kRoundBack, {arrow_w, 0}))
        out.rounds = -1;
    tooltip("To the start of this round, or of the one before (Page Up, Shift+Left)");
    ImGui::SameLine();
    if (ui_button_if(marks, on, "replay:round_next", kRoundOn, {arrow_w, 0}))
        out.rounds = 1;
    tooltip("To the next round; the movement that ends this one plays (Page Down, Shift+Right)");

    // The start, the whole game as a bar to drag along, the end.
    if (ui_button_if(marks, back, "replay:start", kToStart, {arrow_w, 0}))
        out.to_start = true;
    tooltip("To the set-up, before the first action (Home)");
    ImGui::SameLine();
    // The count stands beside the bar, not on it, where the knob would hide it.
    const std::string count = std::to_string(r.shown) + " / " + std::to_string(r.actions);
    const float count_w =
        ImGui::CalcTextSize((std::to_string(r.actions) + " / " + std::to_string(r.actions)).c_str())
            .x;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - arrow_w - count_w - 2 * gap);
    int position = static_cast<int>(r.shown);
    if (ImGui::SliderInt("##scrub", &position, 0, static_cast<int>(r.actions), "",
                         ImGuiSliderFlags_AlwaysClamp))
        out.go_to = static_cast<std::size_t>(std::max(0, position));
    marks.mark_item("replay:scrub");
    tooltip("Drag along the game: the actions done");
    ImGui::SameLine();
    // Right-aligned in its place, so the end button never moves.
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + count_w - ImGui::CalcTextSize(count.c_str()).x);
    ImGui::AlignTextToFramePadding();
    ui_text(marks, count);
    tooltip("Actions done, of the whole game");
    ImGui::SameLine();
    if (ui_button_if(marks, on, "replay:end", kToEnd, {arrow_w, 0}))
        out.to_end = true;
    tooltip("To the end (End)");

    // Whose view: everyone's, or (a finished game) a seat's, hand and all.
    ImGui::AlignTextToFramePadding();
    ui_text(marks, "Seen by");
    ImGui::SameLine();
    std::string chosen = "Everyone";
    for (const ReplayViewChoice& v : r.views) {
        if (v.viewer == r.viewer)
            chosen = v.label;
    }
    const bool choice = r.views.size() > 1;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
    // (Greyed where there is no choice; a greyed list never opens.)
    if (!choice)
        ImGui::BeginDisabled();
    const bool open = ImGui::BeginCombo("##views", chosen.c_str());
    if (!choice)
        ImGui::EndDisabled();
    marks.mark_item("replay:views", choice ? MarkRole::Control : MarkRole::Text);
    marks.said(chosen);
    tooltip(choice ? "Whose view: everyone's, with no hand, or a player's, as they saw the game "
                     "(keys 0 to 4)"
                   : "Everyone's: no hand is shown while the game is not over");
    if (open) {
        for (size_t i = 0; i < r.views.size(); ++i) {
            const ReplayViewChoice& v = r.views[i];
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::Selectable(v.label.c_str(), v.viewer == r.viewer))
                out.viewer = v.viewer;
            ImGui::PopID();
            marks.mark_item("replay:view:" +
                                (v.viewer < 0 ? std::string("everyone") : std::to_string(v.viewer)),
                            MarkRole::Overlay);
            marks.said(v.label);
        }
        ImGui::EndCombo();
    }
    ImGui::End();
}

}  // namespace sugarworks::app
