#include "table/rules_summary.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <string_view>
#include <vector>

#include "shell/ui/card.hpp"
#include "sparks/card_text.hpp"
#include "table/table_parts.hpp"

namespace sparks::table {

// In a namespace of its own: the table's files are compiled in one batch, where
// helpers of the same name in anonymous namespaces would collide.
namespace rules_entries {

namespace {

// One paragraph of the screen, what the search keeps or drops.
struct Entry {
    std::string words;
    bool listed = false;  // one of a list of cards or tiles, drawn with a bullet
};

struct Section {
    std::string heading;
    std::vector<Entry> entries;
};

// "1 die", "3 dice".
std::string number_of(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string lowered(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// The search without the spaces around it, which a player does not mean to look for.
std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

// The few paragraphs of the game as a whole, in the rulebook's order, the numbers
// read from the content. Where the digital edition decides what the rulebook leaves
// open (players using their dice in turn), they say so.
std::vector<Section> overview_sections(const Content& content) {
    const std::string rounds = std::to_string(content.rounds);
    const std::string tiles = std::to_string(content.production.size());
    std::vector<Section> out;
    out.push_back(
        {"Sparks",
         {{"Sparks is a dice-drafting robot factory for 1 to " + std::to_string(kMaxPlayers) +
           " players. Dice come in four colours, red, yellow, green and blue, with faces 1 to 6. "
           "You build robots with them to climb four scoring tracks, upgrade your factory, "
           "hire assistants and fire power boxes with sparks. The game lasts " +
           rounds + " rounds; in each round every player is the active player once."}}});
    out.push_back(
        {"A turn",
         {{"The dice left in the junkyard are discarded and " +
           std::to_string(content.junkyard_spaces) +
           " new ones are drawn from the bag. The active player plays one of their " + tiles +
           " production tiles, each once a game, takes the dice it shows as one run from the "
           "left or the right end of the row and gets the tile's own effect (see Production "
           "tiles). Then each other player, clockwise, takes one die from either end; in a "
           "2-player game the other player takes two dice, both from the same end."},
          {"Then everyone uses their dice. The rulebook has everyone act at once; here each "
           "player takes a go in turn, clockwise from the active player, doing any actions in "
           "any order. A die goes on a robot in your assembly line, on a space whose colour "
           "and value it matches (a space may show only one of them); covering the last space "
           "completes the robot, which moves your marker up the track of its colour and gives "
           "its rewards. Or it goes on the space of its colour in your factory's upgrade "
           "section, at most three dice: when they add up to the next level's requirement, "
           "your factory goes up a level, you take that level's reward and the dice are "
           "discarded. Or it is sold for a cog."},
          {"A cog moves a die one pip up or down; two cogs ignore the colour of a space. Hiring "
           "an assistant from your hand costs cogs: the first 1, the second 2, and so on. A "
           "spark from your storage on a power box (your board's own, or a completed robot's) "
           "fires its effect; the sparks come back at the end of the round."},
          {"At the end of the turn each player with an empty slot may first put unfinished "
           "robots under the deck, then draws one robot more than their empty slots, fills "
           "them and puts the last one under the deck. Everyone keeps at most " +
           number_of(content.kept_dice, "die", "dice") +
           " and sells the others; cogs and sparks are all kept. The player to the left of "
           "the active player becomes the active player."}}});
    out.push_back(
        {"The end",
         {{"After the last round the points are counted: each marker's space on its track, "
           "your factory level times the assistants you played, the points on your assistants "
           "and upgrade tiles, " +
           std::to_string(content.set_points) +
           " for each set of four robot colours completed, 1 for every " +
           std::to_string(content.cogs_per_point) + " cogs and " +
           std::to_string(content.goal_points) +
           " for each goal tile met. Most points win; ties go to most cogs, then the highest "
           "factory level, then most completed robots, and otherwise the victory is shared."},
          {"The solo game plays " + std::to_string(2 * content.rounds) +
           " turns, regular and secondary by turns. A regular turn plays a production tile "
           "but leaves the junkyard as it is; a secondary turn takes two dice from one end of "
           "the junkyard without a tile, then the sparks come back and the junkyard is "
           "refilled. It is won by meeting every goal tile (one in the rulebook's solo game, 0 "
           "to 4 on the new-game form) and scoring at least " +
           std::to_string(content.solo_points_to_win) + " points."}}});
    return out;
}

// The names the rulebook gives the symbols, beside their words.
std::string symbol_name(EffectKind kind) {
    switch (kind) {
        case EffectKind::Die:
            return "Blank die";
        case EffectKind::DieValue:
            return "Die with a value";
        case EffectKind::ColourDie:
            return "Coloured die";
        case EffectKind::Advance:
            return "Coloured arrow";
        case EffectKind::AdvanceAny:
            return "Rainbow arrow";
        case EffectKind::Cogs:
            return "Cog";
        case EffectKind::Sparks:
            return "Spark";
        case EffectKind::DrawAssistant:
            return "Assistant card";
        case EffectKind::FreeAssistant:
            return "Assistant card (played)";
        case EffectKind::Factory:
            return "Factory";
        case EffectKind::Reroll:
            return "Reroll";
        case EffectKind::Adjust:
            return "+/-";
        case EffectKind::IgnoreValue:
            return "Ignore number";
        case EffectKind::IgnoreColour:
            return "Ignore colour";
        case EffectKind::UpgradeTile:
            return "Wrench";
    }
    return "";
}

// What event_text calls each tile in the log ("the bag production tile").
// A production tile's words, for every number of players where they differ (the
// 2/5 tile gives less to a 4-player game).
std::string production_entry(const ProductionTile& tile) {
    const std::string few = production_text(tile, kMaxPlayers - 1);
    const std::string many = production_text(tile, kMaxPlayers);
    const std::string name = capitalised(production_name(tile.kind)) + ": ";
    if (few == many)
        return name + few + ".";
    return name + "with 1 to " + std::to_string(kMaxPlayers - 1) + " players, " +
           lower_first_letter(few) + "; with " + std::to_string(kMaxPlayers) + " players, " +
           lower_first_letter(many) + ".";
}

std::vector<Entry> listed(std::vector<std::string> words) {
    std::vector<Entry> out;
    for (std::string& w : words)
        out.push_back({std::move(w), true});
    return out;
}

// Every card and tile of the box, each in the words its card carries.
std::vector<Section> card_sections(const Content& content) {
    std::vector<Section> out;

    Section assistants{
        "Assistants",
        {{"You are dealt " + std::to_string(content.assistants_dealt) +
          " assistants (in the assistant draft, " + std::to_string(content.assistants_drafted) +
          " to choose from: keep one and pass the rest to the left until everyone has " +
          std::to_string(content.assistants_dealt) +
          "). One time (a star): it acts once, when hired. Once per turn (the (1) arrow): once "
          "in every turn, whoever is active. Permanent (the hourglass): as often as you like. "
          "The points on a card count at the end."}}};
    for (const AssistantCard& card : content.assistants)
        assistants.entries.push_back({assistant_text(card), true});
    out.push_back(std::move(assistants));

    Section upgrades{
        "Upgrade tiles",
        {{std::to_string(content.upgrade_stacks) + " of the " +
          std::to_string(content.upgrades.size()) +
          " kinds lie in the junkyard, a stack of each; a factory level or a wrench gives one. "
          "You never hold two of a kind. A slot upgrade lies above one slot of your assembly "
          "line, one a slot, and works for every robot completed there."}}};
    for (const UpgradeType& upgrade : content.upgrades)
        upgrades.entries.push_back({upgrade_text(upgrade), true});
    out.push_back(std::move(upgrades));

    Section bonus{"Bonus tiles",
                  {{"One lies on each bonus space of the scoring tracks. A marker passing the "
                    "space does not count it but takes its reward, and the tile stays for the "
                    "others."}}};
    for (const BonusTile& tile : content.bonus_tiles)
        bonus.entries.push_back({bonus_text(tile) + ".", true});
    out.push_back(std::move(bonus));

    Section goals{"Goal tiles",
                  {{"In the goal tiles variant " + std::to_string(content.goals_in_game) +
                    " of them lie face up from the start; each one met at the end is worth " +
                    std::to_string(content.goal_points) +
                    " points. The solo game is played against them too."}}};
    for (const GoalTile& goal : content.goals)
        goals.entries.push_back({goal_text(goal) + ".", true});
    out.push_back(std::move(goals));

    Section production{"Production tiles",
                       {{"Every player has these, and plays one each time they are the active "
                         "player, each tile once a game."}}};
    for (const ProductionTile& tile : content.production)
        production.entries.push_back({production_entry(tile), true});
    out.push_back(std::move(production));

    // A robot has no name but its id, which the log says ("robot red_04").
    for (int c = 0; c < kColours; ++c) {
        const auto colour = static_cast<Colour>(c);
        std::vector<std::string> robots;
        for (const RobotCard& robot : content.robots) {
            if (robot.colour == colour)
                robots.push_back(robot.id + ": " + robot_text(robot));
        }
        out.push_back({colour_name(colour) + " robots", listed(std::move(robots))});
    }

    // One of each kind, the smallest: what the symbol means whatever its number.
    Section symbols{"Symbols",
                    {{"The symbols on robots, assistants, power boxes and bonus tiles. A power "
                      "box fires with a spark from your storage, once a round."}}};
    for (int k = 0; k < kEffectKinds; ++k) {
        const auto kind = static_cast<EffectKind>(k);
        const Effect example{.kind = kind, .amount = 1, .colour = Colour::Red, .value = 6};
        symbols.entries.push_back({symbol_name(kind) + ": " + effect_text(example) + ".", true});
    }
    out.push_back(std::move(symbols));
    return out;
}

}  // namespace

}  // namespace rules_entries

void RulesScreen::draw(shell::TableUi& ui) {
    using rules_entries::Entry;
    using rules_entries::Section;
    // Out of ImGui's own walk of the keys: its Page Down on a page holding controls
    // goes from control to control and scrolls back up to the search, where the
    // page is to scroll down. The shell's Tab still reaches them.
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
    const float field_width = std::min(ImGui::GetContentRegionAvail().x, 420.0f * ui.ui_scale());
    ui.text_field("Search: a name, a card, a word", "rules:search", search_, field_width);
    if (!search_.empty()) {
        const ImGuiStyle& style = ImGui::GetStyle();
        ui.same_line_if_fits(ImGui::CalcTextSize("Clear").x + 2 * style.FramePadding.x);
        if (ui.button("Clear", "rules:clear"))
            search_.clear();
    }
    ImGui::PopItemFlag();

    const std::string_view wanted = rules_entries::trimmed(search_);
    const std::string wanted_lowered = rules_entries::lowered(wanted);
    std::vector<Section> sections = rules_entries::overview_sections(content_);
    for (Section& s : rules_entries::card_sections(content_))
        sections.push_back(std::move(s));

    bool any_shown = false;
    for (const Section& section : sections) {
        bool heading_drawn = false;
        for (const Entry& entry : section.entries) {
            if (!wanted_lowered.empty() &&
                rules_entries::lowered(entry.words).find(wanted_lowered) == std::string::npos)
                continue;
            // A heading only over what is left of its section.
            if (!heading_drawn) {
                ui.heading(section.heading);
                heading_drawn = true;
            }
            // The words after a bullet wrap as one block, clear of it.
            if (entry.listed)
                shell::bullet(ui.ui_scale());
            ui.text(entry.words);
            any_shown = true;
        }
    }
    if (!any_shown)
        ui.text("Nothing matches \"" + std::string(wanted) + "\".");
}

}  // namespace sparks::table
