// Words for game events and actions: the log a player reads and `replay` prints.
#pragma once

#include <span>
#include <string>

#include "sugarworks/game.hpp"
#include "sugarworks/match.hpp"

namespace sugarworks {

// Player names for the log; an empty list reads "Player 1", "Player 2" ...
using PlayerNames = std::span<const std::string>;

std::string player_label(int player, PlayerNames names);

// One line for one event. `floor` is the floor the event happened on (for
// cell and crate names). `viewer` hides what that player may not see (a drawn
// card of another player); -1 shows everything.
std::string narrate_game_event(const GameEvent& event, const Game& game, const Floor& floor,
                               PlayerNames names, int viewer = -1);

// "Play the Up Spring on B4", for menus and logs.
std::string describe_action(const Action& action, const Game& game);

// The heading of a staged action's confirmation ("Sure? This ends the round.") and
// what it commits to, in a sentence or two ("It is the last action of the round:
// the conveyors run at once ...").
std::string commitment_heading(const Commitment& commitment);
std::string commitment_words(const Commitment& commitment, const Game& game);

// What the rules ask of the seat to act at `step` under `scenario`, in a sentence
// or two ("Order action: draw the top order of the deck."): the rule alone, which
// a screen follows with how its controls do it.
std::string step_rule(Step step, const Scenario& scenario);

}  // namespace sugarworks
