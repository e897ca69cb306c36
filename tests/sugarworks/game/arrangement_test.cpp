// Arranging a table by hand after the seeded set-up (a lesson's fixed deal, a
// rulebook example): every card, tile and candy named goes where it is asked,
// nothing is lost or doubled (the random-game harness's invariants hold, and go
// on holding through a whole game), and every problem is named, leaving the
// state as it was.
#include <catch2/catch.hpp>

#include <algorithm>

#include "game/game_kit.hpp"
#include "harness/random_sim.hpp"
#include "sugarworks/arrangement.hpp"
#include "sugarworks/information.hpp"
#include "sugarworks/match.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;
using testkit::at;

namespace {

// Where an order card is after set-up or arranging: "hand 2", "market 1", "deck 17"
// (its place from the bottom), "discard", "set aside".
std::string order_place(const GameState& s, int card) {
    for (int p = 0; p < s.player_count; ++p)
        if (s.players[static_cast<size_t>(p)].orders.contains(card))
            return "hand " + std::to_string(p);
    for (int slot = 0; slot < kMarketSlots; ++slot)
        if (s.market[static_cast<size_t>(slot)] == card)
            return "market " + std::to_string(slot);
    for (int i = 0; i < s.order_deck.size(); ++i)
        if (s.order_deck.at(i) == card)
            return "deck " + std::to_string(i);
    if (s.order_discard.contains(card))
        return "discard";
    if (s.orders_set_aside.contains(card))
        return "set aside";
    return "nowhere";
}

std::string tile_place(const GameState& s, int tile) {
    for (int p = 0; p < s.player_count; ++p)
        if (s.players[static_cast<size_t>(p)].tiles.contains(tile))
            return "hand " + std::to_string(p);
    for (int i = 0; i < s.tile_deck.size(); ++i)
        if (s.tile_deck.at(i) == tile)
            return "deck " + std::to_string(i);
    if (tile_on_floor(s.floor, tile))
        return "floor";
    if (s.tile_discard.contains(tile))
        return "discard";
    if (s.tiles_set_aside.contains(tile))
        return "set aside";
    return "nowhere";
}

// The lowest-numbered order card in the hand of `player`.
int first_order_of(const GameState& s, int player) {
    int first = -1;
    s.players[static_cast<size_t>(player)].orders.for_each([&](int card) {
        if (first < 0)
            first = card;
    });
    return first;
}

std::vector<std::string> messages(const std::vector<ArrangeProblem>& problems) {
    std::vector<std::string> out;
    for (const ArrangeProblem& p : problems)
        out.push_back(p.message);
    return out;
}

const ArrangeProblem* problem_at(const std::vector<ArrangeProblem>& problems, ArrangePart part,
                                 int seat, int index) {
    const auto it = std::find_if(problems.begin(), problems.end(), [&](const ArrangeProblem& p) {
        return p.part == part && p.seat == seat && p.index == index;
    });
    return it == problems.end() ? nullptr : &*it;
}

}  // namespace

TEST_CASE(
    "An arrangement puts the named cards in the hands, the market and on the decks, "
    "each card it displaces where the named one came from",
    "[game][arrange]") {
    const Game game = game_for(4);
    const GameState dealt = game.new_game(2024);
    GameState s = dealt;

    // The Player Actions Example's table, by hand.
    const int spring = box_tile("up_spring");
    const int eater = box_tile("eater_green_triangle");
    const int alex_draws = box_tile("jump_right");
    const int casey_purple = order_card("f01-purple-most-bunny");
    const int green_eaten = order_card("s02-green-eaten");
    const int alex_takes = order_card("x06-two-yellow-in-heart");
    const int refill = order_card("s05-chain-of-three");
    Arrangement a;
    a.seats.resize(4);
    a.seats[0].tiles = std::vector<int>{spring, box_tile("belt_right"), box_tile("down_chute")};
    a.seats[2].orders = std::vector<int>{casey_purple, order_card("f02-red-most-bunny"),
                                         order_card("s13-blue-bonks")};
    a.seats[3].tiles = std::vector<int>{eater, box_tile("belt_right", 1), box_tile("jump_left")};
    a.market = {alex_takes, kNoCard, kNoCard, green_eaten};
    a.order_deck_top = {refill};
    a.tile_deck_top = {alex_draws};

    const auto problems = arrange(game, s, a);
    CAPTURE(messages(problems));
    REQUIRE(problems.empty());

    // Each named card is where it was asked to be.
    for (int tile : *a.seats[0].tiles)
        CHECK(s.players[0].tiles.contains(tile));
    CHECK(s.players[0].tiles.size() == 3);
    CHECK(s.players[2].orders ==
          CardSet::from_bits((std::uint64_t{1} << casey_purple) |
                             (std::uint64_t{1} << a.seats[2].orders->at(1)) |
                             (std::uint64_t{1} << a.seats[2].orders->at(2))));
    CHECK(s.players[3].tiles.contains(eater));
    CHECK(s.market[0] == alex_takes);
    CHECK(s.market[1] == dealt.market[1]);  // kNoCard: the slot keeps its card
    CHECK(s.market[3] == green_eaten);
    CHECK(s.order_deck.top() == refill);
    CHECK(s.tile_deck.top() == alex_draws);
    // Seats the arrangement does not name keep their hand's size.
    CHECK(s.players[1].orders.size() == dealt.players[1].orders.size());
    CHECK(s.players[1].tiles.size() == dealt.players[1].tiles.size());
    // Nothing lost or doubled; every invariant of the harness holds.
    CHECK(harness::check_state(game, s).empty());
    require_everything_accounted(game, s);
    CHECK(s.step == dealt.step);
    CHECK(s.current == dealt.current);
    CHECK(s.rng == dealt.rng);
}

TEST_CASE("A card the arrangement takes out of a hand is replaced by the card it displaced",
          "[game][arrange]") {
    const Game game = game_for(2);
    const GameState dealt = game.new_game(5);
    GameState s = dealt;
    // Seat 0 is given one of seat 1's orders; seat 0's card not named goes to seat 1.
    const int from_blake = first_order_of(dealt, 1);
    std::vector<int> hand;
    dealt.players[0].orders.for_each([&](int card) { hand.push_back(card); });
    const int displaced = hand.front();
    hand.front() = from_blake;
    Arrangement a;
    a.seats.resize(1);
    a.seats[0].orders = hand;
    REQUIRE(arrange(game, s, a).empty());
    CHECK(order_place(s, from_blake) == "hand 0");
    CHECK(order_place(s, displaced) == "hand 1");
    CHECK(s.players[1].orders.size() == 3);
    CHECK(harness::check_state(game, s).empty());
}

TEST_CASE(
    "An arranged floor: outputs moved with their candies, the candies named and no "
    "other, tiles laid, candies in crates and Lost, and the game plays on to its end",
    "[game][arrange]") {
    const Game game = game_for(2);
    const GameState dealt = game.new_game(11);
    GameState s = dealt;
    Arrangement a;
    std::array<std::optional<CandyType>, kMaxDocks> outputs{};
    outputs[kAUpper] = Red;  // the Red Circle output moves up from B-upper
    outputs[kALower] = Yellow;
    outputs[kBLower] = Green;
    outputs[kCUpper] = Blue;
    outputs[kCLower] = Purple;
    a.outputs = outputs;
    a.tiles = {{at("B1"), box_tile("jump_right")}, {at("C2"), box_tile("eater_green_triangle")}};
    a.candies = std::vector<CandyOnFloor>{{Red, at("C5"), false},
                                          {Yellow, at("A5"), false},
                                          {Blue, at("B6"), false},
                                          {Purple, at("B1"), false},
                                          {Red, {}, true}};
    a.off_floor = {{CrateKind::Heart, Yellow, 2}, {std::nullopt, Green, 1}};
    REQUIRE(messages(arrange(game, s, a)).empty());

    CHECK(s.floor.output_spot(Red) == kAUpper);
    CHECK_FALSE(s.floor.dock(kBUpper).has_output());
    REQUIRE(s.floor.dock(kAUpper).candy != kNoCandy);
    CHECK(type_of(s.floor.dock(kAUpper).candy) == Red);
    for (CandyType t : {Yellow, Green, Blue, Purple})
        CHECK(s.floor.dock(*s.floor.output_spot(t)).candy == kNoCandy);
    CHECK(testkit::type_at(s.floor, "C5") == Red);
    CHECK(testkit::type_at(s.floor, "A5") == Yellow);
    CHECK(testkit::type_at(s.floor, "B6") == Blue);
    CHECK(testkit::type_at(s.floor, "B1") == Purple);
    int on_grid = 0;
    for (int r = 0; r < s.floor.rows(); ++r)
        for (int c = 0; c < s.floor.cols(); ++c)
            on_grid += s.floor.candy_at({r, c}) != kNoCandy;
    CHECK(on_grid == 4);
    CHECK(s.floor.tile_at(at("B1")).tile == box_tile("jump_right"));
    CHECK(tile_place(s, box_tile("jump_right")) == "floor");
    CHECK(s.players[0].tiles.size() == 3);
    CHECK(s.players[1].tiles.size() == 3);
    CHECK(s.floor.tile_at(at("C2")).tile == box_tile("eater_green_triangle"));
    CHECK(s.floor.crate(0).contents[index_of(Yellow)] == 2);
    CHECK(s.floor.lost()[index_of(Green)] == 1);
    CHECK(s.floor.supply(Yellow) == 5 - 1 - 2);
    CHECK(s.floor.supply(Green) == 5 - 1);
    CHECK(s.floor.supply(Red) == 5 - 2);
    CHECK(harness::check_state(game, s).empty());
    require_everything_accounted(game, s);
    CHECK(harness::play_out_checked(game, s, 11).empty());
}

TEST_CASE("An output tile moved by an arrangement takes its candy along", "[game][arrange]") {
    const Game game = game_for(2);
    const GameState dealt = game.new_game(11);
    GameState s = dealt;
    Arrangement a;
    std::array<std::optional<CandyType>, kMaxDocks> outputs{};
    for (int spot = 0; spot < kMaxDocks; ++spot)
        if (spot < dealt.floor.dock_count() && dealt.floor.dock(spot).has_output())
            outputs[static_cast<size_t>(spot)] = dealt.floor.dock(spot).output_type();
    outputs[kAUpper] = Red;
    outputs[kBUpper] = std::nullopt;
    a.outputs = outputs;
    REQUIRE(messages(arrange(game, s, a)).empty());
    CHECK(s.floor.output_spot(Red) == kAUpper);
    CHECK(s.floor.dock(kAUpper).candy == dealt.floor.dock(kBUpper).candy);
    CHECK(s.floor.dock(kBUpper) == Dock{});
    CHECK(s.floor.supply_bits() == dealt.floor.supply_bits());
    CHECK(harness::check_state(game, s).empty());
}

TEST_CASE(
    "First Shift: an order of its deck left undealt can be named, one outside its "
    "deck cannot",
    "[game][arrange]") {
    const Game game = game_of("first_shift", 2);
    const GameState dealt = game.new_game(7);
    int undealt = -1;
    dealt.orders_set_aside.for_each([&](int card) {
        if (undealt < 0 && testkit::catalog().order(card).first_shift)
            undealt = card;
    });
    REQUIRE(undealt >= 0);
    std::vector<int> hand;
    dealt.players[0].orders.for_each([&](int card) { hand.push_back(card); });
    const int displaced = hand.back();
    hand.back() = undealt;

    GameState s = dealt;
    Arrangement a;
    a.seats.resize(1);
    a.seats[0].orders = hand;
    REQUIRE(messages(arrange(game, s, a)).empty());
    CHECK(s.players[0].orders.contains(undealt));
    CHECK(order_place(s, displaced) == "set aside");
    CHECK(harness::check_state(game, s).empty());
    CHECK(harness::play_out_checked(game, s, 7).empty());

    GameState t = dealt;
    hand.back() = order_card("x01-blue-most-heart");  // a Second Shift card
    a.seats[0].orders = hand;
    const auto problems = arrange(game, t, a);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].part == ArrangePart::SeatOrders);
    CHECK(problems[0].seat == 0);
    CHECK(problems[0].index == 2);
    CHECK(problems[0].message.find("not in this game") != std::string::npos);
    CHECK(t == dealt);
}

TEST_CASE(
    "Every problem of an arrangement is named at its entry, and the state is left as "
    "it was",
    "[game][arrange]") {
    const Game game = game_of("second_shift", 2);
    const GameState dealt = game.new_game(3);
    GameState s = dealt;
    const int spring = box_tile("up_spring");
    Arrangement a;
    a.seats.resize(3);
    a.seats[0].tiles = std::vector<int>{spring, 99};
    a.seats[0].orders = std::vector<int>{order_card("x01-blue-most-heart"),
                                         order_card("s02-green-eaten")};  // a special order
    a.seats[1].tiles = std::vector<int>{box_tile("belt_right"), box_tile("belt_right", 1),
                                        box_tile("belt_right", 2), box_tile("belt_right", 3)};
    a.seats[2].orders = std::vector<int>{};
    a.market = {order_card("x01-blue-most-heart"), kNoCard, kNoCard, kNoCard, kNoCard};
    a.tile_deck_top = {spring};
    a.blankets = std::vector<BlanketArrangement>{{0, false}, {1, false}};
    std::array<std::optional<CandyType>, kMaxDocks> outputs{};
    outputs[kAUpper] = Red;
    outputs[kALower] = Red;
    a.outputs = outputs;
    a.tiles = {{at("B2"), box_tile("eater_blue_square")}, {Cell{3, 0}, box_tile("jump_left")}};
    a.candies = std::vector<CandyOnFloor>{{Blue, at("B2"), false},  // on its eater
                                          {Red, at("A1"), false},      {Green, at("A1"), false},
                                          {Yellow, Cell{0, 6}, false}, {Purple, {}, true},
                                          {Purple, {}, true}};
    a.off_floor = {{CrateKind::Heart, Yellow, 6}};

    const auto problems = arrange(game, s, a);
    CAPTURE(messages(problems));
    CHECK(s == dealt);
    auto says = [&](ArrangePart part, int seat, int index, const std::string& words) {
        const ArrangeProblem* p = problem_at(problems, part, seat, index);
        INFO("part " << static_cast<int>(part) << " seat " << seat << " index " << index);
        REQUIRE(p);
        CHECK(p->message.find(words) != std::string::npos);
    };
    says(ArrangePart::SeatTiles, 0, 1, "no conveyor tile 99");
    says(ArrangePart::SeatOrders, 0, 1, "not in this game");
    says(ArrangePart::SeatTiles, 1, -1, "4 conveyor tiles");
    says(ArrangePart::Seat, 2, -1, "no seat 3");
    says(ArrangePart::Market, -1, 0, "named twice");
    says(ArrangePart::Market, -1, 4, "the market has 4");
    says(ArrangePart::TileDeckTop, -1, 0, "named twice");
    says(ArrangePart::Blankets, -1, -1, "1 blanket order");
    says(ArrangePart::Blankets, -1, 0, "not in this game");
    says(ArrangePart::Outputs, -1, kALower, "Red Circle output is named twice");
    says(ArrangePart::Outputs, -1, -1, "Yellow Hexagon");
    says(ArrangePart::Tiles, -1, 1, "not a space of the board");
    says(ArrangePart::Candies, -1, 0, "eats it");
    says(ArrangePart::Candies, -1, 2, "already");
    says(ArrangePart::Candies, -1, 3, "not a space of the board");
    says(ArrangePart::OffFloor, -1, 0, "more Yellow Hexagons than");
}

TEST_CASE(
    "An arrangement names a candy type the scenario leaves out, and a blanket order "
    "turned where the die never turns it",
    "[game][arrange]") {
    const Game first = game_of("first_shift", 2);
    GameState s = first.new_game(7);
    const GameState dealt = s;
    Arrangement a;
    a.candies = std::vector<CandyOnFloor>{{Blue, at("A1"), false}};
    a.off_floor = {{CrateKind::Bunny, Yellow, 1}};
    a.tiles = {{at("A2"), box_tile("eater_blue_square")}};
    const auto problems = arrange(first, s, a);
    CAPTURE(messages(problems));
    REQUIRE(problem_at(problems, ArrangePart::Candies, -1, 0));
    CHECK(problem_at(problems, ArrangePart::Candies, -1, 0)->message.find("not in play") !=
          std::string::npos);
    REQUIRE(problem_at(problems, ArrangePart::OffFloor, -1, 0));
    REQUIRE(problem_at(problems, ArrangePart::Tiles, -1, 0));
    CHECK(s == dealt);

    const Game second = game_of("second_shift", 2);
    GameState t = second.new_game(3);
    Arrangement b;
    b.blankets = std::vector<BlanketArrangement>{{t.blankets[0].card, true}};
    const auto turned = arrange(second, t, b);
    REQUIRE(problem_at(turned, ArrangePart::Blankets, -1, 0));
    CHECK(problem_at(turned, ArrangePart::Blankets, -1, 0)->message.find("grey") !=
          std::string::npos);
}

TEST_CASE("Blanket orders arranged in the standard game: which ones, and their sides",
          "[game][arrange]") {
    const Game game = game_for(2);
    GameState s = game.new_game(9);
    // The set-up roll turned its own type's card colourful: an arrangement follows it.
    REQUIRE(s.last_roll);
    REQUIRE_FALSE(s.last_roll->all);
    const auto card_of = [&](CandyType type) {
        const auto& cards = game.catalog().blankets;
        return static_cast<int>(
            std::find_if(cards.begin(), cards.end(),
                         [&](const BlanketCard& c) { return c.candy == type; }) -
            cards.begin());
    };
    const int rolled = card_of(s.last_roll->candy);
    std::vector<int> others;
    for (int b = 0; b < static_cast<int>(game.catalog().blankets.size()) && others.size() < 2; ++b)
        if (b != rolled)
            others.push_back(b);
    Arrangement a;
    a.blankets =
        std::vector<BlanketArrangement>{{others[0], false}, {rolled, true}, {others[1], false}};
    REQUIRE(messages(arrange(game, s, a)).empty());
    CHECK(s.blanket_count == 3);
    CHECK(s.blankets[0] == BlanketInPlay{static_cast<std::uint8_t>(others[0]), false});
    CHECK(s.blankets[1] == BlanketInPlay{static_cast<std::uint8_t>(rolled), true});
    CHECK(s.blankets[2] == BlanketInPlay{static_cast<std::uint8_t>(others[1]), false});
    CHECK(harness::check_state(game, s).empty());
}

TEST_CASE(
    "Blanket orders arranged against the set-up roll are refused: \"Flip the corresponding "
    "blanket orders to the colorful candy side\", and only those",
    "[game][arrange]") {
    const Game game = game_for(2);
    const auto card_of = [&](CandyType type) {
        const auto& cards = game.catalog().blankets;
        return static_cast<int>(
            std::find_if(cards.begin(), cards.end(),
                         [&](const BlanketCard& c) { return c.candy == type; }) -
            cards.begin());
    };
    // A seed whose set-up roll is the Purple Rectangle (the Third Shift lesson's).
    std::uint64_t seed = 1;
    while (!(game.new_game(seed).last_roll == DieFace{false, Purple}))
        ++seed;
    const GameState dealt = game.new_game(seed);
    GameState s = dealt;
    Arrangement a;
    // The Red Circle colourful, the Purple Rectangle grey: the roll said otherwise.
    a.blankets = std::vector<BlanketArrangement>{
        {card_of(Red), true}, {card_of(Blue), false}, {card_of(Purple), false}};
    const auto problems = arrange(game, s, a);
    CAPTURE(messages(problems));
    CHECK(s == dealt);
    REQUIRE(problem_at(problems, ArrangePart::Blankets, -1, 0));
    CHECK_THAT(problem_at(problems, ArrangePart::Blankets, -1, 0)->message,
               Catch::Contains("set-up roll") && Catch::Contains("grey side up"));
    CHECK_FALSE(problem_at(problems, ArrangePart::Blankets, -1, 1));
    REQUIRE(problem_at(problems, ArrangePart::Blankets, -1, 2));
    CHECK_THAT(problem_at(problems, ArrangePart::Blankets, -1, 2)->message,
               Catch::Contains("set-up roll") && Catch::Contains("colourful side up"));
    // As the roll turned them, they are taken.
    a.blankets = std::vector<BlanketArrangement>{
        {card_of(Red), false}, {card_of(Blue), false}, {card_of(Purple), true}};
    CHECK(messages(arrange(game, s, a)).empty());
    // On ALL every card in play is colourful.
    std::uint64_t all = 1;
    while (!game.new_game(all).last_roll->all)
        ++all;
    GameState t = game.new_game(all);
    a.blankets = std::vector<BlanketArrangement>{
        {card_of(Red), true}, {card_of(Blue), false}, {card_of(Purple), true}};
    const auto on_all = arrange(game, t, a);
    REQUIRE(on_all.size() == 1);
    CHECK(on_all.front().index == 1);
}

TEST_CASE(
    "First Shift: an arrangement may not name a blanket order the mode never deals, nor "
    "a hand larger than the three orders dealt (there are no order actions to draw more)",
    "[game][arrange]") {
    const Game game = game_of("first_shift", 2);
    const GameState dealt = game.new_game(7);
    GameState s = dealt;
    Arrangement a;
    std::vector<BlanketArrangement> blankets;
    for (int b = 0; b < static_cast<int>(game.catalog().blankets.size()); ++b)
        if (game.catalog().blankets[static_cast<size_t>(b)].grey.count ==
                BlanketCount::CompletedSpecial &&
            blankets.size() < 3)
            blankets.push_back({b, false});
    REQUIRE(blankets.size() == 2);
    for (int b = 0; b < static_cast<int>(game.catalog().blankets.size()) && blankets.size() < 3;
         ++b)
        if (game.catalog().blankets[static_cast<size_t>(b)].grey.count ==
            BlanketCount::CompletedSales)
            blankets.push_back({b, false});
    a.blankets = blankets;
    std::vector<int> hand;
    dealt.players[0].orders.for_each([&](int card) { hand.push_back(card); });
    dealt.orders_set_aside.for_each([&](int card) {
        if (hand.size() < 4 && testkit::catalog().order(card).first_shift)
            hand.push_back(card);
    });
    REQUIRE(hand.size() == 4);
    a.seats.resize(1);
    a.seats[0].orders = hand;
    const auto problems = arrange(game, s, a);
    CAPTURE(messages(problems));
    CHECK(s == dealt);
    REQUIRE(problem_at(problems, ArrangePart::Blankets, -1, 0));
    CHECK_THAT(problem_at(problems, ArrangePart::Blankets, -1, 0)->message,
               Catch::Contains("can never score"));
    REQUIRE(problem_at(problems, ArrangePart::Blankets, -1, 1));
    CHECK_FALSE(problem_at(problems, ArrangePart::Blankets, -1, 2));
    REQUIRE(problem_at(problems, ArrangePart::SeatOrders, 0, -1));
    CHECK_THAT(problem_at(problems, ArrangePart::SeatOrders, 0, -1)->message,
               Catch::Contains("at most 3"));
}

TEST_CASE(
    "A match starts from an arranged state, begins again from it, and its seats' "
    "information starts there",
    "[game][arrange][match]") {
    const Game game = game_for(2);
    std::vector<GameEvent> events;
    GameState s = game.new_game(4, events);
    Arrangement a;
    a.seats.resize(2);
    a.seats[1].tiles =
        std::vector<int>{box_tile("x_hazard"), box_tile("x_hazard", 1), box_tile("belt_left")};
    REQUIRE(arrange(game, s, a).empty());
    Match match(game, 4, s, events);
    CHECK(match.arranged());
    CHECK_FALSE(Match(game, 4).arranged());
    CHECK(match.state() == s);
    CHECK(match.setup_events() == events);
    REQUIRE(std::holds_alternative<std::vector<GameEvent>>(match.apply(Action::draw_order())));
    CHECK(match.states().front() == s);
    // Its history replays from the arranged start, and a dealt match's from the deal.
    const Match again = match.first(0);
    CHECK(again.arranged());
    CHECK(again.actions().empty());
    CHECK(again.state() == s);
    CHECK(again.setup_events() == events);
    Match dealt(game, 4);
    REQUIRE(std::holds_alternative<std::vector<GameEvent>>(dealt.apply(Action::draw_order())));
    CHECK_FALSE(dealt.first(0).arranged());
    CHECK(dealt.first(0).state() == game.new_game(4));
    // The computer in seat 1 decides from the arranged hand, not the seed's deal.
    const SeatInformation info = information_from(match, 1);
    CHECK(info.view.my_tiles == s.players[1].tiles);
}
