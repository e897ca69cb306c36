// Special orders in play (rulebook "Special Orders", "Player Actions Example";
// rulings section 5): completed the moment their event happens, in candy
// movement or when a tile is played under a candy, for every holder at once;
// the card leaves the hand and lies face up. One test per kind of trigger the
// cards of data/orders.json use.
#include <catch2/catch.hpp>

#include <functional>
#include <set>

#include "game/game_kit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;
using testkit::at;

namespace {

using Arrange = std::function<void(const Game&, GameState&)>;
using Ids = std::set<std::string>;

std::vector<int> every_special() {
    std::vector<int> cards;
    const auto& orders = testkit::catalog().orders;
    for (size_t i = 0; i < orders.size(); ++i) {
        if (orders[i].kind == OrderKind::Special)
            cards.push_back(static_cast<int>(i));
    }
    return cards;
}

Ids ids_of(const CardSet& cards) {
    Ids ids;
    cards.for_each([&](int card) { ids.insert(order_id(card)); });
    return ids;
}

// One player holding every special order (and one sales order), in the last turn of
// the round, watches the candy movement of the floor `arrange` lays out; the ids of the cards it
// completes.
Ids completed_by_movement(const Arrange& arrange) {
    const Game game = game_for(1);
    GameState s = game.new_game(21);
    clear_floor(game, s);
    s = apply_ok(game, s, Action::draw_order()).state;
    make_last_turn_of_round(game, s);
    std::vector<int> hand = every_special();
    hand.push_back(order_card("f01-purple-most-bunny"));
    set_orders(s, 0, hand);
    arrange(game, s);
    const Applied a = apply_ok(game, s, quiet_factory_action(s));
    REQUIRE(count_events(a.events, GameEventKind::MovementEnded) == 1);
    const CardSet done = a.state.players[0].completed;
    // Completed cards left the hand; the rest are still there.
    CHECK((done.bits() & a.state.players[0].orders.bits()) == 0);
    CHECK(done.size() + a.state.players[0].orders.size() == static_cast<int>(hand.size()));
    CHECK(a.state.players[0].orders.contains(order_card("f01-purple-most-bunny")));
    CHECK(count_events(a.events, GameEventKind::SpecialCompleted) == done.size());
    return ids_of(done);
}

}  // namespace

TEST_CASE(
    "Special orders: a special order in hand is completed the moment its event happens in "
    "candy movement, it leaves the hand and lies face up",
    "[game][specials]") {
    const Game game = game_for(2);
    GameState s = game.new_game(1);
    clear_floor(game, s);
    const int card = order_card("s11-red-bonks-green");
    const int other = order_card("s13-blue-bonks");
    s = apply_ok(game, s, Action::draw_order()).state;
    s = apply_ok(game, s, quiet_factory_action(s)).state;
    s = apply_ok(game, s, Action::draw_order()).state;
    // Player 1 ends the round; player 0 holds the card.
    give_order(s, 0, card);
    give_order(s, 0, other);
    put_candy(s, "B1", Red);
    put_candy(s, "B2", Green);
    const Applied a = apply_ok(game, s, quiet_factory_action(s));
    CHECK(a.state.players[0].completed.contains(card));
    CHECK_FALSE(a.state.players[0].orders.contains(card));
    CHECK(a.state.players[0].orders.contains(other));
    CHECK_FALSE(a.state.players[0].completed.contains(other));
    const auto notices = events_of(a.events, GameEventKind::SpecialCompleted);
    REQUIRE(notices.size() == 1);
    CHECK(notices[0].player == 0);
    CHECK(notices[0].card == card);
    // The notice follows its event at once: the Bonk! of the Red Circle into the Green Triangle.
    const int trigger = notices[0].trigger_index;
    REQUIRE(trigger >= 0);
    const GameEvent& bonk = a.events[static_cast<size_t>(trigger)];
    REQUIRE(bonk.kind == GameEventKind::Floor);
    CHECK(bonk.floor.kind == EventKind::Bonk);
    CHECK(type_of(bonk.floor.candy) == Red);
    CHECK(type_of(bonk.floor.other) == Green);
    CHECK(a.events[static_cast<size_t>(trigger + 1)].kind == GameEventKind::SpecialCompleted);
    // Before the Bonk!, the card was still in hand: no notice earlier in the list.
    CHECK(position_of(a.events, GameEventKind::SpecialCompleted) == trigger + 1);
}

TEST_CASE(
    "Special orders: a tile played under a candy completes a special order at once, during "
    "the player's turn",
    "[game][specials]") {
    const Game game = game_for(2);
    GameState s = game.new_game(2);
    s = apply_ok(game, s, Action::draw_order()).state;
    const int card = order_card("s02-green-eaten");
    const int red_card = order_card("s17-red-eaten-by-eater");
    give_order(s, 0, card);
    give_order(s, 1, red_card);
    put_candy(s, "C4", Green);
    const int eater = box_tile("eater_green_triangle");
    set_tiles(game, s, 0, {eater, box_tile("belt_right"), box_tile("up_spring")});

    const Applied a = apply_ok(game, s, Action::play_tile(eater, at("C4")));
    CHECK(a.state.players[0].completed.contains(card));
    CHECK_FALSE(a.state.players[0].orders.contains(card));
    CHECK(a.state.players[1].orders.contains(red_card));
    CHECK(a.state.players[1].completed.empty());
    // Completed before the movement phase: the turn simply passes on.
    CHECK(count_events(a.events, GameEventKind::MovementStarted) == 0);
    CHECK(a.state.current == 1);
    const auto notices = events_of(a.events, GameEventKind::SpecialCompleted);
    REQUIRE(notices.size() == 1);
    CHECK(a.events[static_cast<size_t>(notices[0].trigger_index)].floor.kind == EventKind::Eaten);
    // A card lying face up is no longer in hand: it cannot be used to make a candy.
    GameState later = a.state;
    later.current = 0;
    later.step = Step::FactoryAction;
    refused(game, later, Action::make_candy(card, Green), RejectReason::NotInHand);
}

TEST_CASE(
    "Special orders: every player holding a matching special order completes it at the "
    "same moment",
    "[game][specials]") {
    const Game game = game_for(3, 1);
    GameState s = game.new_game(3);
    clear_floor(game, s);
    // Players 1 and 2 have played; player 0 ends the round.
    for (int turn = 0; turn < 2; ++turn) {
        s = apply_ok(game, s, Action::draw_order()).state;
        s = apply_ok(game, s, quiet_factory_action(s)).state;
    }
    s = apply_ok(game, s, Action::draw_order()).state;
    REQUIRE(s.current == 0);
    // A Green Triangle runs onto an X: "a Green Triangle is eaten" and "a candy is eaten by an X".
    const int green_eaten = order_card("s02-green-eaten");
    const int eaten_by_x = order_card("s16-eaten-by-x");
    const int red_eaten = order_card("s17-red-eaten-by-eater");
    give_order(s, 2, green_eaten);
    give_order(s, 0, eaten_by_x);
    give_order(s, 1, red_eaten);
    lay_tile(game, s, "B3", "x_hazard");
    put_candy(s, "B2", Green);

    const Applied a = apply_ok(game, s, quiet_factory_action(s));
    CHECK(a.state.players[2].completed.contains(green_eaten));
    CHECK(a.state.players[0].completed.contains(eaten_by_x));
    CHECK(a.state.players[1].orders.contains(red_eaten));
    const auto notices = events_of(a.events, GameEventKind::SpecialCompleted);
    REQUIRE(notices.size() == 2);
    CHECK(notices[0].trigger_index == notices[1].trigger_index);
    // In turn order from the player to act.
    CHECK(notices[0].player == 0);
    CHECK(notices[1].player == 2);
}

TEST_CASE("Special orders: a special order face up in the market or in the deck is not completed",
          "[game][specials]") {
    const Game game = game_for(1);
    GameState s = game.new_game(4);
    clear_floor(game, s);
    s = apply_ok(game, s, Action::draw_order()).state;
    make_last_turn_of_round(game, s);
    const int in_market = order_card("s02-green-eaten");
    const int in_deck = order_card("s17-red-eaten-by-eater");
    const int discarded = order_card("s16-eaten-by-x");
    put_in_market(s, 0, in_market);
    put_on_order_deck(s, in_deck);
    take_order_out(s, discarded);
    s.order_discard.add(discarded);
    lay_tile(game, s, "B2", "eater_green_triangle");
    lay_tile(game, s, "A2", "eater_red_circle");
    lay_tile(game, s, "C2", "x_hazard");
    put_candy(s, "B1", Green);
    put_candy(s, "A1", Red);
    put_candy(s, "C1", Blue);
    const Applied a = apply_ok(game, s, quiet_factory_action(s));
    CHECK(a.state.floor.lost()[index_of(Green)] == 1);
    CHECK(count_events(a.events, GameEventKind::SpecialCompleted) == 0);
    CHECK(a.state.market[0] == in_market);
    CHECK(a.state.order_deck.top() == in_deck);
    CHECK(a.state.order_discard.contains(discarded));
    CHECK(a.state.players[0].completed.empty());
}

TEST_CASE(
    "Special order trigger, Bonk! striker and struck: two Red Circles, a Red into a Green, "
    "a Purple into a Blue, a Blue strikes, a Yellow is struck",
    "[game][specials]") {
    SECTION("two Red Circles Bonk!") {
        // The Red on B2 goes left into the Red on B1, then again into the one it knocked on.
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "B2", "belt_left");
                  put_candy(s, "B2", Red);
                  put_candy(s, "B1", Red);
              }) == Ids{"s01-red-bonks-red"});
    }
    SECTION("a Red Circle strikes a Green Triangle") {
        CHECK(completed_by_movement([](const Game&, GameState& s) {
                  put_candy(s, "B1", Red);
                  put_candy(s, "B2", Green);
              }) == Ids{"s11-red-bonks-green"});
    }
    SECTION("a Purple Rectangle strikes a Blue Square") {
        // The Blue goes left and back to C3; the Purple reaches it and is sent off the bottom.
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "C3", "belt_left");
                  put_candy(s, "C3", Blue);
                  put_candy(s, "C1", Purple);
              }) == Ids{"s10-purple-bonks-blue"});
    }
    SECTION("a Blue Square strikes (a Purple), then the Purple strikes it back") {
        CHECK(completed_by_movement([](const Game&, GameState& s) {
                  put_candy(s, "C1", Blue);
                  put_candy(s, "C2", Purple);
              }) == Ids{"s13-blue-bonks", "s10-purple-bonks-blue"});
    }
    SECTION("a Yellow Hexagon is struck (and knocked off the top)") {
        CHECK(completed_by_movement([](const Game&, GameState& s) {
                  put_candy(s, "A5", Red);
                  put_candy(s, "A6", Yellow);
              }) == Ids{"s12-yellow-is-bonked", "s19-yellow-knocked-off"});
    }
}

TEST_CASE("Special order trigger, Bonk! chain depth: a chain of two, a chain of three",
          "[game][specials]") {
    SECTION("a chain of two Bonks! (into the Bunny crate)") {
        CHECK(completed_by_movement([](const Game&, GameState& s) {
                  put_candy(s, "B4", Red);
                  put_candy(s, "B5", Purple);
                  put_candy(s, "B6", Purple);
              }) == Ids{"s04-chain-of-two", "s03-delivered-after-chain", "s07-red-into-bunny"});
    }
    SECTION("a chain of three Bonks!") {
        CHECK(completed_by_movement([](const Game&, GameState& s) {
                  put_candy(s, "B3", Red);
                  put_candy(s, "B4", Purple);
                  put_candy(s, "B5", Purple);
                  put_candy(s, "B6", Purple);
              }) == Ids{"s04-chain-of-two", "s05-chain-of-three", "s03-delivered-after-chain",
                        "s07-red-into-bunny"});
    }
    SECTION("single Bonks! on two steps are no chain") {
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "B2", "belt_left");
                  put_candy(s, "B2", Red);
                  put_candy(s, "B1", Red);
              }).count("s04-chain-of-two") == 0);
    }
}

TEST_CASE(
    "Special order trigger, eaten: a Green Triangle eaten, a Red Circle eaten by an eater, "
    "a candy eaten by an X",
    "[game][specials]") {
    SECTION("each by its tile") {
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "B2", "eater_green_triangle");
                  put_candy(s, "B1", Green);
                  lay_tile(game, s, "A2", "eater_red_circle");
                  put_candy(s, "A1", Red);
                  lay_tile(game, s, "C2", "x_hazard");
                  put_candy(s, "C1", Blue);
              }) == Ids{"s02-green-eaten", "s17-red-eaten-by-eater", "s16-eaten-by-x"});
    }
    SECTION("a Red Circle eaten by an X is not eaten by an eater") {
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "A2", "x_hazard");
                  put_candy(s, "A1", Red);
              }) == Ids{"s16-eaten-by-x"});
    }
}

TEST_CASE(
    "Special order trigger, delivered into a crate: a Yellow and a Green into the Heart, a "
    "Purple into the Pumpkin, a Red into the Bunny",
    "[game][specials]") {
    CHECK(completed_by_movement([](const Game&, GameState& s) {
              put_candy(s, "A6", Yellow);
              put_candy(s, "A5", Green);
              put_candy(s, "C6", Purple);
          }) == Ids{"s06-yellow-into-heart", "s08-green-into-heart", "s20-purple-into-pumpkin"});
    CHECK(completed_by_movement([](const Game&, GameState& s) { put_candy(s, "B6", Red); }) ==
          Ids{"s07-red-into-bunny"});
    // The wrong crate completes nothing.
    CHECK(completed_by_movement([](const Game&, GameState& s) {
              put_candy(s, "C6", Yellow);
              put_candy(s, "A6", Red);
          }).empty());
}

TEST_CASE(
    "Special order trigger, delivered by cause: knocked into a crate by a Bonk!, jumped "
    "into a crate",
    "[game][specials]") {
    SECTION("pushed by a Bonk!") {
        // The Red goes left and back to B6; the Yellow strikes it into the Bunny crate.
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "B6", "belt_left");
                  put_candy(s, "B6", Red);
                  put_candy(s, "B4", Yellow);
              }) == Ids{"s09-knocked-into-crate", "s07-red-into-bunny"});
    }
    SECTION("a jump") {
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "C5", "jump_right");
                  put_candy(s, "C5", Blue);
              }) == Ids{"s14-jumps-into-crate"});
    }
}

TEST_CASE(
    "Special order trigger, delivered after a Bonk! chain: only a delivery at the end of a "
    "chain of two or more",
    "[game][specials]") {
    // A single Bonk! deflects the Red into the crate: a chain of one.
    CHECK(completed_by_movement([](const Game&, GameState& s) {
              put_candy(s, "B5", Red);
              put_candy(s, "B6", Purple);
          }) == Ids{"s07-red-into-bunny"});
    // Two Bonks!: the Red is delivered at the end of the chain.
    const Ids chain = completed_by_movement([](const Game&, GameState& s) {
        put_candy(s, "B4", Red);
        put_candy(s, "B5", Purple);
        put_candy(s, "B6", Purple);
    });
    CHECK(chain.count("s03-delivered-after-chain") == 1);
}

TEST_CASE(
    "Special order trigger, Lost: a Yellow knocked off an edge, a candy pushed back onto "
    "the output side",
    "[game][specials]") {
    SECTION("knocked off the top by a Bonk!") {
        CHECK(completed_by_movement([](const Game&, GameState& s) {
                  put_candy(s, "A5", Red);
                  put_candy(s, "A6", Yellow);
              }).count("s19-yellow-knocked-off") == 1);
    }
    SECTION("carried off the top by a conveyor is not knocked off") {
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "A3", "up_spring");
                  put_candy(s, "A3", Yellow);
              }).empty());
    }
    SECTION("onto the output side") {
        CHECK(completed_by_movement([](const Game& game, GameState& s) {
                  lay_tile(game, s, "B1", "belt_left");
                  put_candy(s, "B1", Red);
              }) == Ids{"s15-onto-output-side"});
    }
}

TEST_CASE("Special order trigger, a jump: a Purple Rectangle jumps", "[game][specials]") {
    CHECK(completed_by_movement([](const Game& game, GameState& s) {
              lay_tile(game, s, "C2", "jump_right");
              put_candy(s, "C2", Purple);
          }) == Ids{"s18-purple-jumps"});
    // Another type jumping does not count.
    CHECK(completed_by_movement([](const Game& game, GameState& s) {
              lay_tile(game, s, "C2", "jump_right");
              put_candy(s, "C2", Blue);
          }).empty());
}
