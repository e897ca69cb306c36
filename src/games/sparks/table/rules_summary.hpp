// The rules screen of Sparks: the game in a few paragraphs (docs/sparks/rules.md),
// then every assistant, upgrade, bonus, goal and production tile, robot and
// symbol of the box in the words its cards carry (sparks/card_text.hpp), so the
// screen says what the loaded content says. A search field keeps only the
// entries that contain what the player typed.
#pragma once

#include <string>

#include "shell/module/table_ui.hpp"
#include "sparks/content.hpp"

namespace sparks::table {

// Held by the module's draw_rules for as long as the program runs: what the
// player typed into the search stays when the screen is left and opened again.
class RulesScreen {
  public:
    // `content` must outlive the screen, as it outlives the module that holds it.
    explicit RulesScreen(const Content& content) : content_(content) {}

    // One frame of the screen: the search field, then every entry it keeps.
    void draw(shell::TableUi& ui);

  private:
    const Content& content_;
    std::string search_;  // as typed; empty: every entry is shown
};

}  // namespace sparks::table
