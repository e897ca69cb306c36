// The headline of the score sheet, on sheets written by hand and on the core's
// sheets of real games played to the end.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "setup/score_summary.hpp"
#include "sugarworks/rng.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

const std::vector<std::string> kNames = {"Alex", "Blake", "Casey", "Drew"};

ScoreSheet sheet_of(const std::vector<int>& totals) {
    ScoreSheet sheet;
    int best = 0;
    for (int t : totals) {
        PlayerScore p;
        p.total = t;
        sheet.players.push_back(p);
        best = std::max(best, t);
    }
    for (int i = 0; i < static_cast<int>(totals.size()); ++i) {
        if (totals[static_cast<size_t>(i)] == best)
            sheet.winners.push_back(i);
    }
    return sheet;
}

// Plays random legal actions from a seeded generator until the game is over.
GameState play_to_the_end(const sugarworks::Game& game, std::uint64_t seed) {
    GameState state = game.new_game(seed);
    Rng rng(seed ^ 0x5eedu);
    std::vector<Action> legal;
    std::vector<GameEvent> events;
    for (int step = 0; step < 200000 && !state.over(); ++step) {
        game.legal_actions(state, legal);
        REQUIRE_FALSE(legal.empty());
        const Action& action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        events.clear();
        const auto rejection = game.apply_in_place(state, action, events);
        REQUIRE_FALSE(rejection);
    }
    REQUIRE(state.over());
    return state;
}

sugarworks::Game game_of(const std::string& scenario, int players) {
    const Catalog& catalog = testkit::catalog();
    const Scenario* s = catalog.scenario(scenario);
    REQUIRE(s);
    return sugarworks::Game(catalog, GameOptions::for_scenario(*s, players));
}

}  // namespace

TEST_CASE("one winner is named with the points", "[app][score]") {
    CHECK(winners_line(sheet_of({14, 9}), kNames) == "Alex wins with 14 points");
    CHECK(winners_line(sheet_of({3, 9, 1}), kNames) == "Blake wins with 9 points");
    CHECK(winners_line(sheet_of({1}), kNames) == "Alex wins with 1 point");
}

TEST_CASE("a tie is a shared win", "[app][score]") {
    CHECK(winners_line(sheet_of({9, 9}), kNames) == "Alex and Blake share the win with 9 points");
    CHECK(winners_line(sheet_of({4, 7, 7, 7}), kNames) ==
          "Blake, Casey and Drew share the win with 7 points");
    CHECK(winners_line(sheet_of({0, 0}), kNames) == "Alex and Blake share the win with 0 points");
}

TEST_CASE("seats without a name read Player N", "[app][score]") {
    const std::vector<std::string> names = {"Alex", ""};
    CHECK(winners_line(sheet_of({2, 5}), names) == "Player 2 wins with 5 points");
    CHECK(winners_line(sheet_of({5, 5, 5}), names) ==
          "Alex, Player 2 and Player 3 share the win with 5 points");
}

TEST_CASE("the co-operative line gives the team's score and rating", "[app][score]") {
    ScoreSheet sheet;
    sheet.cooperative = true;
    sheet.players.resize(1);
    sheet.players[0].total = 23;
    sheet.rating = "Pleasant Shift";
    CHECK(winners_line(sheet, kNames) == "The team scores 23: Pleasant Shift");
}

TEST_CASE("the headline of real games played to the end", "[app][score]") {
    SECTION("the standard game for three") {
        const sugarworks::Game game = game_of("third_shift", 3);
        for (const std::uint64_t seed : {1u, 2u, 3u}) {
            INFO("seed " << seed);
            const GameState end = play_to_the_end(game, seed);
            const ScoreSheet sheet = score(game, end);
            REQUIRE_FALSE(sheet.cooperative);
            REQUIRE_FALSE(sheet.winners.empty());
            const int top = sheet.players[static_cast<size_t>(sheet.winners[0])].total;
            const std::string line = winners_line(sheet, kNames);
            INFO(line);
            if (sheet.winners.size() == 1) {
                CHECK(line == kNames[static_cast<size_t>(sheet.winners[0])] + " wins with " +
                                  points_words(top));
            } else {
                CHECK(line.find(" share the win with " + points_words(top)) != std::string::npos);
                for (int w : sheet.winners)
                    CHECK(line.find(kNames[static_cast<size_t>(w)]) != std::string::npos);
            }
            for (size_t p = 0; p < sheet.players.size(); ++p) {
                const bool won = std::find(sheet.winners.begin(), sheet.winners.end(),
                                           static_cast<int>(p)) != sheet.winners.end();
                CHECK(won == (line.find(kNames[p]) != std::string::npos));
            }
        }
    }
    SECTION("a co-operative game for two") {
        const sugarworks::Game game = game_of("cooperative", 2);
        const GameState end = play_to_the_end(game, 11);
        const ScoreSheet sheet = score(game, end);
        REQUIRE(sheet.cooperative);
        REQUIRE(sheet.players.size() == 1);
        REQUIRE_FALSE(sheet.rating.empty());
        CHECK(winners_line(sheet, kNames) ==
              "The team scores " + std::to_string(sheet.players[0].total) + ": " + sheet.rating);
    }
}
