// The JSON form of actions: only the members a kind uses are written, every
// action the rules offer reads back exactly, and every problem of a bad one is
// reported with its file and JSON pointer.
#include <catch2/catch.hpp>
#include <set>

#include "io/io_kit.hpp"
#include "sparks/action_json.hpp"

using namespace sparks;
using nlohmann::json;
using Pointer = json::json_pointer;

namespace {

std::optional<Action> read(const json& value, engine::Diagnostics& errors) {
    return action_from_json(value, "save.json", Pointer("/actions/3"), errors);
}

Action round_trip(const Action& a) {
    engine::Diagnostics errors;
    const auto back = read(action_to_json(a), errors);
    INFO(testing::lines(errors));
    REQUIRE(back);
    return *back;
}

// Reads `value`; it must be refused. The errors, formatted.
std::vector<std::string> refusal(const json& value) {
    engine::Diagnostics errors;
    CHECK_FALSE(read(value, errors));
    std::vector<std::string> out;
    for (const auto& d : errors)
        out.push_back(engine::format_diagnostic(d));
    CHECK_FALSE(out.empty());
    return out;
}

Action make(ActionKind kind) {
    Action a;
    a.kind = kind;
    return a;
}

}  // namespace

TEST_CASE("Every action kind has an id, read back to the same kind", "[sparks][io]") {
    std::set<std::string_view> seen;
    for (int k = 0; k < kActionKinds; ++k) {
        const auto kind = static_cast<ActionKind>(k);
        const std::string_view id = action_kind_id(kind);
        CHECK(parse_action_kind(id) == kind);
        CHECK(seen.insert(id).second);
    }
    CHECK(action_kind_id(ActionKind::PlaceRobot) == "place_robot");
    CHECK_FALSE(parse_action_kind("Place_Robot"));
    for (int m = 0; m < kMeans; ++m)
        CHECK(parse_means(means_id(static_cast<Means>(m))) == static_cast<Means>(m));
    CHECK(means_id(Means::OwnColour) == "own_colour");
    CHECK(reject_reason_id(RejectReason::CannotAfford) == "cannot_afford");
}

TEST_CASE("An action is written with only the members its kind uses", "[sparks][io]") {
    Action place = make(ActionKind::PlaceRobot);
    place.die = 12;
    place.slot = 0;
    place.space = 1;
    place.colour_by = Means::Cogs;
    CHECK(
        action_to_json(place) ==
        json::parse(R"({"action":"place_robot","die":12,"slot":0,"space":1,"colour_by":"cogs"})"));

    CHECK(action_to_json(make(ActionKind::DrawRobots)) == json{{"action", "draw_robots"}});
    CHECK(action_to_json(make(ActionKind::EndActions)) == json{{"action", "end_actions"}});
    Action keep = make(ActionKind::EndActions);
    keep.die = 7;
    CHECK(action_to_json(keep) == json{{"action", "end_actions"}, {"die", 7}});

    Action board = make(ActionKind::ActivateBox);
    CHECK(action_to_json(board) == json{{"action", "activate_box"}, {"box", "board"}});
    Action robot_box = make(ActionKind::ActivateBox);
    robot_box.index = 2;
    robot_box.with_cog = true;
    CHECK(action_to_json(robot_box) ==
          json{{"action", "activate_box"}, {"box", 2}, {"with_cog", true}});

    Action take = make(ActionKind::TakeDice);
    take.index = 6;
    CHECK(action_to_json(take) == json{{"action", "take_dice"}, {"index", 6}});
    take.index2 = 5;
    CHECK(action_to_json(take) == json{{"action", "take_dice"}, {"index", 6}, {"index2", 5}});

    // The dice to reroll are chosen afterwards, one at a time.
    CHECK(action_to_json(make(ActionKind::RerollDice)) == json{{"action", "reroll_dice"}});

    Action choose = make(ActionKind::Choose);
    choose.track = static_cast<int>(Colour::Green);
    CHECK(action_to_json(choose) == json{{"action", "choose"}, {"track", "green"}});
    Action decline = make(ActionKind::Choose);
    decline.decline = true;
    CHECK(action_to_json(decline) == json{{"action", "choose"}, {"decline", true}});
}

TEST_CASE("Actions of every kind read back exactly", "[sparks][io]") {
    std::vector<Action> actions;
    Action a = make(ActionKind::AssignRobot);
    a.card = 55;
    a.slot = 2;
    actions.push_back(a);
    a = make(ActionKind::DraftAssistant);
    a.card = 31;
    actions.push_back(a);
    a = make(ActionKind::PlayProduction);
    a.tile = 3;
    a.index = 4;
    actions.push_back(a);
    a = make(ActionKind::TakeDice);
    a.index = 0;
    a.index2 = 1;
    actions.push_back(a);
    a = make(ActionKind::PlaceUpgrade);
    a.die = 43;
    a.space = 2;
    a.colour_by = Means::OwnColour;
    actions.push_back(a);
    a = make(ActionKind::PlaceRobot);
    a.die = 0;
    a.slot = 1;
    a.space = 3;
    a.colour_by = Means::Gordon;
    a.value_by = Means::Token;
    actions.push_back(a);
    a = make(ActionKind::Sell);
    a.die = 9;
    actions.push_back(a);
    a = make(ActionKind::ChangeValue);
    a.die = 9;
    a.delta = -1;
    actions.push_back(a);
    a = make(ActionKind::Recruit);
    a.card = 4;
    a.target = 1;
    actions.push_back(a);
    a = make(ActionKind::ActivateBox);
    a.with_cog = true;
    actions.push_back(a);
    a = make(ActionKind::UseAssistant);
    a.index = 2;
    a.die = 14;
    actions.push_back(a);
    a = make(ActionKind::Retrieve);
    a.die = 14;
    actions.push_back(a);
    actions.push_back(make(ActionKind::RerollDice));
    a = make(ActionKind::Choose);
    a.card = 1;
    a.slot = 0;
    a.space = 1;
    a.tile = 2;
    a.index = 3;
    a.index2 = 4;
    a.die = 5;
    a.delta = -3;
    a.target = 6;
    a.track = 3;
    a.colour_by = Means::Cogs;
    a.value_by = Means::Token;
    a.with_cog = true;
    a.decline = true;
    actions.push_back(a);
    a = make(ActionKind::DiscardRobot);
    a.slot = 1;
    actions.push_back(a);
    actions.push_back(make(ActionKind::DrawRobots));
    actions.push_back(make(ActionKind::EndActions));
    std::set<ActionKind> kinds;
    for (const Action& action : actions) {
        INFO(action_to_json(action).dump());
        CHECK(round_trip(action) == action);
        kinds.insert(action.kind);
    }
    CHECK(kinds.size() == static_cast<std::size_t>(kActionKinds));
}

TEST_CASE("Every action the rules offer in random games reads back exactly", "[sparks][io]") {
    int checked = 0;
    for (const Game& game : testing::some_games()) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Match match = testing::random_match(game, seed, 100000);
            for (const GameState& state : match.states()) {
                for (const Action& action : game.legal_actions(state)) {
                    INFO(action_to_json(action).dump());
                    const json written = action_to_json(action);
                    engine::Diagnostics errors;
                    const auto back = read(written, errors);
                    INFO(testing::lines(errors));
                    REQUIRE(back);
                    REQUIRE(*back == action);
                    // Written again, the same text.
                    REQUIRE(action_to_json(*back).dump() == written.dump());
                    ++checked;
                }
            }
        }
    }
    CHECK(checked > 1000);
}

TEST_CASE("A bad action is refused with every problem, each at its pointer", "[sparks][io]") {
    SECTION("not an object") {
        CHECK(refusal(json::array()) ==
              std::vector<std::string>{"save.json:/actions/3: expected an object, found an array"});
    }
    SECTION("no kind") {
        CHECK(refusal(json{{"die", 3}}) ==
              std::vector<std::string>{"save.json:/actions/3: missing member \"action\""});
    }
    SECTION("an unknown kind") {
        CHECK(refusal(json{{"action", "fly"}}) ==
              std::vector<std::string>{"save.json:/actions/3/action: unknown action \"fly\""});
        CHECK(refusal(json{{"action", 4}}) ==
              std::vector<std::string>{
                  "save.json:/actions/3/action: expected a string, found an integer"});
    }
    SECTION("a member the kind does not use, and one it needs") {
        CHECK(refusal(json{{"action", "sell"}, {"slot", 1}}) ==
              std::vector<std::string>{
                  "save.json:/actions/3/slot: unknown member \"slot\" (sell has die)",
                  "save.json:/actions/3: missing member \"die\""});
        CHECK(refusal(json{{"action", "draw_robots"}, {"die", 1}}) ==
              std::vector<std::string>{"save.json:/actions/3/die: unknown member \"die\" "
                                       "(draw_robots has no other members)"});
    }
    SECTION("values of the wrong type or out of range, all reported") {
        const auto errors = refusal(json::parse(
            R"({"action":"place_robot","die":64,"slot":"left","space":-1,"colour_by":"paint",
                "value_by":3})"));
        CHECK(errors == std::vector<std::string>{
                            "save.json:/actions/3/die: expected an integer from 0 to 63, found 64",
                            "save.json:/actions/3/slot: expected an integer, found a string",
                            "save.json:/actions/3/space: expected an integer from 0 to 3, found -1",
                            "save.json:/actions/3/colour_by: unknown means \"paint\"",
                            "save.json:/actions/3/value_by: expected a string, found an integer"});
    }
    SECTION("a value changed by other than one pip") {
        CHECK(refusal(json{{"action", "change_value"}, {"die", 1}, {"delta", 0}}) ==
              std::vector<std::string>{"save.json:/actions/3/delta: expected -1 or 1, found 0"});
        CHECK(refusal(json{{"action", "change_value"}, {"die", 1}, {"delta", 2}}) ==
              std::vector<std::string>{
                  "save.json:/actions/3/delta: expected an integer from -1 to 1, found 2"});
    }
    SECTION("a power box that is neither the board's nor a robot's") {
        CHECK(refusal(json{{"action", "activate_box"}, {"box", "robot"}}) ==
              std::vector<std::string>{"save.json:/actions/3/box: expected \"board\" or a "
                                       "completed robot's index, found \"robot\""});
        CHECK(refusal(json{{"action", "activate_box"}, {"box", true}}) ==
              std::vector<std::string>{"save.json:/actions/3/box: expected \"board\" or a "
                                       "completed robot's index, found a boolean"});
        CHECK(refusal(json{{"action", "activate_box"}, {"box", 1}, {"with_cog", 1}}) ==
              std::vector<std::string>{
                  "save.json:/actions/3/with_cog: expected true or false, found an integer"});
    }
    SECTION("a set of dice to reroll: they are chosen one at a time") {
        CHECK(refusal(json{{"action", "reroll_dice"}, {"dice", {4, 9}}}) ==
              std::vector<std::string>{"save.json:/actions/3/dice: unknown member \"dice\" "
                                       "(reroll_dice has no other members)"});
        CHECK(refusal(json{{"action", "choose"}, {"dice", {4}}})[0].starts_with(
            "save.json:/actions/3/dice: unknown member \"dice\" (choose has card, "));
    }
    SECTION("a track that is not a colour") {
        CHECK(refusal(json{{"action", "choose"}, {"track", "purple"}}) ==
              std::vector<std::string>{"save.json:/actions/3/track: unknown colour \"purple\""});
    }
}
