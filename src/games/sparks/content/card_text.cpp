// The words on the cards and tiles, from their structure: each effect kind, die
// space, timing and named ability has one way of being said.
#include "sparks/card_text.hpp"

#include <algorithm>
#include <utility>

namespace sparks {

namespace {

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// ", twice", ", 3 times": an effect repeated `n` times (nothing for once).
std::string times(int n) {
    if (n <= 1)
        return "";
    if (n == 2)
        return ", twice";
    return ", " + std::to_string(n) + " times";
}

std::string lower_first(std::string text) {
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

std::string colour_word(Colour c) {
    return std::string(colour_id(c));
}

// "No points", "1 point", "3 points".
std::string points_text(int points) {
    return points == 0 ? "No points" : plural(points, "point", "points");
}

std::string ordinal(int n) {
    static constexpr const char* kWords[] = {"first", "second", "third", "fourth", "fifth"};
    if (n >= 1 && n <= 5)
        return kWords[n - 1];
    return std::to_string(n) + "th";
}

std::string count_word(int n) {
    static constexpr const char* kWords[] = {"one", "two", "three", "four"};
    if (n >= 1 && n <= 4)
        return kWords[n - 1];
    return std::to_string(n);
}

// The rule of a named assistant's ability, in our words.
std::string ability_text(const AssistantCard& card) {
    switch (card.ability) {
        case Ability::None:
            return effects_text(card.effects);
        case Ability::Conrad:
            return "Tuck this card under another assistant you have played: it copies that "
                   "card's effect and points, and a one-time effect applies at once";
        case Ability::Emma:
            return "You may activate a power box with a cog instead of a spark, never with "
                   "both; the cog is discarded at the end of the round";
        case Ability::Frank:
            return "Discard a die showing 5 or 6 to advance 1 on the track of its colour";
        case Ability::Gordon:
            return "Pay 1 cog to ignore a colour requirement when placing a die";
        case Ability::Max:
            return "When you complete a robot with a power box, you may pay 1 cog to use its "
                   "effect at once";
        case Ability::FactoryPlus:
            return "Count " + std::to_string(card.amount) + " towards every factory upgrade";
        case Ability::Octavia:
            return "Turn one of your dice to its opposite side (1 and 6, 2 and 5, 3 and 4)";
        case Ability::Olympia:
            return "Gain the effects of two of your power boxes, whether or not they hold a "
                   "spark";
        case Ability::Redirect:
            return "Whenever you would advance on the " +
                   colour_word(card.colour.value_or(Colour::Red)) +
                   " track, you may advance on another track instead";
        case Ability::Quincy:
            return "On other players' turns, take your dice from anywhere in the junkyard";
        case Ability::Silas:
            return "Discard a die and share out its value as ups and downs on your other dice";
    }
    return "";
}

std::string upgrade_rule(const UpgradeType& upgrade) {
    switch (upgrade.kind) {
        case UpgradeKind::Rearrange:
            return "At any time, move your placed dice between your upgrade section, your "
                   "storage and the robots of your assembly line";
        case UpgradeKind::Discount:
            return "Assistant cards cost you " + plural(upgrade.amount, "cog", "cogs") + " less";
        case UpgradeKind::SalesBoost:
            return "A die you sell gives " + plural(upgrade.amount, "cog", "cogs");
        case UpgradeKind::IgnoreColour:
            return "Dice of your colour count as any colour";
        case UpgradeKind::IgnoreValue:
            return "Dice of your colour meet any value requirement";
        case UpgradeKind::BonusPoint:
            return "A robot completed in this slot advances 1 more space on its track";
        case UpgradeKind::BonusCog:
            return "A robot completed in this slot gives 1 cog";
        case UpgradeKind::Recycle:
            return "When you complete a robot in this slot, you may move one of its dice to a "
                   "free space on another robot";
    }
    return "";
}

}  // namespace

std::string colour_name(Colour colour) {
    std::string word = colour_word(colour);
    word[0] = static_cast<char>(word[0] - 'a' + 'A');
    return word;
}

std::string effect_text(const Effect& e) {
    const std::string colour = colour_word(e.colour.value_or(Colour::Red));
    switch (e.kind) {
        case EffectKind::Die:
            return e.amount == 1 ? "Draw a die from the bag"
                                 : "Draw " + std::to_string(e.amount) + " dice from the bag";
        case EffectKind::DieValue:
            return "Draw a die from the bag and set it to " + std::to_string(e.value);
        case EffectKind::ColourDie:
            return "Draw a " + colour + " die";
        case EffectKind::Advance:
            return "Advance " + std::to_string(e.amount) + " on the " + colour + " track";
        case EffectKind::AdvanceAny:
            return "Advance 1 on any track" + times(e.amount);
        case EffectKind::Cogs:
            return "Take " + plural(e.amount, "cog", "cogs");
        case EffectKind::Sparks:
            return e.amount == 1 ? "Take a spark" : "Take " + plural(e.amount, "spark", "sparks");
        case EffectKind::DrawAssistant:
            return e.amount == 1 ? "Draw an assistant card"
                                 : "Draw " + std::to_string(e.amount) + " assistant cards";
        case EffectKind::FreeAssistant:
            return "Play an assistant card from your hand for free";
        case EffectKind::Factory:
            return "Count " + std::to_string(e.amount) + " towards your next factory upgrade";
        case EffectKind::Reroll:
            return "Reroll any of your available dice";
        case EffectKind::Adjust:
            return e.amount == 1 ? "Raise or lower one of your dice by 1"
                                 : "Raise or lower your dice by 1" + times(e.amount);
        case EffectKind::IgnoreValue:
            return "Ignore a value requirement when placing a die";
        case EffectKind::IgnoreColour:
            return "Ignore a colour requirement when placing a die";
        case EffectKind::UpgradeTile:
            return "Take an upgrade tile from the junkyard";
    }
    return "";
}

std::string effects_text(const std::vector<Effect>& effects) {
    if (effects.empty())
        return "Nothing";
    std::string out;
    for (size_t i = 0; i < effects.size(); ++i) {
        const std::string text = effect_text(effects[i]);
        if (i == 0) {
            out = text;
            continue;
        }
        out += (i + 1 == effects.size() ? " and " : ", ") + lower_first(text);
    }
    return out;
}

std::string die_space_text(const DieSpace& space) {
    if (space.colour && space.value)
        return "a " + colour_word(*space.colour) + " " + std::to_string(*space.value);
    if (space.colour)
        return "a " + colour_word(*space.colour) + " die";
    if (space.value)
        return "a " + std::to_string(*space.value);
    return "any die";
}

std::string robot_dice_text(const RobotCard& robot) {
    // Alike spaces are said once with their number: "3 red dice".
    std::vector<std::pair<DieSpace, int>> groups;
    for (const DieSpace& space : robot.spaces) {
        const auto same = std::find_if(groups.begin(), groups.end(),
                                       [&](const auto& g) { return g.first == space; });
        if (same == groups.end())
            groups.emplace_back(space, 1);
        else
            ++same->second;
    }
    std::string dice;
    for (size_t i = 0; i < groups.size(); ++i) {
        if (i > 0)
            dice += i + 1 == groups.size() ? " and " : ", ";
        const auto& [space, count] = groups[i];
        if (count == 1) {
            dice += die_space_text(space);
            continue;
        }
        dice += std::to_string(count) + " " +
                (space.colour ? colour_word(*space.colour) + " " : std::string()) + "dice" +
                (space.value ? " showing " + std::to_string(*space.value) : std::string());
    }
    return dice;
}

std::string robot_text(const RobotCard& robot) {
    const std::string dice = robot_dice_text(robot);
    std::vector<Effect> complete = {Effect{EffectKind::Advance, robot.steps, robot.colour, 0}};
    complete.insert(complete.end(), robot.rewards.begin(), robot.rewards.end());
    std::string text = colour_name(robot.colour) + " robot. Dice: " + dice +
                       ". When complete: " + lower_first(effects_text(complete)) + ".";
    if (robot.has_power_box())
        text += " Power box: " + lower_first(effects_text(robot.power_box)) + ".";
    return text;
}

std::string timing_text(Timing timing) {
    switch (timing) {
        case Timing::OneTime:
            return "One time";
        case Timing::OncePerTurn:
            return "Once per turn";
        case Timing::Permanent:
            return "Permanent";
    }
    return "";
}

std::string assistant_text(const AssistantCard& assistant) {
    return assistant.name + ". " + timing_text(assistant.timing) + ": " +
           lower_first(ability_text(assistant)) + ". " + points_text(assistant.points) + ".";
}

std::string upgrade_text(const UpgradeType& upgrade) {
    const std::string where = is_slot_upgrade(upgrade.kind) ? " (slot upgrade)" : "";
    return upgrade.name + where + ": " + lower_first(upgrade_rule(upgrade)) + ". " +
           points_text(upgrade.points) + ".";
}

std::string bonus_text(const BonusTile& tile) {
    return effects_text(tile.effects);
}

std::string goal_text(const GoalTile& goal) {
    switch (goal.kind) {
        case GoalKind::PlayAssistants:
            return "Play " + plural(goal.amount, "assistant", "assistants");
        case GoalKind::FactoryLevel:
            return "Reach factory level " + std::to_string(goal.amount);
        case GoalKind::RobotsOfOneColour:
            return "Complete " + plural(goal.amount, "robot", "robots") + " of the same colour";
        case GoalKind::PowerBoxRobots:
            return "Complete " + plural(goal.amount, "robot", "robots") + " with a power box";
        case GoalKind::Sparks:
            return "Have " + plural(goal.amount, "spark", "sparks");
        case GoalKind::ThirdBonusSpace:
            return "Reach the " + ordinal(goal.amount) + " bonus space on " +
                   (goal.tracks == 1 ? std::string("one track")
                                     : count_word(goal.tracks) + " different tracks");
    }
    return "";
}

std::string production_name(ProductionKind kind) {
    switch (kind) {
        case ProductionKind::Bag:
            return "the bag production tile";
        case ProductionKind::Anywhere:
            return "the anywhere production tile";
        case ProductionKind::Reroll:
            return "the reroll production tile";
        case ProductionKind::TwoFive:
            return "the 2/5 production tile";
    }
    return "a production tile";
}

std::string production_text(const ProductionTile& tile, int players) {
    const std::string from_an_end = " from one end of the junkyard";
    switch (tile.kind) {
        case ProductionKind::Bag:
            return "Take " + plural(tile.dice, "die", "dice") + from_an_end + ", then draw " +
                   std::to_string(tile.bag_dice) + " more from the bag";
        case ProductionKind::Anywhere:
            return "Take " + std::to_string(tile.dice) +
                   " adjacent dice from anywhere in the junkyard";
        case ProductionKind::Reroll:
            return "Take " + plural(tile.dice, "die", "dice") + from_an_end +
                   "; once this turn, you may reroll any of your available dice";
        case ProductionKind::TwoFive:
            if (players < 4)
                return "Take " + plural(tile.few_dice, "die", "dice") + from_an_end;
            return "Take " + plural(tile.many_dice, "die", "dice") + from_an_end +
                   (tile.many_cogs > 0 ? " and " + plural(tile.many_cogs, "cog", "cogs") : "");
    }
    return "";
}

}  // namespace sparks
