// The rules screen of Sparks: the game in a few paragraphs, from
// docs/sparks/rules.md, for a player who opens it from the menu.
#pragma once

#include "shell/module/table_ui.hpp"

namespace sparks::table {

void draw_rules_summary(shell::TableUi& ui);

}  // namespace sparks::table
