// The round (rulebook "Sequence of Play", "Candy Die", "Game End"; rulings
// section 4): turns clockwise from the first player, candy movement after the
// last turn, the die passing clockwise, the roll and production, the end of the
// game; legal actions and check() agree at every step.
#include <catch2/catch.hpp>

#include "game/game_kit.hpp"
#include "sugarworks/game_end.hpp"
#include "sugarworks/visibility.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;
using testkit::at;

namespace {

// Plays one player's turn: draw an order (or whatever order action is possible),
// discard down if needed, then the given factory action (an adjust if none).
Applied play_turn(const Game& game, const GameState& s, std::optional<Action> factory = {}) {
    GameState t = s;
    std::vector<GameEvent> events;
    if (t.step == Step::Roll) {
        Applied rolled = apply_ok(game, t, Action::roll());
        t = rolled.state;
        events = rolled.events;
    }
    if (t.step == Step::OrderAction) {
        Applied ordered = apply_ok(game, t, game.legal_actions(t).front());
        t = ordered.state;
        events.insert(events.end(), ordered.events.begin(), ordered.events.end());
    }
    while (t.step == Step::DiscardDown) {
        Applied discarded = apply_ok(game, t, game.legal_actions(t).front());
        t = discarded.state;
        events.insert(events.end(), discarded.events.begin(), discarded.events.end());
    }
    REQUIRE(t.step == Step::FactoryAction);
    Applied done = apply_ok(game, t, factory.value_or(an_adjust(t)));
    events.insert(events.end(), done.events.begin(), done.events.end());
    done.events = std::move(events);
    return done;
}

// A 1-player game at the factory action of its second turn, on an empty floor: the
// next factory action ends the round.
GameState last_turn_of_round(const Game& game, std::uint64_t seed) {
    GameState s = game.new_game(seed);
    clear_floor(game, s);
    s = apply_ok(game, s, Action::draw_order()).state;
    make_last_turn_of_round(game, s);
    REQUIRE(s.step == Step::FactoryAction);
    return s;
}

// The same game at the start of round 2, before the roll; the floor is empty.
GameState before_second_roll(const Game& game, std::uint64_t seed) {
    const GameState s = last_turn_of_round(game, seed);
    GameState next = apply_ok(game, s, an_adjust(s)).state;
    REQUIRE(next.step == Step::Roll);
    return next;
}

}  // namespace

TEST_CASE(
    "Turn order: each player takes an order action and then a factory action, clockwise "
    "from the first player",
    "[game][round]") {
    const Game game = game_for(4, 2);
    GameState s = game.new_game(1);
    std::vector<int> order;
    for (int turn = 0; turn < 4; ++turn) {
        order.push_back(s.current);
        CHECK(s.step == Step::OrderAction);
        CHECK(s.turns_taken == turn);
        // A factory action is not legal before the order action.
        refused(game, s, an_adjust(s), RejectReason::WrongStep);
        const Applied ordered = apply_ok(game, s, Action::draw_order());
        CHECK(ordered.state.current == s.current);
        CHECK(ordered.state.step == Step::FactoryAction);
        // Nor a second order action.
        refused(game, ordered.state, Action::draw_order(), RejectReason::WrongStep);
        const Applied done = apply_ok(game, ordered.state, an_adjust(ordered.state));
        if (turn < 3) {
            const auto started = events_of(done.events, GameEventKind::TurnStarted);
            REQUIRE(started.size() == 1);
            CHECK(started[0].player == done.state.current);
            CHECK(count_events(done.events, GameEventKind::MovementStarted) == 0);
        }
        s = done.state;
    }
    CHECK(order == std::vector<int>{2, 3, 0, 1});
}

TEST_CASE("Candy movement comes after every player has taken their actions, and only then",
          "[game][round]") {
    const Game game = game_for(3);
    GameState s = game.new_game(2);
    const Floor at_start = s.floor;
    for (int turn = 0; turn < 2; ++turn) {
        // Drawing and playing a tile on row A (empty) leave the candies on the outputs.
        s = apply_ok(game, s, Action::draw_order()).state;
        int tile = -1;
        s.players[s.current].tiles.for_each([&](int t) { tile = t; });
        const Applied played = apply_ok(game, s, Action::play_tile(tile, Cell{0, 5 - turn}));
        CHECK(count_events(played.events, GameEventKind::MovementStarted) == 0);
        s = played.state;
        for (int spot = 0; spot < s.floor.dock_count(); ++spot)
            CHECK(s.floor.dock(spot) == at_start.dock(spot));
    }
    s = apply_ok(game, s, Action::draw_order()).state;
    const Applied last = apply_ok(game, s, Action::adjust(kBUpper, kAUpper));
    const int started = position_of(last.events, GameEventKind::MovementStarted);
    const int ended = position_of(last.events, GameEventKind::MovementEnded);
    REQUIRE(started >= 0);
    REQUIRE(ended > started);
    CHECK(last.events[static_cast<size_t>(started)].round == 1);
    // Every candy left its output tile.
    for (int spot = 0; spot < last.state.floor.dock_count(); ++spot)
        CHECK(last.state.floor.dock(spot).candy == kNoCandy);
    for (CandyType type : kAllCandyTypes)
        CHECK(last.state.floor.accounted(type) == 5);
    CHECK(last.state.floor.on_floor(Blue) == 1);
}

TEST_CASE(
    "The candy die passes clockwise: the next player becomes the first player, and their "
    "first action of the round is rolling the die",
    "[game][round]") {
    const Game game = game_for(4, 3);
    GameState s = game.new_game(3);
    for (int turn = 0; turn < 4; ++turn)
        s = play_turn(game, s).state;
    CHECK(s.round == 2);
    CHECK(s.first_player == 0);
    CHECK(s.current == 0);
    CHECK(s.turns_taken == 0);
    CHECK(s.step == Step::Roll);
    CHECK(game.legal_actions(s) == std::vector<Action>{Action::roll()});
    refused(game, s, Action::draw_order(), RejectReason::WrongStep);
    refused(game, s, an_adjust(s), RejectReason::WrongStep);

    const Applied rolled = apply_ok(game, s, Action::roll());
    const auto rolls = events_of(rolled.events, GameEventKind::DieRolled);
    REQUIRE(rolls.size() == 1);
    CHECK(rolls[0].player == 0);
    CHECK(rolled.state.step == Step::OrderAction);
    CHECK(rolled.state.current == 0);
    refused(game, rolled.state, Action::roll(), RejectReason::WrongStep);
    // The roll and what it makes are watched by the whole table; the turn's actions are not.
    CHECK(whole_table_watches(rolled.events));
    CHECK_FALSE(whole_table_watches(apply_ok(game, rolled.state, Action::draw_order()).events));

    // Round 2 goes 0, 1, 2, 3; round 3 starts with player 1.
    s = rolled.state;
    for (int turn = 0; turn < 4; ++turn) {
        CHECK(s.current == turn);
        s = play_turn(game, s).state;
    }
    CHECK(s.round == 3);
    CHECK(s.first_player == 1);
    CHECK(s.step == Step::Roll);
}

TEST_CASE(
    "Production: the rolled type gets one candy from the supply on its output tile when "
    "the tile is empty",
    "[game][round]") {
    const Game game = game_for(1);
    const GameState before_roll = before_second_roll(game, 4);
    for (CandyType type : kAllCandyTypes) {
        INFO(candy_type_name(type));
        const GameState s = rigged_to_roll(game, before_roll, DieFace{false, type});
        const Applied a = apply_ok(game, s, Action::roll());
        const auto produced = events_of(a.events, GameEventKind::CandyProduced);
        REQUIRE(produced.size() == 1);
        CHECK(produced[0].candy == type);
        const int spot = *a.state.floor.output_spot(type);
        CHECK(produced[0].spot == spot);
        REQUIRE(a.state.floor.dock(spot).candy != kNoCandy);
        CHECK(type_of(a.state.floor.dock(spot).candy) == type);
        CHECK(a.state.floor.supply(type) == 4);
        for (CandyType other : kAllCandyTypes) {
            if (other != type)
                CHECK(a.state.floor.on_floor(other) == 0);
        }
        // Production comes before the first player's order action.
        CHECK(a.state.step == Step::OrderAction);
        CHECK(position_of(a.events, GameEventKind::CandyProduced) <
              position_of(a.events, GameEventKind::TurnStarted));
    }
}

TEST_CASE("Production: ALL puts a candy on every empty output tile", "[game][round]") {
    const Game game = game_for(1);
    const GameState s =
        rigged_to_roll(game, before_second_roll(game, 5), DieFace{true, CandyType::RedCircle});
    const Applied a = apply_ok(game, s, Action::roll());
    CHECK(count_events(a.events, GameEventKind::CandyProduced) == 5);
    for (CandyType type : kAllCandyTypes) {
        const Dock& dock = a.state.floor.dock(*a.state.floor.output_spot(type));
        REQUIRE(dock.candy != kNoCandy);
        CHECK(type_of(dock.candy) == type);
    }
}

TEST_CASE(
    "Production: no candy is produced on an output that still holds one, or when the "
    "supply of that type is out",
    "[game][round]") {
    const Game game = game_for(1);
    GameState s = before_second_roll(game, 6);
    // The Red output still holds a candy; every Blue is on the floor or Lost, none in the supply.
    fill_output(s, Red);
    put_candy(s, "C3", Blue);
    use_up_supply(s, Blue);
    const GameState rigged = rigged_to_roll(game, s, DieFace{true, CandyType::RedCircle});
    const Applied a = apply_ok(game, rigged, Action::roll());
    const auto skipped = events_of(a.events, GameEventKind::ProductionSkipped);
    REQUIRE(skipped.size() == 2);
    CHECK(skipped[0].candy == Red);
    CHECK(skipped[1].candy == Blue);
    CHECK(count_events(a.events, GameEventKind::CandyProduced) == 3);
    CHECK(a.state.floor.on_floor(Red) == 1);
    CHECK(a.state.floor.on_floor(Blue) == 1);
    CHECK(a.state.floor.dock(*a.state.floor.output_spot(Blue)).candy == kNoCandy);
}

TEST_CASE(
    "Game end: after a candy movement phase in which a type has none left in the supply "
    "and none on the floor, the game is over, with no production",
    "[game][round]") {
    const Game game = game_for(1);
    GameState s = last_turn_of_round(game, 7);
    // The last Red Circle is on B6 (four were Lost earlier): this phase delivers it into
    // the Bunny crate.
    put_candy(s, "B6", Red);
    use_up_supply(s, Red);
    REQUIRE(s.floor.supply(Red) == 0);
    REQUIRE(s.floor.accounted(Red) == 5);
    put_candy(s, "C1", Blue);

    const Applied a = apply_ok(game, s, an_adjust(s));
    CHECK(a.state.floor.crate(1).contents[index_of(Red)] == 1);
    CHECK(a.state.over());
    CHECK(a.state.step == Step::GameOver);
    CHECK(a.state.end == EndReason::CandyRanOut);
    const auto ended = events_of(a.events, GameEventKind::GameEnded);
    REQUIRE(ended.size() == 1);
    CHECK(ended[0].end == static_cast<std::uint8_t>(EndReason::CandyRanOut));
    // The movement phase finished (the Blue moved too) and nothing followed it.
    CHECK(testkit::type_at(a.state.floor, "C3") == Blue);
    CHECK(position_of(a.events, GameEventKind::MovementEnded) <
          position_of(a.events, GameEventKind::GameEnded));
    CHECK(count_events(a.events, GameEventKind::RoundStarted) == 0);
    CHECK(count_events(a.events, GameEventKind::DieRolled) == 0);
    CHECK(count_events(a.events, GameEventKind::CandyProduced) == 0);
    CHECK(a.state.round == 1);
}

TEST_CASE("Game end: the game goes on while the last candy of a type is still on the floor",
          "[game][round]") {
    const Game game = game_for(1);
    GameState s = last_turn_of_round(game, 8);
    put_candy(s, "B1", Red);
    use_up_supply(s, Red);
    REQUIRE(s.floor.supply(Red) == 0);
    const Applied a = apply_ok(game, s, an_adjust(s));
    CHECK(testkit::type_at(a.state.floor, "B3") == Red);
    CHECK_FALSE(a.state.over());
    CHECK(a.state.step == Step::Roll);
    CHECK(a.state.round == 2);
}

TEST_CASE("Game end: the round cap ends the game after that round's candy movement",
          "[game][round]") {
    GameOptions options = options_for(2);
    options.round_cap = 2;
    const Game game(testkit::catalog(), options);
    GameState s = game.new_game(9);
    for (int turn = 0; turn < 2; ++turn)
        s = play_turn(game, s).state;
    CHECK(s.round == 2);
    CHECK_FALSE(s.over());
    s = play_turn(game, s).state;
    CHECK_FALSE(s.over());
    const Applied last = play_turn(game, s);
    CHECK(last.state.over());
    CHECK(last.state.end == EndReason::RoundCap);
    CHECK(count_events(last.events, GameEventKind::MovementEnded) == 1);
    CHECK(count_events(last.events, GameEventKind::GameEnded) == 1);
    CHECK(last.state.round == 2);
}

TEST_CASE("Game end: no action is legal after the end", "[game][round]") {
    GameOptions options = options_for(1);
    options.round_cap = 1;
    const Game game(testkit::catalog(), options);
    GameState s = game.new_game(10);
    s = play_turn(game, s).state;  // a player alone takes two turns a round
    s = play_turn(game, s).state;
    REQUIRE(s.over());
    CHECK(game.legal_actions(s).empty());
    int tile = -1;
    s.players[0].tiles.for_each([&](int t) { tile = t; });
    int card = -1;
    s.players[0].orders.for_each([&](int c) { card = c; });
    for (const Action& a : {Action::roll(), Action::take_order(s.market[0]), Action::draw_order(),
                            Action::discard_market(s.market[0]), Action::discard_from_hand(card),
                            Action::adjust(kBUpper, kAUpper), Action::play_tile(tile, at("B2")),
                            Action::make_candy(card, Red)}) {
        INFO(action_kind_id(a.kind));
        refused(game, s, a, RejectReason::GameOver);
    }
}

TEST_CASE(
    "Each step refuses actions of the wrong kind with WrongStep and a message that names "
    "the step",
    "[game][round]") {
    const Game game = game_for(2);
    GameState order_step = game.new_game(11);
    GameState discard_step = order_step;
    discard_step.step = Step::DiscardDown;
    discard_step.players[0].orders.add(discard_step.order_deck.draw());
    discard_step.players[0].orders.add(discard_step.order_deck.draw());
    discard_step.players[0].orders.add(discard_step.order_deck.draw());
    GameState factory_step = apply_ok(game, order_step, Action::draw_order()).state;
    GameState roll_step = order_step;
    for (int turn = 0; turn < 2; ++turn)
        roll_step = play_turn(game, roll_step).state;
    REQUIRE(roll_step.step == Step::Roll);

    int tile = -1;
    order_step.players[0].tiles.for_each([&](int t) { tile = t; });
    int card = -1;
    order_step.players[0].orders.for_each([&](int c) { card = c; });
    const std::vector<Action> every_kind = {Action::roll(),
                                            Action::take_order(order_step.market[0]),
                                            Action::draw_order(),
                                            Action::discard_market(order_step.market[0]),
                                            Action::discard_from_hand(card),
                                            Action::adjust(kBUpper, kAUpper),
                                            Action::play_tile(tile, at("B2")),
                                            Action::make_candy(card, Red)};
    const auto allowed_in = [](Step step, ActionKind kind) {
        switch (kind) {
            case ActionKind::RollDie:
                return step == Step::Roll;
            case ActionKind::TakeOrder:
            case ActionKind::DrawOrder:
            case ActionKind::DiscardMarket:
                return step == Step::OrderAction;
            case ActionKind::DiscardFromHand:
                return step == Step::DiscardDown;
            default:
                return step == Step::FactoryAction;
        }
    };
    const std::vector<std::pair<GameState, std::string>> steps = {
        {roll_step, "rolling the candy die"},
        {order_step, "an order action"},
        {discard_step, "discarding down"},
        {factory_step, "a factory action"}};
    for (const auto& [state, words] : steps) {
        for (const Action& a : every_kind) {
            if (allowed_in(state.step, a.kind))
                continue;
            INFO(words << " / " << action_kind_id(a.kind));
            const Rejection r = refused(game, state, a, RejectReason::WrongStep);
            CHECK_THAT(r.message, Catch::Contains(words));
            CHECK_THAT(r.message, Catch::Contains(std::string(action_kind_words(a.kind))));
        }
    }
}

TEST_CASE("A refused action leaves the state unchanged and returns no events", "[game][round]") {
    const Game game = game_for(2);
    const GameState s = game.new_game(12);
    GameState copy = s;
    std::vector<GameEvent> events;
    const auto rejection = game.apply_in_place(copy, Action::roll(), events);
    REQUIRE(rejection.has_value());
    CHECK(copy == s);
    CHECK(events.empty());
}

TEST_CASE(
    "Random games of 1 to 4 players: every listed action is accepted, every game ends, "
    "and cards, tiles and candies stay accounted for",
    "[game][round]") {
    for (int players = 1; players <= 4; ++players) {
        const Game game = game_for(players, players - 1);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            INFO(players << " players, seed " << seed);
            GameState s = game.new_game(seed);
            Rng choose(seed * 7919);
            int actions = 0;
            while (!s.over()) {
                const auto legal = game.legal_actions(s);
                REQUIRE_FALSE(legal.empty());
                for (const Action& a : legal)
                    REQUIRE_FALSE(game.check(s, a).has_value());
                const Action& a = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
                s = apply_ok(game, s, a).state;
                require_everything_accounted(game, s);
                // Only the player discarding down may hold more than five orders.
                for (int p = 0; p < players; ++p) {
                    if (s.step != Step::DiscardDown || p != s.current)
                        REQUIRE(s.players[static_cast<size_t>(p)].orders.size() <= 5);
                }
                REQUIRE(++actions < 10000);
            }
            CHECK((s.end == EndReason::CandyRanOut || s.end == EndReason::RoundCap));
            CHECK(s.round <= 40);
        }
    }
}

TEST_CASE(
    "the candy type nearest to running out is the one with the fewest in the supply and "
    "on the floor, among those in play",
    "[game][round]") {
    const Game game = game_for(1);
    GameState s = last_turn_of_round(game, 7);
    put_candy(s, "B6", Red);
    use_up_supply(s, Red);
    put_candy(s, "C1", Blue);
    const auto nearest = nearest_to_running_out(s.floor, game.scenario());
    REQUIRE(nearest);
    CHECK(nearest->type == Red);
    CHECK(nearest->in_supply == 0);
    CHECK(nearest->on_floor == 1);
    CHECK(nearest->left() == 1);
    CHECK_FALSE(candy_run_out(s.floor));
    // Lifted off the floor, the last Red Circle is gone: that is the end.
    s.floor.clear_candy(testkit::at("B6"));
    CHECK(candy_run_out(s.floor) == Red);

    GIVEN("the last Blue Square on the floor, and First Shift, which leaves them in the box") {
        GameState t = last_turn_of_round(game, 7);
        put_candy(t, "C1", Blue);
        use_up_supply(t, Blue);
        const Scenario* first = testkit::catalog().scenario("first_shift");
        REQUIRE(first);
        REQUIRE_FALSE(first->in_play(Blue));
        THEN("Blue is nearest in Third Shift, and not counted at all in First Shift") {
            CHECK(nearest_to_running_out(t.floor, game.scenario())->type == Blue);
            const auto in_first = nearest_to_running_out(t.floor, *first);
            REQUIRE(in_first);
            CHECK(in_first->type != Blue);
        }
    }
}
