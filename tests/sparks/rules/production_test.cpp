// The production tiles' effects (rulebook "Production tile effects"): 3 dice and 2
// from the bag, 3 adjacent dice from anywhere, 4 dice and a reroll, and the 2/5
// tile by player count.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

std::vector<std::pair<Colour, int>> row_of_seven() {
    return {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}, {Yellow, 6}, {Green, 2}};
}

}  // namespace

TEST_CASE("Bag tile: take 3 dice from an end, then draw 2 more dice from the bag",
          "[sparks][rules][production]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 21);
    const std::vector<int> row = set_junkyard(s, row_of_seven());
    const int tile = production_tile(ProductionKind::Bag);
    REQUIRE(content().production[static_cast<std::size_t>(tile)].dice == 3);
    REQUIRE(content().production[static_cast<std::size_t>(tile)].bag_dice == 2);
    const std::vector<int> bag = s.bag;
    refused(game, s, produce(tile, 2), RejectReason::NotAllowed);
    const auto events = apply_ok(game, s, produce(tile, 0));
    const auto& dice = seat(s, 0).dice;
    REQUIRE(dice.size() == 5);
    CHECK(std::vector<int>(dice.begin(), dice.begin() + 3) ==
          std::vector<int>{row[0], row[1], row[2]});
    const auto gained = events_of(events, EventKind::DieGained);
    REQUIRE(gained.size() == 2);
    for (const Event& e : gained) {
        CHECK(e.player == 0);
        CHECK(contains(bag, e.die));
        CHECK(contains(dice, e.die));
        CHECK(e.value == face(s, e.die));
    }
    CHECK(s.bag.size() == bag.size() - 2);
    CHECK(s.junkyard.size() == 4);
}

TEST_CASE(
    "Anywhere tile: the three dice may come from anywhere in the junkyard, but must be "
    "adjacent",
    "[sparks][rules][production]") {
    const Game game = game_for(3);
    GameState s = at_production(game, 22);
    const std::vector<int> row = set_junkyard(s, row_of_seven());
    const int tile = production_tile(ProductionKind::Anywhere);
    // Every start of a run of three fits: 0 to 4.
    int runs = 0;
    for (const Action& a : game.legal_actions(s))
        if (a.tile == tile)
            ++runs;
    CHECK(runs == 5);
    refused(game, s, produce(tile, 5), RejectReason::NoSuchThing);
    apply_ok(game, s, produce(tile, 2));
    CHECK(seat(s, 0).dice == std::vector<int>{row[2], row[3], row[4]});
    CHECK(s.junkyard == std::vector<int>{row[0], row[1], row[5], row[6]});
    // The others still take from the ends: the tile is the active player's only.
    REQUIRE(s.current == 1);
    refused(game, s, take(1), RejectReason::NotAllowed);
    apply_ok(game, s, take(3));
}

TEST_CASE("Reroll tile: take 4 dice, once this turn, reroll any number of your available dice",
          "[sparks][rules][production]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 23);
    const std::vector<int> row = set_junkyard(s, row_of_seven());
    // A die kept in storage from the last turn is available too.
    const int kept = give_die(s, 0, Blue, 6);
    const int tile = production_tile(ProductionKind::Reroll);
    apply_ok(game, s, produce(tile, 0));
    REQUIRE(seat(s, 0).dice.size() == 5);
    // The other player has no reroll while taking dice, nor later.
    apply_ok(game, s, take(0, 1));
    REQUIRE(s.phase == Phase::Actions);
    REQUIRE(s.current == 0);
    const Action reroll{.kind = ActionKind::RerollDice};
    apply_ok(game, s, reroll);
    // The dice are chosen one at a time: only available ones, not a die in the junkyard.
    REQUIRE(s.pending.size() == 1);
    REQUIRE(s.pending[0].kind == PendingKind::Reroll);
    refused(game, s, choose_reroll(s.junkyard[0]), RejectReason::NoSuchThing);
    for (int die : {row[0], row[2], kept})
        apply_ok(game, s, choose_reroll(die));
    const auto events = apply_ok(game, s, roll_chosen());
    const auto rerolled = events_of(events, EventKind::DieRerolled);
    REQUIRE(rerolled.size() == 3);
    for (const Event& e : rerolled) {
        CHECK((e.die == row[0] || e.die == row[2] || e.die == kept));
        CHECK(e.value == face(s, e.die));
    }
    // The dice not chosen keep their faces.
    CHECK(face(s, row[1]) == 2);
    CHECK(face(s, row[3]) == 4);
    // Once this turn.
    refused(game, s, reroll, RejectReason::NotAllowed);
    apply_ok(game, s, end_actions());
    // The other player never had it.
    REQUIRE(s.current == 1);
    refused(game, s, {.kind = ActionKind::RerollDice}, RejectReason::NotAllowed);
}

TEST_CASE(
    "Reroll tile: the chosen dice, and only they, take new faces from the game's generator, in "
    "the order the player holds them",
    "[sparks][rules][production]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 25);
    set_junkyard(s, row_of_seven());
    apply_ok(game, s, produce(production_tile(ProductionKind::Reroll), 0));
    apply_ok(game, s, take(0, 1));
    REQUIRE(s.current == 0);
    const std::vector<int> held = seat(s, 0).dice;
    REQUIRE(held.size() == 4);
    apply_ok(game, s, {.kind = ActionKind::RerollDice});
    // Chosen out of the order they are held: they still roll in that order.
    reroll_and_check_faces(game, s, held, {3, 1});
}

TEST_CASE("Reroll tile: an unused reroll does not last into the next turn",
          "[sparks][rules][production]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 24);
    apply_ok(game, s, produce(production_tile(ProductionKind::Reroll), 0));
    apply_ok(game, s, take(0, 1));
    CHECK(seat(s, 0).reroll_ready);
    const int keep = seat(s, 0).dice[0];
    apply_ok(game, s, end_actions(keep));
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Production);
    CHECK_FALSE(seat(s, 0).reroll_ready);
    apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 0));
    apply_ok(game, s, take(0, 1));
    REQUIRE(s.current == 1);
    apply_ok(game, s, end_actions());
    REQUIRE(s.current == 0);
    refused(game, s, {.kind = ActionKind::RerollDice}, RejectReason::NotAllowed);
}

TEST_CASE("2/5 tile: with 2 or 3 players (and solo) take 5 dice", "[sparks][rules][production]") {
    for (int players : {1, 2, 3}) {
        const Game game = players == 1 ? solo_game() : game_for(players);
        GameState s = at_production(game, 25);
        const std::vector<int> row = set_junkyard(s, row_of_seven());
        const int tile = production_tile(ProductionKind::TwoFive);
        // 5 dice from either end: places 0 and 2 only.
        refused(game, s, produce(tile, 1), RejectReason::NotAllowed);
        GameState right = s;
        apply_ok(game, right, produce(tile, 2));
        CHECK(seat(right, 0).dice == std::vector<int>{row[2], row[3], row[4], row[5], row[6]});
        const auto events = apply_ok(game, s, produce(tile, 0));
        CHECK(seat(s, 0).dice == std::vector<int>{row[0], row[1], row[2], row[3], row[4]});
        CHECK(seat(s, 0).cogs == 0);
        CHECK(count_of(events, EventKind::CogsGained) == 0);
    }
}

TEST_CASE("2/5 tile: with 4 players take 2 dice and one cog", "[sparks][rules][production]") {
    const Game game = game_for(4);
    GameState s = at_production(game, 26);
    const std::vector<int> row = set_junkyard(s, row_of_seven());
    const int tile = production_tile(ProductionKind::TwoFive);
    refused(game, s, produce(tile, 1), RejectReason::NotAllowed);
    const auto events = apply_ok(game, s, produce(tile, 5));
    CHECK(seat(s, 0).dice == std::vector<int>{row[5], row[6]});
    CHECK(seat(s, 0).cogs == 1);
    REQUIRE(count_of(events, EventKind::CogsGained) == 1);
    CHECK(events_of(events, EventKind::CogsGained)[0].amount == 1);
    CHECK(s.junkyard.size() == 5);
}
