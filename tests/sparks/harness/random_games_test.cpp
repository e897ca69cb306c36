// The shared random-game harness over Sparks: every player count and every
// variant, with every invariant checked after every action.
#include <catch2/catch.hpp>

#include "engine/harness_scale.hpp"
#include "engine/random_game_harness.hpp"
#include "harness/sparks_hooks.hpp"
#include "support/sparks_content.hpp"

namespace sparks {
namespace {

std::string name(const GameOptions& o) {
    return std::to_string(o.players) + " players" + (o.goal_tiles ? ", goal tiles" : "") +
           (o.assistant_draft ? ", draft" : "") +
           (o.players == 1 ? ", " + std::to_string(o.solo_goals) + " solo goals" : "");
}

void play(const GameOptions& options, int games, std::uint64_t first_seed,
          const engine::harness::Options& harness = {}) {
    const Game game(testing::shipped_content(), options);
    REQUIRE(Game::validate_options(game.content(), options).empty());
    testing::SparksHooks hooks{game};
    long long actions = 0;
    for (int g = 0; g < games; ++g) {
        const auto report = engine::harness::run_random_game(game, first_seed + g, hooks, harness);
        INFO(name(options) << ", seed " << first_seed + g << ", action " << report.failed_at);
        REQUIRE(report.failure == "");
        actions += report.actions;
    }
    CHECK(actions > 0);
}

TEST_CASE("Random games of every variant and player count keep every invariant", "[harness]") {
    for (const GameOptions& options : every_variant()) {
        DYNAMIC_SECTION(name(options)) {
            play(options, engine::harness::scaled_games(120, 10), 1000);
        }
    }
}

TEST_CASE("Random games replay from their seed and actions with saves checked along the way",
          "[harness]") {
    engine::harness::Options harness;
    harness.save_every = 25;
    for (int players = 1; players <= kMaxPlayers; ++players)
        play({.players = players}, engine::harness::scaled_games(10, 2), 77, harness);
}

}  // namespace
}  // namespace sparks
