// What every drawing function needs: a draw list, the art and the board font.
#pragma once

#include <imgui.h>

#include <string_view>

#include "render/floor_layout.hpp"
#include "shell/render/texture_cache.hpp"

namespace sugarworks::app {

struct Painter {
    ImDrawList* dl = nullptr;
    shell::TextureCache* art = nullptr;
    ImFont* font = nullptr;  // large bold font, drawn at any size
    bool patterns = false;   // colour-blind patterns over the candies

    // Draws art `rel` into `r` (keeping its aspect, centred); false when it is missing.
    bool image(const std::string& rel, const Rect& r, ImU32 tint = IM_COL32_WHITE) const;
    // Text centred on `c` at `size` points; with an outline when `outline` is not 0.
    void text_centered(ImVec2 c, float size, ImU32 col, std::string_view text,
                       ImU32 outline = 0) const;
    void text(ImVec2 pos, float size, ImU32 col, std::string_view text) const;
};

}  // namespace sugarworks::app
