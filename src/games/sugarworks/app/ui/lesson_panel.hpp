// The lesson's panel on the table: the step's words, how far along the lesson
// is, Next where nothing is to be done first, Restart and Leave; and the mark
// around what the step points at, drawn so that it cannot be missed.
#pragma once

#include "render/floor_layout.hpp"
#include "shell/platform/fonts.hpp"
#include "table/table_frame.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

struct LessonIntents {
    bool next = false;
    bool restart = false;
    bool leave = false;
    bool onward = false;  // the next lesson
};

// The height the panel asks for at `width` pixels, its words wrapped.
float lesson_panel_height(const LessonFrame& lesson, float width, const shell::Fonts& fonts,
                          float s);

// Draws the panel inside the current ImGui window of `width` pixels.
LessonIntents draw_lesson_panel(const LessonFrame& lesson, float width, const shell::Fonts& fonts,
                                float s, Marks& marks);

// A pulsing frame around `r`, over everything else.
void draw_lesson_highlight(const Rect& r, float s, Marks& marks);

}  // namespace sugarworks::app
