// The game's typefaces: DejaVu Sans (Debian's fonts-dejavu) in ImGui's atlas,
// rasterized at the framebuffer's pixel density.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

struct ImFont;

namespace shell {

struct Fonts {
    ImFont* body = nullptr;   // panels and the log
    ImFont* bold = nullptr;   // buttons and headings
    ImFont* title = nullptr;  // the banner
    ImFont* board = nullptr;  // labels and counts on the floor; drawn at any size
    std::string source;       // where the glyphs came from, for --verbose
};

// Loads the fonts into ImGui's atlas (the backend uploads it on the next frame).
// Falls back to ImGui's built-in font, with a note on stderr, when DejaVu is
// missing; the note begins with `program`, the name the player started. `ui_scale`
// sizes the text; `density` is pixels per point.
Fonts load_fonts(std::string_view program, float ui_scale, float density);

// Whether the panels' fonts carry the glyph for `code_point` (anything outside
// them is drawn as "?").
bool ui_font_has(char32_t code_point);

}  // namespace shell
