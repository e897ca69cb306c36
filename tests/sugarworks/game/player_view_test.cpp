// What one player may see (player_view): their own hand, counts of everyone
// else's hidden cards, and the public table. Hidden information of others never
// changes a player's view.
#include <catch2/catch.hpp>

#include "game/game_kit.hpp"
#include "sugarworks/player_view.hpp"
#include "sugarworks/visibility.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;

namespace {

// A game in round 2 with a few things on the table: discards, a played tile,
// a completed order.
GameState busy_table(const Game& game) {
    GameState s = game.new_game(17);
    s = apply_ok(game, s, Action::discard_market(s.market[0])).state;
    int tile = -1;
    s.players[0].tiles.for_each([&](int t) { tile = t; });
    s = apply_ok(game, s, Action::play_tile(tile, testkit::at("A4"))).state;
    // A special order from the bottom of the deck lies face up in front of player 2.
    const int card = s.order_deck.at(0);
    take_order_out(s, card);
    s.players[2].completed.add(card);
    return s;
}

}  // namespace

TEST_CASE(
    "Player view: a player sees their own hand and only the number of cards in other "
    "hands",
    "[game][view]") {
    const Game game = game_for(3);
    const GameState s = busy_table(game);
    for (int viewer = 0; viewer < 3; ++viewer) {
        INFO("viewer " << viewer);
        const PlayerView v = player_view(game, s, viewer);
        CHECK(v.viewer == viewer);
        CHECK(v.my_orders == s.players[static_cast<size_t>(viewer)].orders);
        CHECK(v.my_tiles == s.players[static_cast<size_t>(viewer)].tiles);
        CHECK(v.player_count == 3);
        for (int p = 0; p < 3; ++p) {
            const PlayerState& ps = s.players[static_cast<size_t>(p)];
            const PublicPlayer& pub = v.players[static_cast<size_t>(p)];
            CHECK(pub.orders_in_hand == ps.orders.size());
            CHECK(pub.tiles_in_hand == ps.tiles.size());
            CHECK(pub.completed == ps.completed);
        }
    }
    // Someone who is not a player (a spectator) sees no hand at all.
    const PlayerView spectator = player_view(game, s, -1);
    CHECK(spectator.my_orders.empty());
    CHECK(spectator.my_tiles.empty());
    // Nor does the whole table at a moment everyone watches.
    const PlayerView table = public_view(game, s);
    CHECK(table.viewer == kTableViewer);
    CHECK(table.my_orders.empty());
    CHECK(table.my_tiles.empty());
}

TEST_CASE(
    "Player view: the public table is shown as it is: floor, market, discard piles, deck "
    "sizes, blanket orders, face-up orders, round, turns taken, die and step",
    "[game][view]") {
    const Game game = game_for(3);
    GameState s = busy_table(game);
    s.turns_taken = 1;  // one player turn of the round taken
    const PlayerView v = player_view(game, s, 1);
    CHECK(v.floor == s.floor);
    CHECK(v.market == s.market);
    CHECK(v.order_discard == s.order_discard);
    CHECK_FALSE(v.order_discard.empty());
    CHECK(v.tile_discard == s.tile_discard);
    CHECK(v.order_deck_size == s.order_deck.size());
    CHECK(v.tile_deck_size == s.tile_deck.size());
    CHECK(v.blankets == s.blankets);
    CHECK(v.blanket_count == s.blanket_count);
    CHECK_FALSE(v.players[2].completed.empty());
    CHECK(v.first_player == s.first_player);
    CHECK(v.current == s.current);
    CHECK(v.round == s.round);
    CHECK(v.turns_taken == s.turns_taken);
    CHECK(v.step == s.step);
    CHECK(v.last_roll == s.last_roll);
    CHECK(v.activation_order == s.activation_order);
    CHECK(v.end == s.end);
}

TEST_CASE(
    "Player view: changing another player's hidden cards, the order of a deck or the "
    "generator does not change a player's view",
    "[game][view]") {
    const Game game = game_for(3);
    const GameState s = busy_table(game);
    const PlayerView mine = player_view(game, s, 0);

    SECTION("another player's orders, swapped for cards of the deck") {
        GameState t = s;
        std::vector<int> others;
        for (int i = 0; i < 3; ++i)
            others.push_back(t.order_deck.at(i));
        set_orders(t, 1, others);
        REQUIRE(t.players[1].orders != s.players[1].orders);
        CHECK(player_view(game, t, 0) == mine);
    }
    SECTION("another player's tiles, swapped for tiles of the deck") {
        GameState t = s;
        set_tiles(game, t, 2, {t.tile_deck.at(0), t.tile_deck.at(1), t.tile_deck.at(2)});
        REQUIRE(t.players[2].tiles != s.players[2].tiles);
        CHECK(player_view(game, t, 0) == mine);
    }
    SECTION("the order of the decks and the generator") {
        GameState t = s;
        t.order_deck = with_bottom(without(t.order_deck, t.order_deck.top()), t.order_deck.top());
        t.tile_deck = with_bottom(without(t.tile_deck, t.tile_deck.top()), t.tile_deck.top());
        t.rng = Rng(12345);
        REQUIRE_FALSE(t == s);
        CHECK(player_view(game, t, 0) == mine);
    }
}

TEST_CASE("Player view: changing one's own hand changes one's own view", "[game][view]") {
    const Game game = game_for(3);
    const GameState s = busy_table(game);
    GameState t = s;
    std::vector<int> others;
    for (int i = 0; i < 3; ++i)
        others.push_back(t.order_deck.at(i));
    set_orders(t, 1, others);
    CHECK(player_view(game, t, 1) != player_view(game, s, 1));
    CHECK(player_view(game, t, 1).my_orders == t.players[1].orders);

    GameState u = s;
    set_tiles(game, u, 1, {u.tile_deck.at(0), u.tile_deck.at(1), u.tile_deck.at(2)});
    CHECK(player_view(game, u, 1) != player_view(game, s, 1));
    // And a change anyone can see (a count) shows in every view.
    GameState w = s;
    w.players[2].orders.add(w.order_deck.draw());
    CHECK(player_view(game, w, 0) != player_view(game, s, 0));
    CHECK(player_view(game, w, 0).players[2].orders_in_hand == s.players[2].orders.size() + 1);
}

TEST_CASE(
    "Player view: a spectator of a game watched back sees no hand, even where the players' "
    "hands are open to each other, and no card facing away",
    "[game][view]") {
    for (const int players : {1, 3}) {
        INFO(players << " players");
        const Game game = game_for(players);
        const GameState s = game.new_game(23);
        const PlayerView v = player_view(game, s, kSpectatorViewer);
        CHECK(v.viewer == kSpectatorViewer);
        CHECK(v.my_orders.empty());
        CHECK(v.my_tiles.empty());
        CHECK(v.floor == s.floor);
        for (int p = 0; p < players; ++p) {
            const PublicPlayer& pub = v.players[static_cast<size_t>(p)];
            CHECK_FALSE(pub.hand_shown);
            CHECK(pub.tiles.empty());
            CHECK(pub.orders_in_sight.empty());
            CHECK(pub.facing_away.empty());
            CHECK(pub.orders_in_hand == s.players[static_cast<size_t>(p)].orders.size());
            CHECK_FALSE(sees_hand(game, kSpectatorViewer, p));
            CHECK_FALSE(sees_facing_away(kSpectatorViewer, p));
        }
    }
    // Alone, the one player's hand is open to the table and to the record, not to a spectator.
    const Game solo = game_for(1);
    const GameState s = solo.new_game(23);
    CHECK_FALSE(public_view(solo, s).my_orders.empty());
    CHECK(sees_hand(solo, kTableViewer, 0));
}

TEST_CASE("A move may be named before it is played only when it shows nothing of a hidden hand",
          "[game][visibility]") {
    const Game rivals = game_for(3);
    const auto action = [](ActionKind kind) {
        Action a;
        a.kind = kind;
        return a;
    };
    // What the whole table sees done, or is about to see on the floor.
    for (ActionKind kind :
         {ActionKind::RollDie, ActionKind::TakeOrder, ActionKind::DrawOrder,
          ActionKind::DiscardMarket, ActionKind::Adjust, ActionKind::PlayTile, ActionKind::EatCandy,
          ActionKind::FiveSecondRule, ActionKind::DrawTwoOrders})
        CHECK(public_before_played(rivals, action(kind)));
    // Which order leaves or stays in a hand, or which of them is turned away.
    for (ActionKind kind :
         {ActionKind::DiscardFromHand, ActionKind::MakeCandy, ActionKind::KeepOrder,
          ActionKind::PawnOrder, ActionKind::SwapOrder, ActionKind::HideOrder,
          ActionKind::ClaimOrder, ActionKind::MakeCandyBlind, ActionKind::ChooseWorkerSide,
          ActionKind::UseWorker, ActionKind::ChooseCandy})
        CHECK_FALSE(public_before_played(rivals, action(kind)));
    // Hands open to the table hide nothing to name.
    CHECK(public_before_played(game_for(1), action(ActionKind::KeepOrder)));
    CHECK(public_before_played(game_of("cooperative", 2), action(ActionKind::SwapOrder)));
}
