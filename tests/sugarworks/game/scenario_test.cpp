// Each mode's own rules (data/scenarios/*.json) and each set-up toggle, through
// the action API: set-up, the steps of a round, production, and the extra
// factory actions of Lucy Mode.
#include <set>

#include "sugarworks/game_text.hpp"
#include "sugarworks/player_view.hpp"
#include "sugarworks/scoring.hpp"

#include "game/game_kit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;

namespace {

int some_order_in_hand(const GameState& s) {
    int held = -1;
    s.players[s.current].orders.for_each([&](int card) { held = card; });
    REQUIRE(held >= 0);
    return held;
}

// Plays the round out: order actions draw, factory actions move an output, until the
// round's movement.
GameState finish_round(const Game& game, GameState s, std::vector<GameEvent>& events) {
    const auto round = s.round;
    while (s.round == round && !s.over()) {
        Action next = game.legal_actions(s).front();
        if (s.step == Step::OrderAction)
            next = Action::draw_order();
        else if (s.step == Step::FactoryAction)
            next = an_adjust(s);
        Applied a = apply_ok(game, s, next);
        events.insert(events.end(), a.events.begin(), a.events.end());
        s = a.state;
    }
    return s;
}

}  // namespace

TEST_CASE(
    "First Shift: only the Red Circle, Green Triangle and Purple Rectangle outputs stand "
    "on the floor, each with its candy",
    "[game][scenario][first_shift]") {
    const Game game = game_of("first_shift", 3);
    const GameState s = game.new_game(11);
    for (CandyType type : kAllCandyTypes) {
        const bool in_play = type == Red || type == Green || type == Purple;
        INFO(candy_type_name(type));
        CHECK(s.floor.output_spot(type).has_value() == in_play);
        CHECK(s.floor.supply(type) == (in_play ? 4 : 5));
    }
    require_everything_accounted(game, s);
}

TEST_CASE("First Shift: tiles that call for an excluded candy are set aside, never dealt or drawn",
          "[game][scenario][first_shift]") {
    const Game game = game_of("first_shift", 4);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const GameState s = game.new_game(seed);
        CHECK(s.tiles_set_aside.size() == 2);
        s.tiles_set_aside.for_each([&](int tile) {
            const CornerIcon corner = game.catalog().kind_of_tile(tile).face.corner;
            CHECK(corner.kind == CornerKind::Eater);
            CHECK((corner.eats == Yellow || corner.eats == Blue));
        });
        for (int p = 0; p < 4; ++p)
            CHECK((s.players[static_cast<size_t>(p)].tiles.bits() & s.tiles_set_aside.bits()) == 0);
        for (int i = 0; i < s.tile_deck.size(); ++i)
            CHECK_FALSE(s.tiles_set_aside.contains(s.tile_deck.at(i)));
    }
}

TEST_CASE(
    "First Shift: three First Shift sales orders dealt to each player, no market, the rest "
    "set aside, and no die roll",
    "[game][scenario][first_shift]") {
    const Game game = game_of("first_shift", 4);
    std::vector<GameEvent> events;
    const GameState s = game.new_game(5, events);
    for (int p = 0; p < 4; ++p) {
        const CardSet hand = s.players[static_cast<size_t>(p)].orders;
        CHECK(hand.size() == 3);
        hand.for_each([&](int card) {
            CHECK(game.catalog().order(card).first_shift);
            CHECK(game.catalog().order(card).kind == OrderKind::Sales);
        });
    }
    for (std::int8_t card : s.market)
        CHECK(card == kNoCard);
    CHECK(s.order_deck.empty());
    CHECK(s.orders_set_aside.size() == static_cast<int>(game.catalog().orders.size()) - 12);
    CHECK(count_events(events, GameEventKind::DieRolled) == 0);
    CHECK_FALSE(s.last_roll.has_value());
}

TEST_CASE(
    "First Shift: no order actions, after the movement all three candies are made and no "
    "die is rolled",
    "[game][scenario][first_shift]") {
    const Game game = game_of("first_shift", 2);
    GameState s = game.new_game(3);
    CHECK(s.step == Step::FactoryAction);
    refused(game, s, Action::draw_order(), RejectReason::WrongStep);
    for (CandyType type : {Red, Green, Purple})
        empty_output(s, type);
    std::vector<GameEvent> events;
    s = finish_round(game, s, events);
    CHECK(s.round == 2);
    CHECK(s.step == Step::FactoryAction);
    CHECK(count_events(events, GameEventKind::DieRolled) == 0);
    CHECK(count_events(events, GameEventKind::CandyProduced) == 3);
    for (CandyType type : {Red, Green, Purple})
        CHECK(s.floor.dock(*s.floor.output_spot(type)).candy != kNoCandy);
    // The production comes after the movement, before the new round.
    CHECK(position_of(events, GameEventKind::MovementEnded) <
          position_of(events, GameEventKind::CandyProduced));
    CHECK(position_of(events, GameEventKind::CandyProduced) <
          position_of(events, GameEventKind::RoundStarted));
}

TEST_CASE(
    "Second Shift: sales orders only with a market, the Yellow Hexagon blanket order grey "
    "side up and never flipped, the die decides production",
    "[game][scenario][second_shift]") {
    const Game game = game_of("second_shift", 3);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        std::vector<GameEvent> events;
        GameState s = game.new_game(seed, events);
        const auto is_sales = [&](int card) {
            CHECK(game.catalog().order(card).kind == OrderKind::Sales);
        };
        for (int p = 0; p < 3; ++p)
            s.players[static_cast<size_t>(p)].orders.for_each(is_sales);
        for (std::int8_t card : s.market) {
            REQUIRE(card != kNoCard);
            is_sales(card);
        }
        for (int i = 0; i < s.order_deck.size(); ++i)
            is_sales(s.order_deck.at(i));
        REQUIRE(s.blanket_count == 1);
        CHECK(game.catalog().blankets[s.blankets[0].card].candy == Yellow);
        CHECK_FALSE(s.blankets[0].colourful);
        CHECK(count_events(events, GameEventKind::DieRolled) == 0);
        CHECK(s.step == Step::OrderAction);
    }
    // Round 2 starts with the die roll.
    GameState s = game.new_game(4);
    while (s.round == 1)
        s = apply_ok(game, s, game.legal_actions(s).front()).state;
    CHECK(s.step == Step::Roll);
}

TEST_CASE("Lucy Mode: Eat a Candy sends a candy on the grid or on an output to Lost",
          "[game][scenario][lucy]") {
    const Game game = game_of("lucy", 2);
    GameState s = game.new_game(9);
    s = apply_ok(game, s, Action::draw_order()).state;
    if (s.step == Step::DiscardDown)
        s = apply_ok(game, s, game.legal_actions(s).front()).state;
    REQUIRE(s.step == Step::FactoryAction);
    put_candy(s, "B4", Blue);
    CHECK(is_legal(game, s, Action::eat_candy(testkit::at("B4"))));
    const Applied eaten = apply_ok(game, s, Action::eat_candy(testkit::at("B4")));
    CHECK(eaten.state.floor.candy_at(testkit::at("B4")) == kNoCandy);
    CHECK(eaten.state.floor.lost()[index_of(Blue)] == s.floor.lost()[index_of(Blue)] + 1);
    REQUIRE(count_events(eaten.events, GameEventKind::CandyEaten) == 1);
    CHECK(events_of(eaten.events, GameEventKind::CandyEaten)[0].candy == Blue);
    // It is the player's doing, not an eater's: no "eaten" special order completes.
    CHECK(count_events(eaten.events, GameEventKind::SpecialCompleted) == 0);

    const int red_spot = *s.floor.output_spot(Red);
    REQUIRE(s.floor.dock(red_spot).candy != kNoCandy);
    const CandyId red = s.floor.dock(red_spot).candy;
    const Applied on_output = apply_ok(game, s, Action::eat_candy_on_output(red_spot));
    REQUIRE(count_events(on_output.events, GameEventKind::CandyEaten) == 1);
    CHECK(events_of(on_output.events, GameEventKind::CandyEaten)[0].floor.candy == red);
    // The turn is over: the empty output gets a new candy (every turn in Lucy Mode).
    CHECK(on_output.state.floor.dock(red_spot).candy != red);
    CHECK(on_output.state.floor.dock(red_spot).candy != kNoCandy);
    CHECK(on_output.state.floor.lost()[index_of(Red)] == s.floor.lost()[index_of(Red)] + 1);

    refused(game, s, Action::eat_candy(testkit::at("A1")), RejectReason::NoCandyThere);
    refused(game, s, Action::eat_candy({5, 5}), RejectReason::NotOnGrid);
}

TEST_CASE(
    "Lucy Mode: the 5-second rule takes a Lost candy out of the game, and the candies still "
    "add up",
    "[game][scenario][lucy]") {
    const Game game = game_of("lucy", 1);
    GameState s = game.new_game(2);
    s = apply_ok(game, s, Action::draw_order()).state;
    REQUIRE(s.step == Step::FactoryAction);
    refused(game, s, Action::five_second_rule(Green), RejectReason::NoneLost);
    s.floor.take_from_supply(Green);
    s.floor.lose(Green);
    const Applied a = apply_ok(game, s, Action::five_second_rule(Green));
    CHECK(a.state.floor.lost()[index_of(Green)] == 0);
    CHECK(a.state.floor.removed()[index_of(Green)] == 1);
    CHECK(a.state.floor.accounted(Green) == 5);
    CHECK(count_events(a.events, GameEventKind::CandyRemoved) == 1);
}

TEST_CASE(
    "Lucy Mode: a player alone gets candy after each of their two turns, without the die, "
    "other modes do not offer Lucy's actions",
    "[game][scenario][lucy]") {
    const Game game = game_of("lucy", 1);
    GameState s = game.new_game(6);
    for (CandyType type : kAllCandyTypes)
        empty_output(s, type);
    std::vector<GameEvent> events;
    s = finish_round(game, s, events);
    CHECK(count_events(events, GameEventKind::DieRolled) == 0);
    CHECK(count_events(events, GameEventKind::TurnStarted) == 2);
    // After the first turn every empty output is filled; after the movement again.
    const int first_turn_end = position_of(events, GameEventKind::TurnStarted);
    const int movement = position_of(events, GameEventKind::MovementStarted);
    int after_turn = 0;
    int after_movement = 0;
    for (int i = 0; i < static_cast<int>(events.size()); ++i) {
        if (events[static_cast<size_t>(i)].kind != GameEventKind::CandyProduced)
            continue;
        after_turn += i < first_turn_end ? 1 : 0;
        after_movement += i > movement ? 1 : 0;
    }
    CHECK(after_turn == kCandyTypeCount);
    CHECK(after_movement >= 1);
    // A full output is no news in Lucy Mode: nothing is told of it.
    CHECK(count_events(events, GameEventKind::ProductionSkipped) == 0);
    CHECK(s.step == Step::OrderAction);

    const Game standard = game_for(2);
    GameState t = standard.new_game(1);
    t = apply_ok(standard, t, Action::draw_order()).state;
    put_candy(t, "B4", Blue);
    refused(standard, t, Action::eat_candy(testkit::at("B4")), RejectReason::NotOffered);
    t.floor.take_from_supply(Red);
    t.floor.lose(Red);
    refused(standard, t, Action::five_second_rule(Red), RejectReason::NotOffered);
}

TEST_CASE(
    "Shuffled activation: the activation order is a shuffle of the five types, decided by "
    "the seed",
    "[game][scenario][toggles]") {
    const Game game = game_of("third_shift", 2, only(Toggle::ShuffledActivation));
    std::set<ActivationOrder> seen;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        std::vector<GameEvent> events;
        const GameState s = game.new_game(seed, events);
        std::set<CandyType> types(s.activation_order.begin(), s.activation_order.end());
        CHECK(types.size() == kCandyTypeCount);
        CHECK(count_events(events, GameEventKind::ActivationShuffled) == 1);
        CHECK(game.movement_rules(s).order == s.activation_order);
        seen.insert(s.activation_order);
    }
    CHECK(seen.size() > 10);
    CHECK(game_of("third_shift", 2).new_game(1).activation_order == kStandardActivationOrder);
}

TEST_CASE(
    "Shuffled outputs: the five outputs stand on five different dock spots at random, each "
    "with its candy",
    "[game][scenario][toggles]") {
    const Game game = game_of("third_shift", 2, only(Toggle::ShuffledOutputs));
    std::set<std::vector<int>> layouts;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const GameState s = game.new_game(seed);
        std::vector<int> layout;
        for (CandyType type : kAllCandyTypes) {
            const auto spot = s.floor.output_spot(type);
            REQUIRE(spot);
            CHECK(type_of(s.floor.dock(*spot).candy) == type);
            layout.push_back(*spot);
        }
        CHECK(std::set<int>(layout.begin(), layout.end()).size() == kCandyTypeCount);
        layouts.insert(layout);
        require_everything_accounted(game, s);
    }
    CHECK(layouts.size() > 10);
}

TEST_CASE(
    "Side B: the die decides which candy icon spaces get a tile from the deck, placed in "
    "activation order",
    "[game][scenario][toggles]") {
    const Game game = game_of("third_shift", 2, only(Toggle::SideB));
    const Board& board = game.board();
    REQUIRE(board.id == "side_b");
    REQUIRE_FALSE(board.candy_icons.empty());
    int placed_total = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        std::vector<GameEvent> events;
        const GameState s = game.new_game(seed, events);
        const auto rolls = events_of(events, GameEventKind::DieRolled);
        REQUIRE(rolls.size() == 2);  // the board's roll, then the blanket orders' roll
        const DieFace face = rolls[0].face;
        std::vector<Cell> expected;
        for (const CandyIcon& icon : board.candy_icons) {
            const bool chosen = face.all || icon.type == face.candy;
            CHECK((s.floor.tile_at(icon.cell).tile != kPrintedTile) == chosen);
            if (chosen)
                expected.push_back(icon.cell);
        }
        std::vector<Cell> order;
        for (const GameEvent& e : events_of(events, GameEventKind::Floor)) {
            if (e.floor.kind == EventKind::TilePlaced)
                order.push_back(e.floor.to.cell());
        }
        std::sort(expected.begin(), expected.end(),
                  [](Cell a, Cell b) { return a.col != b.col ? a.col > b.col : a.row < b.row; });
        CHECK(order == expected);
        placed_total += static_cast<int>(order.size());
        require_everything_accounted(game, s);
    }
    CHECK(placed_total > 0);
}

TEST_CASE("A combination the rulebook does not allow is refused with a clear message",
          "[game][scenario]") {
    const Scenario* first = testkit::catalog().scenario("first_shift");
    REQUIRE(first);
    const GameOptions o = GameOptions::for_scenario(*first, 2, only(Toggle::SideB));
    const auto problems = Game::validate_options(testkit::catalog(), o);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0] == "Side B cannot be played with First Shift");
    CHECK_THROWS_AS(Game(testkit::catalog(), o), std::invalid_argument);

    GameOptions unknown;
    unknown.scenario = "night_shift";
    CHECK(Game::validate_options(testkit::catalog(), unknown) ==
          std::vector<std::string>{"unknown scenario \"night_shift\""});
}

TEST_CASE("Classic: sales orders only, no market, the Yellow Hexagon blanket order stays grey",
          "[game][scenario][classic]") {
    const Game game = game_of("classic", 2);
    std::vector<GameEvent> events;
    const GameState s = game.new_game(8, events);
    for (std::int8_t card : s.market)
        CHECK(card == kNoCard);
    for (int i = 0; i < s.order_deck.size(); ++i)
        CHECK(game.catalog().order(s.order_deck.at(i)).kind == OrderKind::Sales);
    REQUIRE(s.blanket_count == 1);
    CHECK(game.catalog().blankets[s.blankets[0].card].candy == Yellow);
    CHECK_FALSE(s.blankets[0].colourful);
    CHECK(count_events(events, GameEventKind::DieRolled) == 0);
}

TEST_CASE(
    "Classic: the factory action may draw two sales orders and keep one, the other is "
    "discarded face up",
    "[game][scenario][classic]") {
    const Game game = game_of("classic", 2);
    const GameState s = apply_ok(game, game.new_game(8), Action::draw_order()).state;
    REQUIRE(is_legal(game, s, Action::draw_two_orders()));
    const int top = s.order_deck.at(s.order_deck.size() - 1);
    const int second = s.order_deck.at(s.order_deck.size() - 2);
    const Applied drawn = apply_ok(game, s, Action::draw_two_orders());
    CHECK(drawn.state.step == Step::KeepOne);
    CHECK(drawn.state.current == s.current);
    CHECK(game.legal_actions(drawn.state) ==
          std::vector<Action>{Action::keep_order(top), Action::keep_order(second)});
    // Only the drawing player sees the two cards.
    CHECK(player_view(game, drawn.state, s.current).my_choosing[0] == top);
    CHECK(player_view(game, drawn.state, 1 - s.current).my_choosing[0] == kNoCard);
    refused(game, drawn.state, Action::keep_order(some_order_in_hand(drawn.state)),
            RejectReason::NotDrawn);

    const Applied kept = apply_ok(game, drawn.state, Action::keep_order(second));
    CHECK(kept.state.players[s.current].orders.contains(second));
    CHECK(kept.state.order_discard.contains(top));
    CHECK(kept.state.current != s.current);  // the factory action ended the turn
    require_everything_accounted(game, kept.state);
}

TEST_CASE(
    "Classic: keeping an order over the hand limit means discarding down, and then the "
    "turn ends",
    "[game][scenario][classic]") {
    const Game game = game_of("classic", 2);
    GameState s = apply_ok(game, game.new_game(8), Action::draw_order()).state;
    while (s.players[s.current].orders.size() < 5)
        s.players[s.current].orders.add(s.order_deck.draw());
    s = apply_ok(game, s, Action::draw_two_orders()).state;
    s = apply_ok(game, s, game.legal_actions(s).front()).state;
    REQUIRE(s.step == Step::DiscardDown);
    const int me = s.current;
    s = apply_ok(game, s, game.legal_actions(s).front()).state;
    CHECK(s.players[static_cast<size_t>(me)].orders.size() == 5);
    CHECK(s.current != me);
    CHECK(s.step == Step::OrderAction);  // the next player's turn begins
    require_everything_accounted(game, s);
}

TEST_CASE("Co-operative: eight orders dealt face up into the team's shared hand",
          "[game][scenario][cooperative]") {
    const Game game = game_of("cooperative", 3);
    const GameState s = game.new_game(4);
    CHECK(s.players[0].orders.size() == 8);
    CHECK(s.players[1].orders.empty());
    CHECK(s.players[2].orders.empty());
    // Every player sees the team's hand.
    CHECK(player_view(game, s, 2).my_orders == s.players[0].orders);
    require_everything_accounted(game, s);
}

TEST_CASE("Co-operative: the shared hand limit is 8, any player's draw goes into it",
          "[game][scenario][cooperative]") {
    const Game game = game_of("cooperative", 2);
    GameState s = game.new_game(4);
    // Player 1's turn: draw, discard down to 8, then a factory action.
    s = apply_ok(game, s, Action::draw_order()).state;
    s = apply_ok(game, s, Action::discard_from_hand(some_order_in_hand(s))).state;
    s = apply_ok(game, s, an_adjust(s)).state;
    REQUIRE(s.current == 1);
    REQUIRE(s.step == Step::OrderAction);
    CHECK(is_legal(game, s, Action::draw_order()));
    const Applied drawn = apply_ok(game, s, Action::draw_order());
    CHECK(drawn.state.players[0].orders.size() == 9);
    CHECK(drawn.state.players[1].orders.empty());
    CHECK(drawn.state.step == Step::DiscardDown);
    int card = -1;
    drawn.state.players[0].orders.for_each([&](int c) { card = c; });  // the team's hand
    const Applied discarded = apply_ok(game, drawn.state, Action::discard_from_hand(card));
    CHECK(discarded.state.players[0].orders.size() == 8);
    CHECK(discarded.state.step == Step::FactoryAction);
}

TEST_CASE(
    "Co-operative: an output moved out of a spot may not be moved back into it in the same "
    "round",
    "[game][scenario][cooperative]") {
    const Game game = game_of("cooperative", 2);
    GameState s = game.new_game(4);
    s = apply_ok(game, s, Action::draw_order()).state;
    s = apply_ok(game, s, game.legal_actions(s).front()).state;  // discard down to 8
    REQUIRE(s.step == Step::FactoryAction);
    int from = -1;
    int open = -1;
    for (int spot = 0; spot < s.floor.dock_count(); ++spot) {
        if (!s.floor.dock(spot).has_output())
            open = spot;
        else if (from < 0)
            from = spot;
    }
    const CandyType type = s.floor.dock(from).output_type();
    s = apply_ok(game, s, Action::adjust(from, open)).state;
    REQUIRE(s.current == 1);
    s = apply_ok(game, s, Action::draw_order()).state;
    s = apply_ok(game, s, game.legal_actions(s).front()).state;
    REQUIRE(s.step == Step::FactoryAction);
    REQUIRE(s.floor.output_spot(type) == open);
    const Rejection r = refused(game, s, Action::adjust(open, from), RejectReason::AdjustBack);
    CHECK_THAT(r.message, Catch::Contains("may not go back until the next round"));
    // In the next round it may.
    GameState next = apply_ok(game, s, game.legal_actions(s).front()).state;
    while (next.round == s.round)
        next = apply_ok(game, next, game.legal_actions(next).front()).state;
    CHECK(next.moved_out_of == decltype(next.moved_out_of){});
}

TEST_CASE("Solo: one player takes two sets of player actions before each movement",
          "[game][scenario][cooperative]") {
    const Game game = game_of("cooperative", 1);
    GameState s = game.new_game(12);
    int turns = 0;
    std::vector<GameEvent> events;
    while (s.round == 1) {
        const Applied a = apply_ok(game, s, game.legal_actions(s).front());
        turns += count_events(a.events, GameEventKind::TurnStarted);
        events.insert(events.end(), a.events.begin(), a.events.end());
        s = a.state;
    }
    CHECK(turns == 1);  // the second turn of round 1 (the first began at set-up)
    CHECK(count_events(events, GameEventKind::MovementStarted) == 1);
    CHECK(position_of(events, GameEventKind::TurnStarted) <
          position_of(events, GameEventKind::MovementStarted));
}

TEST_CASE(
    "Co-operative scoring: one team total, completed orders minus incomplete ones, and the "
    "rulebook's rating",
    "[game][scenario][cooperative]") {
    const Game game = game_of("cooperative", 2);
    GameState s = game.new_game(4);
    // Two specials completed, the rest of the hand incomplete (sales judged on this floor).
    int completed_points = 0;
    int n = 0;
    s.players[0].orders.for_each([&](int card) {
        if (game.catalog().order(card).kind == OrderKind::Special && n < 2) {
            s.players[0].orders.remove(card);
            s.players[0].completed.add(card);
            completed_points += game.catalog().order(card).points;
            ++n;
        }
    });
    const ScoreSheet sheet = score(game, s);
    REQUIRE(sheet.cooperative);
    REQUIRE(sheet.players.size() == 1);
    int expected = 0;
    for (const ScoreLine& line : sheet.players[0].lines) {
        if (line.source == ScoreLine::Source::Incomplete) {
            CHECK(line.points == -game.catalog().order(line.card).points);
            CHECK_FALSE(s.players[0].completed.contains(line.card));
        }
        expected += line.points;
    }
    CHECK(sheet.players[0].total == expected);
    CHECK(sheet.rating == rating_for(game.scenario().team, expected));
    const TeamRules& team = game.scenario().team;
    CHECK(rating_for(team, -12) == "Bitter Start");
    CHECK(rating_for(team, 9) == "Bitter Start");
    CHECK(rating_for(team, 10) == "Pleasant Shift");
    CHECK(rating_for(team, 24) == "Pleasant Shift");
    CHECK(rating_for(team, 25) == "Tasty Effort!");
    CHECK(rating_for(team, 50) == "Sugary Satisfaction!");
    CHECK(rating_for(team, 69) == "Sugary Satisfaction!");
    CHECK(rating_for(team, 70) == "SWEETNESS OVERLOAD!");
}

TEST_CASE(
    "Order Pawning: a face-up order or the top of the deck goes into another player's hand, "
    "the market slot is refilled",
    "[game][scenario][coworkers]") {
    const Game game = game_of("irritating_coworkers", 3, only(Toggle::OrderPawning));
    const GameState s = game.new_game(21);
    const int card = s.market[1];
    REQUIRE(is_legal(game, s, Action::pawn_order(card, 2)));
    const Applied pawned = apply_ok(game, s, Action::pawn_order(card, 2));
    CHECK(pawned.state.players[2].orders.contains(card));
    CHECK(pawned.state.players[2].orders.size() == 4);
    CHECK(pawned.state.market[1] != kNoCard);
    CHECK(pawned.state.market[1] != card);
    CHECK(pawned.state.step == Step::FactoryAction);

    const int top = s.order_deck.top();
    const Applied from_deck = apply_ok(game, s, Action::pawn_order(kNoCard, 1));
    CHECK(from_deck.state.players[1].orders.contains(top));
    // Only the receiver learns which card it was.
    const GameEvent e = events_of(from_deck.events, GameEventKind::OrderPawned).at(0);
    CHECK_THAT(narrate_game_event(e, game, s.floor, {}, 2), !Catch::Contains("\xE2\x80\x9C"));
    CHECK_THAT(narrate_game_event(e, game, s.floor, {}, 1), Catch::Contains("\xE2\x80\x9C"));

    refused(game, s, Action::pawn_order(card, s.current), RejectReason::NotAnOpponent);
    refused(game, s, Action::pawn_order(card, 3), RejectReason::NotAnOpponent);
    refused(game, s, Action::pawn_order(s.order_deck.top(), 1), RejectReason::NotInMarket);
    const Game plain = game_for(3);
    refused(plain, plain.new_game(21), Action::pawn_order(card, 1), RejectReason::NotOffered);
}

TEST_CASE("Order Pawning: no hand limit, and no drawing with 6 or more orders in hand",
          "[game][scenario][coworkers]") {
    const Game game = game_of("irritating_coworkers", 2, only(Toggle::OrderPawning));
    GameState s = game.new_game(5);
    while (s.players[s.current].orders.size() < 5)
        s.players[s.current].orders.add(s.order_deck.draw());
    const Applied sixth = apply_ok(game, s, Action::draw_order());
    CHECK(sixth.state.players[s.current].orders.size() == 6);
    CHECK(sixth.state.step == Step::FactoryAction);  // no discarding down
    s.players[s.current].orders.add(s.order_deck.draw());
    const Rejection r = refused(game, s, Action::draw_order(), RejectReason::HandFull);
    CHECK_THAT(r.message, Catch::Contains("6 or more"));
    // Taking a face-up order is still allowed.
    CHECK(is_legal(game, s, Action::take_order(s.market[0])));
}

TEST_CASE("Order Swapping: give an order to another player and take one of theirs, unseen",
          "[game][scenario][coworkers]") {
    const Game game = game_of("irritating_coworkers", 3, only(Toggle::OrderSwapping));
    const GameState s = game.new_game(9);
    const int me = s.current;
    int mine = -1;
    s.players[static_cast<size_t>(me)].orders.for_each([&](int c) { mine = c; });
    const CardSet theirs = s.players[1].orders;
    std::set<int> taken_cards;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameState t = s;
        t.rng = Rng(seed);
        const Applied swapped = apply_ok(game, t, Action::swap_order(mine, 1));
        const GameEvent e = events_of(swapped.events, GameEventKind::OrdersSwapped).at(0);
        CHECK(theirs.contains(e.other_card));
        CHECK(swapped.state.players[1].orders.contains(mine));
        CHECK_FALSE(swapped.state.players[1].orders.contains(e.other_card));
        CHECK(swapped.state.players[static_cast<size_t>(me)].orders.contains(e.other_card));
        CHECK(swapped.state.players[static_cast<size_t>(me)].orders.size() == 3);
        taken_cards.insert(e.other_card);
        // A third player learns nothing of the cards.
        CHECK_THAT(narrate_game_event(e, game, s.floor, {}, 2), !Catch::Contains("\xE2\x80\x9C"));
    }
    CHECK(taken_cards.size() == 3);  // any of their cards may come
    GameState empty = s;
    while (!empty.players[1].orders.empty()) {
        int c = -1;
        empty.players[1].orders.for_each([&](int x) { c = x; });
        empty.players[1].orders.remove(c);
        empty.order_discard.add(c);
    }
    refused(game, empty, Action::swap_order(mine, 1), RejectReason::NothingToTake);
    refused(game, s, Action::swap_order(s.market[0], 1), RejectReason::NotInHand);
}

// [SECTION] The rulebook's words where an earlier reading parted from them
// (docs/sugarworks/rules.md quotes each one beside its rule).

TEST_CASE(
    "Classic: \"No market actions\": the order action is drawing the top card of the order "
    "deck, then discarding down, then the factory action",
    "[game][scenario][classic]") {
    const Game game = game_of("classic", 2);
    GameState s = game.new_game(8);
    REQUIRE(s.step == Step::OrderAction);
    // No market: nothing to take or discard face up, only the deck to draw from.
    CHECK(game.legal_actions(s) == std::vector<Action>{Action::draw_order()});
    const int in_deck = s.order_deck.top();
    refused(game, s, Action::take_order(in_deck), RejectReason::NotInMarket);
    refused(game, s, Action::discard_market(in_deck), RejectReason::NotInMarket);
    refused(game, s, Action::draw_two_orders(), RejectReason::WrongStep);

    const int me = s.current;
    const Applied drawn = apply_ok(game, s, Action::draw_order());
    CHECK(drawn.state.players[static_cast<size_t>(me)].orders.contains(in_deck));
    CHECK(drawn.state.step == Step::FactoryAction);
    // The factory action may still draw two and keep one.
    CHECK(is_legal(game, drawn.state, Action::draw_two_orders()));

    // Holding five, the card drawn sends the player to discard down first.
    GameState full = s;
    while (full.players[static_cast<size_t>(me)].orders.size() < 5)
        full.players[static_cast<size_t>(me)].orders.add(full.order_deck.draw());
    const Applied sixth = apply_ok(game, full, Action::draw_order());
    CHECK(sixth.state.step == Step::DiscardDown);
    require_everything_accounted(game, sixth.state);
}

TEST_CASE(
    "Lucy Mode: \"Candy spawns in each output every turn\": after every player's turn each "
    "empty output gets a candy from the supply, after the last one once the conveyors have "
    "run, and no die is rolled",
    "[game][scenario][lucy]") {
    const Game game = game_of("lucy", 3);
    GameState s = game.new_game(6);
    REQUIRE(s.step == Step::OrderAction);
    for (CandyType type : kAllCandyTypes)
        empty_output(s, type);
    fill_output(s, Blue);  // a full output gets nothing more

    // Player 1's turn: an order action and a factory action that moves no candy.
    s = apply_ok(game, s, Action::draw_order()).state;
    const Applied first = apply_ok(game, s, quiet_factory_action(s));
    CHECK(first.state.current == 1);
    const auto made = events_of(first.events, GameEventKind::CandyProduced);
    CHECK(made.size() == kCandyTypeCount - 1);
    for (const GameEvent& e : made)
        CHECK(e.candy != Blue);
    for (CandyType type : kAllCandyTypes)
        CHECK(first.state.floor.dock(*first.state.floor.output_spot(type)).candy != kNoCandy);
    // The candy comes after the turn, before the next player's.
    CHECK(position_of(first.events, GameEventKind::CandyProduced) <
          position_of(first.events, GameEventKind::TurnStarted));
    CHECK(count_events(first.events, GameEventKind::DieRolled) == 0);

    // The last turn of the round: the conveyors run, then every output is filled again.
    s = first.state;
    while (s.current != 2) {
        s = apply_ok(game, s, Action::draw_order()).state;
        s = apply_ok(game, s, an_adjust(s)).state;
    }
    s = apply_ok(game, s, Action::draw_order()).state;
    const Applied last = apply_ok(game, s, an_adjust(s));
    REQUIRE(last.state.round == 2);
    CHECK(position_of(last.events, GameEventKind::MovementEnded) <
          position_of(last.events, GameEventKind::CandyProduced));
    CHECK(count_events(last.events, GameEventKind::DieRolled) == 0);
    CHECK(last.state.step == Step::OrderAction);
    require_everything_accounted(game, last.state);
}

TEST_CASE(
    "Co-operative: the set-up changes only the hands (\"deal eight order cards face up to be "
    "shared\"): the market and three blanket orders stand as in the standard game",
    "[game][scenario][cooperative]") {
    const Game game = game_of("cooperative", 2);
    std::vector<GameEvent> events;
    const GameState s = game.new_game(4, events);
    CHECK(s.players[0].orders.size() == 8);
    CHECK(s.players[1].orders.empty());
    for (std::int8_t card : s.market)
        CHECK(card != kNoCard);
    CHECK(s.blanket_count == 3);
    // The standard set-up roll flips the blanket order of the rolled type.
    REQUIRE(count_events(events, GameEventKind::DieRolled) == 1);
    const DieFace face = events_of(events, GameEventKind::DieRolled)[0].face;
    for (int b = 0; b < s.blanket_count; ++b) {
        const BlanketInPlay& blanket = s.blankets[static_cast<size_t>(b)];
        CHECK(blanket.colourful ==
              (face.all || game.catalog().blankets[blanket.card].candy == face.candy));
    }
    // The market's order actions put the card into the team's shared hand.
    const int card = s.market[0];
    REQUIRE(is_legal(game, s, Action::take_order(card)));
    const Applied taken = apply_ok(game, s, Action::take_order(card));
    CHECK(taken.state.players[0].orders.contains(card));
    CHECK(taken.state.step == Step::DiscardDown);  // nine in the shared hand: the limit is 8
    require_everything_accounted(game, s);
}

TEST_CASE(
    "Co-operative scoring: the team scores each blanket order as one player: the higher "
    "value for one matching card or more, a threshold when it is reached",
    "[game][scenario][cooperative]") {
    const Game game = game_of("cooperative", 3);
    GameState s = game.new_game(4);
    // Red Circle grey: completed special orders, 3 for the most; Blue Square grey: 3 for
    // two completed special orders or more.
    const auto blanket_of = [&](CandyType type) {
        const auto& cards = game.catalog().blankets;
        for (size_t b = 0; b < cards.size(); ++b) {
            if (cards[b].candy == type)
                return static_cast<std::uint8_t>(b);
        }
        FAIL("no blanket order for " << candy_type_name(type));
        return std::uint8_t{0};
    };
    s.blanket_count = 2;
    s.blankets[0] = {blanket_of(Red), false};
    s.blankets[1] = {blanket_of(Blue), false};
    std::vector<int> specials;
    for (int c = 0; c < static_cast<int>(game.catalog().orders.size()) && specials.size() < 2;
         ++c) {
        if (game.catalog().order(c).kind == OrderKind::Special)
            specials.push_back(c);
    }
    for (int card : specials) {
        take_order_out(s, card);
        s.players[0].completed.add(card);
    }
    const ScoreSheet sheet = score(game, s);
    REQUIRE(sheet.players.size() == 1);
    int blanket_points = 0;
    for (const ScoreLine& line : sheet.players[0].lines) {
        if (line.source == ScoreLine::Source::Blanket)
            blanket_points += line.points;
    }
    CHECK(blanket_points == 3 + 3);
}

TEST_CASE(
    "First Shift: the set-up changes the orders and the market only, so three blanket "
    "orders are dealt grey side up, and with the die never rolled they stay grey",
    "[game][scenario][first_shift]") {
    const Game game = game_of("first_shift", 2);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        std::vector<GameEvent> events;
        GameState s = game.new_game(seed, events);
        CHECK(s.blanket_count == 3);
        std::set<int> cards;
        for (int b = 0; b < s.blanket_count; ++b) {
            CHECK_FALSE(s.blankets[static_cast<size_t>(b)].colourful);
            cards.insert(s.blankets[static_cast<size_t>(b)].card);
        }
        CHECK(cards.size() == 3);
        CHECK(count_events(events, GameEventKind::DieRolled) == 0);
        // A whole round later they are still grey.
        std::vector<GameEvent> round;
        s = finish_round(game, s, round);
        CHECK(count_events(round, GameEventKind::DieRolled) == 0);
        for (int b = 0; b < s.blanket_count; ++b)
            CHECK_FALSE(s.blankets[static_cast<size_t>(b)].colourful);
    }
}

TEST_CASE(
    "First Shift deals no blanket order that counts completed special orders: its sales orders "
    "can never score one, so the deal passes over it for the next card",
    "[game][scenario][first_shift]") {
    const Game game = game_of("first_shift", 2);
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        INFO("seed " << seed);
        const GameState s = game.new_game(seed);
        REQUIRE(s.blanket_count == 3);
        for (int b = 0; b < s.blanket_count; ++b) {
            const BlanketCard& card =
                game.catalog().blankets[s.blankets[static_cast<size_t>(b)].card];
            CHECK(card.grey.count != BlanketCount::CompletedSpecial);
        }
    }
}

TEST_CASE(
    "Every mode deals only blanket orders that can score in it: the side each shows counts "
    "something its order cards can give, enough to reach the side's threshold",
    "[game][scenario]") {
    int modes = 0;
    for (const Scenario& scenario : testkit::catalog().scenarios) {
        ++modes;
        INFO(scenario.id);
        const Game game = game_of(scenario.id, scenario.min_players);
        // A player who completed every card the mode deals from: whatever a side
        // counts, no one can count more.
        CardSet every_card;
        for (int c = 0; c < static_cast<int>(game.catalog().orders.size()); ++c)
            if (in_pool(game.catalog().order(c), scenario.order_pool))
                every_card.add(c);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            INFO("seed " << seed);
            const GameState s = game.new_game(seed);
            CHECK(s.blanket_count == game.options().blankets_dealt);
            for (int b = 0; b < s.blanket_count; ++b) {
                const BlanketInPlay& in_play = s.blankets[static_cast<size_t>(b)];
                const BlanketCard& card = game.catalog().blankets[in_play.card];
                const BlanketSide& side = in_play.colourful ? card.colourful : card.grey;
                INFO(card.id);
                CHECK(blanket_count(game.catalog(), side, every_card) >=
                      std::max(side.at_least, 1));
            }
        }
    }
    CHECK(modes == 7);
}

TEST_CASE(
    "One player: \"If playing solo, take two sets of player actions before candy movement\", "
    "in every mode that can be played alone",
    "[game][scenario]") {
    int modes = 0;
    for (const Scenario& scenario : testkit::catalog().scenarios) {
        if (scenario.min_players > 1)
            continue;
        ++modes;
        INFO(scenario.id);
        const Game game = game_of(scenario.id, 1);
        GameState s = game.new_game(12);
        int turns = 1;  // the first began at set-up
        int movements = 0;
        while (s.round == 1 && !s.over()) {
            const Applied a = apply_ok(game, s, game.legal_actions(s).front());
            s = a.state;
            for (const GameEvent& e : a.events) {
                if (e.kind == GameEventKind::MovementStarted)
                    ++movements;
                if (e.kind == GameEventKind::TurnStarted && movements == 0)
                    ++turns;
            }
            if (movements > 0)
                break;
        }
        CHECK(turns == 2);
        CHECK(movements == 1);
    }
    CHECK(modes >= 5);
}

TEST_CASE("Each optional rule is told in a sentence of its own", "[game][scenario]") {
    std::set<std::string_view> said;
    for (Toggle toggle : kAllToggles) {
        const std::string_view summary = toggle_summary(toggle);
        INFO(toggle_id(toggle));
        CHECK(summary.size() > 20);
        CHECK(summary.ends_with("."));
        CHECK(said.insert(summary).second);
    }
    CHECK(toggle_summary(Toggle::HiddenOrders).find("faces away") != std::string_view::npos);
}
