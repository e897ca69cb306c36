// What each action of Sparks says to the player who may take it, for the buttons
// of the table: one short imperative sentence without a final full stop ("Sell the
// red 5 for 1 cog"), naming dice, robots and assistants as the game log does
// (event_text.hpp). And a compact id for each action, a button's identity, that
// reads back to the very action.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "sparks/action.hpp"
#include "sparks/game.hpp"
#include "sparks/player_view.hpp"

namespace sparks {

// `action` as the seat of `view` reads it, that seat being the player to act
// (view.current): "Place the red 5 on robot red_03's space 2, paying 2 cogs for the
// colour", "End your actions, keeping the blue 2; the other die is sold for 1 cog".
// Positions are counted from 1; a Choose is said by the decision it answers (the
// first of view.pending).
std::string action_text(const Game& game, const PlayerView& view, const Action& action);

// The dice a production tile would take and from where: "the blue 5, the blue 6 and
// the yellow 2 from the left end" (empty for another kind, or an empty junkyard).
std::string production_run_text(const Game& game, const PlayerView& view, const Action& action);

// "place_robot:die=12,slot=0,space=1,colour_by=cogs", "sell:die=3", "end_actions": the
// kind's id, then each member the JSON form writes (action_json.hpp) as key=value, in
// the order action_json.hpp lists them. No spaces, quotes or semicolons, so that it
// fits wherever a control needs a name.
std::string action_control_id(const Action& action);
// The action an id written by action_control_id stands for; nothing for any other
// text, so that one action has one id.
std::optional<Action> parse_action_control_id(std::string_view id);

}  // namespace sparks
