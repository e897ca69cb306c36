// The bookkeeping every state keeps, checked by one function of the rules that
// both the save's snapshot reader and the random-game harness ask.
#include <catch2/catch.hpp>

#include "harness/random_sim.hpp"
#include "sugarworks/consistency.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

namespace {

std::vector<std::string> members(const std::vector<StateProblem>& problems) {
    std::vector<std::string> out;
    for (const StateProblem& p : problems)
        out.push_back(p.member);
    return out;
}

}  // namespace

TEST_CASE("A state as the rules leave it keeps the bookkeeping", "[game][consistency]") {
    const Game game(testkit::catalog(), testkit::options_on(3));
    GameState s = game.new_game(11);
    CHECK(consistency_problems(game, s).empty());
}

TEST_CASE("Candies that do not add up are named with each count", "[game][consistency]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    GameState s = game.new_game(3);
    CandyCounts lost{};
    lost[0] = 1;  // a Red Circle lost that never left the supply
    s.floor.set_lost(lost);
    const auto problems = consistency_problems(game, s);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].member == "/floor");
    CHECK_THAT(problems[0].message, Catch::StartsWith("the Red Circle candies add up to "));
    CHECK_THAT(problems[0].message, Catch::Contains("Lost 1"));
}

TEST_CASE("The step and what it waits on agree, and the end goes with its reason",
          "[game][consistency]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    GameState s = game.new_game(5);
    s.step = Step::KeepOne;  // with no orders drawn to keep one of
    CHECK(members(consistency_problems(game, s)) == std::vector<std::string>{"/choosing"});
    s = game.new_game(5);
    s.step = Step::ChooseCandy;  // no order shown, and no Hidden Orders
    CHECK(members(consistency_problems(game, s)) == std::vector<std::string>{"/revealed", "/step"});
    s = game.new_game(5);
    s.end = EndReason::RoundCap;
    CHECK(members(consistency_problems(game, s)) == std::vector<std::string>{"/end"});
    s.step = Step::GameOver;
    CHECK(consistency_problems(game, s).empty());
}

TEST_CASE("Sugarworker cards go with their rule", "[game][consistency]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    GameState s = game.new_game(5);
    s.players[1].worker = 0;
    CHECK(members(consistency_problems(game, s)) == std::vector<std::string>{"/players/1"});
    s = game.new_game(5);
    s.step = Step::ChooseWorker;
    CHECK(members(consistency_problems(game, s)) == std::vector<std::string>{"/step"});
}

TEST_CASE("The harness reports what the rules' check finds", "[game][consistency][harness]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    GameState s = game.new_game(5);
    s.step = Step::KeepOne;  // with no orders drawn to keep one of
    CHECK(harness::check_state(game, s) ==
          "orders to choose from go with the step \"keep_one\" only (at /choosing)");
}
