// Factory actions (rulebook "Factory Actions", "Adjust", "Conveyors", "Make a
// Candy"; rulings sections 2 and 4): adjust an output to the open spot, play a
// tile from hand and draw one, make a candy by discarding an order.
#include <catch2/catch.hpp>

#include "game/game_kit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;
using testkit::at;

namespace {

// A fresh 2-player game with player 0 at the factory action.
GameState at_factory_action(const Game& game, std::uint64_t seed) {
    GameState s = game.new_game(seed);
    s = apply_ok(game, s, Action::draw_order()).state;
    REQUIRE(s.step == Step::FactoryAction);
    return s;
}

}  // namespace

TEST_CASE("Adjust: an output tile moves with its candy to the open dock spot", "[game][factory]") {
    const Game game = game_for(2);
    const GameState s = at_factory_action(game, 1);
    const CandyId red = s.floor.dock(kBUpper).candy;
    REQUIRE(red != kNoCandy);
    REQUIRE_FALSE(s.floor.dock(kAUpper).has_output());

    const Applied a = apply_ok(game, s, Action::adjust(kBUpper, kAUpper));
    const Dock& moved = a.state.floor.dock(kAUpper);
    REQUIRE(moved.has_output());
    CHECK(moved.output_type() == Red);
    CHECK(moved.candy == red);
    CHECK_FALSE(a.state.floor.dock(kBUpper).has_output());
    CHECK(a.state.floor.dock(kBUpper).candy == kNoCandy);
    CHECK(a.state.floor.output_spot(Red) == kAUpper);
    // The other outputs stay where they were.
    for (int spot : {kALower, kBLower, kCUpper, kCLower})
        CHECK(a.state.floor.dock(spot) == s.floor.dock(spot));
    const auto adjusted = events_of(a.events, GameEventKind::OutputAdjusted);
    REQUIRE(adjusted.size() == 1);
    CHECK(adjusted[0].spot == kBUpper);
    CHECK(adjusted[0].to_spot == kAUpper);
    CHECK(adjusted[0].candy == Red);
    // The turn passes to the next player.
    CHECK(a.state.current == 1);
    CHECK(a.state.step == Step::OrderAction);
}

TEST_CASE(
    "Adjust: an output tile moves only to an open spot, so the legal adjusts are every "
    "output to the one open spot",
    "[game][factory]") {
    const Game game = game_for(2);
    const GameState s = at_factory_action(game, 2);
    std::vector<Action> adjusts;
    for (const Action& a : game.legal_actions(s)) {
        if (a.kind == ActionKind::Adjust)
            adjusts.push_back(a);
    }
    CHECK(adjusts ==
          std::vector<Action>{Action::adjust(kALower, kAUpper), Action::adjust(kBUpper, kAUpper),
                              Action::adjust(kBLower, kAUpper), Action::adjust(kCUpper, kAUpper),
                              Action::adjust(kCLower, kAUpper)});
    refused(game, s, Action::adjust(kBUpper, kCLower), RejectReason::SpotTaken);
    refused(game, s, Action::adjust(kBUpper, kBUpper), RejectReason::SpotTaken);
    refused(game, s, Action::adjust(kBUpper, 6), RejectReason::SpotTaken);
    refused(game, s, Action::adjust(kAUpper, kBUpper), RejectReason::NoOutputThere);
    refused(game, s, Action::adjust(-1, kAUpper), RejectReason::NoOutputThere);
}

TEST_CASE("Adjust: a candy on a moved output rolls into column 1 of the output's new row",
          "[game][factory]") {
    const Game game = game_for(1);
    GameState s = game.new_game(3);
    clear_floor(game, s);
    fill_output(s, Red);
    s = apply_ok(game, s, Action::draw_order()).state;
    // One player's second turn: the factory action ends the round and the candy moves.
    make_last_turn_of_round(game, s);
    const Applied a = apply_ok(game, s, Action::adjust(kBUpper, kAUpper));
    CHECK(testkit::type_at(a.state.floor, "A2") == Red);
    CHECK(a.state.floor.on_floor(Red) == 1);
}

TEST_CASE(
    "Conveyor action: a tile from hand is played on a grid space, and the player draws the "
    "top tile of the deck",
    "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 4);
    const int spring = box_tile("up_spring");
    const int top = box_tile("jump_left");
    set_tiles(game, s, 0, {spring, box_tile("belt_right"), box_tile("down_chute")});
    put_on_tile_deck(game, s, top);
    const int deck_before = s.tile_deck.size();

    const Applied a = apply_ok(game, s, Action::play_tile(spring, at("B3")));
    CHECK(a.state.floor.tile_at(at("B3")) == game.catalog().placed(spring));
    CHECK_FALSE(a.state.players[0].tiles.contains(spring));
    CHECK(a.state.players[0].tiles.contains(top));
    CHECK(a.state.players[0].tiles.size() == 3);
    CHECK(a.state.tile_deck.size() == deck_before - 1);
    // A printed arrow is not a card: nothing goes to the discard pile.
    CHECK(a.state.tile_discard.empty());
    CHECK(count_events(a.events, GameEventKind::TileDiscarded) == 0);
    const auto played = events_of(a.events, GameEventKind::TilePlayed);
    REQUIRE(played.size() == 1);
    CHECK(played[0].card == spring);
    const auto drawn = events_of(a.events, GameEventKind::TileDrawn);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].card == top);
    CHECK(position_of(a.events, GameEventKind::TilePlayed) <
          position_of(a.events, GameEventKind::TileDrawn));
    CHECK(a.state.current == 1);
    require_everything_accounted(game, a.state);
}

TEST_CASE(
    "Conveyor action: a tile played over a played tile sends the old one to the discard "
    "pile",
    "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 5);
    const int old = lay_tile(game, s, "C4", "jump_right");
    const int chute = box_tile("down_chute");
    set_tiles(game, s, 0, {chute, box_tile("belt_left"), box_tile("belt_right")});
    const Applied a = apply_ok(game, s, Action::play_tile(chute, at("C4")));
    CHECK(a.state.floor.tile_at(at("C4")).tile == chute);
    CHECK(a.state.tile_discard.contains(old));
    const auto discarded = events_of(a.events, GameEventKind::TileDiscarded);
    REQUIRE(discarded.size() == 1);
    CHECK(discarded[0].card == old);
    require_everything_accounted(game, a.state);
}

TEST_CASE("Conveyor action: a tile played under a candy leaves the candy standing on the new tile",
          "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 6);
    const CandyId blue = put_candy(s, "B5", Blue);
    const int spring = box_tile("up_spring");
    set_tiles(game, s, 0, {spring, box_tile("belt_left"), box_tile("belt_right")});
    const Applied a = apply_ok(game, s, Action::play_tile(spring, at("B5")));
    CHECK(a.state.floor.candy_at(at("B5")) == blue);
    CHECK(a.state.floor.tile_at(at("B5")).tile == spring);
}

TEST_CASE(
    "Conveyor action: an eater played under a candy of its type eats it at once, and an X "
    "eats any candy",
    "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 7);
    put_candy(s, "B5", Green);
    put_candy(s, "A2", Red);
    const int eater = box_tile("eater_green_triangle");
    const int x = box_tile("x_hazard");
    set_tiles(game, s, 0, {eater, x, box_tile("belt_right")});

    SECTION("an eater of the type") {
        const Applied a = apply_ok(game, s, Action::play_tile(eater, at("B5")));
        CHECK(a.state.floor.candy_at(at("B5")) == kNoCandy);
        CHECK(a.state.floor.lost()[index_of(Green)] == 1);
        CHECK(a.state.floor.tile_at(at("B5")).tile == eater);
    }
    SECTION("an eater of another type does not eat") {
        const Applied a = apply_ok(game, s, Action::play_tile(eater, at("A2")));
        CHECK(testkit::type_at(a.state.floor, "A2") == Red);
        CHECK(total(a.state.floor.lost()) == 0);
    }
    SECTION("an X") {
        const Applied a = apply_ok(game, s, Action::play_tile(x, at("A2")));
        CHECK(a.state.floor.candy_at(at("A2")) == kNoCandy);
        CHECK(a.state.floor.lost()[index_of(Red)] == 1);
    }
}

TEST_CASE("Conveyor action: only a tile in the player's hand, and only on a grid space",
          "[game][factory]") {
    const Game game = game_for(2);
    const GameState s = at_factory_action(game, 8);
    int mine = -1;
    s.players[0].tiles.for_each([&](int tile) { mine = tile; });
    int theirs = -1;
    s.players[1].tiles.for_each([&](int tile) { theirs = tile; });
    refused(game, s, Action::play_tile(theirs, at("B2")), RejectReason::NotInHand);
    refused(game, s, Action::play_tile(s.tile_deck.top(), at("B2")), RejectReason::NotInHand);
    refused(game, s, Action::play_tile(mine, Cell{1, 6}), RejectReason::NotOnGrid);
    refused(game, s, Action::play_tile(mine, Cell{1, -1}), RejectReason::NotOnGrid);
    refused(game, s, Action::play_tile(mine, Cell{3, 0}), RejectReason::NotOnGrid);
    refused(game, s, Action::play_tile(30, at("B2")), RejectReason::UnknownCard);
    // Every tile in hand on every one of the 18 spaces is legal.
    int plays = 0;
    for (const Action& a : game.legal_actions(s)) {
        if (a.kind != ActionKind::PlayTile)
            continue;
        ++plays;
        CHECK(s.players[0].tiles.contains(a.card));
        CHECK(s.floor.on_grid(a.cell));
    }
    CHECK(plays == 3 * 18);
}

TEST_CASE(
    "Conveyor deck exhaustion: drawing from an empty tile deck first shuffles the tile "
    "discard pile into a new deck, the covered tile included",
    "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 9);
    const int old = lay_tile(game, s, "A3", "belt_left");
    const int spring = box_tile("up_spring");
    set_tiles(game, s, 0, {spring, box_tile("belt_right"), box_tile("down_chute")});
    // The rest of the box lies on the discard pile.
    while (!s.tile_deck.empty())
        s.tile_discard.add(s.tile_deck.draw());
    const int pile = s.tile_discard.size();

    const Applied a = apply_ok(game, s, Action::play_tile(spring, at("A3")));
    const auto reshuffled = events_of(a.events, GameEventKind::DeckReshuffled);
    REQUIRE(reshuffled.size() == 1);
    CHECK(reshuffled[0].tiles);
    CHECK(position_of(a.events, GameEventKind::TileDiscarded) <
          position_of(a.events, GameEventKind::DeckReshuffled));
    CHECK(a.state.players[0].tiles.size() == 3);
    CHECK(a.state.tile_discard.empty());
    CHECK(a.state.tile_deck.size() == pile);  // the old pile plus the covered tile, minus one drawn
    CHECK((a.state.players[0].tiles.contains(old) || deck_holds(a.state.tile_deck, old)));
    require_everything_accounted(game, a.state);
}

TEST_CASE(
    "Conveyor deck exhaustion: with no tile left to draw, the tile is still played and the "
    "hand is one tile short",
    "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 10);
    const int spring = box_tile("up_spring");
    set_tiles(game, s, 0, {spring, box_tile("belt_right"), box_tile("down_chute")});
    s.tile_deck = Deck{};
    s.tile_discard.clear();
    CHECK(is_legal(game, s, Action::play_tile(spring, at("B2"))));
    const Applied a = apply_ok(game, s, Action::play_tile(spring, at("B2")));
    CHECK(a.state.floor.tile_at(at("B2")).tile == spring);
    CHECK(a.state.players[0].tiles.size() == 2);
    CHECK(count_events(a.events, GameEventKind::TileDrawn) == 0);
    CHECK(a.state.current == 1);
}

TEST_CASE(
    "Make a Candy: discarding an order in hand that shows the type puts one candy from the "
    "supply on that type's empty output",
    "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 11);
    const int card = order_card("f12-red-fewest-pumpkin");  // shows a Red Circle and a Purple
    give_order(s, 0, card);
    empty_output(s, Purple);
    REQUIRE(s.floor.supply(Purple) == 5);

    const Applied a = apply_ok(game, s, Action::make_candy(card, Purple));
    const Dock& dock = a.state.floor.dock(kCLower);
    REQUIRE(dock.candy != kNoCandy);
    CHECK(type_of(dock.candy) == Purple);
    CHECK(a.state.floor.supply(Purple) == 4);
    CHECK_FALSE(a.state.players[0].orders.contains(card));
    CHECK(a.state.order_discard.contains(card));
    const auto made = events_of(a.events, GameEventKind::CandyMade);
    REQUIRE(made.size() == 1);
    CHECK(made[0].card == card);
    CHECK(made[0].candy == Purple);
    CHECK(made[0].spot == kCLower);
    CHECK(a.state.current == 1);
    require_everything_accounted(game, a.state);
}

TEST_CASE("Make a Candy: a card showing two types may make either, one candy per action",
          "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 12);
    const int card = order_card("f12-red-fewest-pumpkin");
    set_orders(s, 0, {card});
    empty_output(s, Purple);
    empty_output(s, Red);
    std::vector<Action> makes;
    for (const Action& a : game.legal_actions(s)) {
        if (a.kind == ActionKind::MakeCandy)
            makes.push_back(a);
    }
    CHECK(makes ==
          std::vector<Action>{Action::make_candy(card, Red), Action::make_candy(card, Purple)});
    const Applied a = apply_ok(game, s, Action::make_candy(card, Red));
    CHECK(a.state.floor.dock(kBUpper).candy != kNoCandy);
    CHECK(a.state.floor.dock(kCLower).candy == kNoCandy);
}

TEST_CASE(
    "Make a Candy: not legal when the output already holds a candy, the supply is out, the "
    "card does not show the type, the card is not in hand, or the output is off the floor",
    "[game][factory]") {
    const Game game = game_for(2);
    GameState s = at_factory_action(game, 13);
    const int card = order_card("f12-red-fewest-pumpkin");
    give_order(s, 0, card);

    SECTION("the output holds a candy") {
        REQUIRE(s.floor.dock(kCLower).candy != kNoCandy);
        refused(game, s, Action::make_candy(card, Purple), RejectReason::OutputFull);
    }
    SECTION("the supply is out") {
        empty_output(s, Purple);
        use_up_supply(s, Purple);
        refused(game, s, Action::make_candy(card, Purple), RejectReason::SupplyEmpty);
    }
    SECTION("the card does not show the type") {
        empty_output(s, Blue);
        refused(game, s, Action::make_candy(card, Blue), RejectReason::OrderLacksCandy);
    }
    SECTION("the card is not in hand") {
        empty_output(s, Purple);
        const int market_card = order_card("f01-purple-most-bunny");
        put_in_market(s, 0, market_card);
        refused(game, s, Action::make_candy(market_card, Purple), RejectReason::NotInHand);
        refused(game, s, Action::make_candy(-3, Purple), RejectReason::UnknownCard);
    }
    SECTION("the output tile is not on the floor") {
        empty_output(s, Purple);
        s.floor.set_dock_output(kCLower, std::nullopt);
        refused(game, s, Action::make_candy(card, Purple), RejectReason::OutputMissing);
    }
}
