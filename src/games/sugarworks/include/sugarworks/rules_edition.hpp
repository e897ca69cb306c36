// The edition of the rules the core plays. Saves record the edition they were
// made under. When the rules change in a way that can change a game, the
// edition goes up and the change is listed here, for the games it touches, so
// that an old save that no longer replays is refused with the change named
// (docs/sugarworks/data.md, "Saved games").
#pragma once

#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks {

// Edition 1: the rules until the readings of docs/sugarworks/rules.md were put right beside the
// rulebook's words. Edition 2: those readings (docs/sugarworks/rules.md quotes each one).
// Edition 3: a blanket order a mode's orders can never score is not dealt in it.
inline constexpr int kRulesEdition = 3;

// The changes after `edition`, up to kRulesEdition, that touch a game of `game`'s mode,
// player count and rules, each in words with its section of docs/sugarworks/rules.md.
std::vector<std::string> rules_changes_since(int edition, const Game& game);

}  // namespace sugarworks
