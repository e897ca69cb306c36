// The additional actions (rulebook "Additional actions", "Turn example"): selling
// a die, changing a die's value, ignoring a colour for 2 cogs and recruiting
// assistants at a rising cost.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE("Sell die: an available die goes to the discard pile for one cog from the supply",
          "[sparks][rules][actions]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 61);
    const int die = give_die(s, 0, Green, 4);
    const auto events = apply_ok(game, s, sell(die));
    CHECK(seat(s, 0).cogs == 1);
    CHECK(seat(s, 0).dice.empty());
    CHECK(contains(s.discard, die));
    REQUIRE(count_of(events, EventKind::DieSold) == 1);
    CHECK(events_of(events, EventKind::DieSold)[0].die == die);
    CHECK(events_of(events, EventKind::DieSold)[0].amount == 1);
}

TEST_CASE("Sell die: a die locked in the upgrade section or on a robot may be sold too",
          "[sparks][rules][actions]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 62);
    set_robot(s, 0, 0, "red_07");  // yellow, green
    const int in_section = put_die_in_upgrade(s, 0, 1, Green, 2);
    const int on_robot = put_die_on_robot(s, 0, 0, 0, Yellow, 3);
    check_invariants(game, s);
    apply_ok(game, s, sell(in_section));
    CHECK(seat(s, 0).upgrade_section[1] == kNone);
    apply_ok(game, s, sell(on_robot));
    CHECK(seat(s, 0).line[0].dice[0] == kNone);
    CHECK(seat(s, 0).line[0].card == robot("red_07"));
    CHECK(seat(s, 0).cogs == 2);
    CHECK(contains(s.discard, in_section));
    CHECK(contains(s.discard, on_robot));
}

TEST_CASE("Sell die: only the player's own dice can be sold", "[sparks][rules][actions]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 63);
    const int theirs = give_die(s, 1, Green, 4);
    refused(game, s, sell(theirs), RejectReason::NoSuchThing);
    // An empty space of the upgrade section or of a robot holds no die to sell.
    REQUIRE(seat(s, 0).upgrade_section[0] == kNone);
    refused(game, s, sell(kNone), RejectReason::NoSuchThing);
    refused(game, s, sell(-2), RejectReason::NoSuchThing);
    refused(game, s, sell(44), RejectReason::NoSuchThing);
    refused(game, s, sell(s.junkyard[0]), RejectReason::NoSuchThing);
    refused(game, s, sell(s.bag[0]), RejectReason::NoSuchThing);
}

TEST_CASE("Change a die value: each cog moves one of your dice up or down by 1",
          "[sparks][rules][actions]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 64);
    const int die = give_die(s, 0, Blue, 3);
    seat(s, 0).cogs = 3;
    auto events = apply_ok(game, s, change(die, 1));
    CHECK(face(s, die) == 4);
    CHECK(seat(s, 0).cogs == 2);
    REQUIRE(count_of(events, EventKind::CogsPaid) == 1);
    CHECK(events_of(events, EventKind::CogsPaid)[0].amount == 1);
    REQUIRE(count_of(events, EventKind::DieChanged) == 1);
    CHECK(events_of(events, EventKind::DieChanged)[0].value == 4);
    apply_ok(game, s, change(die, -1));
    apply_ok(game, s, change(die, -1));
    CHECK(face(s, die) == 2);
    CHECK(seat(s, 0).cogs == 0);
    // By one pip for each cog.
    seat(s, 0).cogs = 2;
    refused(game, s, change(die, 2), RejectReason::NotAllowed);
    refused(game, s, change(die, 0), RejectReason::NotAllowed);
}

TEST_CASE("Change a die value: never above 6 nor below 1, and never without a cog",
          "[sparks][rules][actions]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 65);
    const int six = give_die(s, 0, Blue, 6);
    const int one = give_die(s, 0, Red, 1);
    seat(s, 0).cogs = 2;
    refused(game, s, change(six, 1), RejectReason::NotAllowed);
    refused(game, s, change(one, -1), RejectReason::NotAllowed);
    apply_ok(game, s, change(six, -1));
    apply_ok(game, s, change(one, 1));
    refused(game, s, change(six, -1), RejectReason::CannotAfford);
}

TEST_CASE(
    "Ignore a color requirement: paying 2 cogs places a die on a space of another colour, on a "
    "robot or in the upgrade section",
    "[sparks][rules][actions]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 66);
    set_robot(s, 0, 0, "red_03");  // a red 5
    const int blue5 = give_die(s, 0, Blue, 5);
    const int red = give_die(s, 0, Red, 2);
    seat(s, 0).cogs = 1;
    refused(game, s, place_robot(blue5, 0, 0, Means::Cogs), RejectReason::CannotAfford);
    seat(s, 0).cogs = 4;
    // The value is not a colour: cogs pay for colours only.
    refused(game, s, place_robot(red, 0, 0, Means::Match, Means::Cogs), RejectReason::NotAllowed);
    // Without paying, the colour must match.
    refused(game, s, place_upgrade(red, 0, Means::Match), RejectReason::Requirement);
    const auto events = apply_ok(game, s, place_robot(blue5, 0, 0, Means::Cogs));
    CHECK(events_of(events, EventKind::CogsPaid)[0].amount == 2);
    // The robot is complete (and gives 2 cogs): 4 - 2 + 2.
    CHECK(seat(s, 0).completed.size() == 1);
    CHECK(seat(s, 0).cogs == 4);
    apply_ok(game, s, place_upgrade(red, 0, Means::Cogs));
    CHECK(seat(s, 0).upgrade_section[0] == red);
    CHECK(seat(s, 0).cogs == 2);
    const int yellow = give_die(s, 0, Yellow, 1);
    refused(game, s, place_upgrade(yellow, 1, Means::Match), RejectReason::Requirement);
    // Paying for a colour the die has is refused.
    set_robot(s, 0, 1, "red_01");  // any red
    const int red2 = give_die(s, 0, Red, 2);
    refused(game, s, place_robot(red2, 1, 0, Means::Cogs), RejectReason::NotAllowed);
}

TEST_CASE("Recruit an assistant: the first costs 1 cog, the second 2, the third 3, and so on",
          "[sparks][rules][actions][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 67);
    // Three assistants of lasting abilities that do nothing when hired.
    const int emma = assistant("emma");
    const int gordon = assistant("gordon");
    const int quincy = assistant("quincy");
    const int silas = assistant("silas");
    set_hand(s, 0, {emma, gordon, quincy, silas});
    seat(s, 0).cogs = 10;
    CHECK(recruit_cost(game, s, 0) == 1);
    auto events = apply_ok(game, s, recruit(emma));
    CHECK(seat(s, 0).cogs == 9);
    REQUIRE(seat(s, 0).played.size() == 1);
    CHECK(seat(s, 0).played[0].card == emma);
    CHECK_FALSE(contains(seat(s, 0).hand, emma));
    REQUIRE(count_of(events, EventKind::AssistantRecruited) == 1);
    CHECK(events_of(events, EventKind::AssistantRecruited)[0].amount == 1);
    CHECK(recruit_cost(game, s, 0) == 2);
    apply_ok(game, s, recruit(gordon));
    CHECK(seat(s, 0).cogs == 7);
    CHECK(recruit_cost(game, s, 0) == 3);
    events = apply_ok(game, s, recruit(quincy));
    CHECK(seat(s, 0).cogs == 4);
    CHECK(events_of(events, EventKind::AssistantRecruited)[0].amount == 3);
    CHECK(recruit_cost(game, s, 0) == 4);
    apply_ok(game, s, recruit(silas));
    CHECK(seat(s, 0).cogs == 0);
    CHECK(seat(s, 0).played.size() == 4);
}

TEST_CASE("Recruit an assistant: only from the hand, and only with the cogs it costs",
          "[sparks][rules][actions][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 68);
    const int emma = assistant("emma");
    set_hand(s, 0, {emma});
    add_plain_played(s, 0, 2);
    seat(s, 0).cogs = 2;
    refused(game, s, recruit(emma), RejectReason::CannotAfford);
    refused(game, s, recruit(assistant("gordon")), RejectReason::NoSuchThing);
    seat(s, 0).cogs = 3;
    // Only Conrad copies a card.
    refused(game, s, recruit(emma, 0), RejectReason::NotAllowed);
    apply_ok(game, s, recruit(emma));
    CHECK(seat(s, 0).cogs == 0);
}

TEST_CASE("Ruling: assistants played for free count towards the cost of the next one",
          "[sparks][rules][actions][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 69);
    const int hugo = assistant("hugo");  // play an assistant from the hand for free
    REQUIRE(assistant_card(hugo).effects[0].kind == EffectKind::FreeAssistant);
    const int emma = assistant("emma");
    const int gordon = assistant("gordon");
    set_hand(s, 0, {hugo, emma, gordon});
    seat(s, 0).cogs = 3;
    apply_ok(game, s, recruit(hugo));
    REQUIRE(s.pending.size() == 1);
    const auto events = apply_ok(game, s, {.kind = ActionKind::Choose, .card = emma});
    CHECK(events_of(events, EventKind::AssistantRecruited)[0].amount == 0);
    CHECK(seat(s, 0).cogs == 2);
    // Hugo (1 cog) and Emma (free) are two played assistants: the third costs 3.
    CHECK(recruit_cost(game, s, 0) == 3);
    refused(game, s, recruit(gordon), RejectReason::CannotAfford);
}

TEST_CASE(
    "Example: Adam's turn - 4 dice, a robot completed with two of them, a power box for 2 "
    "cogs, a die sold, his third assistant for 3 cogs, the last die stored",
    "[sparks][rules][actions][example]") {
    const Game game = game_for(3);
    GameState s = at_production(game, 70);
    // 1. Adam (player 0) plays the 4-dice tile and takes the four leftmost dice; the others
    // take one die each.
    set_junkyard(s, {{Red, 2}, {Yellow, 5}, {Blue, 3}, {Green, 6}, {Red, 1}, {Blue, 1}, {Red, 4}});
    const int card = set_robot(s, 0, 1, "red_04");  // a red and a yellow; one red step, a cog
    const int boris = assistant("boris");           // 2 sparks when hired
    set_hand(s, 0, {boris});
    add_plain_played(s, 0, 2);
    check_invariants(game, s);
    apply_ok(game, s, produce(production_tile(ProductionKind::Reroll), 0));
    REQUIRE(seat(s, 0).dice.size() == 4);
    apply_ok(game, s, take(0));
    apply_ok(game, s, take(0));
    CHECK(seat(s, 1).dice.size() == 1);
    CHECK(seat(s, 2).dice.size() == 1);
    REQUIRE(s.phase == Phase::Actions);
    REQUIRE(s.current == 0);
    const std::vector<int> dice = seat(s, 0).dice;
    const int red = dice[0], yellow = dice[1], blue = dice[2], green = dice[3];
    // 2. Two dice complete a robot: he advances on red, and the card moves beside his board.
    apply_ok(game, s, place_robot(red, 1, 0));
    apply_ok(game, s, place_robot(yellow, 1, 1));
    CHECK(seat(s, 0).track[track_of(Red)] == 0);
    REQUIRE(seat(s, 0).completed.size() == 1);
    CHECK(seat(s, 0).completed[0].card == card);
    CHECK(seat(s, 0).cogs == 1);
    // 3. A power box gives 2 cogs.
    apply_ok(game, s, activate(kNone));
    CHECK(seat(s, 0).cogs == 3);
    // 4. A die sold for a cog, then 3 cogs for his third assistant.
    apply_ok(game, s, sell(blue));
    CHECK(seat(s, 0).cogs == 4);
    CHECK(recruit_cost(game, s, 0) == 3);
    apply_ok(game, s, recruit(boris));
    CHECK(seat(s, 0).cogs == 1);
    CHECK(seat(s, 0).played.size() == 3);
    // 5. The last die goes into storage for the next round.
    const auto events = apply_ok(game, s, end_actions(green));
    CHECK(seat(s, 0).dice == std::vector<int>{green});
    CHECK(count_of(events, EventKind::DieSold) == 0);
    CHECK(seat(s, 0).cogs == 1);
    CHECK(s.current == 1);
}
