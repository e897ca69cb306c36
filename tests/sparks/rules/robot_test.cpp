// Build robot (rulebook "Actions: Build robot"): dice on the spaces of the robots
// in the assembly line, matching colour and value; the robot completed when its
// last space is covered, with its track, rewards and discarded dice.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE("Build robot: a die goes on a vacant space whose colour and value it matches",
          "[sparks][rules][robot]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 41);
    // red_12: a red 4, any yellow, any 5.
    set_robot(s, 0, 1, "red_12");
    empty_slot(s, 0, 2);
    const int red4 = give_die(s, 0, Red, 4);
    const int red3 = give_die(s, 0, Red, 3);
    const int yellow4 = give_die(s, 0, Yellow, 4);
    const int blue5 = give_die(s, 0, Blue, 5);
    check_invariants(game, s);
    refused(game, s, place_robot(red3, 1, 0), RejectReason::Requirement);
    refused(game, s, place_robot(yellow4, 1, 0), RejectReason::Requirement);
    refused(game, s, place_robot(red4, 1, 1), RejectReason::Requirement);
    refused(game, s, place_robot(red4, 1, 3), RejectReason::NoSuchThing);
    refused(game, s, place_robot(red4, 2, 0), RejectReason::NoSuchThing);
    refused(game, s, place_robot(red4, 3, 0), RejectReason::NoSuchThing);
    auto events = apply_ok(game, s, place_robot(red4, 1, 0));
    CHECK(seat(s, 0).line[1].dice[0] == red4);
    CHECK_FALSE(contains(seat(s, 0).dice, red4));
    REQUIRE(count_of(events, EventKind::DiePlaced) == 1);
    CHECK(events_of(events, EventKind::DiePlaced)[0].slot == 1);
    CHECK(events_of(events, EventKind::DiePlaced)[0].index == 0);
    // A space without a colour takes any colour of its value.
    apply_ok(game, s, place_robot(blue5, 1, 2));
    events = apply_ok(game, s, place_robot(yellow4, 1, 1));
    CHECK(count_of(events, EventKind::RobotCompleted) == 1);
}

TEST_CASE(
    "Build robot: covering the last space completes the robot: beside the board, its track "
    "advanced, its rewards taken, its dice discarded",
    "[sparks][rules][robot]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 42);
    // red_04: a red and a yellow; one step on red and a cog.
    const int card = set_robot(s, 0, 0, "red_04");
    const int red = give_die(s, 0, Red, 2);
    const int yellow = give_die(s, 0, Yellow, 6);
    auto events = apply_ok(game, s, place_robot(red, 0, 0));
    CHECK(count_of(events, EventKind::RobotCompleted) == 0);
    CHECK(seat(s, 0).completed.empty());
    events = apply_ok(game, s, place_robot(yellow, 0, 1));
    REQUIRE(seat(s, 0).completed.size() == 1);
    CHECK(seat(s, 0).completed[0].card == card);
    CHECK(seat(s, 0).line[0].card == kNone);
    CHECK(seat(s, 0).line[0].dice == std::array<int, 4>{kNone, kNone, kNone, kNone});
    CHECK(seat(s, 0).track[track_of(Red)] == 0);
    CHECK(seat(s, 0).cogs == 1);
    CHECK(contains(s.discard, red));
    CHECK(contains(s.discard, yellow));
    REQUIRE(count_of(events, EventKind::RobotCompleted) == 1);
    CHECK(events_of(events, EventKind::RobotCompleted)[0].card == card);
    CHECK(events_of(events, EventKind::RobotCompleted)[0].slot == 0);
    REQUIRE(count_of(events, EventKind::Advanced) == 1);
    CHECK(events_of(events, EventKind::Advanced)[0].colour == track_of(Red));
    CHECK(events_of(events, EventKind::Advanced)[0].index == 0);
    CHECK(count_of(events, EventKind::CogsGained) == 1);
    CHECK(count_of(events, EventKind::DieDiscarded) == 2);
}

TEST_CASE("Example: completing a robot that advances 2 spaces on the red track and gives 1 cog",
          "[sparks][rules][robot][example]") {
    // The pictured robot: two spaces on red and a cog; red_07 is our robot of two red
    // steps, given the pictured cog.
    const Content& c = content_with([](Content& edit) {
        for (RobotCard& r : edit.robots)
            if (r.id == "red_07")
                r.rewards = {effect(EffectKind::Cogs)};
    });
    GameOptions o;
    o.players = 3;
    const Game game(c, o);
    GameState s = in_actions(game, 43);
    set_robot(s, 0, 2, "red_07");
    REQUIRE(robot_card(robot("red_07")).steps == 2);
    const int yellow = give_die(s, 0, Yellow, 1);
    const int green = give_die(s, 0, Green, 1);
    apply_ok(game, s, place_robot(yellow, 2, 0));
    const auto events = apply_ok(game, s, place_robot(green, 2, 1));
    // Two spaces: the red track's first and second point spaces.
    CHECK(seat(s, 0).track[track_of(Red)] == 1);
    CHECK(count_of(events, EventKind::Advanced) == 2);
    CHECK(seat(s, 0).cogs == 1);
}

TEST_CASE(
    "Build robot: a die on an unfinished robot is locked there, only selling frees it (its face "
    "may change: R30)",
    "[sparks][rules][robot]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 44);
    set_robot(s, 0, 0, "red_07");  // yellow, green
    set_robot(s, 0, 1, "yellow_01");
    const int yellow = give_die(s, 0, Yellow, 3);
    seat(s, 0).cogs = 5;
    apply_ok(game, s, place_robot(yellow, 0, 0));
    refused(game, s, place_robot(yellow, 1, 0), RejectReason::NoSuchThing);
    refused(game, s, place_upgrade(yellow, 0), RejectReason::NoSuchThing);
    refused(game, s, retrieve(yellow), RejectReason::NotAllowed);
    refused(game, s, end_actions(yellow), RejectReason::NoSuchThing);
    // It stays on the robot over the end of the turn.
    apply_ok(game, s, end_actions());
    CHECK(seat(s, 0).line[0].dice[0] == yellow);
    CHECK(seat(s, 0).cogs == 5);
}

TEST_CASE(
    "Build robot: the completed robot's slot stays empty until the end of the turn, when a new "
    "robot fills it",
    "[sparks][rules][robot]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 45);
    set_robot(s, 0, 1, "red_01");
    const int red = give_die(s, 0, Red, 1);
    const int red2 = give_die(s, 0, Red, 2);
    apply_ok(game, s, place_robot(red, 1, 0));
    CHECK(seat(s, 0).line[1].card == kNone);
    refused(game, s, place_robot(red2, 1, 0), RejectReason::NoSuchThing);
    apply_ok(game, s, end_actions());
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Refill);
    REQUIRE(s.current == 0);
    apply_ok(game, s, draw_robots());
    REQUIRE(seat(s, 0).offer.size() == 2);
    apply_ok(game, s, assign(seat(s, 0).offer[0], 1));
    CHECK(seat(s, 0).line[1].card != kNone);
}

TEST_CASE("Completing a robot always advances on a scoring track", "[sparks][rules][robot]") {
    // Every robot card names a track and at least one step.
    for (const RobotCard& r : content().robots) {
        INFO(r.id);
        CHECK(r.steps >= 1);
        CHECK(!r.spaces.empty());
    }
    const Game game = game_for(2);
    GameState s = in_actions(game, 46);
    set_robot(s, 0, 0, "blue_01");
    const int blue = give_die(s, 0, Blue, 4);
    const auto events = apply_ok(game, s, place_robot(blue, 0, 0));
    CHECK(seat(s, 0).track[track_of(Blue)] == 0);
    CHECK(count_of(events, EventKind::Advanced) == 1);
}
