// Upgrade factory (rulebook "Actions: Upgrade factory"): dice on the upgrade
// section's coloured spaces, at most three, the level reached when their sum meets
// the next requirement, its reward, and the section emptied.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE("Upgrade factory: a die goes on an empty upgrade space of the same colour",
          "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 31);
    // The red board's upgrade spaces are yellow, green and blue.
    REQUIRE(content().boards[0].upgrade_spaces == std::array<Colour, 3>{Yellow, Green, Blue});
    const int yellow = give_die(s, 0, Yellow, 2);
    const int red = give_die(s, 0, Red, 2);
    const int other = give_die(s, 1, Yellow, 1);
    refused(game, s, place_upgrade(red, 0), RejectReason::Requirement);
    refused(game, s, place_upgrade(yellow, 1), RejectReason::Requirement);
    refused(game, s, place_upgrade(yellow, 3), RejectReason::NoSuchThing);
    refused(game, s, place_upgrade(other, 0), RejectReason::NoSuchThing);
    const auto events = apply_ok(game, s, place_upgrade(yellow, 0));
    CHECK(seat(s, 0).upgrade_section[0] == yellow);
    CHECK_FALSE(contains(seat(s, 0).dice, yellow));
    REQUIRE(count_of(events, EventKind::DiePlaced) == 1);
    const Event placed = events_of(events, EventKind::DiePlaced)[0];
    CHECK(placed.die == yellow);
    CHECK(placed.slot == kNone);
    CHECK(placed.index == 0);
    CHECK(placed.value == 2);
    // The space now holds a die.
    const int yellow2 = give_die(s, 0, Yellow, 1);
    refused(game, s, place_upgrade(yellow2, 0), RejectReason::NotAllowed);
}

TEST_CASE("Upgrade factory: the upgrade section holds at most three dice",
          "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 32);
    const int y = give_die(s, 0, Yellow, 1);
    const int g = give_die(s, 0, Green, 1);
    const int b = give_die(s, 0, Blue, 1);
    apply_ok(game, s, place_upgrade(y, 0));
    apply_ok(game, s, place_upgrade(g, 1));
    apply_ok(game, s, place_upgrade(b, 2));
    CHECK(seat(s, 0).level == 0);
    const int more = give_die(s, 0, Yellow, 6);
    seat(s, 0).cogs = 5;
    for (int space = 0; space < 3; ++space)
        refused(game, s, place_upgrade(more, space), RejectReason::NotAllowed);
    for (const Action& a : game.legal_actions(s))
        CHECK(a.kind != ActionKind::PlaceUpgrade);
}

TEST_CASE(
    "Upgrade factory: dice that meet the next level's requirement move the level marker up, "
    "give the level's reward and are discarded",
    "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 33);
    REQUIRE(content().factory[1].requirement == 6);
    REQUIRE(content().factory[1].reward.size() == 1);
    REQUIRE(content().factory[1].reward[0].kind == EffectKind::Sparks);
    const int y = give_die(s, 0, Yellow, 2);
    const int g = give_die(s, 0, Green, 4);
    apply_ok(game, s, place_upgrade(y, 0));
    CHECK(seat(s, 0).level == 0);
    const auto events = apply_ok(game, s, place_upgrade(g, 1));
    CHECK(seat(s, 0).level == 1);
    CHECK(seat(s, 0).sparks == 2);
    for (int die : seat(s, 0).upgrade_section)
        CHECK(die == kNone);
    CHECK(contains(s.discard, y));
    CHECK(contains(s.discard, g));
    REQUIRE(count_of(events, EventKind::LevelReached) == 1);
    CHECK(events_of(events, EventKind::LevelReached)[0].index == 1);
    CHECK(count_of(events, EventKind::SparksGained) == 1);
    CHECK(count_of(events, EventKind::DieDiscarded) == 2);
    // The next level needs the next requirement, from an empty section.
    const int b = give_die(s, 0, Blue, 6);
    apply_ok(game, s, place_upgrade(b, 2));
    CHECK(seat(s, 0).level == 1);
    CHECK(seat(s, 0).upgrade_section[2] == b);
}

TEST_CASE(
    "Upgrade factory: below the requirement the dice stay locked in the section, where only "
    "selling and Rearrange move them",
    "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 34);
    set_robot(s, 0, 0, "yellow_01");
    const int y = give_die(s, 0, Yellow, 2);
    const int g = give_die(s, 0, Green, 3);
    seat(s, 0).cogs = 4;
    apply_ok(game, s, place_upgrade(y, 0));
    apply_ok(game, s, place_upgrade(g, 1));
    CHECK(seat(s, 0).level == 0);
    CHECK(seat(s, 0).upgrade_section[0] == y);
    // Locked in place: no other place (a change of value reaches them: R30).
    refused(game, s, place_robot(y, 0, 0), RejectReason::NoSuchThing);
    refused(game, s, place_upgrade(y, 2, Means::Cogs), RejectReason::NoSuchThing);
    refused(game, s, retrieve(y), RejectReason::NotAllowed);
    // It stays there into the next turns until the level is reached.
    apply_ok(game, s, end_actions());
    CHECK(seat(s, 0).upgrade_section[0] == y);
    CHECK(seat(s, 0).upgrade_section[1] == g);
}

TEST_CASE(
    "Example: a green 5 placed beside a red 4 meets the next level's 7: the marker advances, "
    "a spark is gained and both dice are discarded",
    "[sparks][rules][factory][example]") {
    // The example's track: the next level needs 7 and rewards a spark.
    const Content& c = content_with([](Content& edit) {
        edit.factory[2].requirement = 7;
        edit.factory[2].reward = {effect(EffectKind::Sparks)};
    });
    GameOptions o;
    o.players = 2;
    const Game game(c, o);
    GameState s = in_actions(game, 35, 1);
    // The yellow board's spaces are green, blue and red.
    REQUIRE(c.boards[1].upgrade_spaces == std::array<Colour, 3>{Green, Blue, Red});
    seat(s, 1).level = 1;
    const int red4 = put_die_in_upgrade(s, 1, 2, Red, 4);
    const int green5 = give_die(s, 1, Green, 5);
    check_invariants(game, s);
    const int sparks = seat(s, 1).sparks;
    const auto events = apply_ok(game, s, place_upgrade(green5, 0));
    CHECK(seat(s, 1).level == 2);
    CHECK(seat(s, 1).sparks == sparks + 1);
    CHECK(seat(s, 1).upgrade_section == std::array<int, 3>{kNone, kNone, kNone});
    CHECK(contains(s.discard, red4));
    CHECK(contains(s.discard, green5));
    CHECK(count_of(events, EventKind::LevelReached) == 1);
}

TEST_CASE(
    "Upgrade tile reward: the level gives one upgrade tile from the junkyard, decided before "
    "anything else",
    "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 36);
    REQUIRE(content().factory[2].requirement == 7);
    REQUIRE(content().factory[2].reward[0].kind == EffectKind::UpgradeTile);
    set_stacks(s, {UpgradeKind::Rearrange, UpgradeKind::Discount, UpgradeKind::SalesBoost,
                   UpgradeKind::BonusPoint, UpgradeKind::BonusCog, UpgradeKind::Recycle});
    seat(s, 0).level = 1;
    const int y = give_die(s, 0, Yellow, 3);
    const int g = give_die(s, 0, Green, 4);
    const int spare = give_die(s, 0, Red, 1);
    apply_ok(game, s, place_upgrade(y, 0));
    apply_ok(game, s, place_upgrade(g, 1));
    CHECK(seat(s, 0).level == 2);
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::UpgradeTile);
    // The decision comes first; it may not be declined while a tile can be taken.
    refused(game, s, sell(spare), RejectReason::PendingFirst);
    refused(game, s, decline(), RejectReason::NotAllowed);
    // A general tile goes on no slot; a slot tile needs a slot.
    refused(game, s, choose_upgrade(0, 1), RejectReason::NotAllowed);
    refused(game, s, choose_upgrade(3), RejectReason::NotAllowed);
    const auto events = apply_ok(game, s, choose_upgrade(1));
    CHECK(seat(s, 0).upgrades == std::vector<int>{static_cast<int>(UpgradeKind::Discount)});
    CHECK(s.stacks[1].left == 3);
    REQUIRE(count_of(events, EventKind::UpgradeTaken) == 1);
    CHECK(events_of(events, EventKind::UpgradeTaken)[0].card ==
          static_cast<int>(UpgradeKind::Discount));
    CHECK(s.pending.empty());
}

TEST_CASE("Upgrade tile reward: with no tile the player may take, the reward is lost",
          "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 37);
    set_stacks(s, {UpgradeKind::Rearrange, UpgradeKind::Discount});
    s.stacks[1].left = 0;  // the Discount stack is used up
    give_upgrade(s, 0, UpgradeKind::Rearrange);
    seat(s, 0).level = 1;
    const int y = give_die(s, 0, Yellow, 3);
    const int g = give_die(s, 0, Green, 4);
    apply_ok(game, s, place_upgrade(y, 0));
    apply_ok(game, s, place_upgrade(g, 1));
    REQUIRE(s.pending.size() == 1);
    refused(game, s, choose_upgrade(0), RejectReason::NotAllowed);
    refused(game, s, choose_upgrade(1), RejectReason::NotAllowed);
    CHECK(game.legal_actions(s) == std::vector<Action>{decline()});
    apply_ok(game, s, decline());
    CHECK(seat(s, 0).upgrades.size() == 1);
    CHECK(s.stacks[1].left == 0);
}

TEST_CASE("Upgrade factory: the factory at its top level takes no more dice",
          "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 38);
    seat(s, 0).level = static_cast<int>(content().factory.size()) - 1;
    const int y = give_die(s, 0, Yellow, 6);
    refused(game, s, place_upgrade(y, 0), RejectReason::NotAllowed);
}

TEST_CASE(
    "Ruling: a factory bonus counts towards the next upgrade, and the upgrade uses it up with "
    "the dice",
    "[sparks][rules][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 39);
    // red_10's power box: +2 towards the factory.
    const int box = add_completed(s, 0, "red_10");
    REQUIRE(robot_card(robot("red_10")).power_box[0].kind == EffectKind::Factory);
    auto events = apply_ok(game, s, activate(box));
    CHECK(seat(s, 0).factory_credit == 2);
    REQUIRE(count_of(events, EventKind::FactoryCredit) == 1);
    CHECK(events_of(events, EventKind::FactoryCredit)[0].amount == 2);
    // The credit stays until the factory is upgraded, over the next turns.
    play_to_actions_of(game, s, 0);
    CHECK(s.round == 0);
    CHECK(s.turn == 1);
    CHECK(seat(s, 0).factory_credit == 2);
    const int y = give_die(s, 0, Yellow, 1);
    const int g = give_die(s, 0, Green, 3);
    apply_ok(game, s, place_upgrade(y, 0));
    CHECK(seat(s, 0).level == 0);
    // 1 + 3 + 2 = 6 reaches level 1, and a surplus is not carried over.
    apply_ok(game, s, place_upgrade(g, 1));
    CHECK(seat(s, 0).level == 1);
    CHECK(seat(s, 0).factory_credit == 0);
}
