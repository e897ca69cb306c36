// Power boxes (rulebook "Activate a power box", "End of Round", symbol "Power
// box"): a spark from storage fires the box of a completed robot or the board's
// own box, once until the round ends.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE("Power box: a spark from storage on a completed robot's power box fires its effect",
          "[sparks][rules][power_box]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 51);
    // red_05: a power box of 2 cogs.
    const int box = add_completed(s, 0, "red_05");
    REQUIRE(robot_card(robot("red_05")).power_box.size() == 1);
    REQUIRE(robot_card(robot("red_05")).power_box[0].kind == EffectKind::Cogs);
    REQUIRE(seat(s, 0).sparks == 1);
    const auto events = apply_ok(game, s, activate(box));
    CHECK(seat(s, 0).sparks == 0);
    CHECK(seat(s, 0).completed[static_cast<std::size_t>(box)].box == BoxFill::Spark);
    CHECK(seat(s, 0).cogs == 2);
    REQUIRE(count_of(events, EventKind::BoxActivated) == 1);
    CHECK(events_of(events, EventKind::BoxActivated)[0].index == box);
    CHECK(events_of(events, EventKind::BoxActivated)[0].amount == 0);
}

TEST_CASE("Power box: a box holds one spark and cannot fire again until the spark is taken back",
          "[sparks][rules][power_box]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 52);
    const int box = add_completed(s, 0, "red_05");
    seat(s, 0).sparks = 3;
    apply_ok(game, s, activate(box));
    refused(game, s, activate(box), RejectReason::NotAllowed);
    // The board's box is another box: it still fires.
    apply_ok(game, s, activate(kNone));
    refused(game, s, activate(kNone), RejectReason::NotAllowed);
    CHECK(seat(s, 0).sparks == 1);
    // Still full on the player's next turn of the same round.
    play_to_actions_of(game, s, 0);
    REQUIRE(s.round == 0);
    refused(game, s, activate(box), RejectReason::NotAllowed);
    refused(game, s, activate(kNone), RejectReason::NotAllowed);
}

TEST_CASE("Power box: only completed robots' boxes fire, and a robot without a power box has none",
          "[sparks][rules][power_box]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 53);
    // A power box robot still in the assembly line cannot fire.
    set_robot(s, 0, 0, "red_05");
    seat(s, 0).sparks = 2;
    refused(game, s, activate(0), RejectReason::NoSuchThing);
    // A completed robot without a power box.
    const int plain = add_completed(s, 0, "red_01");
    REQUIRE_FALSE(robot_card(robot("red_01")).has_power_box());
    refused(game, s, activate(plain), RejectReason::NoSuchThing);
    // The only box is the board's.
    int boxes = 0;
    for (const Action& a : game.legal_actions(s))
        if (a.kind == ActionKind::ActivateBox) {
            ++boxes;
            CHECK(a.index == kNone);
        }
    CHECK(boxes == 1);
    // Completing it makes the box available.
    const int red = give_die(s, 0, Red, 1);
    const int two = give_die(s, 0, Blue, 2);
    apply_ok(game, s, place_robot(red, 0, 0));
    apply_ok(game, s, place_robot(two, 0, 1));
    REQUIRE(seat(s, 0).completed.size() == 2);
    apply_ok(game, s, activate(1));
    CHECK(seat(s, 0).cogs == 2);
}

TEST_CASE("Power box: the box printed on the player board fires like a robot's",
          "[sparks][rules][power_box]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 54);
    REQUIRE(content().board_power_box.size() == 1);
    REQUIRE(content().board_power_box[0].kind == EffectKind::Cogs);
    REQUIRE(content().board_power_box[0].amount == 2);
    const auto events = apply_ok(game, s, activate(kNone));
    CHECK(seat(s, 0).board_box == BoxFill::Spark);
    CHECK(seat(s, 0).cogs == 2);
    CHECK(seat(s, 0).sparks == 0);
    CHECK(events_of(events, EventKind::BoxActivated)[0].index == kNone);
}

TEST_CASE("Power box: without a spark in storage no box fires", "[sparks][rules][power_box]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 55);
    seat(s, 0).sparks = 0;
    seat(s, 0).cogs = 4;
    refused(game, s, activate(kNone), RejectReason::CannotAfford);
    // A cog is no spark (without Emma).
    refused(game, s, activate(kNone, true), RejectReason::NotAllowed);
}

TEST_CASE(
    "End of round: when the turn comes back to the first player, the sparks on power boxes go "
    "back to storage, to be used again",
    "[sparks][rules][power_box][round]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 56);
    const int box = add_completed(s, 0, "red_05");
    seat(s, 0).sparks = 2;
    seat(s, 1).sparks = 1;
    apply_ok(game, s, activate(box));
    apply_ok(game, s, activate(kNone));
    CHECK(seat(s, 0).sparks == 0);
    apply_ok(game, s, end_actions());
    apply_ok(game, s, activate(kNone));
    CHECK(seat(s, 1).sparks == 0);
    apply_ok(game, s, end_actions());
    // Turn 2 of the round: player 1 is active; the sparks stay on the boxes.
    REQUIRE(s.phase == Phase::Production);
    REQUIRE(s.active == 1);
    CHECK(seat(s, 0).sparks == 0);
    CHECK(seat(s, 0).board_box == BoxFill::Spark);
    // Play the turn out: the turn comes back to the first player, a new round.
    std::vector<Event> events;
    while (s.phase != Phase::Production || s.round == 0) {
        const Action a = s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).front();
        const auto more = apply_ok(game, s, a);
        events.insert(events.end(), more.begin(), more.end());
    }
    CHECK(s.round == 1);
    CHECK(s.active == 0);
    CHECK(seat(s, 0).sparks == 2);
    CHECK(seat(s, 1).sparks == 1);
    CHECK(seat(s, 0).board_box == BoxFill::Empty);
    CHECK(seat(s, 0).completed[static_cast<std::size_t>(box)].box == BoxFill::Empty);
    CHECK(seat(s, 1).board_box == BoxFill::Empty);
    const auto returned = events_of(events, EventKind::SparksReturned);
    REQUIRE(returned.size() == 2);
    CHECK(returned[0].player == 0);
    CHECK(returned[0].amount == 2);
    CHECK(returned[1].player == 1);
    CHECK(returned[1].amount == 1);
    // The sparks are before the round's first production tile: they fire again.
    while (s.phase != Phase::Actions)
        apply_ok(game, s, game.legal_actions(s).front());
    REQUIRE(s.current == 0);
    apply_ok(game, s, activate(box));
}

TEST_CASE(
    "Ruling: what the rulebook allows at any time (power boxes, selling, changing a die, "
    "assistants) is done in the player's own action phase",
    "[sparks][rules][power_box][junkyard]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 57);
    const int kept = give_die(s, 1, Red, 3);
    seat(s, 1).cogs = 2;
    add_played(s, 1, assistant("octavia"));
    // Player 0 plays a tile; player 1 takes dice next, and cannot act yet.
    refused(game, s, activate(kNone), RejectReason::WrongPhase);
    refused(game, s, sell(kept), RejectReason::WrongPhase);
    apply_ok(game, s, produce(production_tile(ProductionKind::Anywhere), 0));
    REQUIRE(s.phase == Phase::TakeDice);
    REQUIRE(s.current == 1);
    refused(game, s, activate(kNone), RejectReason::WrongPhase);
    refused(game, s, sell(kept), RejectReason::WrongPhase);
    refused(game, s, change(kept, 1), RejectReason::WrongPhase);
    refused(game, s, use(0, kept), RejectReason::WrongPhase);
    apply_ok(game, s, take(0, 1));
    // Player 0's action phase: player 1's dice are not theirs to use.
    REQUIRE(s.current == 0);
    refused(game, s, sell(kept), RejectReason::NoSuchThing);
    apply_ok(game, s, end_actions());
    apply_ok(game, s, activate(kNone));
    apply_ok(game, s, use(0, kept));
    CHECK(face(s, kept) == 4);
}
