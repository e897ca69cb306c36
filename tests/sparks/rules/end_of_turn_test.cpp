// The end of a turn (rulebook "End of Turn"): refilling the assembly lines after
// completing robots, discarding unfinished robots first, keeping at most one die,
// and the next active player.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

// Player 0 completes the robot in `slot` (red_01, one red die) during the first turn.
void complete_red_01(const Game& game, GameState& s, int slot) {
    set_robot(s, 0, slot, "red_01");
    const int die = give_die(s, 0, Red, 3);
    apply_ok(game, s, place_robot(die, slot, 0));
    REQUIRE(seat(s, 0).line[static_cast<std::size_t>(slot)].card == kNone);
}

}  // namespace

TEST_CASE("End of turn: the turn ends when every player is done with their actions",
          "[sparks][rules][end_of_turn]") {
    const Game game = game_for(3);
    GameState s = in_actions(game, 71);
    apply_ok(game, s, end_actions());
    CHECK(s.phase == Phase::Actions);
    apply_ok(game, s, end_actions());
    CHECK(s.phase == Phase::Actions);
    const auto events = apply_ok(game, s, end_actions());
    CHECK(count_of(events, EventKind::ActionsEnded) == 1);
    CHECK(count_of(events, EventKind::TurnStarted) == 1);
    CHECK(s.phase == Phase::Production);
}

TEST_CASE(
    "Refill: a player who completed a robot draws one more card than their empty slots, fills "
    "every empty slot and returns the last card to the bottom of the deck",
    "[sparks][rules][end_of_turn]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 72);
    complete_red_01(game, s, 2);
    apply_ok(game, s, end_actions());
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Refill);
    REQUIRE(s.current == 0);
    // Before drawing: discard unfinished robots, or draw. Placing comes after drawing.
    refused(game, s, assign(s.robot_deck.back(), 2), RejectReason::WrongPhase);
    const std::vector<int> top{s.robot_deck.end() - 2, s.robot_deck.end()};
    auto events = apply_ok(game, s, draw_robots());
    REQUIRE(seat(s, 0).offer.size() == 2);
    CHECK(contains(seat(s, 0).offer, top[0]));
    CHECK(contains(seat(s, 0).offer, top[1]));
    CHECK(events_of(events, EventKind::RobotsDrawn)[0].amount == 2);
    refused(game, s, draw_robots(), RejectReason::NotAllowed);
    refused(game, s, assign(seat(s, 0).offer[0], 0), RejectReason::NotAllowed);
    const int placed = seat(s, 0).offer[1];
    const int returned = seat(s, 0).offer[0];
    events = apply_ok(game, s, assign(placed, 2));
    CHECK(seat(s, 0).line[2].card == placed);
    CHECK(seat(s, 0).offer.empty());
    CHECK(s.robot_deck.front() == returned);
    CHECK(events_of(events, EventKind::RobotReturned)[0].card == returned);
    // Player 1 completed nothing: the next turn begins.
    CHECK(s.phase == Phase::Production);
    CHECK(s.active == 1);
}

TEST_CASE(
    "Example: Audrey has 2 vacant slots: she draws 3 cards, places 2 and returns 1, had she first "
    "discarded her last unfinished robot, she would draw 4 and place 3",
    "[sparks][rules][end_of_turn][example]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 73);
    complete_red_01(game, s, 0);
    complete_red_01(game, s, 1);
    const int last = seat(s, 0).line[2].card;
    REQUIRE(last != kNone);
    apply_ok(game, s, end_actions());
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Refill);
    GameState discarding = s;

    apply_ok(game, s, draw_robots());
    REQUIRE(seat(s, 0).offer.size() == 3);
    const std::vector<int> offer = seat(s, 0).offer;
    apply_ok(game, s, assign(offer[0], 0));
    apply_ok(game, s, assign(offer[2], 1));
    CHECK(s.robot_deck.front() == offer[1]);
    CHECK(seat(s, 0).line[2].card == last);

    // Or: the unfinished robot under the deck first, then 4 cards for 3 slots.
    auto events = apply_ok(game, discarding, discard_robot(2));
    CHECK(discarding.robot_deck.front() == last);
    CHECK(events_of(events, EventKind::RobotDiscarded)[0].card == last);
    apply_ok(game, discarding, draw_robots());
    REQUIRE(seat(discarding, 0).offer.size() == 4);
    const std::vector<int> four = seat(discarding, 0).offer;
    apply_ok(game, discarding, assign(four[3], 0));
    apply_ok(game, discarding, assign(four[2], 1));
    events = apply_ok(game, discarding, assign(four[1], 2));
    CHECK(discarding.robot_deck.front() == four[0]);
    CHECK(count_of(events, EventKind::RobotReturned) == 1);
}

TEST_CASE(
    "Refill: before drawing, unfinished robots may go to the bottom of the deck, their dice "
    "sold for cogs",
    "[sparks][rules][end_of_turn]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 74);
    complete_red_01(game, s, 0);
    const int unfinished = set_robot(s, 0, 1, "red_07");  // yellow, green
    const int yellow = give_die(s, 0, Yellow, 2);
    apply_ok(game, s, place_robot(yellow, 1, 0));
    apply_ok(game, s, end_actions());
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Refill);
    // An empty slot has no robot to discard.
    refused(game, s, discard_robot(0), RejectReason::NoSuchThing);
    const int cogs = seat(s, 0).cogs;
    const auto events = apply_ok(game, s, discard_robot(1));
    CHECK(seat(s, 0).line[1].card == kNone);
    CHECK(seat(s, 0).line[1].dice[0] == kNone);
    CHECK(s.robot_deck.front() == unfinished);
    CHECK(seat(s, 0).cogs == cogs + 1);
    CHECK(contains(s.discard, yellow));
    CHECK(events_of(events, EventKind::DieSold)[0].die == yellow);
    // Several may go; then the player draws for all the empty slots.
    apply_ok(game, s, discard_robot(2));
    apply_ok(game, s, draw_robots());
    CHECK(seat(s, 0).offer.size() == 4);
    // Discarding comes before drawing.
    refused(game, s, discard_robot(0), RejectReason::NotAllowed);
}

TEST_CASE("Ruling: robots discarded at the end of a turn sell their dice at the sale price",
          "[sparks][rules][end_of_turn][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 75);
    give_upgrade(s, 0, UpgradeKind::SalesBoost);
    complete_red_01(game, s, 0);
    set_robot(s, 0, 1, "red_07");
    put_die_on_robot(s, 0, 1, 0, Yellow, 2);
    apply_ok(game, s, end_actions());
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Refill);
    const int cogs = seat(s, 0).cogs;
    apply_ok(game, s, discard_robot(1));
    CHECK(seat(s, 0).cogs == cogs + 2);
}

TEST_CASE(
    "Ruling: only a player who refills their assembly line may discard unfinished robots, and "
    "the players refill one after another from the active player",
    "[sparks][rules][end_of_turn]") {
    const Game game = game_for(3);
    GameState s = in_actions(game, 76, 1);
    // Players 2 and 0 complete robots; player 1 (active) completes none.
    set_robot(s, 2, 0, "green_01");
    set_robot(s, 0, 0, "red_01");
    const int g = give_die(s, 2, Green, 1);
    const int r = give_die(s, 0, Red, 1);
    apply_ok(game, s, end_actions());  // player 1
    apply_ok(game, s, place_robot(g, 0, 0));
    apply_ok(game, s, end_actions());  // player 2
    apply_ok(game, s, place_robot(r, 0, 0));
    apply_ok(game, s, end_actions());  // player 0
    REQUIRE(s.phase == Phase::Refill);
    // Player 1 is skipped: the refill goes clockwise from the active player, 2 then 0.
    CHECK(s.current == 2);
    apply_ok(game, s, draw_robots());
    apply_ok(game, s, assign(seat(s, 2).offer[0], 0));
    CHECK(s.current == 0);
    apply_ok(game, s, draw_robots());
    apply_ok(game, s, assign(seat(s, 0).offer[0], 0));
    CHECK(s.phase == Phase::Production);
    CHECK(s.active == 2);
}

TEST_CASE(
    "End of turn: a player keeps at most one unused die in storage, the others are sold for cogs",
    "[sparks][rules][end_of_turn]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 77);
    const int a = give_die(s, 0, Red, 2);
    const int b = give_die(s, 0, Yellow, 5);
    const int c = give_die(s, 0, Blue, 1);
    const int theirs = give_die(s, 1, Blue, 2);
    refused(game, s, end_actions(theirs), RejectReason::NoSuchThing);
    // The choice is which one die to keep, or none.
    int ends = 0;
    for (const Action& x : game.legal_actions(s))
        ends += x.kind == ActionKind::EndActions ? 1 : 0;
    CHECK(ends == 4);
    const auto events = apply_ok(game, s, end_actions(b));
    CHECK(seat(s, 0).dice == std::vector<int>{b});
    CHECK(seat(s, 0).cogs == 2);
    CHECK(count_of(events, EventKind::DieSold) == 2);
    CHECK(contains(s.discard, a));
    CHECK(contains(s.discard, c));
    // Keeping none sells them all.
    apply_ok(game, s, end_actions());
    CHECK(seat(s, 1).dice.empty());
    CHECK(seat(s, 1).cogs == 1);
    // The stored die is there for the next turn, its face unchanged.
    REQUIRE(s.phase == Phase::Production);
    CHECK(seat(s, 0).dice == std::vector<int>{b});
    CHECK(face(s, b) == 5);
}

TEST_CASE("End of turn: any number of sparks and cogs stay in storage",
          "[sparks][rules][end_of_turn]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 80);
    seat(s, 0).sparks = 9;
    seat(s, 0).cogs = 20;
    play_to_next_turn(game, s);
    CHECK(seat(s, 0).sparks == 9);
    CHECK(seat(s, 0).cogs == 20);
}

TEST_CASE("Ruling: dice sold at the end of a turn fetch the sale price",
          "[sparks][rules][end_of_turn][upgrades]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 78);
    give_upgrade(s, 0, UpgradeKind::SalesBoost);
    give_die(s, 0, Red, 2);
    give_die(s, 0, Red, 3);
    apply_ok(game, s, end_actions());
    CHECK(seat(s, 0).cogs == 4);
}

TEST_CASE("End of turn: the player to the left of the active player becomes the active player",
          "[sparks][rules][end_of_turn]") {
    const Game game = game_for(4);
    GameState s = in_actions(game, 79, 2);
    std::vector<int> actives{s.active};
    for (int turn = 0; turn < 3; ++turn) {
        play_to_next_turn(game, s);
        REQUIRE(s.phase == Phase::Production);
        CHECK(s.current == s.active);
        actives.push_back(s.active);
    }
    CHECK(actives == std::vector<int>{2, 3, 0, 1});
}
