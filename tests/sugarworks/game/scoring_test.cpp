// Final scoring (rulebook "Final Scoring", "Sales Orders", "Blanket Orders",
// FAQ on ties and zero; rulings section 5): sales conditions read at the end,
// completed orders, blanket orders with most / next and thresholds, the score
// sheet and shared wins.
#include <catch2/catch.hpp>

#include "bots/random_bot.hpp"
#include "game/game_kit.hpp"
#include "sugarworks/scoring.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;

namespace {

// Blanket cards by their place in data/blanket_orders.json.
constexpr int kRedBlanket = 0;     // grey: completed specials 3/1; colourful: Red icons 5/2
constexpr int kYellowBlanket = 1;  // grey: completed sales 3/1; colourful: Yellow icons 5/2
constexpr int kGreenBlanket = 2;   // grey: 3 for 3+ completed sales; colourful: cards showing Green
constexpr int kBlueBlanket = 3;    // grey: 3 for 2+ completed specials; colourful: Blue icons 5/2
constexpr int kPurpleBlanket = 4;  // grey: 2 for 3+ Purple icons; colourful: cards showing Purple

Floor empty_floor() {
    return Floor::from_board(testkit::side_a(), 5);
}

// The Bunny crate on side A.
constexpr int kBunny = 1;
constexpr int kPumpkin = 2;

void deliver(Floor& floor, int crate, CandyType type, int n) {
    for (int i = 0; i < n; ++i)
        floor.deliver(crate, type);
}

void lose(Floor& floor, CandyType type, int n) {
    for (int i = 0; i < n; ++i)
        floor.lose(type);
}

SalesCondition in_bunny(SalesMeasure measure, CandyType candy, int count = 0) {
    return SalesCondition{SalesPlace::Crate, CrateKind::Bunny, measure, candy, count};
}

// A finished game of `players` with empty hands, no blanket orders and an empty floor.
GameState blank_end(const Game& game) {
    GameState s = game.new_game(1);
    for (PlayerState& p : s.players) {
        p.orders.clear();
        p.completed.clear();
    }
    s.blanket_count = 0;
    s.floor = empty_floor();
    s.step = Step::GameOver;
    s.end = EndReason::CandyRanOut;
    return s;
}

void set_blankets(GameState& s, std::vector<BlanketInPlay> blankets) {
    s.blanket_count = static_cast<std::uint8_t>(blankets.size());
    for (size_t i = 0; i < blankets.size(); ++i)
        s.blankets[i] = blankets[i];
}

// Completed orders of a player (special orders played face up).
void complete(GameState& s, int player, const std::vector<std::string>& ids) {
    for (const std::string& id : ids)
        s.players[static_cast<size_t>(player)].completed.add(order_card(id));
}

void hold(GameState& s, int player, const std::vector<std::string>& ids) {
    for (const std::string& id : ids)
        s.players[static_cast<size_t>(player)].orders.add(order_card(id));
}

int blanket_points(const PlayerScore& score) {
    int points = 0;
    for (const ScoreLine& line : score.lines) {
        if (line.source == ScoreLine::Source::Blanket)
            points += line.points;
    }
    return points;
}

}  // namespace

TEST_CASE(
    "Sales order, most: true when the type has the most candy at the place, a type that "
    "is not there is never the most",
    "[game][scoring]") {
    Floor floor = empty_floor();
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Most, Purple), floor));
    deliver(floor, kBunny, Purple, 3);
    deliver(floor, kBunny, Red, 2);
    CHECK(sales_true(in_bunny(SalesMeasure::Most, Purple), floor));
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Most, Red), floor));
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Most, Green), floor));
    // Another crate does not count.
    deliver(floor, kPumpkin, Red, 4);
    CHECK(sales_true(in_bunny(SalesMeasure::Most, Purple), floor));
}

TEST_CASE(
    "Sales order, fewest: true for the type with the fewest candies present, zero is not "
    "the fewest",
    "[game][scoring]") {
    Floor floor = empty_floor();
    deliver(floor, kBunny, Purple, 3);
    deliver(floor, kBunny, Green, 1);
    CHECK(sales_true(in_bunny(SalesMeasure::Fewest, Green), floor));
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Fewest, Purple), floor));
    // Red is absent: zero is neither fewest nor most.
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Fewest, Red), floor));
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Most, Red), floor));
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Fewest, Red), empty_floor()));
}

TEST_CASE(
    "Sales order, happy ties: when every type present has the same count, each is both "
    "the most and the fewest, types tied at the top are all the most",
    "[game][scoring]") {
    SECTION("a single type present is both most and fewest") {
        Floor floor = empty_floor();
        deliver(floor, kBunny, Blue, 2);
        CHECK(sales_true(in_bunny(SalesMeasure::Most, Blue), floor));
        CHECK(sales_true(in_bunny(SalesMeasure::Fewest, Blue), floor));
    }
    SECTION("every type present tied") {
        Floor floor = empty_floor();
        deliver(floor, kBunny, Red, 2);
        deliver(floor, kBunny, Green, 2);
        deliver(floor, kBunny, Purple, 2);
        for (CandyType type : {Red, Green, Purple}) {
            CHECK(sales_true(in_bunny(SalesMeasure::Most, type), floor));
            CHECK(sales_true(in_bunny(SalesMeasure::Fewest, type), floor));
        }
        CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Most, Yellow), floor));
        CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Fewest, Yellow), floor));
    }
    SECTION("a tie at the top and a tie at the bottom") {
        Floor floor = empty_floor();
        deliver(floor, kBunny, Red, 3);
        deliver(floor, kBunny, Green, 3);
        deliver(floor, kBunny, Blue, 1);
        deliver(floor, kBunny, Purple, 1);
        CHECK(sales_true(in_bunny(SalesMeasure::Most, Red), floor));
        CHECK(sales_true(in_bunny(SalesMeasure::Most, Green), floor));
        CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Most, Blue), floor));
        CHECK(sales_true(in_bunny(SalesMeasure::Fewest, Blue), floor));
        CHECK(sales_true(in_bunny(SalesMeasure::Fewest, Purple), floor));
        CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Fewest, Red), floor));
    }
}

TEST_CASE("Sales order, no: true only when none of the type is there", "[game][scoring]") {
    Floor floor = empty_floor();
    CHECK(sales_true(in_bunny(SalesMeasure::No, Green), floor));
    deliver(floor, kBunny, Red, 2);
    CHECK(sales_true(in_bunny(SalesMeasure::No, Green), floor));
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::No, Red), floor));
    deliver(floor, kBunny, Green, 1);
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::No, Green), floor));
}

TEST_CASE("Sales order, at least: true when the count reaches the number on the card",
          "[game][scoring]") {
    Floor floor = empty_floor();
    deliver(floor, kBunny, Red, 1);
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::AtLeast, Red, 2), floor));
    deliver(floor, kBunny, Red, 1);
    CHECK(sales_true(in_bunny(SalesMeasure::AtLeast, Red, 2), floor));
    deliver(floor, kBunny, Red, 1);
    CHECK(sales_true(in_bunny(SalesMeasure::AtLeast, Red, 2), floor));
}

TEST_CASE(
    "Sales orders read their place: one crate, all crates together, the Lost gutter, the "
    "floor with its output tiles",
    "[game][scoring]") {
    Floor floor = empty_floor();
    deliver(floor, 0, Green, 1);  // Heart
    deliver(floor, kPumpkin, Green, 1);
    deliver(floor, kBunny, Yellow, 1);
    const SalesCondition green_most_in_crates{SalesPlace::AllCrates, CrateKind::Heart,
                                              SalesMeasure::Most, Green};
    CHECK(sales_true(green_most_in_crates, floor));
    CHECK_FALSE(sales_true(in_bunny(SalesMeasure::Most, Green), floor));

    lose(floor, Purple, 2);
    lose(floor, Red, 1);
    const SalesCondition purple_fewest_lost{SalesPlace::Lost, CrateKind::Heart,
                                            SalesMeasure::Fewest, Purple};
    const SalesCondition no_red_lost{SalesPlace::Lost, CrateKind::Heart, SalesMeasure::No, Red};
    CHECK_FALSE(sales_true(purple_fewest_lost, floor));
    CHECK_FALSE(sales_true(no_red_lost, floor));

    const SalesCondition no_purple_on_floor{SalesPlace::Floor, CrateKind::Heart, SalesMeasure::No,
                                            Purple};
    CHECK(sales_true(no_purple_on_floor, floor));
    // A Purple waiting on its output tile is on the floor.
    floor.set_dock_candy(*floor.output_spot(Purple), floor.take_from_supply(Purple));
    CHECK_FALSE(sales_true(no_purple_on_floor, floor));
    const SalesCondition blue_most_on_floor{SalesPlace::Floor, CrateKind::Heart, SalesMeasure::Most,
                                            Blue};
    floor.put_candy(testkit::at("B3"), floor.take_from_supply(Blue));
    CHECK(sales_true(blue_most_on_floor, floor));  // tied with the Purple: happy tie
    floor.put_candy(testkit::at("B4"), floor.take_from_supply(Purple));
    CHECK_FALSE(sales_true(blue_most_on_floor, floor));
}

TEST_CASE(
    "Final scoring: special orders played face up and sales orders true at the end score "
    "their points, the others score nothing and are listed as incomplete",
    "[game][scoring]") {
    const Game game = game_for(2);
    GameState s = blank_end(game);
    complete(s, 0, {"s01-red-bonks-red"});  // 4 points
    hold(s, 0, {"f02-red-most-bunny", "f05-no-green-in-bunny", "s02-green-eaten"});
    deliver(s.floor, kBunny, Green, 1);
    deliver(s.floor, kBunny, Red, 2);
    // f02 true (2 points), f05 false (a Green is in the Bunny crate), s02 never played.
    hold(s, 1, {"f03-green-fewest-bunny"});  // true: 2 points

    CHECK(completed_orders(game, s, 0).bits() ==
          (CardSet{s.players[0].completed}.bits() |
           (std::uint64_t{1} << order_card("f02-red-most-bunny"))));
    const ScoreSheet sheet = score(game, s);
    REQUIRE(sheet.players.size() == 2);
    const PlayerScore& p0 = sheet.players[0];
    CHECK(p0.total == 6);
    REQUIRE(p0.lines.size() == 2);
    CHECK(p0.lines[0].card == order_card("s01-red-bonks-red"));
    CHECK(p0.lines[0].source == ScoreLine::Source::Special);
    CHECK(p0.lines[0].points == 4);
    CHECK(p0.lines[1].card == order_card("f02-red-most-bunny"));
    CHECK(p0.lines[1].source == ScoreLine::Source::Sales);
    CHECK(p0.lines[1].points == 2);
    for (const ScoreLine& line : p0.lines)
        CHECK_FALSE(line.text.empty());
    CHECK(p0.incomplete ==
          std::vector<int>{order_card("s02-green-eaten"), order_card("f05-no-green-in-bunny")});
    CHECK(sheet.players[1].total == 2);
    CHECK(sheet.winners == std::vector<int>{0});
}

TEST_CASE(
    "Blanket order with two values: the high value to every player tied for the most (one "
    "match needed), the low value to every player tied for the next count",
    "[game][scoring]") {
    const Game game = game_for(4);
    GameState s = blank_end(game);
    set_blankets(s, {{kRedBlanket, false}});  // completed special orders: 3 / 1
    complete(s, 0, {"s01-red-bonks-red", "s02-green-eaten"});
    complete(s, 1, {"s03-delivered-after-chain", "s04-chain-of-two"});
    complete(s, 2, {"s05-chain-of-three"});
    complete(s, 3, {"s06-yellow-into-heart"});
    ScoreSheet sheet = score(game, s);
    CHECK(blanket_points(sheet.players[0]) == 3);
    CHECK(blanket_points(sheet.players[1]) == 3);
    CHECK(blanket_points(sheet.players[2]) == 1);
    CHECK(blanket_points(sheet.players[3]) == 1);

    SECTION("a player with no match gets nothing, even as the next count") {
        s.players[2].completed.clear();
        s.players[3].completed.clear();
        sheet = score(game, s);
        CHECK(blanket_points(sheet.players[0]) == 3);
        CHECK(blanket_points(sheet.players[1]) == 3);
        CHECK(blanket_points(sheet.players[2]) == 0);
        CHECK(blanket_points(sheet.players[3]) == 0);
    }
    SECTION("the next count is the next one below the most, whoever has it") {
        complete(s, 0, {"s07-red-into-bunny"});  // 3, 2, 1, 1
        sheet = score(game, s);
        CHECK(blanket_points(sheet.players[0]) == 3);
        CHECK(blanket_points(sheet.players[1]) == 1);
        CHECK(blanket_points(sheet.players[2]) == 0);
        CHECK(blanket_points(sheet.players[3]) == 0);
    }
    SECTION("nobody scores when nobody matches") {
        for (PlayerState& p : s.players)
            p.completed.clear();
        sheet = score(game, s);
        for (const PlayerScore& p : sheet.players)
            CHECK(blanket_points(p) == 0);
    }
    SECTION("everybody tied: everybody gets the high value, nobody the low") {
        for (int p = 0; p < 4; ++p)
            s.players[static_cast<size_t>(p)].completed.clear();
        complete(s, 0, {"s01-red-bonks-red"});
        complete(s, 1, {"s02-green-eaten"});
        complete(s, 2, {"s03-delivered-after-chain"});
        complete(s, 3, {"s04-chain-of-two"});
        sheet = score(game, s);
        for (const PlayerScore& p : sheet.players)
            CHECK(blanket_points(p) == 3);
    }
}

TEST_CASE("Blanket order with one value: every player reaching the threshold scores it",
          "[game][scoring]") {
    const Game game = game_for(3);
    GameState s = blank_end(game);
    set_blankets(s, {{kBlueBlanket, false}});  // 3 points for 2 or more completed specials
    complete(s, 0, {"s01-red-bonks-red", "s02-green-eaten", "s03-delivered-after-chain"});
    complete(s, 1, {"s04-chain-of-two", "s05-chain-of-three"});
    complete(s, 2, {"s06-yellow-into-heart"});
    const ScoreSheet sheet = score(game, s);
    CHECK(blanket_points(sheet.players[0]) == 3);
    CHECK(blanket_points(sheet.players[1]) == 3);
    CHECK(blanket_points(sheet.players[2]) == 0);
}

TEST_CASE("Blanket orders score the side that is up: grey or colourful", "[game][scoring]") {
    const Game game = game_for(2);
    GameState s = blank_end(game);
    // Player 0: two completed specials showing 1 Yellow icon between them; player 1: one
    // special showing three icons, one of them Yellow... and a true sales order.
    complete(s, 0, {"s12-yellow-is-bonked", "s13-blue-bonks"});
    complete(s, 1, {"s03-delivered-after-chain"});
    hold(s, 1, {"x06-two-yellow-in-heart"});
    deliver(s.floor, 0, Yellow, 2);
    SECTION("grey: completed sales orders, 3 / 1") {
        set_blankets(s, {{kYellowBlanket, false}});
        const ScoreSheet sheet = score(game, s);
        CHECK(blanket_points(sheet.players[0]) == 0);
        CHECK(blanket_points(sheet.players[1]) == 3);
    }
    SECTION("colourful: Yellow icons on completed orders, 5 / 2") {
        set_blankets(s, {{kYellowBlanket, true}});
        const ScoreSheet sheet = score(game, s);
        // Player 0: 1 icon; player 1: 1 + 2 icons.
        CHECK(blanket_points(sheet.players[0]) == 2);
        CHECK(blanket_points(sheet.players[1]) == 5);
    }
}

TEST_CASE(
    "Blanket orders count the icons of completed orders only: special orders played and "
    "sales orders true at the end",
    "[game][scoring]") {
    const Game game = game_for(2);
    GameState s = blank_end(game);
    set_blankets(s, {{kPurpleBlanket, false}});  // 2 points for 3 or more Purple icons
    // Player 0: a played special with one Purple, a true sales order with two (f08: Purple
    // fewest in Lost), and a special in hand with a Purple that does not count.
    complete(s, 0, {"s10-purple-bonks-blue"});
    hold(s, 0, {"f08-purple-fewest-lost", "s18-purple-jumps"});
    lose(s.floor, Purple, 1);
    lose(s.floor, Red, 2);
    // Player 1: three Purple icons in hand, none completed (f11 false: a Purple on the floor).
    hold(s, 1, {"s20-purple-into-pumpkin", "s15-onto-output-side", "f11-no-purple-on-floor"});
    s.floor.put_candy(testkit::at("C3"), s.floor.take_from_supply(Purple));
    ScoreSheet sheet = score(game, s);
    CHECK(blanket_points(sheet.players[0]) == 2);
    CHECK(blanket_points(sheet.players[1]) == 0);
    // When the sales order turns false at the end, its icons no longer count.
    lose(s.floor, Purple, 2);  // Purple 3 Lost, Red 2: Purple is not the fewest
    sheet = score(game, s);
    CHECK(blanket_points(sheet.players[0]) == 0);

    SECTION("the colourful side counts cards showing the type") {
        lose(s.floor, Red, 2);  // Red 4, Purple 3: f08 true again
        set_blankets(s, {{kPurpleBlanket, true}, {kGreenBlanket, true}});
        sheet = score(game, s);
        CHECK(blanket_points(sheet.players[0]) == 4);  // 2 cards showing Purple, most
        CHECK(blanket_points(sheet.players[1]) == 0);
    }
}

TEST_CASE(
    "Score sheet: every line is listed, totals add up, and players tied on the top total "
    "share the win",
    "[game][scoring]") {
    const Game game = game_for(3);
    GameState s = blank_end(game);
    set_blankets(s, {{kRedBlanket, true}, {kGreenBlanket, false}});
    complete(s, 0, {"s01-red-bonks-red"});                             // 4, 2 Red icons
    complete(s, 1, {"s17-red-eaten-by-eater", "s07-red-into-bunny"});  // 4 + 1, 2 Red icons
    hold(s, 2, {"f06-no-red-lost"});                                   // true: 4, 1 Red icon
    const ScoreSheet sheet = score(game, s);
    REQUIRE(sheet.players.size() == 3);
    for (const PlayerScore& p : sheet.players) {
        int sum = 0;
        for (const ScoreLine& line : p.lines) {
            sum += line.points;
            CHECK_FALSE(line.text.empty());
        }
        CHECK(p.total == sum);
    }
    // Red icons: 2, 2, 1 -> 5, 5, 2. Totals: 9, 10, 6.
    CHECK(sheet.players[0].total == 9);
    CHECK(sheet.players[1].total == 10);
    CHECK(sheet.players[2].total == 6);
    CHECK(sheet.players[0].lines.size() == 2);
    CHECK(sheet.players[1].lines.size() == 3);
    CHECK(sheet.players[2].lines.size() == 2);
    CHECK(sheet.players[2].lines.back().source == ScoreLine::Source::Blanket);
    CHECK(sheet.players[2].lines.back().card == kRedBlanket);
    CHECK(sheet.players[2].lines.back().points == 2);
    CHECK(sheet.winners == std::vector<int>{1});

    // One more point for player 0 (a card with no Red icon): 10 and 10 share the win.
    GameState tied = s;
    complete(tied, 0, {"s10-purple-bonks-blue"});
    const ScoreSheet shared = score(game, tied);
    CHECK(shared.players[0].total == 10);
    CHECK(shared.players[1].total == 10);
    CHECK(shared.winners == std::vector<int>{0, 1});
}

TEST_CASE("The totals alone add up as the score sheet does, every mode, mid-game and at the end",
          "[scoring]") {
    std::uint64_t seed = 4'400'000;
    int checked = 0;
    for (const Scenario& sc : testkit::catalog().scenarios) {
        for (ToggleSet toggles : toggle_subsets(sc.allowed_toggles)) {
            const int players = std::clamp(3, sc.min_players, sc.max_players);
            const Game game(testkit::catalog(), GameOptions::for_scenario(sc, players, toggles));
            const bots::RandomGame played = bots::play_random_game(game, ++seed);
            GameState s = game.new_game(played.seed);
            std::vector<GameEvent> events;
            for (std::size_t i = 0; i <= played.actions.size(); ++i) {
                if (i % 7 == 0 || i == played.actions.size()) {
                    const ScoreSheet sheet = score(game, s);
                    const ScoreTotals totals = score_totals(game, s);
                    REQUIRE(totals.seats == static_cast<int>(sheet.players.size()));
                    for (int p = 0; p < totals.seats; ++p)
                        REQUIRE(totals.points[static_cast<size_t>(p)] ==
                                sheet.players[static_cast<size_t>(p)].total);
                    ++checked;
                }
                if (i < played.actions.size())
                    REQUIRE(!game.apply_in_place(s, played.actions[i], events));
            }
        }
    }
    CHECK(checked > 500);
}

TEST_CASE(
    "Solo and co-operative games end in one score against the factory, rivals' games in a "
    "winner",
    "[game][scoring]") {
    CHECK(scored_against_the_factory(game_for(1)));
    CHECK_FALSE(scored_against_the_factory(game_for(2)));
    CHECK_FALSE(scored_against_the_factory(game_of("classic", 4)));
    CHECK(scored_against_the_factory(game_of("cooperative", 2)));
    CHECK(scored_against_the_factory(game_of("cooperative", 4)));
    CHECK(scored_against_the_factory(game_of("first_shift", 1)));
    CHECK_FALSE(scored_against_the_factory(game_of("first_shift", 2)));
}
