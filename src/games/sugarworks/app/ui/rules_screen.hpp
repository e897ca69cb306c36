// The Rules screen: the round, the Bonk! chart, the movement icons, answers to
// common questions and the keys, in tabs. The charts are built from the
// catalog (rules_tables.hpp), so they always show what the engine does.
#pragma once

#include "shell/platform/fonts.hpp"
#include "shell/render/texture_cache.hpp"
#include "sugarworks/catalog.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

struct RulesIntents {
    bool back = false;
    bool watch_example = false;
};

// Draws the whole Rules screen as one full-window ImGui window (call between ImGui::NewFrame and
// Render).
RulesIntents draw_rules_screen(const Catalog& catalog, const shell::Fonts& fonts,
                               shell::TextureCache& art, float ui_scale, Marks& marks);

}  // namespace sugarworks::app
