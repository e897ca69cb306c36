// The generated list of legal actions (rules::legal_actions) against the reference
// (rules::legal_actions_by_check: every candidate kept when the check accepts it),
// at every state of random games of every player count and variant. The two must
// be the same sequence: the same actions in the same order, since a random game's
// choices, and so its result, follow the list's order.
#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <vector>

#include "engine/harness_scale.hpp"
#include "engine/rng.hpp"
#include "rules/rules.hpp"
#include "sparks/action_json.hpp"
#include "support/sparks_content.hpp"

namespace sparks {
namespace {

std::string listed(const std::vector<Action>& actions) {
    std::string out;
    for (const Action& a : actions)
        out += action_to_json(a).dump() + "\n";
    return out;
}

// What the games reached: each action kind listed, each decision asked.
struct Reached {
    std::array<long long, kActionKinds> kinds{};
    std::array<long long, kPendingKinds> decisions{};
    long long states = 0;
};

// Uniformly random play sells and ends most turns and seldom builds far; every
// other game prefers placing dice, taking tiles and answering decisions (when it
// can), so the comparison reaches completed robots, upgrades and their decisions.
Action pick(const std::vector<Action>& legal, engine::Rng& choose, bool builds) {
    if (builds) {
        std::vector<Action> building;
        for (const Action& a : legal)
            if (a.kind == ActionKind::PlaceRobot || a.kind == ActionKind::PlaceUpgrade ||
                a.kind == ActionKind::Recruit || (a.kind == ActionKind::Choose && !a.decline))
                building.push_back(a);
        if (!building.empty() && choose.below(4) != 0)
            return building[choose.below(static_cast<std::uint32_t>(building.size()))];
    }
    return legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
}

void compare_in_random_games(const GameOptions& options, int games, Reached& reached) {
    const Game game(testing::shipped_content(), options);
    std::vector<Action> fast;
    std::vector<Action> reference;
    std::vector<Event> events;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 500 + static_cast<std::uint64_t>(g);
        GameState s = game.new_game(seed);
        engine::Rng choose(seed);
        int step = 0;
        while (!game.is_over(s)) {
            rules::legal_actions(game, s, fast);
            rules::legal_actions_by_check(game, s, reference);
            INFO("players " << options.players << ", seed " << seed << ", action " << step);
            if (fast != reference)
                REQUIRE(listed(fast) == listed(reference));
            REQUIRE(!fast.empty());
            ++reached.states;
            if (!s.pending.empty())
                ++reached.decisions[static_cast<std::size_t>(s.pending.front().kind)];
            for (const Action& a : fast)
                ++reached.kinds[static_cast<std::size_t>(a.kind)];
            const Action a = pick(fast, choose, g % 2 == 1);
            events.clear();
            REQUIRE(!game.apply_in_place(s, a, events));
            ++step;
        }
        rules::legal_actions(game, s, fast);
        REQUIRE(fast.empty());
    }
}

TEST_CASE("The generated legal actions are the checked candidates, in the same order",
          "[rules][legal]") {
    Reached reached;
    // 300 games of each variant at full size: 30 in the release preset, which plays a
    // tenth of the harness's games, and a few under the sanitizers.
    for (const GameOptions& options : every_variant())
        compare_in_random_games(options, engine::harness::scaled_games(300, 4), reached);
    CHECK(reached.states > 0);
    // The comparison reached every kind of action and every decision the games'
    // random play reaches, so none of the generator's parts went untested.
    for (int k = 0; k < kActionKinds; ++k) {
        INFO("action kind " << action_kind_id(static_cast<ActionKind>(k)));
        CHECK(reached.kinds[static_cast<std::size_t>(k)] > 0);
    }
    for (int k = 0; k < kPendingKinds; ++k) {
        INFO("decision " << k);
        CHECK(reached.decisions[static_cast<std::size_t>(k)] > 0);
    }
}

}  // namespace
}  // namespace sparks
