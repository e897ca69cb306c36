// Changing a die's face (rulings R30 and R35): a paid change and the +/- symbol reach
// any of the player's dice, placed ones included, while the effects whose words say
// "available dice" (the reroll, Octavia) and the ones that discard a die (Frank,
// Silas' spent die) reach only those beside the board and in storage; a die moved by
// Recycle may be altered by every effect that changes a face before it is placed.
#include "rules/rules_kit.hpp"

namespace sparks {
namespace {

using namespace kit;

TEST_CASE(
    "Ruling: a paid change of value reaches a die placed in the upgrade section, whose new face "
    "counts towards the requirement at once",
    "[sparks][rules][dice]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 401);
    // 2 + 3 = 5, one short of level 1's 6.
    const int y = put_die_in_upgrade(s, 0, 0, Yellow, 2);
    const int g = put_die_in_upgrade(s, 0, 1, Green, 3);
    seat(s, 0).cogs = 2;
    CHECK(is_legal(game, s, change(y, -1)));
    const auto events = apply_ok(game, s, change(g, 1));
    CHECK(seat(s, 0).cogs == 1);
    CHECK(seat(s, 0).level == 1);
    CHECK(count_of(events, EventKind::LevelReached) == 1);
    // The upgrade discards the dice, as any upgrade does.
    CHECK(contains(s.discard, y));
    CHECK(contains(s.discard, g));
    CHECK(seat(s, 0).upgrade_section == std::array<int, kUpgradeSpaces>{kNone, kNone, kNone});
}

TEST_CASE(
    "Ruling: a die on a robot may change its value, and keeps its place: a space's requirement "
    "is met when the die is placed",
    "[sparks][rules][dice]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 402);
    set_robot(s, 0, 0, "red_06");  // a 3 and a 4
    const int three = put_die_on_robot(s, 0, 0, 0, Blue, 3);
    seat(s, 0).cogs = 1;
    apply_ok(game, s, change(three, -1));
    CHECK(face(s, three) == 2);
    CHECK(seat(s, 0).line[0].dice[0] == three);
    CHECK(seat(s, 0).cogs == 0);
    // Still a die of 1 to 6, and a cog a pip.
    seat(s, 0).cogs = 1;
    const int one = put_die_on_robot(s, 0, 0, 1, Red, 1);
    refused(game, s, change(one, -1), RejectReason::NotAllowed);
    seat(s, 0).cogs = 0;
    refused(game, s, change(three, 1), RejectReason::CannotAfford);
    // Only the player's own dice.
    refused(game, s, change(s.junkyard[0], 1), RejectReason::NoSuchThing);
}

TEST_CASE(
    "Ruling: +/- changes any of the player's dice, one beside the board, on a robot or in the "
    "upgrade section",
    "[sparks][rules][dice][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 403);
    add_played(s, 0, assistant_of_effect(EffectKind::Adjust, Timing::OncePerTurn));
    set_robot(s, 0, 0, "red_07");
    const int on_robot = put_die_on_robot(s, 0, 0, 0, Yellow, 3);
    const int in_section = put_die_in_upgrade(s, 0, 1, Green, 5);
    const int free_die = give_die(s, 0, Red, 3);
    apply_ok(game, s, use(0));
    REQUIRE(s.pending.size() == 1);
    CHECK(is_legal(game, s, choose_die(on_robot, 1)));
    CHECK(is_legal(game, s, choose_die(free_die, -1)));
    refused(game, s, choose_die(s.junkyard[0], 1), RejectReason::NoSuchThing);
    // 5 + 1 = 6 meets level 1.
    const auto events = apply_ok(game, s, choose_die(in_section, 1));
    CHECK(seat(s, 0).level == 1);
    CHECK(contains(s.discard, in_section));
    CHECK(events_of(events, EventKind::DieChanged)[0].value == 6);
}

TEST_CASE(
    "Ruling: Silas adjusts any of the player's dice, placed ones included, but spends only a die "
    "beside the board or in storage",
    "[sparks][rules][dice][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 404, 0, {"silas"});
    set_robot(s, 0, 0, "red_07");
    const int on_robot = put_die_on_robot(s, 0, 0, 0, Yellow, 3);
    const int in_section = put_die_in_upgrade(s, 0, 0, Yellow, 4);
    const int spent = give_die(s, 0, Red, 2);
    // "Locked in place": a placed die is not discarded by Silas.
    refused(game, s, use(0, on_robot), RejectReason::NoSuchThing);
    refused(game, s, use(0, in_section), RejectReason::NoSuchThing);
    apply_ok(game, s, use(0, spent));
    apply_ok(game, s, choose_die(on_robot, 1));
    CHECK(face(s, on_robot) == 4);
    apply_ok(game, s, choose_die(in_section, 1));
    CHECK(face(s, in_section) == 5);
    CHECK(s.pending.empty());
}

TEST_CASE(
    "Ruling: Frank, Octavia and the reroll reach only the dice beside the board and in storage",
    "[sparks][rules][dice][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 405, 0, {"frank", "octavia"});
    set_robot(s, 0, 0, "red_07");
    const int on_robot = put_die_on_robot(s, 0, 0, 0, Yellow, 6);
    const int in_section = put_die_in_upgrade(s, 0, 0, Yellow, 5);
    refused(game, s, use(0, on_robot), RejectReason::NoSuchThing);
    refused(game, s, use(0, in_section), RejectReason::NoSuchThing);
    refused(game, s, use(1, on_robot), RejectReason::NoSuchThing);
    refused(game, s, use(1, in_section), RejectReason::NoSuchThing);
    add_played(s, 0, assistant_of_effect(EffectKind::Reroll, Timing::OncePerTurn));
    apply_ok(game, s, use(2));
    refused(game, s, choose_reroll(on_robot), RejectReason::NoSuchThing);
    refused(game, s, choose_reroll(in_section), RejectReason::NoSuchThing);
}

// Player 0 completes blue_01 (any blue) in slot 0, which holds Recycle, with a blue
// showing `value`; red_06 (a 3 and a 4) waits in slot 1. Returns the blue die.
int complete_recycling(const Game& game, GameState& s, int value) {
    give_upgrade(s, 0, UpgradeKind::Recycle, 0);
    set_robot(s, 0, 0, "blue_01");
    set_robot(s, 0, 1, "red_06");
    empty_slot(s, 0, 2);
    const int blue = give_die(s, 0, Blue, value);
    apply_ok(game, s, place_robot(blue, 0, 0));
    return blue;
}

Action recycle_to(int die, int slot, int space) {
    return {.kind = ActionKind::Choose, .slot = slot, .space = space, .die = die};
}

TEST_CASE(
    "Recycle: the moved die may be changed by a cog a pip before it is placed, as any of the "
    "player's dice, and nothing else is done while it waits",
    "[sparks][rules][dice][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 406);
    const int other = give_die(s, 0, Green, 5);
    seat(s, 0).cogs = 2;
    const int blue = complete_recycling(game, s, 1);
    REQUIRE(s.pending.size() == 1);
    REQUIRE(s.pending[0].kind == PendingKind::Recycle);
    // The die waits to move: other things wait for the decision.
    refused(game, s, sell(other), RejectReason::PendingFirst);
    refused(game, s, change(other, -1), RejectReason::PendingFirst);
    refused(game, s, place_upgrade(other, 1), RejectReason::PendingFirst);
    apply_ok(game, s, change(blue, 1));
    apply_ok(game, s, change(blue, 1));
    CHECK(face(s, blue) == 3);
    CHECK(seat(s, 0).cogs == 0);
    REQUIRE(s.pending.size() == 1);
    apply_ok(game, s, recycle_to(blue, 1, 0));
    CHECK(seat(s, 0).line[1].dice[0] == blue);
}

TEST_CASE("Recycle: Octavia may turn the moved die before it is placed",
          "[sparks][rules][dice][upgrades]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 407, 0, {"octavia"});
    const int other = give_die(s, 0, Green, 5);
    const int blue = complete_recycling(game, s, 4);  // a 4 turns to a 3
    refused(game, s, use(0, other), RejectReason::PendingFirst);
    refused(game, s, recycle_to(blue, 1, 0), RejectReason::Requirement);
    apply_ok(game, s, use(0, blue));
    CHECK(face(s, blue) == 3);
    apply_ok(game, s, recycle_to(blue, 1, 0));
    CHECK(seat(s, 0).line[1].dice[0] == blue);
}

TEST_CASE("Recycle: Silas may move the moved die's face before it is placed",
          "[sparks][rules][dice][upgrades]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 408, 0, {"silas"});
    const int spent = give_die(s, 0, Green, 2);
    const int blue = complete_recycling(game, s, 6);  // a 6 moved down 2 to a 4
    apply_ok(game, s, use(0, spent));
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].kind == PendingKind::Silas);
    CHECK(s.pending[1].kind == PendingKind::Recycle);
    apply_ok(game, s, choose_die(blue, -1));
    apply_ok(game, s, choose_die(blue, -1));
    CHECK(face(s, blue) == 4);
    REQUIRE(s.pending.size() == 1);
    apply_ok(game, s, recycle_to(blue, 1, 1));
    CHECK(seat(s, 0).line[1].dice[1] == blue);
}

TEST_CASE(
    "Recycle: a +/- gained while completing the robot (Max firing its power box) reaches the "
    "moved die before it is placed",
    "[sparks][rules][dice][upgrades]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 409, 0, {"max"});
    give_upgrade(s, 0, UpgradeKind::Recycle, 0);
    set_robot(s, 0, 0, "red_02");  // a 1; its power box: +/-
    set_robot(s, 0, 1, "red_11");  // a 1, a 2 and a 3
    empty_slot(s, 0, 2);
    seat(s, 0).cogs = 1;
    const int one = give_die(s, 0, Yellow, 1);
    apply_ok(game, s, place_robot(one, 0, 0));
    // The robot's decisions come first; the die moves last.
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].kind == PendingKind::MaxActivate);
    CHECK(s.pending[1].kind == PendingKind::Recycle);
    apply_ok(game, s, pay_max());
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].kind == PendingKind::Adjust);
    apply_ok(game, s, choose_die(one, 1));
    CHECK(face(s, one) == 2);
    REQUIRE(s.pending.size() == 1);
    refused(game, s, recycle_to(one, 1, 0), RejectReason::Requirement);
    apply_ok(game, s, recycle_to(one, 1, 1));
    CHECK(seat(s, 0).line[1].dice[1] == one);
}

TEST_CASE("Recycle: the reroll tile of this turn may reroll the moved die before it is placed",
          "[sparks][rules][dice][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 410);
    seat(s, 0).reroll_ready = true;
    const int blue = complete_recycling(game, s, 5);
    apply_ok(game, s, {.kind = ActionKind::RerollDice});
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].kind == PendingKind::Reroll);
    apply_ok(game, s, choose_reroll(blue));
    engine::Rng expected = s.rng;
    const int rolled = static_cast<int>(expected.below(6)) + 1;
    apply_ok(game, s, roll_chosen());
    CHECK(face(s, blue) == rolled);
    CHECK(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::Recycle);
}

}  // namespace
}  // namespace sparks
