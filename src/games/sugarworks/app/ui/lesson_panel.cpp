#include "ui/lesson_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "render/palette.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
namespace {

// The buttons' column, at the panel's right.
float buttons_width(float s) {
    return std::round(150 * s);
}

// The lesson's title and how far along it is; shorter where the panel is narrow.
std::string heading_of(const LessonFrame& l, bool short_form = false) {
    if (l.finished)
        return l.title + "  \xC2\xB7  done";
    if (short_form)
        return l.title + "  \xC2\xB7  " + std::to_string(l.step) + "/" + std::to_string(l.steps);
    return l.title + "  \xC2\xB7  step " + std::to_string(l.step) + " of " +
           std::to_string(l.steps);
}

// What the learner is to do now, in a few words under the step's.
std::string status_of(const LessonFrame& l) {
    using lessons::LessonTask;
    if (l.finished)
        return "";
    switch (l.task) {
        case LessonTask::Read:
            return "Read, then press Next (Enter).";
        case LessonTask::Watch:
            return l.can_next ? "There it is. Press Next (Enter) to go on."
                              : "Watch the floor\xE2\x80\xA6";
        case LessonTask::Act:
            return l.staged ? "Sure? Press Do it (Enter) to play it (the panel on the right "
                              "says why it asks)."
                            : "Your move: do it on the table.";
        case LessonTask::Free:
            return l.can_next ? "Press Next (Enter) to go on." : "Play on: it is your game.";
    }
    return "";
}

// Below this width the buttons stand in a row beside the heading and the words
// take the panel's whole width: a narrow window keeps its floor.
bool compact(float width, float s) {
    return width < 560 * s;
}

float row_width(const LessonFrame& l);

// In a compact panel too narrow for the heading beside the row of buttons (the
// left column): the buttons go under the heading.
bool stacked(const LessonFrame& l, float width, float s) {
    const float inner = width - 2 * ImGui::GetStyle().WindowPadding.x;
    return inner - row_width(l) - ImGui::GetStyle().ItemSpacing.x < 160 * s;
}

// Next (or the next lesson), Restart and Leave: in a column `bw` wide, Next on
// a line of its own and the other two side by side under it; or all three in a
// row, as wide as their words.
void draw_buttons(const LessonFrame& l, float bw, bool row, Marks& marks, LessonIntents& out) {
    const ImVec2 size{row ? 0 : bw, 0};
    const ImVec2 half{row ? 0 : std::floor(0.5f * (bw - ImGui::GetStyle().ItemSpacing.x)), 0};
    const auto beside = [&] {
        if (row)
            ImGui::SameLine();
    };
    if (!l.finished) {
        // Next stands out when it is the thing to do.
        const PrimaryButtonLook look(l.can_next);
        ImGui::BeginDisabled(!l.can_next);
        if (ui_button(marks, "lesson:next", "Next (Enter)", size))
            out.next = true;
        ImGui::EndDisabled();
        beside();
    } else if (!l.next_title.empty()) {
        {
            const PrimaryButtonLook look;
            if (ui_button(marks, "lesson:onward", "Next lesson", size))
                out.onward = true;
        }
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", l.next_title.c_str());
        beside();
    }
    if (ui_button(marks, "lesson:restart", "Restart", half))
        out.restart = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Begin this lesson again from its first step");
    ImGui::SameLine();
    if (ui_button(marks, "lesson:leave", "Leave", half))
        out.leave = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Back to the lessons; you will come back to this step");
}

// The width of the buttons in a row.
float row_width(const LessonFrame& l) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float w = 0;
    int n = 0;
    for (const char* label :
         {l.finished ? (l.next_title.empty() ? "" : "Next lesson") : "Next (Enter)", "Restart",
          "Leave"}) {
        if (*label == '\0')
            continue;
        w += ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x;
        ++n;
    }
    return w + static_cast<float>(n - 1) * style.ItemSpacing.x;
}

float text_width(float width, float s) {
    const ImGuiStyle& style = ImGui::GetStyle();
    return std::max(80 * s,
                    width - 2 * style.WindowPadding.x - buttons_width(s) - style.ItemSpacing.x * 2);
}

// The step's words and, under them, what the learner is to do.
void draw_words(const LessonFrame& l, Marks& marks) {
    ui_text_wrapped(marks, l.words);
    marks.mark_item("lesson:words", MarkRole::Text);
    if (const std::string status = status_of(l); !status.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kInkSoft));
        ui_text_wrapped(marks, status);
        ImGui::PopStyleColor();
    }
}

// The lesson's title and step, wrapped at `wrap_x` (0: the window's edge).
void draw_heading(const LessonFrame& l, const shell::Fonts& fonts, Marks& marks, float wrap_x = 0) {
    ImGui::PushFont(fonts.bold);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kPinkDeep));
    ui_text_wrapped(marks, heading_of(l, wrap_x > 0), wrap_x);
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

// A narrow panel: the heading with the buttons in a row at its right, then the
// words across the whole width.
LessonIntents draw_compact(const LessonFrame& l, float width, const shell::Fonts& fonts, float s,
                           Marks& marks) {
    LessonIntents out;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float inner = width - 2 * style.WindowPadding.x;
    const float buttons = row_width(l);
    const ImVec2 top = ImGui::GetCursorPos();
    if (stacked(l, width, s)) {
        // Too narrow for both on a line: the heading, then Next across the panel
        // and Restart and Leave side by side under it.
        draw_heading(l, fonts, marks, top.x + inner);
        draw_buttons(l, inner, false, marks, out);
    } else {
        draw_heading(l, fonts, marks,
                     top.x + std::max(60 * s, inner - buttons - style.ItemSpacing.x));
        const float heading_bottom = ImGui::GetCursorPosY();
        ImGui::SetCursorPos({top.x + inner - buttons, top.y});
        draw_buttons(l, 0, true, marks, out);
        ImGui::SetCursorPos(
            {top.x, std::max(heading_bottom, top.y + ImGui::GetFrameHeightWithSpacing())});
    }
    // The words scroll on their own when the panel is held short, so the row of
    // buttons above them keeps its place and its width.
    ImGui::BeginChild("##lesson_words", {inner, ImGui::GetContentRegionAvail().y}, false,
                      ImGuiWindowFlags_NoBackground);
    draw_words(l, marks);
    ImGui::EndChild();
    return out;
}

}  // namespace

float lesson_panel_height(const LessonFrame& l, float width, const shell::Fonts& fonts, float s) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const auto tall = [&](ImFont* font, const std::string& text, float wrap) {
        return font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, text.c_str()).y;
    };
    // The words and the line under them as tall as they are at any step of the
    // lesson: the panel, and the floor below it, keep still from step to step.
    const auto words_and_status = [&](float wrap) {
        float words = tall(fonts.body, l.words, wrap);
        if (l.all_steps) {
            for (const lessons::LessonStep& step : *l.all_steps)
                words = std::max(words, tall(fonts.body, step.say, wrap));
        }
        LessonFrame staged = l;
        staged.task = lessons::LessonTask::Act;
        staged.staged = true;
        const float status =
            std::max(tall(fonts.body, status_of(l), wrap),
                     l.finished ? 0.0f : tall(fonts.body, status_of(staged), wrap));
        return words + status;
    };
    if (compact(width, s)) {
        const float inner = width - 2 * style.WindowPadding.x;
        const float heading_wrap = std::max(60 * s, inner - row_width(l) - style.ItemSpacing.x);
        const float first_row = stacked(l, width, s)
                                    ? tall(fonts.bold, heading_of(l, true), inner) +
                                          2 * style.ItemSpacing.y + 2 * ImGui::GetFrameHeight()
                                    : std::max(ImGui::GetFrameHeight(),
                                               tall(fonts.bold, heading_of(l, true), heading_wrap));
        return std::ceil(first_row + words_and_status(inner) + 3 * style.ItemSpacing.y +
                         2 * style.WindowPadding.y);
    }
    const float wrap = text_width(width, s);
    const float words =
        tall(fonts.bold, heading_of(l), wrap) + words_and_status(wrap) + 3 * style.ItemSpacing.y;
    const float buttons = 2 * ImGui::GetFrameHeight() + style.ItemSpacing.y;
    return std::ceil(std::max(words, buttons) + 2 * style.WindowPadding.y);
}

LessonIntents draw_lesson_panel(const LessonFrame& l, float width, const shell::Fonts& fonts,
                                float s, Marks& marks) {
    LessonIntents out;
    if (compact(width, s))
        return draw_compact(l, width, fonts, s, marks);
    const float wrap = text_width(width, s);
    const ImVec2 top = ImGui::GetCursorPos();

    // The words in a column of their own, scrolled when the panel is held short.
    ImGui::BeginChild("##lesson_words", {wrap, ImGui::GetContentRegionAvail().y}, false,
                      ImGuiWindowFlags_NoBackground);
    draw_heading(l, fonts, marks);
    draw_words(l, marks);
    ImGui::EndChild();

    // The buttons in a column at the right, Next first.
    const float bw = buttons_width(s);
    ImGui::SetCursorPos({top.x + wrap + 2 * ImGui::GetStyle().ItemSpacing.x, top.y});
    ImGui::BeginGroup();
    draw_buttons(l, bw, false, marks, out);
    ImGui::EndGroup();
    return out;
}

void draw_lesson_highlight(const Rect& r, float s, Marks& marks) {
    ImDrawList* fg = ImGui::GetForegroundDrawList();
    const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(ImGui::GetTime()) * 5.0f);
    const float grow = (3 + 3 * pulse) * s;
    const Rect outer{{r.min.x - grow, r.min.y - grow}, {r.max.x + grow, r.max.y + grow}};
    const float round = 8 * s;
    // A wide soft band, then a sharp line: seen on the pale panels and the dark board.
    fg->AddRect(outer.min, outer.max, palette::with_alpha(palette::kGold, 0.55f + 0.35f * pulse),
                round, 0, 7 * s);
    fg->AddRect(outer.min, outer.max, palette::kPinkDeep, round, 0, 2.5f * s);
    marks.mark_on_top("lesson:highlight", outer);
}

}  // namespace sugarworks::app
