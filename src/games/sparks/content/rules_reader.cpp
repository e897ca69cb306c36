// data/sparks/rules.json: the numbers of the game (dice, junkyard, set-up, rounds,
// scoring), as the rulebook gives them.
#include "content/readers.hpp"

namespace sparks::content {

std::optional<Content> read_rules(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kRulesSchema);
    reader.no_unknown_members(
        root, top,
        {"schema", "dice_per_colour", "junkyard_spaces", "upgrade_stacks", "starting_sparks",
         "robots_drawn_at_setup", "assistants_dealt", "assistants_drafted", "kept_dice", "rounds",
         "solo_points_to_win", "goal_points", "goals_in_game", "set_points", "cogs_per_point"});
    Content content;
    const auto number = [&](std::string_view key, int& out, int min, int max) {
        if (auto n = read_int(root, top, reader, key, min, max))
            out = *n;
    };
    // At most 16 of a colour: the rules keep sets of dice as 64-bit masks of die ids.
    number("dice_per_colour", content.dice_per_colour, 1, 16);
    number("junkyard_spaces", content.junkyard_spaces, 1, 20);
    number("upgrade_stacks", content.upgrade_stacks, 1, kUpgradeKinds);
    number("starting_sparks", content.starting_sparks, 0, 10);
    // One card more than the assembly line's slots at least: the rulebook's "draw 4, keep 3".
    number("robots_drawn_at_setup", content.robots_drawn_at_setup, kAssemblySlots, 10);
    number("assistants_dealt", content.assistants_dealt, 1, 10);
    number("assistants_drafted", content.assistants_drafted, 1, 10);
    number("kept_dice", content.kept_dice, 0, 5);
    number("rounds", content.rounds, 1, 10);
    number("solo_points_to_win", content.solo_points_to_win, 1, 500);
    number("goal_points", content.goal_points, 0, 20);
    number("goals_in_game", content.goals_in_game, 1, kGoalTiles);
    number("set_points", content.set_points, 0, 20);
    number("cogs_per_point", content.cogs_per_point, 1, 10);
    if (reader.error_count() != errors_before)
        return std::nullopt;
    // In the draft each player keeps as many cards as a plain deal gives.
    if (content.assistants_drafted < content.assistants_dealt) {
        reader.error(top / "assistants_drafted",
                     "the draft deals " + std::to_string(content.assistants_drafted) +
                         " cards, fewer than the " + std::to_string(content.assistants_dealt) +
                         " each player keeps (\"assistants_dealt\")");
    }
    if (content.junkyard_spaces > kColours * content.dice_per_colour) {
        reader.error(top / "junkyard_spaces",
                     "the junkyard's " + std::to_string(content.junkyard_spaces) +
                         " spaces need more dice than the " +
                         std::to_string(kColours * content.dice_per_colour) + " in the bag");
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return content;
}

}  // namespace sparks::content
