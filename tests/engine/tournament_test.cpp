// The engine's tournament pieces: entries rotate round the seats, a shared win is
// split, the win rate's interval is Wilson's, and games played on several threads
// give what one thread gives, in game order.
#include <catch2/catch.hpp>

#include <vector>

#include "engine/tournament.hpp"

using namespace engine::tournament;

TEST_CASE("Tournament: the entries rotate round the seats, so none keeps the first seat",
          "[engine][tournament]") {
    // Three entries over three games: each sits once in each seat.
    for (int entry = 0; entry < 3; ++entry)
        for (int seat = 0; seat < 3; ++seat) {
            int games_there = 0;
            for (int game = 0; game < 3; ++game)
                games_there += entry_at(seat, game, 3) == entry ? 1 : 0;
            CHECK(games_there == 1);
        }
    CHECK(entry_at(0, 0, 2) == 0);
    CHECK(entry_at(0, 1, 2) == 1);
}

TEST_CASE("Tournament: a win shared by k seats counts 1/k, a loss nothing",
          "[engine][tournament]") {
    Tally t;
    t.add_game(30, true, 1);
    t.add_game(20, true, 2);
    t.add_game(10, false, 1);
    CHECK(t.games == 3);
    CHECK(t.wins == Approx(1.5));
    CHECK(t.score_total == 60);
}

TEST_CASE("Tournament: the win rate's 95 % interval is Wilson's, inside 0 to 1",
          "[engine][tournament]") {
    const Interval half = wilson_interval(5, 10);
    CHECK(half.rate == Approx(0.5));
    CHECK(half.low == Approx(0.2366).epsilon(0.001));
    CHECK(half.high == Approx(0.7634).epsilon(0.001));
    const Interval none = wilson_interval(0, 20);
    CHECK(none.low == 0.0);
    CHECK(none.high == Approx(0.1611).epsilon(0.001));
    const Interval all = wilson_interval(20, 20);
    CHECK(all.high == 1.0);
    CHECK(all.low == Approx(0.8389).epsilon(0.001));
    CHECK(wilson_interval(0, 0).rate == 0.0);
}

TEST_CASE("Tournament: a quantile of the decision times", "[engine][tournament]") {
    CHECK(quantile({}, 0.5) == 0.0);
    CHECK(quantile({3, 1, 2}, 0.5) == 2.0);
    CHECK(quantile({3, 1, 2}, 1.0) == 3.0);
    CHECK(quantile({3, 1, 2}, -1.0) == 1.0);
}

TEST_CASE("Tournament: games on several threads give what one thread gives, in game order",
          "[engine][tournament]") {
    const auto play = [](int g) { return g * g + 1; };
    int calls = 0;
    int last = 0;
    const std::vector<int> one = play_games<int>(25, 1, play, [&](int done) {
        ++calls;
        last = done;
    });
    REQUIRE(one.size() == 25);
    CHECK(one[7] == 50);
    CHECK(calls == 25);
    CHECK(last == 25);
    CHECK(play_games<int>(25, 3, play) == one);
    CHECK(play_games<int>(0, 2, play).empty());
}
