// The words on the cards (card_text.hpp): every card and tile of the shipped
// data has a text, cards that differ read differently, and a few texts word for
// word.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "sparks/card_text.hpp"
#include "sparks/content_reader.hpp"

using namespace sparks;

namespace {

const Content& shipped() {
    static const Content content = [] {
        LoadedContent loaded = load_content(SPARKS_TEST_DATA_DIR);
        REQUIRE(loaded.content);
        return *loaded.content;
    }();
    return content;
}

// A finished text: not empty, a capital first, no doubled spaces, nothing left to fill in.
void check_finished(const std::string& text) {
    INFO(text);
    REQUIRE(!text.empty());
    CHECK(text[0] >= 'A');
    CHECK(text[0] <= 'Z');
    CHECK(text.find("  ") == std::string::npos);
    CHECK(text.find_first_of("{}<>?_") == std::string::npos);
    CHECK(text.find("..") == std::string::npos);
}

}  // namespace

TEST_CASE("Every Sparks card and tile has its own text", "[sparks][card_text]") {
    const Content& c = shipped();
    SECTION("robots") {
        std::set<std::string> texts;
        for (const RobotCard& r : c.robots) {
            const std::string text = robot_text(r);
            check_finished(text);
            CHECK(texts.insert(text).second);
            CHECK((text.find("Power box") != std::string::npos) == r.has_power_box());
        }
    }
    SECTION("assistants") {
        std::set<std::string> texts;
        for (const AssistantCard& a : c.assistants) {
            const std::string text = assistant_text(a);
            check_finished(text);
            CHECK(text.rfind(a.name + ". ", 0) == 0);
            CHECK(texts.insert(text).second);
        }
    }
    SECTION("the rules of the assistants differ where their cards do") {
        // Margot and Theodora share an ability, as do Penelope and Walter (other tracks).
        std::set<std::string> rules;
        for (const AssistantCard& a : c.assistants) {
            AssistantCard nameless = a;
            nameless.name = "Someone";
            rules.insert(assistant_text(nameless));
        }
        CHECK(rules.size() == c.assistants.size() - 1);
    }
    SECTION("upgrades, bonus tiles, goals") {
        std::set<std::string> upgrades;
        for (const UpgradeType& u : c.upgrades) {
            check_finished(upgrade_text(u));
            CHECK(upgrades.insert(upgrade_text(u)).second);
        }
        std::set<std::string> bonus;
        for (const BonusTile& t : c.bonus_tiles) {
            check_finished(bonus_text(t));
            CHECK(bonus.insert(bonus_text(t)).second);
        }
        std::set<std::string> goals;
        for (const GoalTile& g : c.goals) {
            check_finished(goal_text(g));
            CHECK(goals.insert(goal_text(g)).second);
        }
    }
    SECTION("production tiles, at every number of players") {
        for (int players = 1; players <= 4; ++players) {
            std::set<std::string> texts;
            for (const ProductionTile& t : c.production) {
                check_finished(production_text(t, players));
                CHECK(texts.insert(production_text(t, players)).second);
            }
        }
    }
    SECTION("every effect kind") {
        std::set<std::string> texts;
        for (int k = 0; k < kEffectKinds; ++k) {
            Effect e{static_cast<EffectKind>(k), 1, Colour::Green, 4};
            check_finished(effect_text(e));
            CHECK(texts.insert(effect_text(e)).second);
        }
    }
}

TEST_CASE("Sparks card texts word for word", "[sparks][card_text]") {
    SECTION("effects") {
        CHECK(effect_text({EffectKind::Cogs, 2, {}, 0}) == "Take 2 cogs");
        CHECK(effect_text({EffectKind::Cogs, 1, {}, 0}) == "Take 1 cog");
        CHECK(effect_text({EffectKind::ColourDie, 1, Colour::Red, 0}) == "Draw a red die");
        CHECK(effect_text({EffectKind::Advance, 1, Colour::Blue, 0}) ==
              "Advance 1 on the blue track");
        CHECK(effect_text({EffectKind::AdvanceAny, 2, {}, 0}) == "Advance 1 on any track, twice");
        CHECK(effect_text({EffectKind::DieValue, 1, {}, 6}) ==
              "Draw a die from the bag and set it to 6");
        CHECK(effect_text({EffectKind::Die, 2, {}, 0}) == "Draw 2 dice from the bag");
        CHECK(effect_text({EffectKind::Sparks, 1, {}, 0}) == "Take a spark");
        // A reroll reaches the available dice; +/- any die, placed ones too (R30).
        CHECK(effect_text({EffectKind::Reroll, 1, {}, 0}) == "Reroll any of your available dice");
        CHECK(effect_text({EffectKind::Adjust, 1, {}, 0}) ==
              "Raise or lower one of your dice by 1");
        CHECK(effects_text({{EffectKind::Cogs, 1, {}, 0}, {EffectKind::DrawAssistant, 1, {}, 0}}) ==
              "Take 1 cog and draw an assistant card");
        CHECK(effects_text({}) == "Nothing");
    }
    SECTION("a robot") {
        RobotCard r;
        r.id = "red_12";
        r.colour = Colour::Red;
        r.steps = 2;
        r.spaces = {DieSpace{Colour::Red, 4}, DieSpace{Colour::Yellow, {}}, DieSpace{{}, 5}};
        r.rewards = {{EffectKind::Advance, 1, Colour::Yellow, 0}};
        CHECK(robot_text(r) ==
              "Red robot. Dice: a red 4, a yellow die and a 5. When complete: advance 2 on the "
              "red track and advance 1 on the yellow track.");
        r.spaces = {DieSpace{Colour::Green, {}}, DieSpace{{}, 6}, DieSpace{Colour::Green, {}},
                    DieSpace{{}, 6}};
        CHECK(robot_text(r) ==
              "Red robot. Dice: 2 green dice and 2 dice showing 6. When complete: advance 2 on "
              "the red track and advance 1 on the yellow track.");
        r.spaces = {DieSpace{Colour::Red, 4}, DieSpace{Colour::Yellow, {}}, DieSpace{{}, 5}};
        r.rewards.clear();
        r.power_box = {{EffectKind::Factory, 2, {}, 0}};
        CHECK(robot_text(r) ==
              "Red robot. Dice: a red 4, a yellow die and a 5. When complete: advance 2 on the "
              "red track. Power box: count 2 towards your next factory upgrade.");
    }
    SECTION("assistants") {
        AssistantCard frank{"frank", "Frank", Timing::OncePerTurn, Ability::Frank, 0, {}, {}, 2};
        CHECK(assistant_text(frank) ==
              "Frank. Once per turn: discard a die showing 5 or 6 to advance 1 on the track of "
              "its colour. 2 points.");
        AssistantCard walter{
            "walter", "Walter", Timing::Permanent, Ability::Redirect, 0, Colour::Blue, {}, 1};
        CHECK(assistant_text(walter) ==
              "Walter. Permanent: whenever you would advance on the blue track, you may advance "
              "on another track instead. 1 point.");
        AssistantCard agnes{
            "agnes", "Agnes", Timing::OneTime, Ability::None, 0, {}, {{EffectKind::Cogs, 3, {}, 0}},
            0};
        CHECK(assistant_text(agnes) == "Agnes. One time: take 3 cogs. No points.");
        AssistantCard margot{"margot", "Margot", Timing::Permanent, Ability::FactoryPlus, 2, {},
                             {},       1};
        CHECK(assistant_text(margot) ==
              "Margot. Permanent: count 2 towards every factory upgrade. 1 point.");
    }
    SECTION("tiles") {
        CHECK(upgrade_text({UpgradeKind::SalesBoost, "Sales Boost", 4, 1, 2}) ==
              "Sales Boost: a die you sell gives 2 cogs. 1 point.");
        CHECK(upgrade_text({UpgradeKind::BonusCog, "Bonus Cog", 4, 0, 0}) ==
              "Bonus Cog (slot upgrade): a robot completed in this slot gives 1 cog. No points.");
        CHECK(goal_text({"third_bonus_twice", GoalKind::ThirdBonusSpace, 3, 2}) ==
              "Reach the third bonus space on two different tracks");
        CHECK(goal_text({"factory_level_five", GoalKind::FactoryLevel, 5, 0}) ==
              "Reach factory level 5");
        const ProductionTile two_five{ProductionKind::TwoFive, 3, 0, 5, 2, 1};
        CHECK(production_text(two_five, 3) == "Take 5 dice from one end of the junkyard");
        CHECK(production_text(two_five, 4) == "Take 2 dice from one end of the junkyard and 1 cog");
        const ProductionTile bag{ProductionKind::Bag, 3, 2, 5, 2, 1};
        CHECK(production_text(bag, 2) ==
              "Take 3 dice from one end of the junkyard, then draw 2 more from the bag");
    }
}
