// The words of the actions for the player to act, and the ids of the table's
// buttons: every legal action of random games of every variant has words with
// nothing left unset in them and an id of its own that reads back to it; arranged
// positions are said word for word.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rng.hpp"
#include "rules/rules_kit.hpp"
#include "sparks/action_json.hpp"
#include "sparks/action_text.hpp"
#include "sparks/player_view.hpp"

// A named namespace: in a unity build this file shares a batch with other tests
// whose file-local helpers would otherwise clash with these.
namespace sparks::action_text_tests {

namespace {

using namespace kit;

std::string say(const Game& game, const GameState& s, const Action& a) {
    return action_text(game, player_view(game, s, s.current), a);
}

// What is wrong with the words of a legal action, or nothing: words made from an
// unset value (kNone, a missing card) or a fallback that a legal action never needs.
std::string word_problem(const std::string& text) {
    if (text.empty())
        return "no words";
    if (text.front() < 'A' || text.front() > 'Z')
        return "does not begin with a capital";
    if (text.back() == '.' || text.back() == ' ')
        return "ends with a full stop or a space";
    for (std::string_view left : {"-1",          "-2",
                                  "kNone",       "kHidden",
                                  "unknown",     "  ",
                                  " ,",          "slot 0",
                                  "space 0",     "place 0",
                                  "places 0",    "some die",
                                  "a robot",     "an assistant",
                                  "a power box", "a production tile",
                                  "its effect",  "an upgrade tile",
                                  "other track", "Decide",
                                  "Act"}) {
        if (text.find(left) != std::string::npos)
            return "has \"" + std::string(left) + "\"";
    }
    return "";
}

std::string id_problem(const std::string& id) {
    for (char ch : id)
        if (ch == ' ' || ch == ';' || ch == '"' || ch == '\'')
            return "has a space, a semicolon or a quote";
    return "";
}

struct Seen {
    std::set<ActionKind> kinds;
    std::set<PendingKind> decisions;
    long long actions = 0;
    std::vector<std::string> problems;
};

// Every legal action of every state of a random game: its words, its id, the id read
// back. The checks are gathered, not asserted one by one, to keep the test quick.
void check_game(const Game& game, std::uint64_t seed, Seen& seen) {
    GameState s = game.new_game(seed);
    engine::Rng pick(seed * 7919 + 17);
    std::vector<Action> legal;
    while (!game.is_over(s)) {
        game.legal_actions(s, legal);
        REQUIRE_FALSE(legal.empty());
        const PlayerView view = player_view(game, s, s.current);
        std::set<std::string> ids;
        for (const Action& a : legal) {
            ++seen.actions;
            seen.kinds.insert(a.kind);
            if (a.kind == ActionKind::Choose)
                seen.decisions.insert(s.pending.front().kind);
            const std::string text = action_text(game, view, a);
            const std::string id = action_control_id(a);
            std::string problem = word_problem(text);
            if (problem.empty())
                problem = id_problem(id);
            if (problem.empty() && !ids.insert(id).second)
                problem = "the id of another legal action";
            if (problem.empty() && parse_action_control_id(id) != a)
                problem = "the id does not read back";
            if (!problem.empty() && seen.problems.size() < 20)
                seen.problems.push_back(action_to_json(a).dump() + " \"" + text + "\" " + id +
                                        ": " + problem);
        }
        const Action& chosen = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
        std::vector<Event> events;
        REQUIRE_FALSE(game.apply_in_place(s, chosen, events).has_value());
    }
}

// A robot whose space `space` asks a colour other than `not_colour` and no value.
std::string robot_asking_other_colour(Colour not_colour) {
    for (const RobotCard& r : content().robots)
        if (r.spaces.size() >= 2 && r.spaces[0].colour && *r.spaces[0].colour != not_colour &&
            !r.spaces[0].value)
            return r.id;
    throw std::invalid_argument("no such robot");
}

}  // namespace

TEST_CASE("Every legal action of random games has words and an id that reads back",
          "[sparks][io][action_text]") {
    Seen seen;
    const auto variants = every_variant();
    for (std::size_t v = 0; v < variants.size(); ++v) {
        const Game game(content(), variants[v]);
        for (std::uint64_t seed = 1; seed <= 4; ++seed)
            check_game(game, 100 * v + seed, seen);
    }
    INFO(seen.problems.size() << " problems, the first:");
    for (const std::string& p : seen.problems)
        UNSCOPED_INFO(p);
    CHECK(seen.problems.empty());
    CHECK(seen.actions > 100000);
    // Random games reach every kind of action and nearly every kind of decision.
    CHECK(seen.kinds.size() == kActionKinds);
    CHECK(seen.decisions.size() >= kPendingKinds - 2);
}

TEST_CASE("A placement says what meets the colour it does not match", "[sparks][io][action_text]") {
    const Game game = game_for(2);
    GameState s = in_actions(game);
    const int red5 = give_die(s, 0, Red, 5);
    seat(s, 0).cogs = 3;
    const std::string id = robot_asking_other_colour(Red);
    set_robot(s, 0, 1, id);
    const Action cogs = place_robot(red5, 1, 0, Means::Cogs);
    REQUIRE(is_legal(game, s, cogs));
    CHECK(say(game, s, cogs) ==
          "Place the red 5 on robot " + id + "'s space 1, paying 2 cogs for the colour");
    CHECK(action_control_id(cogs) ==
          "place_robot:die=" + std::to_string(red5) + ",slot=1,space=0,colour_by=cogs");

    seat(s, 0).ignore_colour = 1;
    const Action token = place_robot(red5, 1, 0, Means::Token);
    REQUIRE(is_legal(game, s, token));
    CHECK(say(game, s, token) ==
          "Place the red 5 on robot " + id + "'s space 1, using this turn's ignore colour effect");
}

TEST_CASE("A sale says its price, and where a placed die is", "[sparks][io][action_text]") {
    const Game game = game_for(2);
    GameState s = in_actions(game);
    const int red5 = give_die(s, 0, Red, 5);
    CHECK(say(game, s, sell(red5)) == "Sell the red 5 for 1 cog");
    CHECK(action_control_id(sell(red5)) == "sell:die=" + std::to_string(red5));
    // Sales Boost: "You may sell dice to the supply for 2 cogs (instead of 1)."
    give_upgrade(s, 0, UpgradeKind::SalesBoost);
    CHECK(say(game, s, sell(red5)) ==
          "Sell the red 5 for " + std::to_string(upgrade_type(UpgradeKind::SalesBoost).amount) +
              " cogs");
    const std::string id = robot_asking_other_colour(Red);
    set_robot(s, 0, 2, id);
    const int blue3 = put_die_on_robot(s, 0, 2, 1, Blue, 3);
    seat(s, 0).cogs = 1;
    REQUIRE(is_legal(game, s, sell(blue3)));
    CHECK(say(game, s, sell(blue3)) == "Sell the blue 3 on robot " + id + " for 2 cogs");
    REQUIRE(is_legal(game, s, change(blue3, -1)));
    CHECK(say(game, s, change(blue3, -1)) ==
          "Turn the blue 3 on robot " + id + " down to 2 for a cog");
}

TEST_CASE("Ending the actions says the die kept and the dice sold", "[sparks][io][action_text]") {
    const Game game = game_for(2);
    GameState s = in_actions(game);
    const int red5 = give_die(s, 0, Red, 5);
    const int blue2 = give_die(s, 0, Blue, 2);
    CHECK(say(game, s, end_actions(red5)) ==
          "End your actions, keeping the red 5; the other die is sold for 1 cog");
    CHECK(say(game, s, end_actions()) ==
          "End your actions, keeping no die; your 2 dice are sold for 2 cogs");
    CHECK(action_control_id(end_actions()) == "end_actions");
    CHECK(action_control_id(end_actions(blue2)) == "end_actions:die=" + std::to_string(blue2));
    s.seats[0].dice = {red5};
    s.bag.push_back(blue2);
    CHECK(say(game, s, end_actions(red5)) == "End your actions, keeping the red 5");
}

TEST_CASE("A decision is said by what it decides", "[sparks][io][action_text]") {
    const Game game = game_for(2);
    GameState s = in_actions(game);
    s.pending.push_back({.kind = PendingKind::AdvanceAny});
    REQUIRE(is_legal(game, s, choose_track(Green)));
    CHECK(say(game, s, choose_track(Green)) == "Advance on the green track");
    CHECK(action_control_id(choose_track(Green)) == "choose:track=green");

    s.pending = {{.kind = PendingKind::Reroll}};
    const int yellow4 = give_die(s, 0, Yellow, 4);
    REQUIRE(is_legal(game, s, choose_reroll(yellow4)));
    CHECK(say(game, s, choose_reroll(yellow4)) == "Choose the yellow 4 to reroll");
    CHECK(say(game, s, roll_chosen()) == "Reroll no dice");
    s.pending.front().dice = mask_of({yellow4});
    CHECK(say(game, s, roll_chosen()) == "Reroll the yellow 4");
}

TEST_CASE("Recruiting says its cost and whom Conrad copies", "[sparks][io][action_text]") {
    const Game game = game_for(2);
    GameState s = in_actions(game);
    const int conrad = assistant_with(Ability::Conrad);
    const int frank = assistant_with(Ability::Frank);
    const int agnes = assistant("agnes");
    set_hand(s, 0, {conrad, agnes});
    seat(s, 0).cogs = 5;
    CHECK(say(game, s, recruit(agnes)) == "Recruit Agnes for 1 cog");
    add_played(s, 0, frank);
    REQUIRE(is_legal(game, s, recruit(conrad, 0)));
    CHECK(say(game, s, recruit(conrad, 0)) == "Recruit Conrad for 2 cogs, copying Frank");
    CHECK(action_control_id(recruit(conrad, 0)) ==
          "recruit:card=" + std::to_string(conrad) + ",target=0");
}

TEST_CASE("A production tile says which dice it takes from which end",
          "[sparks][io][action_text]") {
    const Game game = game_for(2);
    GameState s = at_production(game);
    set_junkyard(s,
                 {{Red, 5}, {Blue, 2}, {Green, 1}, {Yellow, 6}, {Red, 3}, {Blue, 4}, {Yellow, 2}});
    const int bag = production_tile(ProductionKind::Bag);
    REQUIRE(is_legal(game, s, produce(bag, 4)));
    CHECK(say(game, s, produce(bag, 4)) ==
          "Play the bag production tile (take 3 dice from one end of the junkyard, then draw 2 "
          "more from the bag), taking the red 3, the blue 4 and the yellow 2 from the right end");
    apply_ok(game, s, produce(bag, 0));
    // Two players: the other takes two dice from one end.
    REQUIRE(s.current == 1);
    REQUIRE(is_legal(game, s, take(2, 3)));
    CHECK(say(game, s, take(2, 3)) == "Take the blue 4 and the yellow 2 from the right end");
    CHECK(say(game, s, take(0, 1)) == "Take the yellow 6 and the red 3 from the left end");
    CHECK(action_control_id(take(0, 1)) == "take_dice:index=0,index2=1");
}

TEST_CASE("A control id reads back only as written", "[sparks][io][action_text]") {
    const Action placed = place_robot(12, 0, 1, Means::Cogs);
    CHECK(action_control_id(placed) == "place_robot:die=12,slot=0,space=1,colour_by=cogs");
    CHECK(parse_action_control_id("place_robot:die=12,slot=0,space=1,colour_by=cogs") == placed);
    CHECK(action_control_id(activate(kNone, true)) == "activate_box:box=board,with_cog=true");
    CHECK(parse_action_control_id("activate_box:box=board,with_cog=true") == activate(kNone, true));
    CHECK(parse_action_control_id("end_actions") == end_actions());
    CHECK(parse_action_control_id("choose:decline=true") == decline());
    CHECK(parse_action_control_id("change_value:die=3,delta=-1") == change(3, -1));
    for (std::string_view wrong :
         {"", "sell", "sell:", "sell:die=3;", "sell: die=3", "sell:die=\"3\"", "sell:die=03",
          "sell:die=3,die=3", "sell:die=3,slot=1", "place_robot:slot=0,die=12,space=1",
          "place_robot:die=12,slot=0,space=1,colour_by=match", "end_actions:die=-1",
          "end_actions:", "fly:die=3", "choose:track=purple", "sell:die=99999999999"}) {
        INFO(wrong);
        CHECK_FALSE(parse_action_control_id(wrong).has_value());
    }
}

}  // namespace sparks::action_text_tests
