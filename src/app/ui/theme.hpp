// Dear ImGui's look for Sugarworks: cream panels, chocolate ink, candy-pink buttons.
#pragma once

namespace sugarworks::app {

void apply_theme(float ui_scale);

// The next window fills the screen but for a margin, so the factory floor
// shows around a full-screen card (menus, rules, score sheet).
void next_window_inset(float ui_scale);

}  // namespace sugarworks::app
