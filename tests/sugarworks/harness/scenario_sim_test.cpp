// The random-simulation harness over every scenario of data/scenarios/, every
// combination of the toggles each allows and every player count it takes: at
// least 1,000 games each at full size (100 in the release preset; in the sanitizer
// build 10, of a quarter of the toggle combinations: harness_scale.hpp), with the invariants of
// random_sim.hpp checked after every action (a save round trip in one game of twenty).
#include <catch2/catch.hpp>

#include <set>

#include "harness/harness_scale.hpp"
#include "harness/random_sim.hpp"
#include "harness/save_round_trip.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

namespace {

constexpr int kGamesPerCombination = harness::scaled_games(1000, 10);

std::string describe(const Scenario& sc, ToggleSet toggles, int players) {
    std::string text = sc.id + ", " + std::to_string(players) + " players";
    for (Toggle t : kAllToggles) {
        if (toggles.has(t))
            text += ", " + std::string(toggle_id(t));
    }
    return text;
}

// Plays every combination of one scenario (those `wanted` picks); returns how
// many were played.
template <typename Wanted>
int check_scenario(const std::string& id, Wanted wanted) {
    const Scenario* sc = testkit::catalog().scenario(id);
    REQUIRE(sc);
    int combinations = 0;
    int subset = 0;
    std::uint64_t seed = 7'000'000;
    for (ToggleSet toggles : toggle_subsets(sc->allowed_toggles)) {
        if (!wanted(toggles) || subset++ % engine::harness::sweep_stride() != 0)
            continue;
        for (int players = sc->min_players; players <= sc->max_players; ++players) {
            const Game game(testkit::catalog(), GameOptions::for_scenario(*sc, players, toggles));
            int ended = 0;
            long long actions = 0;
            for (int i = 0; i < kGamesPerCombination; ++i) {
                harness::HarnessOptions options;
                options.all_legal = i % 100 == 3;
                if (i % 20 == 0)
                    options.save_check = harness::save_round_trip;
                const harness::HarnessReport report =
                    harness::run_random_game(game, ++seed, options);
                if (!report.ok()) {
                    FAIL(describe(*sc, toggles, players)
                         << ": " << harness::describe(game, *report.failure));
                }
                ended += report.end != EndReason::None ? 1 : 0;
                actions += report.actions;
            }
            INFO(describe(*sc, toggles, players) << ": " << actions << " actions");
            CHECK(ended == kGamesPerCombination);
            CHECK(actions > kGamesPerCombination);
            ++combinations;
        }
    }
    return combinations;
}
int check_scenario(const std::string& id) {
    return check_scenario(id, [](ToggleSet) { return true; });
}

}  // namespace

TEST_CASE("Every scenario file has its random-game batch here", "[harness][scenario]") {
    const std::set<std::string> covered = {
        "first_shift", "second_shift", "third_shift",         "lucy",
        "classic",     "cooperative",  "irritating_coworkers"};
    for (const Scenario& sc : testkit::catalog().scenarios) {
        INFO(sc.id);
        CHECK(covered.contains(sc.id));
    }
}

TEST_CASE("Random First Shift games keep every invariant", "[harness][scenario]") {
    CHECK(check_scenario("first_shift") == 4);
}

TEST_CASE("Random Second Shift games keep every invariant", "[harness][scenario]") {
    CHECK(check_scenario("second_shift") == 4);
}

TEST_CASE("Random Third Shift games with every toggle combination keep every invariant",
          "[harness][scenario]") {
    CHECK(check_scenario("third_shift") == engine::harness::swept(16) * 4);
}

TEST_CASE("Random Lucy Mode games with every toggle combination keep every invariant",
          "[harness][scenario]") {
    CHECK(check_scenario("lucy") == engine::harness::swept(16) * 4);
}

TEST_CASE("Random Classic games with every toggle combination keep every invariant",
          "[harness][scenario]") {
    CHECK(check_scenario("classic") == engine::harness::swept(16) * 4);
}

TEST_CASE("Random Co-operative games with every toggle combination keep every invariant",
          "[harness][scenario]") {
    CHECK(check_scenario("cooperative") == engine::harness::swept(16) * 4);
}

// Irritating Coworkers has 7 toggles (128 combinations for 2 to 4 players): four
// batches, so that they run side by side.
TEST_CASE(
    "Random Irritating Coworkers games keep every invariant: no Hidden Orders, no "
    "Sugarworkers",
    "[harness][scenario]") {
    CHECK(check_scenario("irritating_coworkers", [](ToggleSet t) {
              return !t.has(Toggle::HiddenOrders) && !t.has(Toggle::Sugarworkers);
          }) == engine::harness::swept(32) * 3);
}

TEST_CASE("Random Irritating Coworkers games keep every invariant: Hidden Orders",
          "[harness][scenario]") {
    CHECK(check_scenario("irritating_coworkers", [](ToggleSet t) {
              return t.has(Toggle::HiddenOrders) && !t.has(Toggle::Sugarworkers);
          }) == engine::harness::swept(32) * 3);
}

TEST_CASE("Random Irritating Coworkers games keep every invariant: Sugarworkers",
          "[harness][scenario]") {
    CHECK(check_scenario("irritating_coworkers", [](ToggleSet t) {
              return !t.has(Toggle::HiddenOrders) && t.has(Toggle::Sugarworkers);
          }) == engine::harness::swept(32) * 3);
}

TEST_CASE(
    "Random Irritating Coworkers games keep every invariant: Hidden Orders and "
    "Sugarworkers",
    "[harness][scenario]") {
    CHECK(check_scenario("irritating_coworkers", [](ToggleSet t) {
              return t.has(Toggle::HiddenOrders) && t.has(Toggle::Sugarworkers);
          }) == engine::harness::swept(32) * 3);
}
