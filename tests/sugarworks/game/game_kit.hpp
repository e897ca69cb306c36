// Shared helpers of the game rules tests (tests/sugarworks/game/*_test.cpp): a game of N
// players on the real catalog, and ways to arrange an exact table from a fresh
// set-up (hands, market, decks, floor) without losing or doubling a card, a tile
// or a candy, plus short forms for applying and refusing actions.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "sugarworks/game.hpp"
#include "support/testkit.hpp"

namespace sugarworks::gamekit {

inline constexpr auto Red = CandyType::RedCircle;
inline constexpr auto Yellow = CandyType::YellowHexagon;
inline constexpr auto Green = CandyType::GreenTriangle;
inline constexpr auto Blue = CandyType::BlueSquare;
inline constexpr auto Purple = CandyType::PurpleRectangle;

// Side A dock spots (data/boards/side_a.json).
inline constexpr int kAUpper = 0;
inline constexpr int kALower = 1;
inline constexpr int kBUpper = 2;
inline constexpr int kBLower = 3;
inline constexpr int kCUpper = 4;
inline constexpr int kCLower = 5;

inline GameOptions options_for(int players, int first_player = 0) {
    GameOptions o;
    o.players = players;
    o.first_player = first_player;
    return o;
}

inline Game game_for(int players, int first_player = 0) {
    return Game(testkit::catalog(), options_for(players, first_player));
}

// A game of a scenario of data/scenarios (by file base name), with toggles.
inline Game game_of(const std::string& scenario, int players, ToggleSet toggles = {}) {
    const Scenario* sc = testkit::catalog().scenario(scenario);
    REQUIRE(sc);
    return Game(testkit::catalog(), GameOptions::for_scenario(*sc, players, toggles));
}

inline ToggleSet only(Toggle t) {
    ToggleSet set;
    set.add(t);
    return set;
}

// [SECTION] Cards and tiles by name.

// The catalog index of an order card, by its id in data/orders.json.
inline int order_card(const std::string& id) {
    const auto& orders = testkit::catalog().orders;
    for (size_t i = 0; i < orders.size(); ++i) {
        if (orders[i].id == id)
            return static_cast<int>(i);
    }
    throw std::invalid_argument("no order card " + id);
}

inline const std::string& order_id(int card) {
    return testkit::catalog().order(card).id;
}

// The `nth` physical tile of a kind in the box ("up_spring").
inline int box_tile(const std::string& kind, int nth = 0) {
    const Catalog& cat = testkit::catalog();
    for (int t = 0; t < cat.tile_count(); ++t) {
        if (cat.kind_of_tile(t).id == kind && nth-- == 0)
            return t;
    }
    throw std::invalid_argument("not enough tiles of kind " + kind);
}

// [SECTION] Decks.

inline Deck without(const Deck& deck, int card) {
    Deck rebuilt;
    for (int i = 0; i < deck.size(); ++i) {
        if (deck.at(i) != card)
            rebuilt.push(deck.at(i));
    }
    return rebuilt;
}

// The deck with `card` at the bottom (index 0; the top is the last card).
inline Deck with_bottom(const Deck& deck, int card) {
    Deck rebuilt;
    rebuilt.push(card);
    for (int i = 0; i < deck.size(); ++i)
        rebuilt.push(deck.at(i));
    return rebuilt;
}

inline bool deck_holds(const Deck& deck, int card) {
    for (int i = 0; i < deck.size(); ++i) {
        if (deck.at(i) == card)
            return true;
    }
    return false;
}

// [SECTION] Order cards: take one out of wherever it is, and put it somewhere.

inline void take_order_out(GameState& s, int card) {
    s.order_deck = without(s.order_deck, card);
    s.order_discard.remove(card);
    for (auto& slot : s.market) {
        if (slot == card)
            slot = kNoCard;
    }
    for (PlayerState& p : s.players) {
        p.orders.remove(card);
        p.completed.remove(card);
    }
}

inline void give_order(GameState& s, int player, int card) {
    take_order_out(s, card);
    s.players[static_cast<size_t>(player)].orders.add(card);
}

// Replaces a player's hand; the cards it held go under the order deck.
inline void set_orders(GameState& s, int player, const std::vector<int>& cards) {
    PlayerState& p = s.players[static_cast<size_t>(player)];
    const CardSet old = p.orders;
    p.orders.clear();
    old.for_each([&](int card) { s.order_deck = with_bottom(s.order_deck, card); });
    for (int card : cards)
        give_order(s, player, card);
}

// Puts `card` face up in market `slot`; the card that was there goes under the deck.
inline void put_in_market(GameState& s, int slot, int card) {
    take_order_out(s, card);
    const int old = s.market[static_cast<size_t>(slot)];
    if (old != kNoCard)
        s.order_deck = with_bottom(s.order_deck, old);
    s.market[static_cast<size_t>(slot)] = static_cast<std::int8_t>(card);
}

inline void put_on_order_deck(GameState& s, int card) {
    take_order_out(s, card);
    s.order_deck.push(card);
}

// [SECTION] Conveyor tiles.

inline bool tile_on_floor(const Floor& floor, int tile) {
    for (int r = 0; r < floor.rows(); ++r) {
        for (int c = 0; c < floor.cols(); ++c) {
            if (floor.tile_at({r, c}).tile == tile)
                return true;
        }
    }
    return false;
}

inline void take_tile_out(const Game& game, GameState& s, int tile) {
    s.tile_deck = without(s.tile_deck, tile);
    s.tile_discard.remove(tile);
    for (PlayerState& p : s.players)
        p.tiles.remove(tile);
    for (int r = 0; r < s.floor.rows(); ++r) {
        for (int c = 0; c < s.floor.cols(); ++c) {
            if (s.floor.tile_at({r, c}).tile == tile) {
                s.floor.set_tile({r, c}, PlacedTile{TileFace{game.board().printed_at({r, c}), {}},
                                                    kPrintedTile});
            }
        }
    }
}

// Replaces a player's tiles; the tiles it held go under the tile deck.
inline void set_tiles(const Game& game, GameState& s, int player, const std::vector<int>& tiles) {
    PlayerState& p = s.players[static_cast<size_t>(player)];
    const CardSet old = p.tiles;
    p.tiles.clear();
    old.for_each([&](int tile) { s.tile_deck = with_bottom(s.tile_deck, tile); });
    for (int tile : tiles) {
        take_tile_out(game, s, tile);
        s.players[static_cast<size_t>(player)].tiles.add(tile);
    }
}

inline void put_on_tile_deck(const Game& game, GameState& s, int tile) {
    take_tile_out(game, s, tile);
    s.tile_deck.push(tile);
}

// Lays physical tile `tile` on a grid space, as if played in an earlier round
// (the tile it covers, if any, goes to the discard pile).
inline void lay_tile(const Game& game, GameState& s, const std::string& cell, int tile) {
    take_tile_out(game, s, tile);
    const PlacedTile old = s.floor.tile_at(testkit::at(cell));
    if (old.tile != kPrintedTile)
        s.tile_discard.add(old.tile);
    s.floor.set_tile(testkit::at(cell), testkit::catalog().placed(tile));
}

// Lays a tile of a kind that is not on the floor yet.
inline int lay_tile(const Game& game, GameState& s, const std::string& cell,
                    const std::string& kind) {
    for (int nth = 0;; ++nth) {
        const int tile = box_tile(kind, nth);
        if (!tile_on_floor(s.floor, tile)) {
            lay_tile(game, s, cell, tile);
            return tile;
        }
    }
}

// [SECTION] The floor.

// The floor of the board with no candy anywhere (outputs empty, the supply
// full) and the printed arrows only. Use it right after set-up, before any tile
// is played.
inline void clear_floor(const Game& game, GameState& s) {
    s.floor = Floor::from_board(game.board(), testkit::catalog().candies.candies_per_type);
}

inline CandyId put_candy(GameState& s, const std::string& cell, CandyType type) {
    const CandyId id = s.floor.take_from_supply(type);
    REQUIRE(id != kNoCandy);
    REQUIRE(s.floor.candy_at(testkit::at(cell)) == kNoCandy);
    s.floor.put_candy(testkit::at(cell), id);
    return id;
}

inline void fill_output(GameState& s, CandyType type) {
    const auto spot = s.floor.output_spot(type);
    REQUIRE(spot.has_value());
    REQUIRE(s.floor.dock(*spot).candy == kNoCandy);
    s.floor.set_dock_candy(*spot, s.floor.take_from_supply(type));
}

inline void empty_output(GameState& s, CandyType type) {
    const auto spot = s.floor.output_spot(type);
    REQUIRE(spot.has_value());
    const CandyId id = s.floor.dock(*spot).candy;
    if (id == kNoCandy)
        return;
    s.floor.set_dock_candy(*spot, kNoCandy);
    s.floor.set_supply_bits(s.floor.supply_bits() | (std::uint64_t{1} << id));
}

// Every candy of the type still in the supply goes to the Lost gutter (as if lost earlier).
inline void use_up_supply(GameState& s, CandyType type) {
    while (s.floor.take_from_supply(type) != kNoCandy)
        s.floor.lose(type);
}

// [SECTION] Actions.

inline Applied apply_ok(const Game& game, const GameState& s, const Action& a) {
    auto result = game.apply(s, a);
    if (const auto* rejection = std::get_if<Rejection>(&result))
        FAIL("refused: " << rejection->message);
    return std::get<Applied>(std::move(result));
}

// Checks that `a` is refused for `reason`, with a message, by check() and by
// apply(), and that legal_actions() does not list it.
inline Rejection refused(const Game& game, const GameState& s, const Action& a,
                         RejectReason reason) {
    const auto rejection = game.check(s, a);
    REQUIRE(rejection.has_value());
    CHECK(reject_reason_id(rejection->reason) == reject_reason_id(reason));
    CHECK_FALSE(rejection->message.empty());
    const auto applied = game.apply(s, a);
    REQUIRE(std::holds_alternative<Rejection>(applied));
    CHECK(std::get<Rejection>(applied).reason == reason);
    const auto legal = game.legal_actions(s);
    CHECK(std::find(legal.begin(), legal.end(), a) == legal.end());
    return *rejection;
}

inline bool is_legal(const Game& game, const GameState& s, const Action& a) {
    const auto legal = game.legal_actions(s);
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

inline int count_events(const std::vector<GameEvent>& events, GameEventKind kind) {
    return static_cast<int>(std::count_if(events.begin(), events.end(),
                                          [&](const GameEvent& e) { return e.kind == kind; }));
}

inline std::vector<GameEvent> events_of(const std::vector<GameEvent>& events, GameEventKind kind) {
    std::vector<GameEvent> out;
    for (const GameEvent& e : events) {
        if (e.kind == kind)
            out.push_back(e);
    }
    return out;
}

// The position of the first event of a kind (-1 when there is none).
inline int position_of(const std::vector<GameEvent>& events, GameEventKind kind) {
    for (size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind == kind)
            return static_cast<int>(i);
    }
    return -1;
}

// The state before rolling, with the PRNG set so that the roll shows `face`.
inline GameState rigged_to_roll(const Game& game, const GameState& s, DieFace face) {
    REQUIRE(s.step == Step::Roll);
    for (std::uint64_t k = 0; k < 1000; ++k) {
        GameState t = s;
        t.rng = Rng(k);
        const Applied rolled = apply_ok(game, t, Action::roll());
        if (rolled.state.last_roll == face)
            return t;
    }
    FAIL("no generator state rolls " << describe_die_face(face));
    return s;
}

// A factory action that changes nothing on the grid: an output tile without a
// candy moves to the open spot.
inline Action quiet_factory_action(const GameState& s) {
    int open = -1;
    for (int spot = 0; spot < s.floor.dock_count(); ++spot) {
        if (!s.floor.dock(spot).has_output())
            open = spot;
    }
    for (int spot = 0; spot < s.floor.dock_count(); ++spot) {
        if (s.floor.dock(spot).has_output() && s.floor.dock(spot).candy == kNoCandy)
            return Action::adjust(spot, open);
    }
    FAIL("every output holds a candy");
    return Action::roll();
}

// A factory action: the first output tile moves (with its candy) to the open spot.
inline Action an_adjust(const GameState& s) {
    int open = -1;
    int from = -1;
    for (int spot = s.floor.dock_count() - 1; spot >= 0; --spot) {
        if (s.floor.dock(spot).has_output())
            from = spot;
        else
            open = spot;
    }
    REQUIRE(open >= 0);
    REQUIRE(from >= 0);
    return Action::adjust(from, open);
}

// A player alone takes two turns before each movement: this makes the turn under
// way the last of its round, so that its factory action runs the conveyors.
inline void make_last_turn_of_round(const Game& game, GameState& s) {
    s.turns_taken = static_cast<std::uint8_t>(game.turns_per_round() - 1);
}

// [SECTION] Accounting.

// Every order card is in exactly one place (deck, discard pile, market, a hand,
// completed) and every conveyor tile in exactly one (deck, discard pile, a
// hand, the floor); every candy is accounted for.
inline void require_everything_accounted(const Game& game, const GameState& s) {
    const Catalog& cat = game.catalog();
    std::vector<int> orders(cat.orders.size(), 0);
    std::vector<int> tiles(static_cast<size_t>(cat.tile_count()), 0);
    const auto order_seen = [&](int card) { ++orders[static_cast<size_t>(card)]; };
    const auto tile_seen = [&](int tile) { ++tiles[static_cast<size_t>(tile)]; };
    for (int i = 0; i < s.order_deck.size(); ++i)
        order_seen(s.order_deck.at(i));
    s.order_discard.for_each(order_seen);
    s.orders_set_aside.for_each(order_seen);
    for (auto card : s.choosing) {
        if (card != kNoCard)
            order_seen(card);
    }
    if (s.revealed != kNoCard)
        order_seen(s.revealed);
    for (auto card : s.market) {
        if (card != kNoCard)
            order_seen(card);
    }
    for (int i = 0; i < s.tile_deck.size(); ++i)
        tile_seen(s.tile_deck.at(i));
    s.tile_discard.for_each(tile_seen);
    s.tiles_set_aside.for_each(tile_seen);
    for (int p = 0; p < s.player_count; ++p) {
        const PlayerState& ps = s.players[static_cast<size_t>(p)];
        ps.orders.for_each(order_seen);
        ps.completed.for_each(order_seen);
        ps.tiles.for_each(tile_seen);
    }
    for (int r = 0; r < s.floor.rows(); ++r) {
        for (int c = 0; c < s.floor.cols(); ++c) {
            if (s.floor.tile_at({r, c}).tile != kPrintedTile)
                tile_seen(s.floor.tile_at({r, c}).tile);
        }
    }
    for (size_t i = 0; i < orders.size(); ++i) {
        INFO("order card " << cat.orders[i].id);
        REQUIRE(orders[i] == 1);
    }
    for (size_t i = 0; i < tiles.size(); ++i) {
        INFO("conveyor tile " << i);
        REQUIRE(tiles[i] == 1);
    }
    for (CandyType type : kAllCandyTypes)
        REQUIRE(s.floor.accounted(type) == cat.candies.candies_per_type);
}

}  // namespace sugarworks::gamekit
