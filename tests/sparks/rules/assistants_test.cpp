// The assistant cards (rulebook "Assistant Cards"): the three effect symbols and
// every named assistant - Conrad, Emma, Frank, Gordon, Max, Margot and Theodora,
// Octavia, Olympia, Penelope and Walter, Quincy, Silas.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE("Assistants: the 13 named assistants are in the deck as the rulebook words them",
          "[sparks][rules][assistants]") {
    const std::vector<std::pair<std::string, Ability>> named{{"conrad", Ability::Conrad},
                                                             {"emma", Ability::Emma},
                                                             {"frank", Ability::Frank},
                                                             {"gordon", Ability::Gordon},
                                                             {"max", Ability::Max},
                                                             {"margot", Ability::FactoryPlus},
                                                             {"theodora", Ability::FactoryPlus},
                                                             {"octavia", Ability::Octavia},
                                                             {"olympia", Ability::Olympia},
                                                             {"penelope", Ability::Redirect},
                                                             {"walter", Ability::Redirect},
                                                             {"quincy", Ability::Quincy},
                                                             {"silas", Ability::Silas}};
    for (const auto& [id, ability] : named) {
        INFO(id);
        CHECK(assistant_card(assistant(id)).ability == ability);
    }
    CHECK(assistant_card(assistant("frank")).timing == Timing::OncePerTurn);
    CHECK(assistant_card(assistant("octavia")).timing == Timing::OncePerTurn);
    CHECK(assistant_card(assistant("olympia")).timing == Timing::OneTime);
    CHECK(assistant_card(assistant("conrad")).timing == Timing::OneTime);
    for (const char* id :
         {"emma", "gordon", "max", "margot", "theodora", "penelope", "walter", "quincy", "silas"})
        CHECK(assistant_card(assistant(id)).timing == Timing::Permanent);
    CHECK(assistant_card(assistant("penelope")).colour == Red);
    CHECK(assistant_card(assistant("walter")).colour == Blue);
    CHECK(assistant_card(assistant("margot")).amount == 2);
    CHECK(assistant_card(assistant("theodora")).amount == 2);
}

TEST_CASE("Star assistants: the effect applies once, when the assistant is hired",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 121);
    const int agnes = assistant("agnes");  // 3 cogs
    REQUIRE(assistant_card(agnes).timing == Timing::OneTime);
    set_hand(s, 0, {agnes});
    seat(s, 0).cogs = 1;
    const auto events = apply_ok(game, s, recruit(agnes));
    CHECK(seat(s, 0).cogs == 3);
    CHECK(count_of(events, EventKind::CogsGained) == 1);
    refused(game, s, use(0), RejectReason::NotAllowed);
    play_to_actions_of(game, s, 0);
    refused(game, s, use(0), RejectReason::NotAllowed);
}

TEST_CASE(
    "(1) arrow assistants: once each turn, on the player's own turns and on other players' "
    "turns",
    "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    // Pavel: once a turn, one die up or down by 1.
    const int pavel = assistant_of_effect(EffectKind::Adjust, Timing::OncePerTurn);
    GameState s = in_actions(game, 122);
    apply_ok(game, s, end_actions());
    // Player 1 on player 0's turn.
    add_played(s, 1, pavel);
    const int die = give_die(s, 1, Red, 3);
    auto events = apply_ok(game, s, use(0));
    CHECK(count_of(events, EventKind::AssistantUsed) == 1);
    apply_ok(game, s, choose_die(die, 1));
    CHECK(face(s, die) == 4);
    refused(game, s, use(0), RejectReason::NotAllowed);
    // Player 1's own turn: once again.
    apply_ok(game, s, end_actions(die));
    REQUIRE(s.active == 1);
    while (s.phase != Phase::Actions)
        apply_ok(game, s, game.legal_actions(s).front());
    REQUIRE(s.current == 1);
    apply_ok(game, s, use(0));
    apply_ok(game, s, choose_die(die, 1));
    CHECK(face(s, die) == 5);
    refused(game, s, use(0), RejectReason::NotAllowed);
}

TEST_CASE("Hourglass assistants: a permanent effect is used as often as wanted",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 123, 0, {"gordon"});
    set_robot(s, 0, 0, "red_07");  // yellow, green
    const int r1 = give_die(s, 0, Red, 1);
    const int r2 = give_die(s, 0, Red, 2);
    seat(s, 0).cogs = 2;
    apply_ok(game, s, place_robot(r1, 0, 0, Means::Gordon));
    apply_ok(game, s, place_robot(r2, 0, 1, Means::Gordon));
    CHECK(seat(s, 0).cogs == 0);
    CHECK(seat(s, 0).completed.size() == 1);
}

TEST_CASE(
    "Conrad: tucked under another played assistant, he copies its effect and points, a one-time "
    "effect applies at once",
    "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 124);
    const int agnes = assistant("agnes");  // one-time: 3 cogs; 2 points
    const int conrad = assistant("conrad");
    set_hand(s, 0, {agnes, conrad});
    seat(s, 0).cogs = 1;
    apply_ok(game, s, recruit(agnes));
    CHECK(seat(s, 0).cogs == 3);
    // Conrad needs a played assistant to copy.
    refused(game, s, recruit(conrad), RejectReason::NoSuchThing);
    refused(game, s, recruit(conrad, 1), RejectReason::NoSuchThing);
    apply_ok(game, s, recruit(conrad, 0));
    CHECK(seat(s, 0).cogs == 3 - 2 + 3);
    REQUIRE(seat(s, 0).played.size() == 2);
    CHECK(seat(s, 0).played[1].copies == 0);
    // His points are Agnes's.
    CHECK(assistant_card(conrad).points == 0);
    CHECK(score(game, s, 0).assistant_points == 2 * assistant_card(agnes).points);
}

TEST_CASE("Ruling: Conrad cannot be recruited before another assistant is played",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 125);
    const int conrad = assistant("conrad");
    set_hand(s, 0, {conrad});
    seat(s, 0).cogs = 5;
    refused(game, s, recruit(conrad), RejectReason::NoSuchThing);
    for (const Action& a : game.legal_actions(s))
        CHECK(a.kind != ActionKind::Recruit);
}

TEST_CASE(
    "Conrad: copying a lasting ability gives it a second time (a second Frank a turn, another "
    "+2 from Margot)",
    "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 126, 0, {"frank"});
    add_played(s, 0, assistant("conrad"), 0);
    const int g5 = give_die(s, 0, Green, 5);
    const int b6 = give_die(s, 0, Blue, 6);
    apply_ok(game, s, use(0, g5));
    refused(game, s, use(0, b6), RejectReason::NotAllowed);
    apply_ok(game, s, use(1, b6));
    CHECK(seat(s, 0).track[track_of(Green)] == 0);
    CHECK(seat(s, 0).track[track_of(Blue)] == 0);
    refused(game, s, use(1, b6), RejectReason::NotAllowed);

    GameState m = with_played(game, 127, 0, {"margot"});
    add_played(m, 0, assistant("conrad"), 0);
    // 1 + 1 + 2 + 2 = 6 reaches level 1.
    const int y = give_die(m, 0, Yellow, 1);
    const int g = give_die(m, 0, Green, 1);
    apply_ok(game, m, place_upgrade(y, 0));
    CHECK(seat(m, 0).level == 0);
    apply_ok(game, m, place_upgrade(g, 1));
    CHECK(seat(m, 0).level == 1);
}

TEST_CASE(
    "Emma: a cog activates a power box as a spark would, a box never takes both, and the cog is "
    "discarded at the end of the round",
    "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 128, 0, {"emma"});
    const int box = add_completed(s, 0, "red_05");      // 2 cogs
    const int box2 = add_completed(s, 0, "yellow_05");  // 2 cogs
    seat(s, 0).cogs = 1;
    seat(s, 0).sparks = 1;
    auto events = apply_ok(game, s, activate(box, true));
    CHECK(seat(s, 0).completed[static_cast<std::size_t>(box)].box == BoxFill::Cog);
    CHECK(seat(s, 0).cogs == 2);
    CHECK(seat(s, 0).sparks == 1);
    CHECK(events_of(events, EventKind::BoxActivated)[0].amount == 1);
    // The box with a cog takes no spark.
    refused(game, s, activate(box), RejectReason::NotAllowed);
    refused(game, s, activate(box, true), RejectReason::NotAllowed);
    // A permanent effect: another box with another cog.
    apply_ok(game, s, activate(box2, true));
    apply_ok(game, s, activate(kNone));
    CHECK(seat(s, 0).cogs == 5);
    seat(s, 0).cogs = 0;
    // End of the round: the spark comes back, the cogs do not (the player's only cogs are
    // from dice sold on the way).
    int sold = 0;
    while (s.round == 0) {
        const auto events = apply_ok(
            game, s, s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).front());
        for (const Event& e : events_of(events, EventKind::DieSold))
            sold += e.player == 0 ? e.amount : 0;
    }
    CHECK(seat(s, 0).sparks == 1);
    CHECK(seat(s, 0).cogs == sold);
    CHECK(seat(s, 0).completed[static_cast<std::size_t>(box)].box == BoxFill::Empty);
    CHECK(seat(s, 0).completed[static_cast<std::size_t>(box2)].box == BoxFill::Empty);
}

TEST_CASE(
    "Example: Frank - once a turn, a die showing 5 or 6 is discarded to advance one space on "
    "the track of its colour: a green 5 for one green space",
    "[sparks][rules][assistants][example]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 129, 0, {"frank"});
    const int g5 = give_die(s, 0, Green, 5);
    const int r4 = give_die(s, 0, Red, 4);
    const int y6 = give_die(s, 0, Yellow, 6);
    refused(game, s, use(0, r4), RejectReason::Requirement);
    refused(game, s, use(0, s.junkyard[0]), RejectReason::NoSuchThing);
    refused(game, s, use(0), RejectReason::NoSuchThing);
    const auto events = apply_ok(game, s, use(0, g5));
    CHECK(seat(s, 0).track[track_of(Green)] == 0);
    CHECK(contains(s.discard, g5));
    CHECK_FALSE(contains(seat(s, 0).dice, g5));
    CHECK(count_of(events, EventKind::DieDiscarded) == 1);
    // Once a turn.
    refused(game, s, use(0, y6), RejectReason::NotAllowed);
}

TEST_CASE("Gordon: discarding one cog ignores a colour requirement when placing a die",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 130);
    set_robot(s, 0, 0, "blue_01");
    const int red = give_die(s, 0, Red, 3);
    seat(s, 0).cogs = 1;
    refused(game, s, place_robot(red, 0, 0, Means::Gordon), RejectReason::NotAllowed);
    add_played(s, 0, assistant("gordon"));
    refused(game, s, place_robot(red, 0, 0, Means::Cogs), RejectReason::CannotAfford);
    const auto events = apply_ok(game, s, place_robot(red, 0, 0, Means::Gordon));
    CHECK(seat(s, 0).cogs == 0);
    CHECK(events_of(events, EventKind::CogsPaid)[0].amount == 1);
    // In the upgrade section too; and not without a cog.
    const int red2 = give_die(s, 0, Red, 3);
    refused(game, s, place_upgrade(red2, 0, Means::Gordon), RejectReason::CannotAfford);
}

TEST_CASE(
    "Max: completing a robot with a power box, a cog may fire its effect at once, a spark can "
    "still fire it later",
    "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 131, 0, {"max"});
    set_robot(s, 0, 0, "red_05");  // red, a 2; power box: 2 cogs
    set_robot(s, 0, 1, "red_01");  // no power box
    const int red = give_die(s, 0, Red, 1);
    const int two = give_die(s, 0, Blue, 2);
    const int red3 = give_die(s, 0, Red, 3);
    seat(s, 0).cogs = 1;
    apply_ok(game, s, place_robot(red, 0, 0));
    apply_ok(game, s, place_robot(two, 0, 1));
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::MaxActivate);
    const auto events = apply_ok(game, s, pay_max());
    CHECK(seat(s, 0).cogs == 1 - 1 + 2);
    CHECK(events_of(events, EventKind::BoxActivated)[0].amount == 1);
    // The box itself stays empty: a spark fires it again.
    CHECK(seat(s, 0).completed[0].box == BoxFill::Empty);
    apply_ok(game, s, activate(0));
    CHECK(seat(s, 0).cogs == 4);
    // A robot without a power box asks nothing.
    apply_ok(game, s, place_robot(red3, 1, 0));
    CHECK(s.pending.empty());
}

TEST_CASE("Max: the cog is optional, and without a cog the box waits for a spark",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 132, 0, {"max"});
    set_robot(s, 0, 0, "red_02");  // a 1; power box: one die up or down
    const int one = give_die(s, 0, Green, 1);
    apply_ok(game, s, place_robot(one, 0, 0));
    REQUIRE(s.pending.size() == 1);
    refused(game, s, pay_max(), RejectReason::CannotAfford);
    apply_ok(game, s, decline());
    CHECK(s.pending.empty());
    CHECK(seat(s, 0).completed[0].box == BoxFill::Empty);
}

TEST_CASE("Margot and Theodora: each counts +2 towards every factory upgrade",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 133, 0, {"margot"});
    // 2 + 2 + 2 = 6: level 1.
    apply_ok(game, s, place_upgrade(give_die(s, 0, Yellow, 2), 0));
    apply_ok(game, s, place_upgrade(give_die(s, 0, Green, 2), 1));
    CHECK(seat(s, 0).level == 1);
    // Every time: 7 needs only 5 on the dice.
    apply_ok(game, s, place_upgrade(give_die(s, 0, Blue, 5), 2));
    CHECK(seat(s, 0).level == 2);
    REQUIRE(s.pending.size() == 1);  // level 2's upgrade tile

    GameState both = with_played(game, 134, 0, {"margot", "theodora"});
    apply_ok(game, both, place_upgrade(give_die(both, 0, Yellow, 1), 0));
    CHECK(seat(both, 0).level == 0);
    apply_ok(game, both, place_upgrade(give_die(both, 0, Green, 1), 1));
    CHECK(seat(both, 0).level == 1);
}

TEST_CASE(
    "Ruling: recruiting Margot or Theodora when the upgrade section meets the requirement with "
    "her +2 upgrades the factory at once",
    "[sparks][rules][assistants][factory]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 135);
    // A full section of 1 + 2 + 2 = 5, one short of 6.
    const int a = put_die_in_upgrade(s, 0, 0, Yellow, 1);
    put_die_in_upgrade(s, 0, 1, Green, 2);
    put_die_in_upgrade(s, 0, 2, Blue, 2);
    const int margot = assistant("margot");
    set_hand(s, 0, {margot});
    seat(s, 0).cogs = 1;
    const auto events = apply_ok(game, s, recruit(margot));
    CHECK(seat(s, 0).level == 1);
    CHECK(count_of(events, EventKind::LevelReached) == 1);
    CHECK(contains(s.discard, a));
    CHECK(seat(s, 0).sparks == 2);
}

TEST_CASE("Octavia: once a turn, one available die turns to its opposite side",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 136, 0, {"octavia"});
    const int two = give_die(s, 0, Red, 2);
    const int six = give_die(s, 0, Red, 6);
    refused(game, s, use(0), RejectReason::NoSuchThing);
    const auto events = apply_ok(game, s, use(0, two));
    CHECK(face(s, two) == 5);
    CHECK(events_of(events, EventKind::DieChanged)[0].value == 5);
    refused(game, s, use(0, six), RejectReason::NotAllowed);
    play_to_actions_of(game, s, 0);
    const int next = give_die(s, 0, Blue, 6);
    apply_ok(game, s, use(0, next));
    CHECK(face(s, next) == 1);
}

TEST_CASE(
    "Olympia: at once, the effect of two of the player's power boxes, even boxes already "
    "holding a spark",
    "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 137);
    const int box = add_completed(s, 0, "red_06");  // no power box
    (void)box;
    const int cogs_box = add_completed(s, 0, "yellow_05");  // 2 cogs
    const int olympia = assistant("olympia");
    set_hand(s, 0, {olympia});
    seat(s, 0).cogs = 1;
    apply_ok(game, s, activate(kNone));  // the board's box: 2 cogs, now holding a spark
    CHECK(seat(s, 0).cogs == 3);
    apply_ok(game, s, recruit(olympia));
    CHECK(seat(s, 0).cogs == 2);
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::PowerBox);
    refused(game, s, choose_box(0), RejectReason::NoSuchThing);  // red_06 has none
    refused(game, s, decline(), RejectReason::NotAllowed);
    apply_ok(game, s, choose_box(kNone));
    CHECK(seat(s, 0).cogs == 4);
    // Two different boxes: not the board's again.
    REQUIRE(s.pending.size() == 1);
    refused(game, s, choose_box(kNone), RejectReason::NoSuchThing);
    apply_ok(game, s, choose_box(cogs_box));
    CHECK(seat(s, 0).cogs == 6);
    CHECK(s.pending.empty());
    // The boxes are as they were: the board's holds its spark, the robot's is empty.
    CHECK(seat(s, 0).board_box == BoxFill::Spark);
    CHECK(seat(s, 0).completed[static_cast<std::size_t>(cogs_box)].box == BoxFill::Empty);
}

TEST_CASE("Ruling: Olympia with only one power box gives that box's effect once",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 138);
    const int olympia = assistant("olympia");
    set_hand(s, 0, {olympia});
    seat(s, 0).cogs = 1;
    apply_ok(game, s, recruit(olympia));
    apply_ok(game, s, choose_box(kNone));
    CHECK(s.pending.empty());
    CHECK(seat(s, 0).cogs == 2);
}

TEST_CASE(
    "Penelope and Walter: a move on the red (Penelope) or blue (Walter) track may go onto any "
    "other track instead",
    "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 139, 0, {"penelope"});
    set_robot(s, 0, 0, "red_07");  // two red steps
    set_robot(s, 0, 1, "green_01");
    apply_ok(game, s, place_robot(give_die(s, 0, Yellow, 1), 0, 0));
    apply_ok(game, s, place_robot(give_die(s, 0, Green, 1), 0, 1));
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].kind == PendingKind::Redirect);
    CHECK(s.pending[0].colour == track_of(Red));
    refused(game, s, decline(), RejectReason::NoSuchThing);
    apply_ok(game, s, choose_track(Yellow));
    apply_ok(game, s, choose_track(Red));
    CHECK(seat(s, 0).track[track_of(Yellow)] == 0);
    CHECK(seat(s, 0).track[track_of(Red)] == 0);
    // Other colours move as usual.
    apply_ok(game, s, place_robot(give_die(s, 0, Green, 1), 1, 0));
    CHECK(s.pending.empty());
    CHECK(seat(s, 0).track[track_of(Green)] == 0);

    GameState w = with_played(game, 140, 0, {"walter"});
    set_robot(w, 0, 0, "blue_01");
    set_robot(w, 0, 1, "red_01");
    apply_ok(game, w, place_robot(give_die(w, 0, Blue, 1), 0, 0));
    REQUIRE(w.pending.size() == 1);
    apply_ok(game, w, choose_track(Green));
    CHECK(seat(w, 0).track[track_of(Green)] == 0);
    CHECK(seat(w, 0).track[track_of(Blue)] == kNone);
    apply_ok(game, w, place_robot(give_die(w, 0, Red, 1), 1, 0));
    CHECK(w.pending.empty());
}

TEST_CASE(
    "Quincy: on other players' turns, dice may be taken from anywhere in the junkyard, in a "
    "2-player game the two need not be adjacent",
    "[sparks][rules][assistants][junkyard]") {
    {
        const Game game = game_for(3);
        GameState s = at_production(game, 141);
        add_played(s, 1, assistant("quincy"));
        const std::vector<int> row = set_junkyard(
            s, {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}, {Yellow, 6}, {Green, 2}});
        apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 0));
        REQUIRE(s.current == 1);
        // Every die left may be taken.
        CHECK(game.legal_actions(s).size() == 4);
        apply_ok(game, s, take(1));
        CHECK(seat(s, 1).dice == std::vector<int>{row[4]});
        // Player 2, without Quincy, takes from an end.
        refused(game, s, take(1), RejectReason::NotAllowed);
    }
    {
        const Game game = game_for(2);
        GameState s = at_production(game, 142);
        add_played(s, 1, assistant("quincy"));
        const std::vector<int> row = set_junkyard(
            s, {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}, {Yellow, 6}, {Green, 2}});
        apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 0));
        apply_ok(game, s, take(0, 3));
        CHECK(seat(s, 1).dice.size() == 2);
        CHECK(contains(seat(s, 1).dice, row[3]));
        CHECK(contains(seat(s, 1).dice, row[6]));
    }
}

TEST_CASE("Ruling: Quincy does not change the active player's production tile",
          "[sparks][rules][assistants][junkyard]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 143);
    add_played(s, 0, assistant("quincy"));
    refused(game, s, produce(production_tile(ProductionKind::Bag), 2), RejectReason::NotAllowed);
}

TEST_CASE(
    "Example: Silas - a discarded 3 moves one die two pips up, from 4 to 6, and another one "
    "pip down, from 3 to 2",
    "[sparks][rules][assistants][example]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 144, 0, {"silas"});
    const int spent = give_die(s, 0, Red, 3);
    const int four = give_die(s, 0, Yellow, 4);
    const int three = give_die(s, 0, Green, 3);
    auto events = apply_ok(game, s, use(0, spent));
    CHECK(contains(s.discard, spent));
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::Silas);
    CHECK(s.pending[0].amount == 3);
    // The spent die is gone; the others move a pip at a time, never past 6.
    refused(game, s, choose_die(spent, 1), RejectReason::NoSuchThing);
    apply_ok(game, s, choose_die(four, 1));
    apply_ok(game, s, choose_die(four, 1));
    CHECK(face(s, four) == 6);
    refused(game, s, choose_die(four, 1), RejectReason::NotAllowed);
    events = apply_ok(game, s, choose_die(three, -1));
    CHECK(face(s, three) == 2);
    CHECK(s.pending.empty());
    CHECK(count_of(events, EventKind::DieChanged) == 1);
}

TEST_CASE("Silas: the whole value need not be used, and a permanent effect may be used again",
          "[sparks][rules][assistants]") {
    const Game game = game_for(2);
    GameState s = with_played(game, 145, 0, {"silas"});
    const int six = give_die(s, 0, Red, 6);
    const int one = give_die(s, 0, Blue, 1);
    const int two = give_die(s, 0, Blue, 2);
    apply_ok(game, s, use(0, six));
    apply_ok(game, s, choose_die(one, 1));
    apply_ok(game, s, decline());
    CHECK(s.pending.empty());
    CHECK(face(s, one) == 2);
    apply_ok(game, s, use(0, two));
    CHECK(s.pending[0].amount == 2);
}

TEST_CASE(
    "Ruling: Margot's and Theodora's +2 help an upgrade made by dice in the section, and never "
    "upgrade an empty section on their own, with a kept factory bonus or a copy by Conrad",
    "[sparks][rules][assistants][factory]") {
    const Game game = game_for(2);
    SECTION("both played, then a +2 factory box fired") {
        GameState s = with_played(game, 420, 0, {"margot", "theodora"});
        const int box = add_completed(s, 0, "red_10");
        apply_ok(game, s, activate(box));
        CHECK(seat(s, 0).factory_credit == 2);
        CHECK(seat(s, 0).level == 0);
        // The first die placed makes the upgrade, with everything that counts.
        const auto events = apply_ok(game, s, place_upgrade(give_die(s, 0, Yellow, 1), 0));
        CHECK(seat(s, 0).level == 1);
        CHECK(count_of(events, EventKind::LevelReached) == 1);
        CHECK(seat(s, 0).factory_credit == 0);
    }
    SECTION("Margot with a kept +2, then Theodora recruited") {
        GameState s = with_played(game, 421, 0, {"margot"});
        seat(s, 0).factory_credit = 2;
        const int theodora = assistant("theodora");
        set_hand(s, 0, {theodora});
        seat(s, 0).cogs = 2;
        apply_ok(game, s, recruit(theodora));
        CHECK(seat(s, 0).level == 0);
        CHECK(seat(s, 0).factory_credit == 2);
    }
    SECTION("both played, then Conrad copying Margot") {
        GameState s = with_played(game, 422, 0, {"margot", "theodora"});
        const int conrad = assistant("conrad");
        set_hand(s, 0, {conrad});
        seat(s, 0).cogs = 3;
        apply_ok(game, s, recruit(conrad, 0));
        CHECK(seat(s, 0).level == 0);
    }
}

TEST_CASE(
    "Ruling: a die placed in the upgrade section makes one upgrade, however far Margot's +2 "
    "would reach on its own",
    "[sparks][rules][assistants][factory]") {
    // Levels of 2 each: Margot's +2 alone meets every one of them.
    const Content& c = content_with([](Content& edit) {
        for (std::size_t i = 1; i < edit.factory.size(); ++i)
            edit.factory[i].requirement = 2;
    });
    GameOptions o;
    o.players = 2;
    const Game game(c, o);
    GameState s = in_actions(game, 423);
    add_played(s, 0, assistant("margot"));
    const auto events = apply_ok(game, s, place_upgrade(give_die(s, 0, Yellow, 1), 0));
    CHECK(seat(s, 0).level == 1);
    CHECK(count_of(events, EventKind::LevelReached) == 1);
}
