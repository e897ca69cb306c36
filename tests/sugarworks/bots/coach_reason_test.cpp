// The coach's words (the Hard player's reason, and Medium's): on positions
// arranged so that the best move completes an order in the next movement, saves
// a candy from an eater, or is as good as another, the reason says so first, in
// the game's words, and keeps the numbers for after.
//
// Each position is the last turn of a round after which the game ends: no
// Green Triangle is left in the supply (none is on the floor), so the conveyors'
// run ends it, and what the move does in that movement is all it does. The
// seat to act knows its opponent's orders (it watched them taken), so the
// futures it deals differ in nothing that scores.
#include <catch2/catch.hpp>
#include <string>

#include "bots/arranged_position.hpp"
#include "bots/bot.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/movement.hpp"
#include "sugarworks/scoring.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::bots;

namespace {

constexpr const char* kOpen = "\xE2\x80\x9C";  // “

BotSettings budget(int iterations) {
    BotSettings settings;
    settings.hard_iterations = iterations;
    settings.hard_max_seconds = 0;  // the budget alone: the same choice on every machine
    return settings;
}

bool starts_with(const std::string& text, const std::string& head) {
    return text.rfind(head, 0) == 0;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The second seat's turn, the last of the round; the game ends when the
// conveyors have run.
void make_final_turn(GameState& s) {
    while (s.floor.supply(CandyType::GreenTriangle) > 0) {
        s.floor.take_from_supply(CandyType::GreenTriangle);
        s.floor.lose(CandyType::GreenTriangle);
    }
    s.current = 1;
    s.turns_taken = 1;
    s.step = Step::FactoryAction;
}

SeatInformation knowing_the_other_hand(const Game& game, const GameState& s) {
    SeatInformation info = first_information(player_view(game, s, 1));
    info.known_orders[0] = s.players[0].orders;
    return info;
}

// Whether the movement the action runs has an event that completes `card`.
bool movement_completes(const Game& game, const GameState& s, const Action& action, int card) {
    const auto preview = game.preview(s, action);
    REQUIRE(preview);
    const Trigger& trigger = game.catalog().order(card).trigger;
    return std::any_of(preview->events.begin(), preview->events.end(),
                       [&](const Event& e) { return matches(trigger, e); });
}

// A Blue Square on B2 and a Purple Rectangle on B5, nothing else on the floor.
// A Right Jump on B2 (or on B3) brings the Blue Square onto the Purple
// Rectangle: the Bonk! completes the second seat's special order "A Blue Square
// bonks another candy", the one thing here that scores. In co-operative play
// the order is the team's, in the hand kept with the first seat.
GameState blue_bonks_position(const Game& game) {
    GameState s = game.new_game(11);
    s.floor = testkit::FloorBuilder()
                  .candy("B2", CandyType::BlueSquare)
                  .candy("B5", CandyType::PurpleRectangle)
                  .build();
    if (game.scenario().cooperative) {
        // Besides it, orders that can only make a Green Triangle, which is out.
        testkit::set_orders(game, s, 0,
                            {"s13-blue-bonks", "s02-green-eaten", "s08-green-into-heart"});
    } else {
        testkit::give_orders(
            game, s, 0, {"s01-red-bonks-red", "s17-red-eaten-by-eater", "s19-yellow-knocked-off"});
        testkit::give_orders(game, s, 1,
                             {"s13-blue-bonks", "s07-red-into-bunny", "s16-eaten-by-x"});
    }
    testkit::give_tiles(game, s, 1, {"jump_right", "belt_right", "belt_left"});
    make_final_turn(s);
    return s;
}

// A Red Circle on B3 runs into the Red Circle eater printed on B4 when the
// conveyors run. The second seat holds "No Red Circle is in the Lost gutter" (4
// points) and tiles that turn the candy aside (an Up Spring, a Down Chute) or
// cover the eater (a Right Belt).
GameState red_eater_position(const Game& game) {
    GameState s = game.new_game(12);
    s.floor = testkit::FloorBuilder()
                  .tile("B4", CenterIcon::Right, testkit::eater(CandyType::RedCircle))
                  .candy("B3", CandyType::RedCircle)
                  .build();
    testkit::give_orders(game, s, 0,
                         {"s01-red-bonks-red", "s10-purple-bonks-blue", "s19-yellow-knocked-off"});
    testkit::give_orders(game, s, 1,
                         {"f06-no-red-lost", "s02-green-eaten", "s20-purple-into-pumpkin"});
    testkit::give_tiles(game, s, 1, {"up_spring", "down_chute", "belt_right"});
    make_final_turn(s);
    return s;
}

// Whether the Red Circle on B3 is still in play after the movement the action runs.
bool red_circle_saved(const Game& game, const GameState& s, const Action& action) {
    const auto preview = game.preview(s, action);
    REQUIRE(preview);
    return preview->end.lost()[index_of(CandyType::RedCircle)] == 0;
}

}  // namespace

TEST_CASE("The coach says the move completes an order in the next movement", "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    const GameState s = blue_bonks_position(game);
    const BotChoice hard =
        decide(game, knowing_the_other_hand(game, s), BotLevel::Hard, 5, budget(3000));
    INFO(describe_action(hard.action, game) << ": " << hard.reason);
    REQUIRE(movement_completes(game, s, hard.action, testkit::order_named(game, "s13-blue-bonks")));
    // What the move does comes first, in the words of the card and the table.
    CHECK(starts_with(hard.reason, std::string("It completes your ") + kOpen +
                                       "A Blue Square bonks another candy\xE2\x80\x9D (2 points) "
                                       "in the next movement"));
    // The numbers after it.
    CHECK(contains(hard.reason, "in the next movement. "));
    CHECK(contains(hard.reason, "3,000 games simulated from here"));
}

TEST_CASE("In co-operative play the coach says the move completes the team's order",
          "[bots][coach]") {
    const Scenario* coop = testkit::catalog().scenario("cooperative");
    REQUIRE(coop);
    const Game game(testkit::catalog(), GameOptions::for_scenario(*coop, 2));
    const GameState s = blue_bonks_position(game);
    // The second seat plays for the team; every hand is open to it.
    const BotChoice hard =
        decide(game, first_information(player_view(game, s, 1)), BotLevel::Hard, 5, budget(3000));
    INFO(describe_action(hard.action, game) << ": " << hard.reason);
    REQUIRE(movement_completes(game, s, hard.action, testkit::order_named(game, "s13-blue-bonks")));
    CHECK(starts_with(hard.reason, std::string("It completes the team's ") + kOpen +
                                       "A Blue Square bonks another candy"));
    CHECK(contains(hard.reason, " gave the team "));
}

TEST_CASE("The coach says the move saves a candy from the eater", "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    const GameState s = red_eater_position(game);
    // The position: if the conveyors ran as the floor stands, the eater would have it.
    REQUIRE(resolve_movement(s.floor, game.movement_rules(s))
                .floor.lost()[index_of(CandyType::RedCircle)] == 1);
    const BotChoice hard =
        decide(game, knowing_the_other_hand(game, s), BotLevel::Hard, 5, budget(3000));
    INFO(describe_action(hard.action, game) << ": " << hard.reason);
    REQUIRE(red_circle_saved(game, s, hard.action));
    CHECK(starts_with(hard.reason, "It "));
    CHECK(contains(hard.reason, "saves the Red Circle on B3 from the eater"));
    // The order it is for: true now, and kept true by the move.
    CHECK(contains(hard.reason,
                   std::string("keeps your ") + kOpen + "No Red Circle is in the Lost gutter"));
}

TEST_CASE("Medium's reason says what its move does, in the game's words", "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    const GameState s = red_eater_position(game);
    const BotChoice medium = decide(game, knowing_the_other_hand(game, s), BotLevel::Medium, 5);
    INFO(describe_action(medium.action, game) << ": " << medium.reason);
    REQUIRE(red_circle_saved(game, s, medium.action));
    CHECK(contains(medium.reason, "saves the Red Circle on B3 from the eater"));
    // The count after what it does, and not before.
    CHECK(contains(medium.reason, ". By a count of the points after the next movement"));
}

TEST_CASE("The coach says when two moves are as good as each other, naming both", "[bots][coach]") {
    // An empty floor and special orders only: every move ends the game with the
    // same scores, and the simulations cannot tell any two apart.
    const Game game(testkit::catalog(), testkit::options_on(2));
    GameState s = game.new_game(13);
    s.floor = testkit::FloorBuilder().build();
    testkit::give_orders(game, s, 0,
                         {"s01-red-bonks-red", "s05-chain-of-three", "s14-jumps-into-crate"});
    testkit::give_orders(game, s, 1,
                         {"s03-delivered-after-chain", "s04-chain-of-two", "s12-yellow-is-bonked"});
    make_final_turn(s);
    const BotChoice hard =
        decide(game, knowing_the_other_hand(game, s), BotLevel::Hard, 5, budget(2000));
    INFO(hard.reason);
    // One sentence names both moves, the chosen one first: "Playing the Right
    // Belt on A1 or moving the output on ... are about as good: ...".
    const std::size_t or_at = hard.reason.find(" or ");
    const std::size_t as_good = hard.reason.find(" are about as good: in 2,000 games simulated");
    REQUIRE(or_at != std::string::npos);
    REQUIRE(as_good != std::string::npos);
    REQUIRE(or_at < as_good);
    const std::string chosen = describe_action(hard.action, game);
    const std::string first = hard.reason.substr(0, or_at);
    const std::string second = hard.reason.substr(or_at + 4, as_good - or_at - 4);
    CHECK(first.substr(first.find(' ')) == chosen.substr(chosen.find(' ')));
    CHECK(second.find(' ') != std::string::npos);
    CHECK(second.substr(second.find(' ')) != first.substr(first.find(' ')));
    CHECK(contains(hard.reason, "closer than the simulations can tell apart."));
}

TEST_CASE("What other players may read of a computer's choice names no card", "[bots][coach]") {
    // In a game of hidden hands the log shows the summary, never the reason: it
    // says how the bot chose and names no order, whichever it holds.
    const Game game(testkit::catalog(), testkit::options_on(2));
    for (const GameState& s : {blue_bonks_position(game), red_eater_position(game)}) {
        const SeatInformation info = first_information(player_view(game, s, 1));
        for (BotLevel level :
             {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            const BotChoice choice = decide(game, info, level, 5, budget(300));
            INFO(choice.summary);
            CHECK_FALSE(choice.summary.empty());
            CHECK_FALSE(contains(choice.summary, kOpen));
            s.players[1].orders.for_each([&](int card) {
                const OrderCard& order = game.catalog().order(card);
                std::string words = order.kind == OrderKind::Special
                                        ? describe_trigger(order.trigger)
                                        : describe_sales(order.sales);
                words.pop_back();  // the full stop
                CHECK_FALSE(contains(choice.summary, words));
            });
        }
    }
}
