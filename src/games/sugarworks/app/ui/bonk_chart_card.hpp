// The Bonk! chart as a card beside the floor, for the moment a lesson explains
// a Bonk! where it happens: one row per candy type (what it looks like, who
// moves and where), the row of the candy struck picked out. The rows are the
// catalog's rules, as the Rules screen shows them.
#pragma once

#include <imgui.h>

#include <optional>
#include <span>

#include "render/painter.hpp"
#include "shell/platform/fonts.hpp"
#include "sugarworks/candy.hpp"
#include "ui/rules_tables.hpp"

namespace sugarworks::app {

// The size the card takes at `ui_scale`.
ImVec2 bonk_chart_card_size(const shell::Fonts& fonts, std::span<const BonkChartRow> rows,
                            float ui_scale);

// The card with its top-left at `at`; returns where it was drawn.
Rect draw_bonk_chart_card(const Painter& p, const shell::Fonts& fonts,
                          std::span<const BonkChartRow> rows, std::optional<CandyType> struck,
                          ImVec2 at, float ui_scale);

}  // namespace sugarworks::app
