// The random-simulation harness over many full games: 10,000 games, 2,500 for
// each player count (a share of them in the sanitizer build, harness_scale.hpp), on both board
// sides, with every invariant checked after every action (see random_sim.hpp). A failure names the
// seed, the action index and the action: rerun that one game with run_random_game to debug it.
#include <catch2/catch.hpp>

#include "harness/harness_scale.hpp"
#include "harness/random_sim.hpp"
#include "harness/save_round_trip.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

namespace {

constexpr int kGamesPerPlayerCount = harness::scaled_games(2500, 50);

// Game i of a batch: both board sides, every first player, and one game in ten
// with a short round cap so that the cap ends games too.
GameOptions options_for(int players, int i) {
    GameOptions o;
    o.players = players;
    if (i % 2 == 1) {
        o.board = "side_b";
        o.toggles.add(Toggle::SideB);
    }
    o.first_player = (i / 2) % players;
    if (i % 10 == 3)
        o.round_cap = 1 + (i / 10) % 8;
    return o;
}

struct Totals {
    int games = 0;
    long long actions = 0;
    long long legal_applied = 0;
    long long illegal_refused = 0;
    long long checks_agreed = 0;
    int saves = 0;
    int ended_by_cap = 0;
    int ended_by_candy = 0;
};

Totals run_batch(int players, int games, std::uint64_t first_seed, bool saves) {
    Totals totals;
    for (int i = 0; i < games; ++i) {
        const Game game(testkit::catalog(), options_for(players, i));
        harness::HarnessOptions options;
        // Now and then every listed action at every step, and more saves on the way.
        options.all_legal = i % 50 == 7;
        options.mid_game_saves = options.all_legal ? 5 : 1;
        if (saves)
            options.save_check = harness::save_round_trip;
        const harness::HarnessReport report =
            harness::run_random_game(game, first_seed + static_cast<std::uint64_t>(i), options);
        if (!report.ok())
            FAIL("random game failed: " << harness::describe(game, *report.failure));
        ++totals.games;
        totals.actions += report.actions;
        totals.legal_applied += report.legal_applied;
        totals.illegal_refused += report.illegal_refused;
        totals.checks_agreed += report.checks_agreed;
        totals.saves += report.saves_checked;
        totals.ended_by_cap += report.end == EndReason::RoundCap ? 1 : 0;
        totals.ended_by_candy += report.end == EndReason::CandyRanOut ? 1 : 0;
    }
    return totals;
}

void check_batch(int players) {
    const std::uint64_t first_seed = 1'000'000ull * static_cast<std::uint64_t>(players);
    const Totals t = run_batch(players, kGamesPerPlayerCount, first_seed, true);
    INFO(t.games << " games of " << players << " players: " << t.actions << " actions, "
                 << t.legal_applied << " listed actions applied to clones, " << t.illegal_refused
                 << " illegal actions refused, " << t.saves << " save round trips");
    CHECK(t.games == kGamesPerPlayerCount);
    CHECK(t.ended_by_cap + t.ended_by_candy == t.games);
    CHECK(t.ended_by_cap > 0);
    CHECK(t.ended_by_candy > 0);
    // The harness did its work: several refusals and applied clones per action.
    CHECK(t.illegal_refused > 3 * t.actions);
    CHECK(t.legal_applied > 3 * t.actions);
    CHECK(t.saves >= 2 * t.games);
}

}  // namespace

TEST_CASE("Random games of 1 player(s) keep every invariant after every action", "[harness]") {
    check_batch(1);
}

TEST_CASE("Random games of 2 player(s) keep every invariant after every action", "[harness]") {
    check_batch(2);
}

TEST_CASE("Random games of 3 player(s) keep every invariant after every action", "[harness]") {
    check_batch(3);
}

TEST_CASE("Random games of 4 player(s) keep every invariant after every action", "[harness]") {
    check_batch(4);
}

TEST_CASE("The harness reports the first broken invariant with seed and action", "[harness]") {
    // A state with a candy counted twice (one in the supply and also on the floor).
    const Game game(testkit::catalog(), GameOptions{});
    GameState s = game.new_game(7);
    CHECK(harness::check_state(game, s).empty());
    const auto spot = s.floor.output_spot(CandyType::RedCircle);
    REQUIRE(spot);
    const CandyId red = s.floor.dock(*spot).candy;
    REQUIRE(red != kNoCandy);
    s.floor.set_supply_bits(s.floor.supply_bits() | (std::uint64_t{1} << red));
    CHECK_THAT(harness::check_state(game, s), Catch::Contains("both in the supply and"));

    GameState t = game.new_game(7);
    t.order_discard.add(t.market[0]);  // a market card also in the discard pile
    CHECK_THAT(harness::check_state(game, t), Catch::Contains("is in 2 places"));

    harness::HarnessFailure failure{12, GameOptions{}, 5, Action::roll(), "something broke"};
    const std::string text = harness::describe(game, failure);
    CHECK_THAT(text, Catch::Contains("seed 12") && Catch::Contains("action 5") &&
                         Catch::Contains("roll_die") && Catch::Contains("something broke"));
}
