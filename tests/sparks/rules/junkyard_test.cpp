// The junkyard and the drafting of dice (rulebook "Goal of the Game", "How to
// Play"; rulings 2 and 3): refilling the row of 7 dice, the active player's
// production tile and run of dice, the other players' one die (two in a 2-player
// game), and the order in which the players then act.
#include <catch2/catch.hpp>

#include <set>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

// Every player ends their actions, keeping nothing, until the next turn's production.
void finish_turn(const Game& game, GameState& s, std::vector<Event>& all) {
    while (s.phase == Phase::Actions || s.phase == Phase::Refill) {
        const Action a = s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).back();
        const auto events = apply_ok(game, s, a);
        all.insert(all.end(), events.begin(), events.end());
    }
}

}  // namespace

TEST_CASE(
    "Each turn starts by discarding the dice left in the junkyard and drawing 7 new ones from "
    "the bag",
    "[sparks][rules][junkyard]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 3);
    const std::vector<int> left = s.junkyard;
    REQUIRE_FALSE(left.empty());
    const std::vector<int> bag_before = s.bag;
    std::vector<Event> events;
    finish_turn(game, s, events);
    REQUIRE(s.phase == Phase::Production);
    // The leftover dice went to the discard pile...
    REQUIRE(count_of(events, EventKind::JunkyardCleared) == 1);
    CHECK(events_of(events, EventKind::JunkyardCleared)[0].amount == static_cast<int>(left.size()));
    for (int die : left) {
        CHECK(contains(s.discard, die));
        CHECK_FALSE(contains(s.junkyard, die));
    }
    // ... and 7 dice from the bag fill the row.
    REQUIRE(count_of(events, EventKind::JunkyardRefilled) == 1);
    CHECK(events_of(events, EventKind::JunkyardRefilled)[0].amount == 7);
    REQUIRE(s.junkyard.size() == 7);
    for (int die : s.junkyard)
        CHECK(contains(bag_before, die));
    // The turn started after the junkyard was emptied, with the next player active.
    CHECK(s.active == 1);
    CHECK(s.current == 1);
}

TEST_CASE("A die drawn from the bag lands with a random face, which it keeps",
          "[sparks][rules][junkyard]") {
    const Game game = game_for(2);
    std::set<int> faces;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        GameState s = at_production(game, seed);
        for (int die : s.junkyard)
            faces.insert(face(s, die));
        // Taking the dice keeps their faces.
        const std::vector<int> row = s.junkyard;
        std::vector<int> before;
        for (int die : row)
            before.push_back(face(s, die));
        const auto events = apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 0));
        const auto taken = events_of(events, EventKind::DieTaken);
        REQUIRE(taken.size() == 3);
        for (std::size_t i = 0; i < taken.size(); ++i) {
            CHECK(taken[i].die == row[i]);
            CHECK(taken[i].value == before[i]);
            CHECK(face(s, row[i]) == before[i]);
        }
    }
    // Over 35 drawn dice, several faces show.
    CHECK(faces.size() >= 4);
    for (int f : faces) {
        CHECK(f >= 1);
        CHECK(f <= 6);
    }
}

TEST_CASE("When the bag runs out, the discard pile goes back into the bag",
          "[sparks][rules][junkyard]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 4);
    // Leave 3 dice in the bag; every other die of the bag goes to the discard pile.
    while (s.bag.size() > 3) {
        s.discard.push_back(s.bag.back());
        s.bag.pop_back();
    }
    const std::size_t discarded = s.discard.size() + s.junkyard.size();
    check_invariants(game, s);
    std::vector<Event> events;
    finish_turn(game, s, events);
    REQUIRE(count_of(events, EventKind::BagRefilled) == 1);
    // The leftover junkyard dice were discarded first, so they went back too.
    CHECK(events_of(events, EventKind::BagRefilled)[0].amount == static_cast<int>(discarded));
    CHECK(s.discard.empty());
    CHECK(s.junkyard.size() == 7);
    CHECK(s.bag.size() == 3 + discarded - 7);
}

TEST_CASE(
    "The active player must play one of their remaining production tiles, and each tile is "
    "played once",
    "[sparks][rules][junkyard]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 2);
    // Only production tiles can be played now; another action is out of turn.
    for (const Action& a : game.legal_actions(s))
        CHECK(a.kind == ActionKind::PlayProduction);
    refused(game, s, end_actions(), RejectReason::WrongPhase);
    refused(game, s, take(0), RejectReason::WrongPhase);
    refused(game, s, produce(7, 0), RejectReason::NoSuchThing);
    const int tile = production_tile(ProductionKind::Reroll);
    const auto events = apply_ok(game, s, produce(tile, 0));
    REQUIRE(count_of(events, EventKind::ProductionPlayed) == 1);
    CHECK(events_of(events, EventKind::ProductionPlayed)[0].card == tile);
    CHECK_FALSE(contains(seat(s, 0).production, tile));
    CHECK(seat(s, 0).production.size() == 3);
    // The tile lies on the stack above the junkyard: the top one shows the active player.
    REQUIRE(s.played_tiles.size() == 1);
    CHECK(s.played_tiles.back().seat == 0);
    CHECK(s.played_tiles.back().tile == tile);
    // Next round, the same player cannot play it again.
    GameState later = s;
    later.phase = Phase::Production;
    later.current = 0;
    later.pending.clear();
    refused(game, later, produce(tile, 0), RejectReason::NoSuchThing);
}

TEST_CASE("Tip: the top tile of the played stack shows the active player",
          "[sparks][rules][junkyard]") {
    const Game game = game_for(3);
    GameState s = at_production(game, 6);
    std::vector<Event> events;
    for (int turn = 0; turn < 3; ++turn) {
        REQUIRE(s.phase == Phase::Production);
        const int active = s.active;
        apply_ok(game, s, game.legal_actions(s).front());
        CHECK(s.played_tiles.back().seat == active);
        CHECK(s.played_tiles.size() == static_cast<std::size_t>(turn + 1));
        while (s.phase == Phase::TakeDice)
            apply_ok(game, s, game.legal_actions(s).front());
        finish_turn(game, s, events);
    }
    // A new round starts a new stack.
    CHECK(s.round == 1);
    CHECK(s.played_tiles.empty());
}

TEST_CASE("Example: a 4-dice tile takes the 4 leftmost or the 4 rightmost dice",
          "[sparks][rules][junkyard]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 7);
    const std::vector<int> row = set_junkyard(
        s, {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}, {Yellow, 6}, {Green, 1}});
    check_invariants(game, s);
    const int tile = production_tile(ProductionKind::Reroll);
    REQUIRE(content().production[static_cast<std::size_t>(tile)].dice == 4);
    // Not from the middle, and no run that does not fit.
    for (int index : {1, 2})
        refused(game, s, produce(tile, index), RejectReason::NotAllowed);
    refused(game, s, produce(tile, 4), RejectReason::NoSuchThing);
    refused(game, s, produce(tile, -1), RejectReason::NoSuchThing);

    GameState left = s;
    apply_ok(game, left, produce(tile, 0));
    CHECK(seat(left, 0).dice == std::vector<int>{row[0], row[1], row[2], row[3]});
    CHECK(left.junkyard == std::vector<int>{row[4], row[5], row[6]});

    GameState right = s;
    apply_ok(game, right, produce(tile, 3));
    CHECK(seat(right, 0).dice == std::vector<int>{row[3], row[4], row[5], row[6]});
    CHECK(right.junkyard == std::vector<int>{row[0], row[1], row[2]});
}

TEST_CASE(
    "The other players, clockwise from the active player, each take one die from either end "
    "of the junkyard",
    "[sparks][rules][junkyard]") {
    const Game game = game_for(4);
    GameState s = at_production(game, 8, 2);
    const std::vector<int> row = set_junkyard(
        s, {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}, {Yellow, 6}, {Green, 1}});
    // Player 2 takes the 3 rightmost dice with the bag tile (its 2 extra dice from the bag).
    apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 4));
    REQUIRE(s.phase == Phase::TakeDice);
    // Clockwise: player 3, then 0, then 1.
    CHECK(s.current == 3);
    // A die from the middle is refused; two dice are refused with more than 2 players.
    refused(game, s, take(1), RejectReason::NotAllowed);
    refused(game, s, take(0, 1), RejectReason::NoSuchThing);
    refused(game, s, take(4), RejectReason::NoSuchThing);
    CHECK(game.legal_actions(s).size() == 2);
    auto events = apply_ok(game, s, take(3));  // the right end: the blue 4
    REQUIRE(count_of(events, EventKind::DieTaken) == 1);
    CHECK(events_of(events, EventKind::DieTaken)[0].die == row[3]);
    CHECK(events_of(events, EventKind::DieTaken)[0].value == 4);
    CHECK(seat(s, 3).dice == std::vector<int>{row[3]});
    CHECK(s.current == 0);
    apply_ok(game, s, take(0));  // the left end: the red 1
    CHECK(seat(s, 0).dice == std::vector<int>{row[0]});
    CHECK(s.current == 1);
    apply_ok(game, s, take(1));  // the right end now: the green 3
    CHECK(seat(s, 1).dice == std::vector<int>{row[2]});
    CHECK(face(s, row[2]) == 3);
    // When all players have their dice, the actions begin with the active player.
    CHECK(s.phase == Phase::Actions);
    CHECK(s.current == 2);
    CHECK(s.junkyard == std::vector<int>{row[1]});
}

TEST_CASE(
    "2-player game: the non-active player takes two dice, both from the same end of the "
    "junkyard",
    "[sparks][rules][junkyard]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 9);
    set_junkyard(s,
                 {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}, {Yellow, 6}, {Green, 1}});
    apply_ok(game, s, produce(production_tile(ProductionKind::Anywhere), 2));
    // Left: red 1, yellow 2; right: yellow 6, green 1.
    const std::vector<int> row = s.junkyard;
    REQUIRE(row.size() == 4);
    REQUIRE(s.current == 1);
    refused(game, s, take(0), RejectReason::NoSuchThing);
    refused(game, s, take(0, 3), RejectReason::NotAllowed);
    refused(game, s, take(1, 2), RejectReason::NotAllowed);
    refused(game, s, take(0, 2), RejectReason::NotAllowed);
    refused(game, s, take(1, 0), RejectReason::NoSuchThing);
    // The two pairs at the ends are the only choices.
    const auto legal = game.legal_actions(s);
    CHECK(legal.size() == 2);
    CHECK(is_legal(game, s, take(0, 1)));
    CHECK(is_legal(game, s, take(2, 3)));
    GameState right = s;
    apply_ok(game, right, take(2, 3));
    CHECK(seat(right, 1).dice.size() == 2);
    CHECK(contains(seat(right, 1).dice, row[2]));
    CHECK(contains(seat(right, 1).dice, row[3]));
    CHECK(right.junkyard == std::vector<int>{row[0], row[1]});
    apply_ok(game, s, take(0, 1));
    CHECK(contains(seat(s, 1).dice, row[0]));
    CHECK(contains(seat(s, 1).dice, row[1]));
    CHECK(s.phase == Phase::Actions);
    CHECK(s.current == 0);
}

TEST_CASE(
    "Ruling: the players act one after another, clockwise from the active player, each as "
    "often as they like and in any order",
    "[sparks][rules][junkyard]") {
    const Game game = game_for(3);
    GameState s = in_actions(game, 10, 1);
    REQUIRE(s.current == 1);
    const int a = give_die(s, 1, Red, 2);
    const int b = give_die(s, 1, Red, 3);
    const int c = give_die(s, 1, Red, 4);
    seat(s, 1).cogs = 3;
    // Any number of actions, in any order, while it is this player's go.
    apply_ok(game, s, sell(b));
    apply_ok(game, s, change(a, 1));
    apply_ok(game, s, change(a, 1));
    apply_ok(game, s, sell(c));
    CHECK(s.current == 1);
    CHECK(face(s, a) == 4);
    // Player 2 cannot act before player 1 is done: the actions are player 1's.
    const int other = give_die(s, 2, Red, 5);
    refused(game, s, sell(other), RejectReason::NoSuchThing);
    apply_ok(game, s, end_actions(a));
    CHECK(s.current == 2);
    apply_ok(game, s, end_actions());
    CHECK(s.current == 0);
    apply_ok(game, s, end_actions());
    // Everyone has acted: the turn is over and the next player (2) is active.
    CHECK(s.phase == Phase::Production);
    CHECK(s.active == 2);
}

TEST_CASE("A player finds no die to take when the junkyard is empty", "[sparks][rules][junkyard]") {
    const Game game = game_for(3);
    GameState s = at_production(game, 12);
    // Only 5 dice in the junkyard: the 2/5 tile takes all five.
    set_junkyard(s, {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}});
    const int tile = production_tile(ProductionKind::TwoFive);
    refused(game, s, produce(tile, 1), RejectReason::NotAllowed);
    apply_ok(game, s, produce(tile, 0));
    CHECK(seat(s, 0).dice.size() == 5);
    // Nobody else can take a die: the actions begin.
    CHECK(s.phase == Phase::Actions);
    CHECK(s.current == 0);
}
