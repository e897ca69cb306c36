// A game state as JSON (the snapshot in saves): every state of many random games
// survives state_to_json -> state_from_json unchanged, and a state that breaks
// the game's bookkeeping (a card, tile or candy in two places or nowhere) is
// refused with the file and the JSON pointer of the problem.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "sugarworks/state_io.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using nlohmann::json;
using Pointer = json::json_pointer;

namespace {

GameOptions options_for(int players, const std::string& board = "side_a") {
    return testkit::options_on(players, board);
}

// Every state of one game of random legal actions, set-up first.
std::vector<GameState> random_game_states(const Game& game, std::uint64_t seed,
                                          int max_actions = 2000) {
    std::vector<GameState> states{game.new_game(seed)};
    Rng chooser(seed * 7919 + 17);
    std::vector<Action> legal;
    for (int n = 0; n < max_actions && !states.back().over(); ++n) {
        game.legal_actions(states.back(), legal);
        REQUIRE_FALSE(legal.empty());
        auto applied = game.apply(states.back(),
                                  legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
        REQUIRE(std::holds_alternative<Applied>(applied));
        states.push_back(std::get<Applied>(std::move(applied)).state);
    }
    return states;
}

// Reads `value` as a state of `game`; the errors, formatted.
std::vector<std::string> refusals(const Game& game, const json& value) {
    Diagnostics errors;
    const auto state = state_from_json(game, value, "save.json", Pointer("/snapshot"), errors);
    std::vector<std::string> out;
    for (const Diagnostic& d : errors)
        out.push_back(format_diagnostic(d));
    if (state)
        CHECK(errors.empty());
    else
        CHECK_FALSE(errors.empty());
    return out;
}

std::vector<std::string> one(std::string line) {
    return {std::move(line)};
}

}  // namespace

TEST_CASE("every state of random games survives state_to_json and state_from_json", "[io][state]") {
    int checked = 0;
    for (const std::string board : {"side_a", "side_b"}) {
        for (int players = 1; players <= kMaxPlayers; ++players) {
            const Game game(testkit::catalog(), options_for(players, board));
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                for (const GameState& state : random_game_states(game, seed * 101 + players)) {
                    const json written = state_to_json(state);
                    // Through text as well, as a save does.
                    const json reread = json::parse(written.dump());
                    Diagnostics errors;
                    const auto back =
                        state_from_json(game, reread, "save.json", Pointer("/snapshot"), errors);
                    INFO(board << ", " << players << " players, seed " << seed << ", round "
                               << state.round);
                    INFO((errors.empty() ? "" : format_diagnostic(errors.front())));
                    REQUIRE(back);
                    REQUIRE(*back == state);
                    REQUIRE(state_hash(*back) == state_hash(state));
                    REQUIRE(state_to_json(*back) == written);
                    ++checked;
                }
            }
        }
    }
    CHECK(checked > 1000);
}

TEST_CASE("state_to_json writes what changes in words a person can check", "[io][state]") {
    const Game game(testkit::catalog(), options_for(2));
    const GameState s = game.new_game(5);
    const json j = state_to_json(s);
    CHECK(j["step"] == "order_action");
    CHECK(j["end"] == "none");
    CHECK(j["round"] == 1);
    CHECK(j["rng"].size() == 4);
    CHECK(j["rng"][0] == hash_hex(s.rng.state()[0]));
    CHECK(j["players"].size() == 2);
    CHECK(j["market"].size() == kMarketSlots);
    CHECK(j["tile_deck"].size() == static_cast<size_t>(s.tile_deck.size()));
    CHECK(j["tile_deck"].back() == s.tile_deck.top());  // bottom to top
    CHECK(j["floor"]["docks"]["A-lower"] ==
          json({{"output", "yellow_hexagon"},
                {"candy", {{"type", "yellow_hexagon"}, {"serial", 0}}}}));
    CHECK(j["floor"]["docks"]["A-upper"].is_null());
    CHECK(j["floor"]["supply"]["red_circle"] == json::array({1, 2, 3, 4}));
    CHECK(j["floor"]["tiles"] == json::array());
    CHECK(j["last_roll"].is_string());
}

TEST_CASE("state_from_json refuses a card, tile or candy in two places or nowhere", "[io][state]") {
    const Game game(testkit::catalog(), options_for(2));
    const GameState s = game.new_game(5);
    const json good = state_to_json(s);
    REQUIRE(refusals(game, good).empty());
    const int market0 = s.market[0];
    const int deck_top = s.order_deck.top();

    SECTION("an order card in a hand and in the market") {
        json j = good;
        j["players"][1]["orders"].push_back(market0);
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/players/1/orders/3: order card " + std::to_string(market0) +
                  " is in two places: /snapshot/market/0 and here (every card is in exactly one "
                  "place)"));
    }
    SECTION("an order card nowhere") {
        json j = good;
        j["order_deck"].erase(j["order_deck"].size() - 1);
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot: order card " + std::to_string(deck_top) +
                  " is nowhere (not in the order deck, the discard pile, the market, any hand, "
                  "any completed orders, the cards set aside, those drawn to choose from or the "
                  "one shown "
                  "to make a candy)"));
    }
    SECTION("a conveyor tile in a hand and on the floor") {
        json j = good;
        const int tile = j["players"][0]["tiles"][0].get<int>();
        j["floor"]["tiles"].push_back({{"at", "B4"}, {"tile", tile}});
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/players/0/tiles/0: conveyor tile " + std::to_string(tile) +
                  " is in two places: /snapshot/floor/tiles/0/tile and here (every card is in "
                  "exactly one place)"));
    }
    SECTION("conveyor tiles nowhere") {
        json j = good;
        j["tile_deck"] = json::array();
        const auto lines = refusals(game, j);
        REQUIRE(lines.size() == 1);
        CHECK_THAT(lines[0], Catch::StartsWith("save.json:/snapshot: conveyor tiles "));
        CHECK_THAT(
            lines[0],
            Catch::EndsWith(" are nowhere (not in the tile deck, the discard pile, any hand, the "
                            "floor or the tiles set aside)"));
    }
    SECTION("a candy on a dock and in the supply") {
        json j = good;
        j["floor"]["supply"]["purple_rectangle"].push_back(0);
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/floor/supply/purple_rectangle/4: the Purple Rectangle #0 "
                  "is in two places: /snapshot/floor/docks/C-lower/candy and here (every candy is "
                  "in exactly one place)"));
    }
    SECTION("candies that do not add up") {
        json j = good;
        j["floor"]["lost"]["red_circle"] = 1;
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/floor: the Red Circle candies add up to 6 (on the floor 1, "
                  "in the supply 4, in crates 0, Lost 1, removed 0), but the game has 5"));
    }
    SECTION("two candies on one space") {
        json j = good;
        j["floor"]["candies"].push_back({{"at", "B4"}, {"type", "red_circle"}, {"serial", 1}});
        j["floor"]["candies"].push_back({{"at", "B4"}, {"type", "red_circle"}, {"serial", 2}});
        const auto lines = refusals(game, j);
        REQUIRE_FALSE(lines.empty());
        CHECK(lines[0] == "save.json:/snapshot/floor/candies/1/at: two candies on the same space");
    }
    SECTION("a deck longer than the box") {
        json j = good;
        for (int i = 0; i < 70; ++i)
            j["order_deck"].push_back(0);
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/order_deck: expected at most 40 cards, found " +
                  std::to_string(s.order_deck.size() + 70)));
    }
}

TEST_CASE("state_from_json reads strictly and names the pointer of every problem", "[io][state]") {
    const Game game(testkit::catalog(), options_for(2));
    const GameState s = game.new_game(5);
    const json good = state_to_json(s);

    SECTION("not an object") {
        CHECK(refusals(game, json::array()) ==
              one("save.json:/snapshot: expected an object, found an array"));
    }
    SECTION("a missing member") {
        json j = good;
        j.erase("round");
        CHECK(refusals(game, j) == one("save.json:/snapshot: missing member \"round\""));
    }
    SECTION("an unknown member") {
        json j = good;
        j["score"] = 3;
        CHECK(refusals(game, j) == one("save.json:/snapshot/score: unknown member \"score\""));
    }
    SECTION("a wrong type") {
        json j = good;
        j["round"] = "1";
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/round: expected an integer, found a string"));
    }
    SECTION("a player out of range") {
        json j = good;
        j["current"] = 2;
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/current: expected an integer from 0 to 1, found 2"));
    }
    SECTION("the wrong number of players") {
        json j = good;
        j["players"].push_back(j["players"][0]);
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/players: expected 2 players (as the options say), found 3"));
    }
    SECTION("a generator state that is not hex") {
        json j = good;
        j["rng"][2] = "0123456789abcdeg";
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/rng/2: expected 16 hex digits, found \"0123456789abcdeg\""));
    }
    SECTION("a generator state of zeros") {
        json j = good;
        j["rng"] = json::array(
            {"0000000000000000", "0000000000000000", "0000000000000000", "0000000000000000"});
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/rng: the generator's state cannot be all zeros"));
    }
    SECTION("an unknown step") {
        json j = good;
        j["step"] = "dancing";
        CHECK(refusals(game, j) == one("save.json:/snapshot/step: unknown step \"dancing\""));
    }
    SECTION("an end reason before the game is over") {
        json j = good;
        j["end"] = "round_cap";
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/end: the game has an end reason, so its step must be "
                  "\"game_over\""));
    }
    SECTION("a die face the die does not have") {
        json j = good;
        j["last_roll"] = "orange_star";
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/last_roll: the candy die has no face \"orange_star\""));
    }
    SECTION("a market slot beyond the market's size") {
        const Game small(testkit::catalog(), [] {
            GameOptions o = options_for(2);
            o.market_size = 3;
            return o;
        }());
        json j = state_to_json(small.new_game(5));
        const int card = j["market"][2].get<int>();
        j["market"][2] = nullptr;
        j["market"][3] = card;
        CHECK(refusals(small, j) ==
              one("save.json:/snapshot/market/3: the market of this game has 3 slots: this one "
                  "must be null"));
    }
    SECTION("a crate of another kind") {
        json j = good;
        j["floor"]["crates"][0]["crate"] = "bunny";
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/floor/crates/0/crate: crate 0 of this board is the Heart "
                  "crate"));
    }
    SECTION("a dock spot the board does not have") {
        json j = good;
        j["floor"]["docks"]["F-upper"] = nullptr;
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/floor/docks/F-upper: unknown member \"F-upper\" (not a "
                  "dock spot of this board)"));
    }
    SECTION("a tile off the grid") {
        json j = good;
        const int tile = j["tile_deck"][0].get<int>();
        j["tile_deck"].erase(0);
        j["floor"]["tiles"].push_back({{"at", "A7"}, {"tile", tile}});
        const auto lines = refusals(game, j);
        REQUIRE_FALSE(lines.empty());
        CHECK(lines[0] ==
              "save.json:/snapshot/floor/tiles/0/at: conveyor tiles lie on grid spaces only");
    }
    SECTION("a candy serial beyond the number of candies") {
        json j = good;
        j["floor"]["supply"]["red_circle"].push_back(5);
        CHECK(refusals(game, j) ==
              one("save.json:/snapshot/floor/supply/red_circle/4: expected an integer from 0 to "
                  "4, found 5"));
    }
}

TEST_CASE("state_from_json never throws on mangled snapshots", "[io][state]") {
    const Game game(testkit::catalog(), options_for(3));
    const auto states = random_game_states(game, 77, 60);
    const json base = state_to_json(states.back());
    // Every leaf and container replaced in turn by values of every kind.
    std::vector<json::json_pointer> pointers;
    const json flat = base.flatten();
    for (const auto& [path, value] : flat.items())
        pointers.emplace_back(path);
    const std::vector<json> replacements = {nullptr,
                                            true,
                                            -1,
                                            255,
                                            100000,
                                            1.5,
                                            "x",
                                            "B4",
                                            json::array(),
                                            json::object(),
                                            json::array({0, 0})};
    int refused = 0;
    for (const auto& at : pointers) {
        for (const json& replacement : replacements) {
            json j = base;
            j[at] = replacement;
            Diagnostics errors;
            std::optional<GameState> state;
            REQUIRE_NOTHROW(state = state_from_json(game, j, "save.json", Pointer(), errors));
            CHECK(state.has_value() == errors.empty());
            refused += state ? 0 : 1;
        }
    }
    CHECK(refused > 0);
}
