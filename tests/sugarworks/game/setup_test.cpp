// Set-up (rulebook "Game Setup", rulings sections 4 and 5): outputs with one
// candy each, 3 tiles and 3 orders per player, a market of 4, three blanket
// orders grey side up with the die roll flipping the matching one, the first
// player, and every card and tile accounted for, for 1 to 4 players.
#include <catch2/catch.hpp>

#include <set>

#include "game/game_kit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;

TEST_CASE("Set-up: each output tile stands on its starting spot with one candy of its type",
          "[game][setup]") {
    for (int players = 1; players <= 4; ++players) {
        INFO(players << " players");
        const Game game = game_for(players);
        const GameState s = game.new_game(11);
        const Board& board = game.board();
        for (int spot = 0; spot < board.dock_count(); ++spot) {
            const auto start = board.start_outputs[static_cast<size_t>(spot)];
            const Dock& dock = s.floor.dock(spot);
            if (!start) {
                CHECK_FALSE(dock.has_output());
                CHECK(dock.candy == kNoCandy);
                continue;
            }
            REQUIRE(dock.has_output());
            CHECK(dock.output_type() == *start);
            REQUIRE(dock.candy != kNoCandy);
            CHECK(type_of(dock.candy) == *start);
        }
        for (CandyType type : kAllCandyTypes) {
            CHECK(s.floor.on_floor(type) == 1);
            CHECK(s.floor.supply(type) == 4);
        }
        // Nothing on the grid, no tile played, nothing delivered or lost.
        for (int r = 0; r < s.floor.rows(); ++r) {
            for (int c = 0; c < s.floor.cols(); ++c) {
                CHECK(s.floor.candy_at({r, c}) == kNoCandy);
                CHECK(s.floor.tile_at({r, c}).tile == kPrintedTile);
            }
        }
        CHECK(total(s.floor.lost()) == 0);
        for (int i = 0; i < s.floor.crate_count(); ++i)
            CHECK(total(s.floor.crate(i).contents) == 0);
    }
}

TEST_CASE(
    "Set-up: each player is dealt 3 conveyor tiles and 3 order cards, and 4 orders are "
    "face up in the market",
    "[game][setup]") {
    for (int players = 1; players <= 4; ++players) {
        INFO(players << " players");
        const Game game = game_for(players);
        const GameState s = game.new_game(5);
        CHECK(s.player_count == players);
        for (int p = 0; p < players; ++p) {
            CHECK(s.players[static_cast<size_t>(p)].tiles.size() == 3);
            CHECK(s.players[static_cast<size_t>(p)].orders.size() == 3);
            CHECK(s.players[static_cast<size_t>(p)].completed.empty());
        }
        // Seats beyond the players hold nothing.
        for (int p = players; p < kMaxPlayers; ++p)
            CHECK(s.players[static_cast<size_t>(p)] == PlayerState{});
        for (auto card : s.market)
            CHECK(card != kNoCard);
        CHECK(s.order_deck.size() == 40 - 3 * players - 4);
        CHECK(s.tile_deck.size() == 30 - 3 * players);
        CHECK(s.order_discard.empty());
        CHECK(s.tile_discard.empty());
    }
}

TEST_CASE("Set-up: every order card and every conveyor tile is in exactly one place",
          "[game][setup]") {
    for (int players = 1; players <= 4; ++players) {
        INFO(players << " players");
        const Game game = game_for(players);
        for (std::uint64_t seed : {1u, 2u, 99u})
            require_everything_accounted(game, game.new_game(seed));
    }
}

TEST_CASE(
    "Set-up: three blanket orders are dealt grey side up, and the die roll flips the one "
    "of the rolled type (all three on ALL)",
    "[game][setup]") {
    const Game game = game_for(3);
    bool seen_match = false;
    bool seen_miss = false;
    bool seen_all = false;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        std::vector<GameEvent> events;
        const GameState s = game.new_game(seed, events);
        REQUIRE(s.blanket_count == 3);
        std::set<int> cards;
        for (int b = 0; b < 3; ++b)
            cards.insert(s.blankets[static_cast<size_t>(b)].card);
        REQUIRE(cards.size() == 3);
        // The roll is recorded, by the first player, and produces no candy.
        const auto rolls = events_of(events, GameEventKind::DieRolled);
        REQUIRE(rolls.size() == 1);
        REQUIRE(s.last_roll.has_value());
        const DieFace face = *s.last_roll;
        CHECK(rolls[0].face == face);
        CHECK(rolls[0].player == s.first_player);
        CHECK(count_events(events, GameEventKind::CandyProduced) == 0);
        int colourful = 0;
        for (int b = 0; b < 3; ++b) {
            const BlanketInPlay& in_play = s.blankets[static_cast<size_t>(b)];
            const bool matches_roll =
                face.all || game.catalog().blankets[in_play.card].candy == face.candy;
            CHECK(in_play.colourful == matches_roll);
            colourful += in_play.colourful ? 1 : 0;
        }
        if (face.all) {
            CHECK(colourful == 3);
            seen_all = true;
        } else if (colourful == 1) {
            seen_match = true;
        } else {
            CHECK(colourful == 0);
            seen_miss = true;
        }
    }
    CHECK(seen_match);
    CHECK(seen_miss);
    CHECK(seen_all);
}

TEST_CASE(
    "Set-up: the first player holds the candy die and takes the first turn, starting with "
    "an order action",
    "[game][setup]") {
    for (int first = 0; first < 4; ++first) {
        INFO("first player " << first);
        const Game game = game_for(4, first);
        std::vector<GameEvent> events;
        const GameState s = game.new_game(3, events);
        CHECK(s.first_player == first);
        CHECK(s.current == first);
        CHECK(s.round == 1);
        CHECK(s.turns_taken == 0);
        CHECK(s.step == Step::OrderAction);
        CHECK(s.end == EndReason::None);
        const auto started = events_of(events, GameEventKind::TurnStarted);
        REQUIRE(started.size() == 1);
        CHECK(started[0].player == first);
        const auto round = events_of(events, GameEventKind::RoundStarted);
        REQUIRE(round.size() == 1);
        CHECK(round[0].player == first);
        CHECK(round[0].round == 1);
    }
}

TEST_CASE(
    "Set-up: 1 to 4 players can play, 0 or 5 cannot, and the first player must be one of "
    "them",
    "[game][setup]") {
    const Catalog& cat = testkit::catalog();
    for (int players = 1; players <= 4; ++players)
        CHECK(Game::validate_options(cat, options_for(players)).empty());
    CHECK_FALSE(Game::validate_options(cat, options_for(0)).empty());
    CHECK_FALSE(Game::validate_options(cat, options_for(5)).empty());
    CHECK_FALSE(Game::validate_options(cat, options_for(2, 2)).empty());
    CHECK_THROWS_AS(Game(cat, options_for(5)), std::invalid_argument);
}

TEST_CASE("Set-up: the same seed deals the same game, different seeds deal different games",
          "[game][setup]") {
    for (int players = 1; players <= 4; ++players) {
        INFO(players << " players");
        const Game game = game_for(players);
        std::vector<GameEvent> a_events;
        std::vector<GameEvent> b_events;
        CHECK(game.new_game(42, a_events) == game.new_game(42, b_events));
        CHECK(a_events == b_events);
        std::vector<GameState> deals;
        for (std::uint64_t seed = 0; seed < 20; ++seed)
            deals.push_back(game.new_game(seed));
        for (size_t i = 0; i < deals.size(); ++i) {
            for (size_t j = i + 1; j < deals.size(); ++j) {
                // Not only the generator: the cards dealt differ.
                CHECK_FALSE(deals[i].order_deck == deals[j].order_deck);
                CHECK_FALSE(deals[i].tile_deck == deals[j].tile_deck);
            }
        }
    }
}
