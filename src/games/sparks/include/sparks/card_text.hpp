// The words on Sparks's cards and tiles, generated from their structure
// (content.hpp), so that a card's text always says what the rules do with it.
// Plain English sentences, without the final full stop where a text is one
// phrase ("Take 2 cogs"), with full stops where it has several sentences.
#pragma once

#include <string>
#include <vector>

#include "sparks/content.hpp"

namespace sparks {

// "Take 2 cogs", "Draw a red die", "Advance 1 on the blue track".
std::string effect_text(const Effect& effect);
// "Take 1 cog and draw an assistant card"; "Nothing" for an empty list.
std::string effects_text(const std::vector<Effect>& effects);
// "Red", "Yellow"...
std::string colour_name(Colour colour);
// "a red die", "a 5", "a red 5".
std::string die_space_text(const DieSpace& space);
// The dice a robot needs: "a green die and a blue 3", "3 red dice".
std::string robot_dice_text(const RobotCard& robot);
// The whole card: its dice, its track and steps, its rewards and its power box.
std::string robot_text(const RobotCard& robot);
// "Once per turn", "One time", "Permanent": the timing symbol in words.
std::string timing_text(Timing timing);
// The name, the timing, what the card does (the effects, or the named ability's
// rule in our words) and its points.
std::string assistant_text(const AssistantCard& assistant);
// The name, the rule and the points of an upgrade tile.
std::string upgrade_text(const UpgradeType& upgrade);
std::string bonus_text(const BonusTile& tile);
std::string goal_text(const GoalTile& goal);
// "the bag production tile", "the 2/5 production tile": a tile by its kind.
std::string production_name(ProductionKind kind);
// What the tile gives the active player in a game of `players`.
std::string production_text(const ProductionTile& tile, int players);

}  // namespace sparks
