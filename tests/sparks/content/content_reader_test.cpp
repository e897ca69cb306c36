// Loading data/sparks (docs/sparks/data.md): the shipped data reads without an
// error and holds what the box holds, and every problem a file can have is
// reported, all at once, as "file:/json/pointer: message".
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "content/data_copy.hpp"
#include "sparks/content_reader.hpp"

using namespace sparks;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kData = SPARKS_TEST_DATA_DIR;

const Content& shipped() {
    static const Content content = [] {
        LoadedContent loaded = load_content(kData);
        for (const auto& d : loaded.errors)
            UNSCOPED_INFO(engine::format_diagnostic(d));
        REQUIRE(loaded.errors.empty());
        REQUIRE(loaded.content);
        return *loaded.content;
    }();
    return content;
}

// A change to one file and every error load_content must report for it, in order.
struct Broken {
    std::string what;
    std::string file;
    std::function<void(json&)> change;
    std::vector<std::string> errors;
};

void check_cases(const std::vector<Broken>& cases) {
    for (const Broken& c : cases) {
        INFO(c.what);
        testkit::DataCopy copy("broken");
        copy.edit(c.file, c.change);
        CHECK(copy.errors() == c.errors);
    }
}

const std::string kRules = "data/sparks/rules.json";
const std::string kBoard = "data/sparks/player_board.json";
const std::string kScore = "data/sparks/score_board.json";
const std::string kRobots = "data/sparks/robots.json";
const std::string kAssistants = "data/sparks/assistants.json";
const std::string kProduction = "data/sparks/production.json";
const std::string kUpgrades = "data/sparks/upgrades.json";
const std::string kBonus = "data/sparks/bonus_tiles.json";
const std::string kGoals = "data/sparks/goals.json";

const std::string kAmountKinds =
    "\"die\", \"advance\", \"advance_any\", \"cogs\", \"sparks\", \"draw_assistant\", "
    "\"factory\" and \"adjust\"";

}  // namespace

TEST_CASE("The shipped Sparks data loads without an error", "[sparks][content]") {
    const LoadedContent loaded = load_content(kData);
    for (const auto& d : loaded.errors)
        UNSCOPED_INFO(engine::format_diagnostic(d));
    CHECK(loaded.errors.empty());
    CHECK(loaded.content.has_value());
    CHECK(loaded.files_checked == 9);
}

TEST_CASE("The shipped Sparks data holds what the box holds", "[sparks][content]") {
    const Content& c = shipped();
    SECTION("the numbers of the rulebook") {
        CHECK(c.dice_per_colour == 11);
        CHECK(c.junkyard_spaces == 7);
        CHECK(c.upgrade_stacks == 6);
        CHECK(c.starting_sparks == 1);
        CHECK(c.robots_drawn_at_setup == 4);
        CHECK(c.assistants_dealt == 6);
        CHECK(c.assistants_drafted == 7);
        CHECK(c.kept_dice == 1);
        CHECK(c.rounds == 4);
        CHECK(c.solo_points_to_win == 50);
        CHECK(c.goal_points == 5);
        CHECK(c.goals_in_game == 2);
        CHECK(c.set_points == 3);
        CHECK(c.cogs_per_point == 3);
    }
    SECTION("56 robots, 14 of each colour, about a third with a power box") {
        CHECK(c.robots.size() == 56);
        std::map<Colour, int> per_colour;
        int boxes = 0;
        for (const RobotCard& r : c.robots) {
            ++per_colour[r.colour];
            boxes += r.has_power_box() ? 1 : 0;
            CHECK(!r.spaces.empty());
            CHECK(r.spaces.size() <= 4);
        }
        for (int i = 0; i < kColours; ++i)
            CHECK(per_colour[static_cast<Colour>(i)] == 14);
        CHECK(boxes >= 16);
        CHECK(boxes <= 22);
    }
    SECTION("32 assistants: the rulebook's 13 as written, 19 of effects") {
        CHECK(c.assistants.size() == 32);
        std::map<std::string, const AssistantCard*> by_name;
        for (const AssistantCard& a : c.assistants)
            by_name[a.name] = &a;
        CHECK(by_name.size() == 32);
        const std::vector<std::pair<std::string, Ability>> named = {
            {"Conrad", Ability::Conrad},
            {"Emma", Ability::Emma},
            {"Frank", Ability::Frank},
            {"Gordon", Ability::Gordon},
            {"Max", Ability::Max},
            {"Margot", Ability::FactoryPlus},
            {"Theodora", Ability::FactoryPlus},
            {"Octavia", Ability::Octavia},
            {"Olympia", Ability::Olympia},
            {"Penelope", Ability::Redirect},
            {"Walter", Ability::Redirect},
            {"Quincy", Ability::Quincy},
            {"Silas", Ability::Silas}};
        for (const auto& [name, ability] : named) {
            INFO(name);
            REQUIRE(by_name.count(name) == 1);
            CHECK(by_name[name]->ability == ability);
            CHECK(by_name[name]->effects.empty());
        }
        CHECK(by_name["Margot"]->amount == 2);
        CHECK(by_name["Theodora"]->amount == 2);
        CHECK(by_name["Penelope"]->colour == Colour::Red);
        CHECK(by_name["Walter"]->colour == Colour::Blue);
        CHECK(by_name["Frank"]->timing == Timing::OncePerTurn);
        CHECK(by_name["Octavia"]->timing == Timing::OncePerTurn);
        CHECK(by_name["Olympia"]->timing == Timing::OneTime);
        CHECK(by_name["Conrad"]->timing == Timing::OneTime);
        for (const char* permanent : {"Emma", "Gordon", "Max", "Margot", "Theodora", "Penelope",
                                      "Walter", "Quincy", "Silas"})
            CHECK(by_name[permanent]->timing == Timing::Permanent);
        int designed = 0;
        for (const AssistantCard& a : c.assistants) {
            CHECK(a.points >= 0);
            CHECK(a.points <= 3);
            if (a.ability != Ability::None)
                continue;
            ++designed;
            CHECK(!a.effects.empty());
            CHECK(a.timing != Timing::Permanent);
        }
        CHECK(designed == 19);
    }
    SECTION("the tiles") {
        CHECK(c.production.size() == 4);
        CHECK(c.upgrades.size() == 8);
        for (const UpgradeType& u : c.upgrades)
            CHECK(u.copies == 4);
        CHECK(c.bonus_tiles.size() == 8);
        CHECK(c.goals.size() == 6);
    }
    SECTION("the boards") {
        int bonus = 0;
        int rich_tracks = 0;
        for (int i = 0; i < kColours; ++i) {
            int here = 0;
            for (const TrackSpace& s : c.tracks[static_cast<size_t>(i)])
                here += s.bonus ? 1 : 0;
            bonus += here;
            rich_tracks += here >= 3 ? 1 : 0;
            CHECK(c.boards[static_cast<size_t>(i)].colour == static_cast<Colour>(i));
        }
        CHECK(bonus == 8);
        CHECK(rich_tracks >= 2);
        REQUIRE(c.factory.size() >= 5);
        CHECK(c.factory[0].requirement == 0);
        CHECK(c.factory[0].reward.empty());
        CHECK(!c.board_power_box.empty());
    }
}

TEST_CASE("Sparks data: a broken rules.json is reported", "[sparks][content]") {
    check_cases({
        {"a newer schema",
         "rules.json",
         [](json& d) { d["schema"] = "sparks.rules/2"; },
         {kRules + ":/schema: schema version \"sparks.rules/2\" is not supported (this build "
                   "reads \"sparks.rules/1\")"}},
        {"another file's schema",
         "rules.json",
         [](json& d) { d["schema"] = "sparks.robots/1"; },
         {kRules + ":/schema: expected schema \"sparks.rules/1\", found \"sparks.robots/1\""}},
        {"no schema",
         "rules.json",
         [](json& d) { d.erase("schema"); },
         {kRules + ": missing member \"schema\""}},
        {"an unknown member",
         "rules.json",
         [](json& d) { d["dice"] = 44; },
         {kRules + ":/dice: unknown member \"dice\""}},
        {"a missing number",
         "rules.json",
         [](json& d) { d.erase("rounds"); },
         {kRules + ": missing member \"rounds\""}},
        {"a number as a string",
         "rules.json",
         [](json& d) { d["kept_dice"] = "1"; },
         {kRules + ":/kept_dice: expected an integer, found a string"}},
        {"more upgrade stacks than types",
         "rules.json",
         [](json& d) { d["upgrade_stacks"] = 9; },
         {kRules + ":/upgrade_stacks: expected an integer from 1 to 8, found 9"}},
        {"a draft smaller than the deal",
         "rules.json",
         [](json& d) { d["assistants_drafted"] = 5; },
         {kRules + ":/assistants_drafted: the draft deals 5 cards, fewer than the 6 each player "
                   "keeps (\"assistants_dealt\")"}},
        {"a draft larger than the deck",
         "rules.json",
         [](json& d) { d["assistants_drafted"] = 9; },
         {kRules + ":/assistants_drafted: the draft deals 9 cards to each of 4 players, but "
                   "assistants.json has 32"}},
        {"fewer dice than junkyard spaces",
         "rules.json",
         [](json& d) { d["dice_per_colour"] = 1; },
         {kRules + ":/junkyard_spaces: the junkyard's 7 spaces need more dice than the 4 in the "
                   "bag"}},
        {"more dice than the rules can count (64 at most)",
         "rules.json",
         [](json& d) { d["dice_per_colour"] = 22; },
         {kRules + ":/dice_per_colour: expected an integer from 1 to 16, found 22"}},
        {"fewer robots drawn than slots",
         "rules.json",
         [](json& d) { d["robots_drawn_at_setup"] = 2; },
         {kRules + ":/robots_drawn_at_setup: expected an integer from 3 to 10, found 2"}},
    });
}

TEST_CASE("Sparks data: a broken player_board.json is reported", "[sparks][content]") {
    check_cases({
        {"requirements that do not rise",
         "player_board.json",
         [](json& d) { d["factory"][3]["requirement"] = 7; },
         {kBoard + ":/factory/3/requirement: the requirements must rise level by level: 7 is "
                   "not more than the 7 of the level below"}},
        {"a requirement above three sixes",
         "player_board.json",
         [](json& d) { d["factory"][6]["requirement"] = 19; },
         {kBoard + ":/factory/6/requirement: expected an integer from 1 to 18, found 19"}},
        {"a first level with a requirement",
         "player_board.json",
         [](json& d) { d["factory"][0]["requirement"] = 2; },
         {kBoard + ":/factory/0/requirement: the first level is where the marker starts: its "
                   "requirement is 0"}},
        {"a first level with a reward",
         "player_board.json",
         [](json& d) { d["factory"][0]["reward"] = json::parse(R"([{"kind": "sparks"}])"); },
         {kBoard + ":/factory/0/reward: the first level is where the marker starts: it has no "
                   "reward (write [])"}},
        {"a level without a reward",
         "player_board.json",
         [](json& d) { d["factory"][2]["reward"] = json::array(); },
         {kBoard + ":/factory/2/reward: the list of effects is empty"}},
        {"a reward the rulebook does not give",
         "player_board.json",
         [](json& d) { d["factory"][2]["reward"][0] = json::parse(R"({"kind": "cogs"})"); },
         {kBoard + ":/factory/2/reward/0/kind: a factory level rewards a spark or an upgrade "
                   "tile, not \"cogs\""}},
        {"a track of one level",
         "player_board.json",
         [](json& d) { d["factory"] = json::parse(R"([{"requirement": 0, "reward": []}])"); },
         {kBoard + ":/factory: the factory track needs at least 2 levels, found 1"}},
        {"a track too short for the goal",
         "player_board.json",
         [](json& d) { d["factory"].erase(d["factory"].begin() + 4, d["factory"].end()); },
         {kBoard + ":/factory: the goal \"factory_level_five\" (goals.json) asks for level 5, "
                   "but the factory track has 4 levels"}},
        {"a level member misspelt",
         "player_board.json",
         [](json& d) { d["factory"][1]["requirment"] = 6; },
         {kBoard + ":/factory/1/requirment: unknown member \"requirment\""}},
        {"an empty power box",
         "player_board.json",
         [](json& d) { d["power_box"] = json::array(); },
         {kBoard + ":/power_box: the list of effects is empty"}},
        {"a board missing",
         "player_board.json",
         [](json& d) { d["boards"].erase("green"); },
         {kBoard + ":/boards: missing member \"green\""}},
        {"a board of no colour",
         "player_board.json",
         [](json& d) { d["boards"]["purple"] = d["boards"]["red"]; },
         {kBoard + ":/boards/purple: unknown member \"purple\""}},
        {"an upgrade section of two spaces",
         "player_board.json",
         [](json& d) { d["boards"]["red"]["upgrade_spaces"].erase(2); },
         {kBoard + ":/boards/red/upgrade_spaces: the upgrade section has 3 die spaces, found 2"}},
        {"an upgrade space of no colour",
         "player_board.json",
         [](json& d) { d["boards"]["blue"]["upgrade_spaces"][1] = "purple"; },
         {kBoard + ":/boards/blue/upgrade_spaces/1: unknown colour \"purple\" (expected \"red\", "
                   "\"yellow\", \"green\" or \"blue\")"}},
    });
}

TEST_CASE("Sparks data: a broken score_board.json is reported", "[sparks][content]") {
    check_cases({
        {"points that fall",
         "score_board.json",
         [](json& d) { d["tracks"]["red"][5]["points"] = 3; },
         {kScore + ":/tracks/red/5/points: the points must rise along the track: 3 is not more "
                   "than the 10 before it"}},
        {"a bonus space written false",
         "score_board.json",
         [](json& d) { d["tracks"]["red"][3]["bonus"] = false; },
         {kScore + ":/tracks/red/3/bonus: write {\"points\": n} for a points space, "
                   "{\"bonus\": true} for a bonus space"}},
        {"points and a bonus on one space",
         "score_board.json",
         [](json& d) { d["tracks"]["red"][3]["points"] = 4; },
         {kScore + ":/tracks/red/3: a space holds points or a bonus tile, not both"}},
        {"an empty space",
         "score_board.json",
         [](json& d) { d["tracks"]["blue"][0] = json::object(); },
         {kScore + ":/tracks/blue/0: a space needs \"points\" or \"bonus\""}},
        {"a track ending on a bonus space",
         "score_board.json",
         [](json& d) {
             d["tracks"]["red"].erase(3);
             d["tracks"]["red"].push_back(json::parse(R"({"bonus": true})"));
         },
         {kScore + ":/tracks/red: a track must end on a points space"}},
        {"a track with no spaces",
         "score_board.json",
         [](json& d) { d["tracks"]["blue"] = json::array(); },
         {kScore + ":/tracks/blue: the track has no spaces"}},
        {"a track missing",
         "score_board.json",
         [](json& d) { d["tracks"].erase("yellow"); },
         {kScore + ":/tracks: missing member \"yellow\""}},
        {"fewer bonus spaces than bonus tiles",
         "score_board.json",
         [](json& d) { d["tracks"]["red"].erase(3); },
         {kScore + ":/tracks: the tracks have 7 bonus spaces, but there are 8 bonus tiles "
                   "(bonus_tiles.json) to lay on them"}},
        {"one track with three bonus spaces",
         "score_board.json",
         [](json& d) {
             d["tracks"]["green"].erase(8);
             d["tracks"]["red"].insert(d["tracks"]["red"].begin() + 6,
                                       json::parse(R"({"bonus": true})"));
         },
         {kScore + ":/tracks: the goal \"third_bonus_twice\" (goals.json) needs 2 tracks with at "
                   "least 3 bonus spaces, the board has 1"}},
    });
}

TEST_CASE("Sparks data: a broken robots.json is reported", "[sparks][content]") {
    check_cases({
        {"a duplicate id",
         "robots.json",
         [](json& d) { d["robots"][1]["id"] = "red_01"; },
         {kRobots + ":/robots/1/id: duplicate robot id \"red_01\""}},
        {"an id that is not one",
         "robots.json",
         [](json& d) { d["robots"][1]["id"] = "Red 2"; },
         {kRobots + ":/robots/1/id: \"Red 2\" is not an id (a-z, 0-9 and \"_\")"}},
        {"too many steps",
         "robots.json",
         [](json& d) { d["robots"][0]["steps"] = 4; },
         {kRobots + ":/robots/0/steps: expected an integer from 1 to 3, found 4"}},
        {"five die spaces",
         "robots.json",
         [](json& d) { d["robots"][13]["spaces"].push_back(json::parse(R"({"value": 3})")); },
         {kRobots + ":/robots/13/spaces: a robot has 1 to 4 die spaces, found 5"}},
        {"no die spaces",
         "robots.json",
         [](json& d) { d["robots"][0]["spaces"] = json::array(); },
         {kRobots + ":/robots/0/spaces: a robot has 1 to 4 die spaces, found 0"}},
        {"a die space asking nothing",
         "robots.json",
         [](json& d) { d["robots"][0]["spaces"][0] = json::object(); },
         {kRobots + ":/robots/0/spaces/0: a die space asks for a colour, a value or both"}},
        {"a value of 7",
         "robots.json",
         [](json& d) { d["robots"][2]["spaces"][0]["value"] = 7; },
         {kRobots + ":/robots/2/spaces/0/value: expected an integer from 1 to 6, found 7"}},
        {"a die space of no colour",
         "robots.json",
         [](json& d) { d["robots"][0]["spaces"][0]["colour"] = "orange"; },
         {kRobots + ":/robots/0/spaces/0/colour: unknown colour \"orange\" (expected \"red\", "
                    "\"yellow\", \"green\" or \"blue\")"}},
        {"no rewards member",
         "robots.json",
         [](json& d) { d["robots"][0].erase("rewards"); },
         {kRobots + ":/robots/0: missing member \"rewards\""}},
        {"an empty power box",
         "robots.json",
         [](json& d) { d["robots"][0]["power_box"] = json::array(); },
         {kRobots + ":/robots/0/power_box: the power box is empty (leave \"power_box\" out for a "
                    "robot without one)"}},
        {"an amount on an effect without one",
         "robots.json",
         [](json& d) {
             d["robots"][0]["rewards"] = json::parse(R"([{"kind": "reroll", "amount": 2}])");
         },
         {kRobots +
          ":/robots/0/rewards/0/amount: \"amount\" is not used by the effect \"reroll\" "
          "(only " +
          kAmountKinds + ")"}},
        {"a colour on an effect without one",
         "robots.json",
         [](json& d) { d["robots"][2]["rewards"][0]["colour"] = "red"; },
         {kRobots + ":/robots/2/rewards/0/colour: \"colour\" is not used by the effect \"cogs\" "
                    "(only \"colour_die\" and \"advance\")"}},
        {"a value on an effect without one",
         "robots.json",
         [](json& d) { d["robots"][2]["rewards"][0]["value"] = 3; },
         {kRobots + ":/robots/2/rewards/0/value: \"value\" is not used by the effect \"cogs\" "
                    "(only \"die_value\")"}},
        {"an advance without a colour",
         "robots.json",
         [](json& d) { d["robots"][11]["rewards"][0].erase("colour"); },
         {kRobots + ":/robots/11/rewards/0: missing member \"colour\" (the effect \"advance\" "
                    "needs one)"}},
        {"a die of a value without one",
         "robots.json",
         [](json& d) { d["robots"][0]["rewards"] = json::parse(R"([{"kind": "die_value"}])"); },
         {kRobots + ":/robots/0/rewards/0: missing member \"value\" (the effect \"die_value\" "
                    "needs one)"}},
        {"an amount out of range",
         "robots.json",
         [](json& d) { d["robots"][2]["rewards"][0]["amount"] = 0; },
         {kRobots + ":/robots/2/rewards/0/amount: expected an integer from 1 to 6, found 0"}},
        {"an unknown effect",
         "robots.json",
         [](json& d) { d["robots"][1]["power_box"][0]["kind"] = "teleport"; },
         {kRobots + ":/robots/1/power_box/0/kind: unknown effect \"teleport\" (expected \"die\", "
                    "\"die_value\", \"colour_die\", \"advance\", \"advance_any\", \"cogs\", "
                    "\"sparks\", \"draw_assistant\", \"free_assistant\", \"factory\", \"reroll\", "
                    "\"adjust\", \"ignore_value\", \"ignore_colour\" or \"upgrade_tile\")"}},
        {"an effect member misspelt",
         "robots.json",
         [](json& d) { d["robots"][2]["rewards"][0]["amuont"] = 2; },
         {kRobots + ":/robots/2/rewards/0/amuont: unknown member \"amuont\""}},
        {"a robot of another colour",
         "robots.json",
         [](json& d) { d["robots"][0]["colour"] = "yellow"; },
         {kRobots + ":/robots: the box has 14 red robots, the file lists 13",
          kRobots + ":/robots: the box has 14 yellow robots, the file lists 15"}},
        {"a robot missing",
         "robots.json",
         [](json& d) { d["robots"].erase(55); },
         {kRobots + ":/robots: the box has 56 robot cards, the file lists 55",
          kRobots + ":/robots: the box has 14 blue robots, the file lists 13"}},
    });
}

TEST_CASE("Sparks data: the goals bound the robots", "[sparks][content]") {
    check_cases({
        {"more power boxes asked than the deck has",
         "goals.json",
         [](json& d) { d["goals"][3]["amount"] = 21; },
         {kRobots + ":/robots: the goal \"five_power_boxes\" (goals.json) asks for 21 robots with "
                    "a power box, but the deck has 20"}},
        {"more robots of a colour asked than the deck has",
         "goals.json",
         [](json& d) { d["goals"][2]["amount"] = 15; },
         {kRobots + ":/robots: the goal \"four_of_one_colour\" (goals.json) asks for 15 robots of "
                    "one colour, but the deck has 14 of each"}},
    });
}

TEST_CASE("Sparks data: a broken assistants.json is reported", "[sparks][content]") {
    check_cases({
        {"a named ability missing",
         "assistants.json",
         [](json& d) {
             d["assistants"][2] = json::parse(
                 R"({"id": "frank", "name": "Frank", "timing": "one_time", "ability": "none",
                     "effects": [{"kind": "cogs"}], "points": 1})");
         },
         {kAssistants + ":/assistants: the rulebook has 1 assistant with the ability \"frank\" "
                        "(Frank), the file has 0"}},
        {"a third factory_plus",
         "assistants.json",
         [](json& d) {
             d["assistants"][13] = d["assistants"][5];
             d["assistants"][13]["id"] = "agnes";
         },
         {kAssistants + ":/assistants: the rulebook has 2 assistants with the ability "
                        "\"factory_plus\" (Margot and Theodora), the file has 3"}},
        {"a named timing changed",
         "assistants.json",
         [](json& d) { d["assistants"][2]["timing"] = "permanent"; },
         {kAssistants + ":/assistants/2/timing: the ability \"frank\" (Frank) is once per turn in "
                        "the rulebook: write \"once_per_turn\""}},
        {"a permanent assistant of effects",
         "assistants.json",
         [](json& d) { d["assistants"][13]["timing"] = "permanent"; },
         {kAssistants + ":/assistants/13/timing: an assistant of effects is \"one_time\" or "
                        "\"once_per_turn\" (a permanent effect would have no limit)"}},
        {"an assistant of effects without effects",
         "assistants.json",
         [](json& d) { d["assistants"][13].erase("effects"); },
         {kAssistants + ":/assistants/13: missing member \"effects\" (the ability \"none\" needs "
                        "one)"}},
        {"effects on a named assistant",
         "assistants.json",
         [](json& d) { d["assistants"][3]["effects"] = json::parse(R"([{"kind": "cogs"}])"); },
         {kAssistants + ":/assistants/3/effects: \"effects\" is not used by the ability "
                        "\"gordon\" (only by \"none\")"}},
        {"factory_plus without an amount",
         "assistants.json",
         [](json& d) { d["assistants"][5].erase("amount"); },
         {kAssistants + ":/assistants/5: missing member \"amount\" (the ability \"factory_plus\" "
                        "needs one)"}},
        {"an amount on another ability",
         "assistants.json",
         [](json& d) { d["assistants"][3]["amount"] = 1; },
         {kAssistants + ":/assistants/3/amount: \"amount\" is not used by the ability \"gordon\" "
                        "(only by \"factory_plus\")"}},
        {"redirect without a colour",
         "assistants.json",
         [](json& d) { d["assistants"][9].erase("colour"); },
         {kAssistants + ":/assistants/9: missing member \"colour\" (the ability \"redirect\" "
                        "needs one)"}},
        {"two redirects from one track",
         "assistants.json",
         [](json& d) { d["assistants"][10]["colour"] = "red"; },
         {kAssistants + ":/assistants/10/colour: another assistant already redirects from the "
                        "red track"}},
        {"an unknown ability",
         "assistants.json",
         [](json& d) { d["assistants"][12]["ability"] = "sam"; },
         {kAssistants + ":/assistants/12/ability: unknown ability \"sam\" (expected \"none\", "
                        "\"conrad\", \"emma\", \"frank\", \"gordon\", \"max\", \"factory_plus\", "
                        "\"octavia\", \"olympia\", \"redirect\", \"quincy\" or \"silas\")"}},
        {"an unknown timing",
         "assistants.json",
         [](json& d) { d["assistants"][13]["timing"] = "twice"; },
         {kAssistants + ":/assistants/13/timing: unknown timing \"twice\" (expected \"one_time\", "
                        "\"once_per_turn\" or \"permanent\")"}},
        {"points out of range",
         "assistants.json",
         [](json& d) { d["assistants"][0]["points"] = 10; },
         {kAssistants + ":/assistants/0/points: expected an integer from 0 to 9, found 10"}},
        {"an empty name",
         "assistants.json",
         [](json& d) { d["assistants"][0]["name"] = ""; },
         {kAssistants + ":/assistants/0/name: the name is empty"}},
        {"a duplicate id",
         "assistants.json",
         [](json& d) { d["assistants"][14]["id"] = "agnes"; },
         {kAssistants + ":/assistants/14/id: duplicate assistant id \"agnes\""}},
        {"a card missing",
         "assistants.json",
         [](json& d) { d["assistants"].erase(31); },
         {kAssistants + ":/assistants: the box has 32 assistant cards, the file lists 31"}},
    });
}

TEST_CASE("Sparks data: a broken production.json is reported", "[sparks][content]") {
    check_cases({
        {"a tile twice",
         "production.json",
         [](json& d) {
             d["tiles"][1] = json::parse(R"({"kind": "bag", "dice": 3, "bag_dice": 2})");
         },
         {kProduction + ":/tiles/1/kind: a second \"bag\" tile (a player has one of each)",
          kProduction + ":/tiles: missing the production tile \"anywhere\""}},
        {"dice on the 2/5 tile",
         "production.json",
         [](json& d) { d["tiles"][3]["dice"] = 3; },
         {kProduction + ":/tiles/3/dice: \"dice\" is not used by the \"two_five\" tile"}},
        {"the bag tile without its bag dice",
         "production.json",
         [](json& d) { d["tiles"][0].erase("bag_dice"); },
         {kProduction + ":/tiles/0: missing member \"bag_dice\" (the \"bag\" tile needs one)"}},
        {"an unknown tile",
         "production.json",
         [](json& d) { d["tiles"][2]["kind"] = "magnet"; },
         {kProduction + ":/tiles/2/kind: unknown production tile \"magnet\" (expected \"bag\", "
                        "\"anywhere\", \"reroll\" or \"two_five\")"}},
        {"more dice than the junkyard holds with 4 players",
         "production.json",
         [](json& d) { d["tiles"][2]["dice"] = 5; },
         {kProduction + ":/tiles/2/dice: with 4 players the active player takes 5 dice and the "
                        "others 3: 8 dice, but the junkyard (rules.json) holds 7"}},
        {"more dice than the junkyard holds with 3 players",
         "production.json",
         [](json& d) { d["tiles"][3]["few_dice"] = 6; },
         {kProduction + ":/tiles/3/few_dice: with 3 players the active player takes 6 dice and "
                        "the others 2: 8 dice, but the junkyard (rules.json) holds 7"}},
        {"more dice than the junkyard holds with the 2 side",
         "production.json",
         [](json& d) { d["tiles"][3]["many_dice"] = 5; },
         {kProduction + ":/tiles/3/many_dice: with 4 players the active player takes 5 dice and "
                        "the others 3: 8 dice, but the junkyard (rules.json) holds 7"}},
    });
}

TEST_CASE("Sparks data: a broken upgrades.json is reported", "[sparks][content]") {
    check_cases({
        {"a type twice",
         "upgrades.json",
         [](json& d) { d["upgrades"][7]["kind"] = "rearrange"; },
         {kUpgrades + ":/upgrades/7/kind: the upgrade \"rearrange\" is listed twice",
          kUpgrades + ":/upgrades: missing the upgrade \"recycle\""}},
        {"a discount without its amount",
         "upgrades.json",
         [](json& d) { d["upgrades"][1].erase("amount"); },
         {kUpgrades + ":/upgrades/1: missing member \"amount\" (the upgrade \"discount\" needs "
                      "one)"}},
        {"an amount on another upgrade",
         "upgrades.json",
         [](json& d) { d["upgrades"][0]["amount"] = 1; },
         {kUpgrades + ":/upgrades/0/amount: \"amount\" is not used by the upgrade \"rearrange\""}},
        {"a sales boost that gives no more",
         "upgrades.json",
         [](json& d) { d["upgrades"][2]["amount"] = 1; },
         {kUpgrades + ":/upgrades/2/amount: expected an integer from 2 to 5, found 1"}},
        {"no copies",
         "upgrades.json",
         [](json& d) { d["upgrades"][4]["copies"] = 0; },
         {kUpgrades + ":/upgrades/4/copies: expected an integer from 1 to 10, found 0"}},
        {"an unknown upgrade",
         "upgrades.json",
         [](json& d) { d["upgrades"][4]["kind"] = "turbo"; },
         {kUpgrades + ":/upgrades/4/kind: unknown upgrade \"turbo\" (expected \"rearrange\", "
                      "\"discount\", \"sales_boost\", \"ignore_colour\", \"ignore_value\", "
                      "\"bonus_point\", \"bonus_cog\" or \"recycle\")"}},
        {"an empty name",
         "upgrades.json",
         [](json& d) { d["upgrades"][4]["name"] = ""; },
         {kUpgrades + ":/upgrades/4/name: the name is empty"}},
        {"no name",
         "upgrades.json",
         [](json& d) { d["upgrades"][4].erase("name"); },
         {kUpgrades + ":/upgrades/4: missing member \"name\""}},
    });
}

TEST_CASE("Sparks data: a broken bonus_tiles.json is reported", "[sparks][content]") {
    check_cases({
        {"a tile missing",
         "bonus_tiles.json",
         [](json& d) { d["tiles"].erase(7); },
         {kBonus + ":/tiles: the box has 8 bonus tiles, the file lists 7"}},
        {"a tile the rulebook does not have",
         "bonus_tiles.json",
         [](json& d) { d["tiles"][1]["effects"][0]["amount"] = 3; },
         {kBonus + ":/tiles/1/effects: not one of the rulebook's bonus tiles (a die, 2 cogs, an "
                   "advance on any track, a spark, a cog and an assistant card, an upgrade tile "
                   "or a die of one colour)"}},
        {"a kind missing",
         "bonus_tiles.json",
         [](json& d) { d["tiles"][3]["effects"] = json::parse(R"([{"kind": "die"}])"); },
         {kBonus + ":/tiles: no bonus tile gives a spark (the rulebook has one of each kind)"}},
        {"a duplicate id",
         "bonus_tiles.json",
         [](json& d) { d["tiles"][1]["id"] = "die"; },
         {kBonus + ":/tiles/1/id: duplicate bonus tile id \"die\""}},
        {"a tile of no effects",
         "bonus_tiles.json",
         [](json& d) { d["tiles"][0]["effects"] = json::array(); },
         {kBonus + ":/tiles/0/effects: the list of effects is empty"}},
    });
}

TEST_CASE("Sparks data: a broken goals.json is reported", "[sparks][content]") {
    check_cases({
        {"tracks on another goal",
         "goals.json",
         [](json& d) { d["goals"][4]["tracks"] = 2; },
         {kGoals + ":/goals/4/tracks: \"tracks\" is not used by the goal \"sparks\""}},
        {"the bonus goal without tracks",
         "goals.json",
         [](json& d) { d["goals"][5].erase("tracks"); },
         {kGoals + ":/goals/5: missing member \"tracks\" (the goal \"third_bonus_space\" needs "
                   "one)"}},
        {"a goal twice",
         "goals.json",
         [](json& d) { d["goals"][4]["kind"] = "play_assistants"; },
         {kGoals + ":/goals/4/kind: a second \"play_assistants\" goal",
          kGoals + ":/goals: missing the goal \"sparks\""}},
        {"a goal missing",
         "goals.json",
         [](json& d) { d["goals"].erase(4); },
         {kGoals + ":/goals: the box has 6 goal tiles, the file lists 5",
          kGoals + ":/goals: missing the goal \"sparks\""}},
        {"an unknown goal",
         "goals.json",
         [](json& d) { d["goals"][4]["kind"] = "cogs"; },
         {kGoals + ":/goals/4/kind: unknown goal \"cogs\" (expected \"play_assistants\", "
                   "\"factory_level\", \"robots_of_one_colour\", \"power_box_robots\", \"sparks\" "
                   "or \"third_bonus_space\")"}},
        {"a goal of no amount",
         "goals.json",
         [](json& d) { d["goals"][0]["amount"] = 0; },
         {kGoals + ":/goals/0/amount: expected an integer from 1 to 99, found 0"}},
    });
}

TEST_CASE("Sparks data: every error of every file is reported at once", "[sparks][content]") {
    testkit::DataCopy copy("many");
    copy.edit("robots.json", [](json& d) { d["robots"][0]["steps"] = 0; });
    copy.edit("goals.json", [](json& d) { d["goals"][0]["amount"] = "six"; });
    copy.edit("rules.json", [](json& d) { d["rounds"] = 0; });
    const LoadedContent loaded = load_content(copy.dir());
    CHECK(!loaded.content);
    CHECK(loaded.files_checked == 9);
    std::vector<std::string> lines;
    for (const auto& d : loaded.errors)
        lines.push_back(engine::format_diagnostic(d));
    CHECK(lines == std::vector<std::string>{
                       kRules + ":/rounds: expected an integer from 1 to 10, found 0",
                       kRobots + ":/robots/0/steps: expected an integer from 1 to 3, found 0",
                       kGoals + ":/goals/0/amount: expected an integer, found a string"});
}

TEST_CASE("Sparks data: files that cannot be read are reported", "[sparks][content]") {
    SECTION("a syntax error") {
        testkit::DataCopy copy("syntax");
        copy.write("goals.json", "{\n  \"schema\": \"sparks.goals/1\"\n  \"goals\": []\n}\n");
        CHECK(copy.errors() ==
              std::vector<std::string>{kGoals + ": not valid JSON (line 3, column 9): syntax "
                                                "error while parsing object - unexpected string "
                                                "literal; expected '}'"});
    }
    SECTION("a member written twice") {
        testkit::DataCopy copy("twice");
        std::ifstream in(kData / "rules.json");
        std::string text = json::parse(in).dump(2);
        copy.write("rules.json", text.insert(1, "\n  \"rounds\": 4,"));
        CHECK(copy.errors() ==
              std::vector<std::string>{kRules + ":/rounds: member \"rounds\" is written twice in "
                                                "this object (only one of them would count)"});
    }
    SECTION("a missing file") {
        testkit::DataCopy copy("missing");
        fs::remove(copy.dir() / "upgrades.json");
        CHECK(copy.errors() == std::vector<std::string>{kUpgrades + ": the file is missing"});
    }
    SECTION("a file nobody reads") {
        testkit::DataCopy copy("extra");
        copy.write("robot.json", "{}");
        CHECK(copy.errors() ==
              std::vector<std::string>{
                  "data/sparks/robot.json: not a known data file (nothing reads it; the files "
                  "are rules.json, player_board.json, score_board.json, robots.json, "
                  "assistants.json, production.json, upgrades.json, bonus_tiles.json and "
                  "goals.json)"});
    }
    SECTION("not a folder") {
        const LoadedContent loaded = load_content(kData / "no_such_folder");
        REQUIRE(loaded.errors.size() == 1);
        CHECK(loaded.errors[0].message ==
              "not a data folder (it does not exist or is not a folder)");
        CHECK(!loaded.content);
    }
    SECTION("a file that is not an object") {
        testkit::DataCopy copy("array");
        copy.write("goals.json", "[]");
        CHECK(copy.errors() ==
              std::vector<std::string>{kGoals + ": expected an object, found an array"});
    }
}

TEST_CASE("Sparks data: messages name the files from the data folder's parent",
          "[sparks][content]") {
    testkit::DataCopy copy("names");
    copy.edit("rules.json", [](json& d) { d["rounds"] = 0; });
    // The same name with a trailing slash or a relative path.
    for (const fs::path& folder :
         {copy.dir(), fs::path(copy.dir().string() + "/"), copy.dir() / "."}) {
        const LoadedContent loaded = load_content(folder);
        REQUIRE(loaded.errors.size() == 1);
        CHECK(loaded.errors[0].file == "data/sparks/rules.json");
    }
}
