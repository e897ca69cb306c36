// The eight upgrade tiles (rulebook "Upgrade Tiles"): the general upgrades
// (Rearrange, Discount, Sales boost), the die upgrades (Ignore color, Ignore
// value) and the slot upgrades (Bonus point, Bonus cog, Recycle); never two
// identical tiles, at most one tile a slot.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE(
    "Rearrange: a die in the upgrade section or on a robot goes back to storage, to be placed "
    "again",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 101);
    set_robot(s, 0, 0, "red_07");  // yellow, green
    const int yellow = put_die_in_upgrade(s, 0, 0, Yellow, 4);
    const int green = put_die_on_robot(s, 0, 0, 1, Green, 2);
    const int free_die = give_die(s, 0, Blue, 1);
    // Without the tile the dice stay locked.
    refused(game, s, retrieve(yellow), RejectReason::NotAllowed);
    give_upgrade(s, 0, UpgradeKind::Rearrange);
    refused(game, s, retrieve(free_die), RejectReason::NoSuchThing);
    // An empty space holds no die to take back.
    refused(game, s, retrieve(kNone), RejectReason::NoSuchThing);
    refused(game, s, retrieve(s.junkyard[0]), RejectReason::NoSuchThing);
    // From the upgrade section onto the robot: it completes it.
    const auto events = apply_ok(game, s, retrieve(yellow));
    CHECK(seat(s, 0).upgrade_section[0] == kNone);
    CHECK(contains(seat(s, 0).dice, yellow));
    REQUIRE(count_of(events, EventKind::DieRetrieved) == 1);
    CHECK(events_of(events, EventKind::DieRetrieved)[0].die == yellow);
    // From the robot into storage, and then into the upgrade section.
    apply_ok(game, s, retrieve(green));
    CHECK(seat(s, 0).line[0].dice[1] == kNone);
    apply_ok(game, s, place_upgrade(green, 1));
    apply_ok(game, s, place_robot(yellow, 0, 0));
    CHECK(seat(s, 0).line[0].dice[0] == yellow);
    // At any time: again and again.
    apply_ok(game, s, retrieve(yellow));
    apply_ok(game, s, retrieve(green));
    CHECK(seat(s, 0).dice.size() == 3);
}

TEST_CASE(
    "Ruling: a rearranged die is placed again by the usual rules, paying for any colour again",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 102);
    give_upgrade(s, 0, UpgradeKind::Rearrange);
    set_robot(s, 0, 0, "red_07");  // yellow, green
    const int red = give_die(s, 0, Red, 3);
    seat(s, 0).cogs = 2;
    apply_ok(game, s, place_robot(red, 0, 0, Means::Cogs));
    CHECK(seat(s, 0).cogs == 0);
    apply_ok(game, s, retrieve(red));
    refused(game, s, place_robot(red, 0, 0), RejectReason::Requirement);
    refused(game, s, place_robot(red, 0, 0, Means::Cogs), RejectReason::CannotAfford);
}

TEST_CASE("Discount: every assistant costs one cog less", "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 103);
    const int emma = assistant("emma");
    const int gordon = assistant("gordon");
    set_hand(s, 0, {emma, gordon});
    REQUIRE(upgrade_type(UpgradeKind::Discount).amount == 1);
    give_upgrade(s, 0, UpgradeKind::Discount);
    CHECK(recruit_cost(game, s, 0) == 0);
    const auto events = apply_ok(game, s, recruit(emma));
    CHECK(events_of(events, EventKind::AssistantRecruited)[0].amount == 0);
    CHECK(recruit_cost(game, s, 0) == 1);
    refused(game, s, recruit(gordon), RejectReason::CannotAfford);
    seat(s, 0).cogs = 1;
    apply_ok(game, s, recruit(gordon));
    CHECK(seat(s, 0).cogs == 0);
}

TEST_CASE("Sales boost: a sold die gives 2 cogs instead of 1", "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 104);
    REQUIRE(upgrade_type(UpgradeKind::SalesBoost).amount == 2);
    give_upgrade(s, 0, UpgradeKind::SalesBoost);
    const int a = give_die(s, 0, Red, 1);
    const int b = put_die_in_upgrade(s, 0, 0, Yellow, 1);
    auto events = apply_ok(game, s, sell(a));
    CHECK(seat(s, 0).cogs == 2);
    CHECK(events_of(events, EventKind::DieSold)[0].amount == 2);
    apply_ok(game, s, sell(b));
    CHECK(seat(s, 0).cogs == 4);
    // The other player, without it, gets 1.
    apply_ok(game, s, end_actions());
    const int c = give_die(s, 1, Red, 1);
    apply_ok(game, s, sell(c));
    CHECK(seat(s, 1).cogs == 1);
}

TEST_CASE(
    "Ignore color (die upgrade): dice of the player's colour meet any colour requirement, for "
    "free, other dice do not",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 105);
    set_robot(s, 0, 0, "blue_03");            // a blue 2
    const int red2 = give_die(s, 0, Red, 2);  // player 0 is red
    const int green2 = give_die(s, 0, Green, 2);
    const int red5 = give_die(s, 0, Red, 5);
    refused(game, s, place_robot(red2, 0, 0, Means::OwnColour), RejectReason::NotAllowed);
    give_upgrade(s, 0, UpgradeKind::IgnoreColour);
    refused(game, s, place_robot(green2, 0, 0, Means::OwnColour), RejectReason::NotAllowed);
    refused(game, s, place_robot(red2, 0, 0), RejectReason::Requirement);
    // The value still counts.
    refused(game, s, place_robot(red5, 0, 0, Means::OwnColour), RejectReason::Requirement);
    // In the upgrade section too (the red board has no red space).
    apply_ok(game, s, place_upgrade(red5, 2, Means::OwnColour));
    apply_ok(game, s, place_robot(red2, 0, 0, Means::OwnColour));
    CHECK(seat(s, 0).cogs == 2);  // blue_03's reward, nothing paid
    CHECK(seat(s, 0).completed.size() == 1);
}

TEST_CASE(
    "Ignore value (die upgrade): dice of the player's colour meet any value requirement "
    "without changing their value",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 106);
    // Player 1 is yellow; yellow_11 needs a 6, a 5 and a 4.
    set_robot(s, 1, 0, "yellow_11");
    set_robot(s, 1, 1, "yellow_03");  // a yellow 2
    apply_ok(game, s, end_actions());
    const int yellow1 = give_die(s, 1, Yellow, 1);
    const int blue1 = give_die(s, 1, Blue, 1);
    const int red2 = give_die(s, 1, Red, 2);
    refused(game, s, place_robot(yellow1, 0, 0, Means::Match, Means::OwnColour),
            RejectReason::NotAllowed);
    give_upgrade(s, 1, UpgradeKind::IgnoreValue);
    refused(game, s, place_robot(blue1, 0, 0, Means::Match, Means::OwnColour),
            RejectReason::NotAllowed);
    // The colour still counts: a red die is not yellow.
    refused(game, s, place_robot(red2, 1, 0, Means::Match, Means::OwnColour),
            RejectReason::Requirement);
    apply_ok(game, s, place_robot(yellow1, 0, 0, Means::Match, Means::OwnColour));
    CHECK(seat(s, 1).line[0].dice[0] == yellow1);
    CHECK(face(s, yellow1) == 1);
    // A die that matches needs no upgrade.
    const int yellow5 = give_die(s, 1, Yellow, 5);
    refused(game, s, place_robot(yellow5, 0, 1, Means::Match, Means::OwnColour),
            RejectReason::NotAllowed);
    apply_ok(game, s, place_robot(yellow5, 0, 1));
}

TEST_CASE(
    "Slot upgrades: a slot tile lies above one slot of the assembly line, at most one a slot, "
    "and is activated by each robot completed there",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 107);
    set_stacks(s, {UpgradeKind::BonusPoint, UpgradeKind::BonusCog, UpgradeKind::Recycle});
    give_upgrade(s, 0, UpgradeKind::BonusPoint, 1);
    // Bonus tile: an upgrade tile reward to decide.
    s.pending.push_back({.kind = PendingKind::UpgradeTile});
    // Slot 1 has a tile; a second Bonus point is never allowed.
    refused(game, s, choose_upgrade(1, 1), RejectReason::NotAllowed);
    refused(game, s, choose_upgrade(0, 2), RejectReason::NotAllowed);
    refused(game, s, choose_upgrade(1, 3), RejectReason::NotAllowed);
    apply_ok(game, s, choose_upgrade(1, 2));
    CHECK(seat(s, 0).line[2].upgrade == static_cast<int>(UpgradeKind::BonusCog));
    CHECK(seat(s, 0).upgrades.empty());
    // The tile stays with the slot when its robot is completed and replaced.
    set_robot(s, 0, 2, "red_01");
    const int die = give_die(s, 0, Red, 1);
    apply_ok(game, s, place_robot(die, 2, 0));
    CHECK(seat(s, 0).cogs == 1);
    CHECK(seat(s, 0).line[2].upgrade == static_cast<int>(UpgradeKind::BonusCog));
}

TEST_CASE(
    "Bonus point: a robot completed in its slot advances one more space on its colour's track",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 108);
    give_upgrade(s, 0, UpgradeKind::BonusPoint, 0);
    set_robot(s, 0, 0, "green_01");
    set_robot(s, 0, 1, "blue_01");
    const int g = give_die(s, 0, Green, 1);
    const int b = give_die(s, 0, Blue, 1);
    const auto events = apply_ok(game, s, place_robot(g, 0, 0));
    CHECK(seat(s, 0).track[track_of(Green)] == 1);
    CHECK(count_of(events, EventKind::Advanced) == 2);
    // Not in another slot.
    apply_ok(game, s, place_robot(b, 1, 0));
    CHECK(seat(s, 0).track[track_of(Blue)] == 0);
}

TEST_CASE("Bonus cog: a robot completed in its slot gives one cog", "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 109);
    give_upgrade(s, 0, UpgradeKind::BonusCog, 1);
    set_robot(s, 0, 1, "green_01");
    set_robot(s, 0, 0, "blue_01");
    const int g = give_die(s, 0, Green, 1);
    const int b = give_die(s, 0, Blue, 1);
    auto events = apply_ok(game, s, place_robot(g, 1, 0));
    CHECK(seat(s, 0).cogs == 1);
    CHECK(count_of(events, EventKind::CogsGained) == 1);
    events = apply_ok(game, s, place_robot(b, 0, 0));
    CHECK(seat(s, 0).cogs == 1);
}

TEST_CASE(
    "Recycle: a die of the robot completed in its slot may move to a vacant space of another "
    "robot, the others are discarded",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 110);
    give_upgrade(s, 0, UpgradeKind::Recycle, 2);
    set_robot(s, 0, 2, "blue_04");   // blue, red
    set_robot(s, 0, 0, "green_04");  // green, blue
    set_robot(s, 0, 1, "red_03");    // a red 5
    const int blue = give_die(s, 0, Blue, 3);
    const int red = give_die(s, 0, Red, 4);
    apply_ok(game, s, place_robot(blue, 2, 0));
    apply_ok(game, s, place_robot(red, 2, 1));
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::Recycle);
    // Not back onto the completed robot's slot, not onto a space it does not meet.
    refused(game, s, {.kind = ActionKind::Choose, .slot = 2, .space = 0, .die = blue},
            RejectReason::NoSuchThing);
    refused(game, s, {.kind = ActionKind::Choose, .slot = 0, .space = 0, .die = blue},
            RejectReason::Requirement);
    refused(game, s, {.kind = ActionKind::Choose, .slot = 0, .space = 1, .die = s.bag[0]},
            RejectReason::NoSuchThing);
    // Not into the upgrade section, and not sold: the die is no longer the player's to use.
    refused(game, s, sell(blue), RejectReason::PendingFirst);
    refused(game, s, place_upgrade(blue, 2), RejectReason::PendingFirst);
    const auto events =
        apply_ok(game, s, {.kind = ActionKind::Choose, .slot = 0, .space = 1, .die = blue});
    CHECK(seat(s, 0).line[0].dice[1] == blue);
    CHECK(contains(s.discard, red));
    CHECK_FALSE(contains(s.discard, blue));
    CHECK(face(s, blue) == 3);
    REQUIRE(count_of(events, EventKind::DiePlaced) == 1);
    CHECK(events_of(events, EventKind::DiePlaced)[0].slot == 0);
}

TEST_CASE(
    "Recycle: the die may be altered with cogs and placed with the usual ways of ignoring a "
    "colour before it moves",
    "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 111);
    give_upgrade(s, 0, UpgradeKind::Recycle, 0);
    set_robot(s, 0, 0, "blue_01");  // any blue
    set_robot(s, 0, 1, "red_03");   // a red 5
    set_robot(s, 0, 2, "red_01");   // any red
    const int blue = give_die(s, 0, Blue, 4);
    seat(s, 0).cogs = 2;
    apply_ok(game, s, place_robot(blue, 0, 0));
    REQUIRE(s.pending.size() == 1);
    // A blue 4 onto a red 5: one cog for the value and two for the colour is too much.
    const Action both{.kind = ActionKind::Choose,
                      .slot = 1,
                      .space = 0,
                      .die = blue,
                      .delta = 1,
                      .colour_by = Means::Cogs};
    refused(game, s, both, RejectReason::CannotAfford);
    refused(game, s, {.kind = ActionKind::Choose, .slot = 1, .space = 0, .die = blue, .delta = 1},
            RejectReason::Requirement);
    seat(s, 0).cogs = 3;
    // Cogs change the die to the value of the space it goes to, and to nothing else.
    refused(game, s,
            {.kind = ActionKind::Choose,
             .slot = 2,
             .space = 0,
             .die = blue,
             .delta = 1,
             .colour_by = Means::Cogs},
            RejectReason::NotAllowed);
    refused(game, s,
            {.kind = ActionKind::Choose,
             .slot = 1,
             .space = 0,
             .die = blue,
             .delta = 3,
             .colour_by = Means::Cogs},
            RejectReason::NotAllowed);
    const auto events = apply_ok(game, s, both);
    CHECK(seat(s, 0).cogs == 0 + 2);  // red_03 completed: its 2 cogs
    CHECK(face(s, blue) == 5);
    CHECK(seat(s, 0).completed.size() == 2);
    CHECK(count_of(events, EventKind::DieChanged) == 1);
}

TEST_CASE("Recycle: an ignore effect of this turn may meet the other robot's requirement",
          "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 115);
    give_upgrade(s, 0, UpgradeKind::Recycle, 0);
    set_robot(s, 0, 0, "blue_01");  // any blue
    set_robot(s, 0, 1, "red_06");   // a 3 and a 4
    add_played(s, 0, assistant_of_effect(EffectKind::IgnoreValue, Timing::OncePerTurn));
    const int blue = give_die(s, 0, Blue, 6);
    apply_ok(game, s, use(0));
    apply_ok(game, s, place_robot(blue, 0, 0));
    REQUIRE(s.pending.size() == 1);
    apply_ok(
        game, s,
        {.kind = ActionKind::Choose, .slot = 1, .space = 0, .die = blue, .value_by = Means::Token});
    CHECK(seat(s, 0).line[1].dice[0] == blue);
    CHECK(face(s, blue) == 6);
    CHECK(seat(s, 0).ignore_value == 0);
}

TEST_CASE("Recycle: with no space on another robot that the die can take, the tile has no effect",
          "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 112);
    give_upgrade(s, 0, UpgradeKind::Recycle, 0);
    set_robot(s, 0, 0, "blue_01");
    empty_slot(s, 0, 1);
    // The only other robot needs a red 5, and there are no cogs to pay for a blue 4.
    set_robot(s, 0, 2, "red_03");
    const int blue = give_die(s, 0, Blue, 4);
    REQUIRE(seat(s, 0).cogs == 0);
    check_invariants(game, s);
    apply_ok(game, s, place_robot(blue, 0, 0));
    REQUIRE(s.pending.size() == 1);
    CHECK(game.legal_actions(s) == std::vector<Action>{decline()});
    apply_ok(game, s, decline());
    CHECK(contains(s.discard, blue));
    CHECK(seat(s, 0).dice.empty());
}

TEST_CASE(
    "Example: Eva completes the red robot in her second slot, with Bonus point there, then the "
    "robot in her third slot, with Recycle, moving its blue die to her leftmost robot",
    "[sparks][rules][upgrades][example]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 113);
    give_upgrade(s, 0, UpgradeKind::BonusPoint, 1);
    give_upgrade(s, 0, UpgradeKind::Recycle, 2);
    set_robot(s, 0, 0, "green_04");   // green, blue
    set_robot(s, 0, 1, "red_01");     // red
    set_robot(s, 0, 2, "yellow_07");  // green, blue
    const int red = give_die(s, 0, Red, 6);
    const int green = give_die(s, 0, Green, 2);
    const int blue = give_die(s, 0, Blue, 5);
    // The red robot in the Bonus point slot: one red step and one more.
    apply_ok(game, s, place_robot(red, 1, 0));
    CHECK(seat(s, 0).track[track_of(Red)] == 1);
    // The third slot's robot, then its blue die onto the leftmost robot.
    apply_ok(game, s, place_robot(green, 2, 0));
    apply_ok(game, s, place_robot(blue, 2, 1));
    CHECK(seat(s, 0).track[track_of(Yellow)] == 1);
    REQUIRE(s.pending.size() == 1);
    apply_ok(game, s, {.kind = ActionKind::Choose, .slot = 0, .space = 1, .die = blue});
    CHECK(seat(s, 0).line[0].dice[1] == blue);
    CHECK(contains(s.discard, green));
    CHECK(seat(s, 0).completed.size() == 2);
}

TEST_CASE("Upgrade tiles: a player never has two identical upgrade tiles",
          "[sparks][rules][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 114);
    set_stacks(s, {UpgradeKind::SalesBoost, UpgradeKind::Recycle});
    give_upgrade(s, 0, UpgradeKind::SalesBoost);
    give_upgrade(s, 0, UpgradeKind::Recycle, 0);
    s.pending.push_back({.kind = PendingKind::UpgradeTile});
    refused(game, s, choose_upgrade(0), RejectReason::NotAllowed);
    for (int slot = 0; slot < 3; ++slot)
        refused(game, s, choose_upgrade(1, slot), RejectReason::NotAllowed);
    // Nothing can be taken: the reward is lost.
    apply_ok(game, s, decline());
    CHECK(s.stacks[0].left == 4);
    CHECK(s.stacks[1].left == 4);
}
