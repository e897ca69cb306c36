// The JSON form of a Sparks action, for saves, replays and tools: the kind and
// only the members that kind uses, e.g.
//   {"action": "place_robot", "die": 12, "slot": 0, "space": 1, "colour_by": "cogs"}
// A member that may be left out is written only when it is not its default (kNone,
// 0, false, "match"). The members, required first, then those that may be left out:
//   assign_robot    card, slot
//   draft_assistant card
//   play_production tile, index
//   take_dice       index; index2 (the second die, 2 players)
//   place_upgrade   die, space; colour_by
//   place_robot     die, slot, space; colour_by, value_by
//   sell            die
//   change_value    die, delta (-1 or 1)
//   recruit         card; target (Conrad)
//   activate_box    box ("board", or a completed robot's index); with_cog
//   use_assistant   index; die
//   retrieve        die
//   reroll_dice     -
//   choose          card, slot, space, tile, index, index2, die, delta, target,
//                   track (a colour id), colour_by, value_by, with_cog, decline:
//                   all may be left out
//   discard_robot   slot
//   draw_robots     -
//   end_actions     die (the die kept; left out: none)
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/diagnostic.hpp"
#include "sparks/action.hpp"

namespace sparks {

nlohmann::json action_to_json(const Action& action);

// Reads an action written by action_to_json; every problem (a missing or unknown
// member, a value of the wrong type or out of range) is reported with `file` and a
// JSON pointer under `at`. Whether the action is legal is for the rules to say.
std::optional<Action> action_from_json(const nlohmann::json& value, const std::string& file,
                                       const nlohmann::json::json_pointer& at,
                                       engine::Diagnostics& errors);

}  // namespace sparks
