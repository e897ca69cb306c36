// The rulebook's Player Actions Example, played through the rules core: Alex,
// Blake, Casey and Dallas take one order action and one factory action each,
// and Dallas's special order "a Green Triangle is eaten" is completed the moment
// the Green Triangle Eater is played under a Green Triangle.
#include <catch2/catch.hpp>

#include "game/game_kit.hpp"
#include "sugarworks/scoring.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;
using testkit::at;

namespace {

constexpr int kAlex = 0;
constexpr int kBlake = 1;
constexpr int kCasey = 2;
constexpr int kDallas = 3;

}  // namespace

TEST_CASE(
    "The rulebook's Player Actions Example: Alex, Blake, Casey and Dallas each take an "
    "order action and a factory action, and Dallas completes a special order at once",
    "[game][example]") {
    const Game game = game_for(4, kAlex);
    GameState s = game.new_game(2024);

    // The table the example needs. Alex holds an Up Spring; Casey holds an order showing a
    // Purple Rectangle and the Purple output is empty; Dallas holds the Green Triangle Eater,
    // the special order "a Green Triangle is eaten" is face up in the market, and a Green
    // Triangle stands on C4 (from an earlier round).
    const int alex_takes = order_card("x06-two-yellow-in-heart");
    const int casey_discards = order_card("f07-green-most-lost");
    const int green_eaten = order_card("s02-green-eaten");
    const int casey_purple = order_card("f01-purple-most-bunny");
    set_orders(s, kCasey,
               {casey_purple, order_card("f02-red-most-bunny"), order_card("s13-blue-bonks")});
    // The order deck, top first: Alex's refill, Blake's draw, Casey's refill, Dallas's refill.
    const int refill_alex = order_card("s05-chain-of-three");
    const int blake_draws = order_card("x01-blue-most-heart");
    const int refill_casey = order_card("s09-knocked-into-crate");
    const int refill_dallas = order_card("f13-green-in-heart");
    for (int card : {refill_dallas, refill_casey, blake_draws, refill_alex})
        put_on_order_deck(s, card);
    put_in_market(s, 0, alex_takes);
    put_in_market(s, 1, casey_discards);
    put_in_market(s, 3, green_eaten);
    for (auto card : s.market)
        REQUIRE(card != kNoCard);
    for (int p = 0; p < 4; ++p)
        REQUIRE(s.players[static_cast<size_t>(p)].orders.size() <= 4);
    const int spring = box_tile("up_spring");
    const int eater = box_tile("eater_green_triangle");
    set_tiles(game, s, kAlex, {spring, box_tile("belt_right", 0), box_tile("down_chute", 0)});
    set_tiles(game, s, kDallas, {eater, box_tile("belt_right", 1), box_tile("jump_left", 0)});
    const int alex_draws_tile = box_tile("jump_right", 0);
    const int dallas_draws_tile = box_tile("belt_left", 0);
    put_on_tile_deck(game, s, dallas_draws_tile);
    put_on_tile_deck(game, s, alex_draws_tile);
    empty_output(s, Purple);
    put_candy(s, "C4", Green);
    require_everything_accounted(game, s);
    REQUIRE(s.current == kAlex);

    // Alex takes a face-up card from the market; the space is replenished from the deck.
    Applied a = apply_ok(game, s, Action::take_order(alex_takes));
    CHECK(a.state.players[kAlex].orders.contains(alex_takes));
    CHECK(a.state.market[0] == refill_alex);
    CHECK(a.state.step == Step::FactoryAction);
    // Alex plays an Up Spring in the middle conveyor line and draws a replacement tile.
    a = apply_ok(game, a.state, Action::play_tile(spring, at("B3")));
    CHECK(a.state.floor.tile_at(at("B3")).tile == spring);
    CHECK(a.state.floor.tile_at(at("B3")).face.center == CenterIcon::Up);
    CHECK(a.state.players[kAlex].tiles.contains(alex_draws_tile));
    CHECK(a.state.players[kAlex].tiles.size() == 3);
    // The turn passes to the next player.
    CHECK(a.state.current == kBlake);
    CHECK(a.state.step == Step::OrderAction);

    // Blake draws the top card of the order deck.
    const auto market_before_blake = a.state.market;
    a = apply_ok(game, a.state, Action::draw_order());
    CHECK(a.state.players[kBlake].orders.contains(blake_draws));
    CHECK(a.state.market == market_before_blake);
    // Blake adjusts: the Red Circle output moves to the empty space in the top row.
    const CandyId red = a.state.floor.dock(kBUpper).candy;
    a = apply_ok(game, a.state, Action::adjust(kBUpper, kAUpper));
    CHECK(a.state.floor.output_spot(Red) == kAUpper);
    CHECK(a.state.floor.dock(kAUpper).candy == red);
    CHECK_FALSE(a.state.floor.dock(kBUpper).has_output());
    CHECK(a.state.current == kCasey);

    // Casey discards a card from the order market.
    a = apply_ok(game, a.state, Action::discard_market(casey_discards));
    CHECK(a.state.order_discard.contains(casey_discards));
    CHECK(a.state.market[1] == refill_casey);
    // Casey discards an order with a Purple Rectangle from hand to make a Purple Rectangle on
    // the empty Purple output.
    REQUIRE(a.state.floor.dock(kCLower).candy == kNoCandy);
    a = apply_ok(game, a.state, Action::make_candy(casey_purple, Purple));
    REQUIRE(a.state.floor.dock(kCLower).candy != kNoCandy);
    CHECK(type_of(a.state.floor.dock(kCLower).candy) == Purple);
    CHECK_FALSE(a.state.players[kCasey].orders.contains(casey_purple));
    CHECK(a.state.order_discard.contains(casey_purple));
    CHECK(a.state.current == kDallas);

    // Dallas takes the special order from the market...
    a = apply_ok(game, a.state, Action::take_order(green_eaten));
    CHECK(a.state.players[kDallas].orders.contains(green_eaten));
    CHECK(a.state.market[3] == refill_dallas);
    // ... and plays the Green Triangle Eater under the Green Triangle on C4: the candy is Lost
    // at once and the special order is played face up, before the candy movement.
    const int green_before = a.state.floor.lost()[index_of(Green)];
    // Before it is laid, the preview says what the tile takes at once: the Green
    // Triangle under it, eaten, apart from the movement that follows.
    const std::optional<ActionPreview> preview =
        game.preview(a.state, Action::play_tile(eater, at("C4")));
    REQUIRE(preview);
    REQUIRE(preview->at_once.size() >= 1);
    CHECK(preview->at_once.front().kind == EventKind::Eaten);
    CHECK(type_of(preview->at_once.front().candy) == CandyType::GreenTriangle);
    CHECK(preview->at_once.front().to == Place::grid(at("C4")));
    a = apply_ok(game, a.state, Action::play_tile(eater, at("C4")));
    CHECK(a.state.floor.tile_at(at("C4")).tile == eater);
    CHECK(a.state.floor.lost()[index_of(Green)] == green_before + 1);
    CHECK(a.state.players[kDallas].completed.contains(green_eaten));
    CHECK_FALSE(a.state.players[kDallas].orders.contains(green_eaten));
    const int completed_at = position_of(a.events, GameEventKind::SpecialCompleted);
    REQUIRE(completed_at >= 0);
    CHECK(a.events[static_cast<size_t>(completed_at)].player == kDallas);
    CHECK(completed_at < position_of(a.events, GameEventKind::TileDrawn));
    CHECK(completed_at < position_of(a.events, GameEventKind::MovementStarted));
    CHECK(a.state.players[kDallas].tiles.contains(dallas_draws_tile));

    // Dallas was the last player: the candy movement followed, and the die passes to Blake.
    CHECK(count_events(a.events, GameEventKind::MovementEnded) == 1);
    CHECK(a.state.round == 2);
    CHECK(a.state.first_player == kBlake);
    CHECK(a.state.step == Step::Roll);
    require_everything_accounted(game, a.state);

    // The points in the star are scored at the end.
    const ScoreSheet sheet = score(game, a.state);
    bool scored = false;
    for (const ScoreLine& line : sheet.players[kDallas].lines)
        scored = scored || (line.card == green_eaten && line.points == 2);
    CHECK(scored);
}
