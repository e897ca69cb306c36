// Dear ImGui's look for Sugarworks: cream panels, chocolate ink, candy-pink buttons.
#pragma once

namespace sugarworks::app {

void apply_theme(float ui_scale);

}  // namespace sugarworks::app
