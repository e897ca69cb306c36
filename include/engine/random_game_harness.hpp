// The random-game harness every game on the engine is tested with (after
// OpenSpiel's RandomSimTest): one full game from a seed with random legal
// actions, and after every action the game's invariants, a clone, the hash, and
// probes: listed legal actions applied to clones must be accepted, random
// actions outside the list must be refused with a reason and leave the state as
// it was, and check() must agree with the list. The first failure names the seed,
// the action's number and what went wrong, so it can be replayed.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/rng.hpp"

namespace engine::harness {

struct Options {
    int legal_samples = 3;    // listed legal actions applied to a clone per step
    int random_actions = 3;   // random candidates per step, judged by the legal list
    int max_actions = 20000;  // a game still running after this many actions has failed
    int save_every = 0;       // a save round trip every this many actions (0: at the end only)
};

struct Report {
    std::uint64_t seed = 0;
    int actions = 0;
    long long legal_applied = 0;
    long long illegal_refused = 0;
    long long checks_agreed = 0;
    int saves_checked = 0;
    int failed_at = -1;   // the action about to be taken when it failed (-1: set-up or the end)
    std::string failure;  // empty when every check held
    bool ok() const { return failure.empty(); }
};

// What a game gives the harness. `G` is the rules (new_game, legal_actions,
// check, apply_in_place, is_over); `Hooks` the game's own checks:
//   std::string invariants(const State&)  - "" when all hold
//   std::uint64_t hash(const State&)
//   Action random_action(const State&, engine::Rng&) - any action, legal or not
//   std::string save_round_trip(std::uint64_t seed, const std::vector<Action>&) - ""
//   std::string describe(const Action&)
template <typename G, typename Hooks>
Report run_random_game(const G& game, std::uint64_t seed, Hooks& hooks,
                       const Options& options = {}) {
    using State = typename G::State;
    using Action = typename G::Action;
    using Event = typename G::Event;
    Report report;
    report.seed = seed;
    engine::Rng choose(seed ^ 0x9E3779B97F4A7C15ull);
    std::vector<Event> events;
    State state = game.new_game(seed, events);
    std::vector<Action> history;
    std::vector<Action> legal;
    const auto fail = [&](int at, std::string what) {
        report.failed_at = at;
        report.failure = std::move(what);
        return report;
    };
    if (auto broken = hooks.invariants(state); !broken.empty())
        return fail(-1, "after set-up: " + broken);
    while (!game.is_over(state)) {
        const int at = static_cast<int>(history.size());
        if (at >= options.max_actions)
            return fail(at, "the game did not end within " + std::to_string(options.max_actions) +
                                " actions");
        game.legal_actions(state, legal);
        if (legal.empty())
            return fail(at, "no legal action, and the game is not over");
        const std::uint64_t before = hooks.hash(state);
        // Listed actions must be accepted by a clone.
        for (int i = 0; i < options.legal_samples; ++i) {
            const Action& a = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
            State clone = state;
            std::vector<Event> clone_events;
            if (auto refused = game.apply_in_place(clone, a, clone_events))
                return fail(
                    at, "listed action " + hooks.describe(a) + " was refused: " + refused->message);
            if (auto broken = hooks.invariants(clone); !broken.empty())
                return fail(at, "after listed action " + hooks.describe(a) + ": " + broken);
            ++report.legal_applied;
        }
        // Random actions: check() agrees with the list; outside it, refused with a reason
        // and the state untouched.
        for (int i = 0; i < options.random_actions; ++i) {
            const Action a = hooks.random_action(state, choose);
            const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
            const auto problem = game.check(state, a);
            if (listed == problem.has_value())
                return fail(at, "check() and the legal list disagree on " + hooks.describe(a));
            ++report.checks_agreed;
            if (!listed) {
                State clone = state;
                std::vector<Event> clone_events;
                const auto refused = game.apply_in_place(clone, a, clone_events);
                if (!refused || refused->message.empty())
                    return fail(at,
                                "illegal " + hooks.describe(a) + " was not refused with a reason");
                if (!(clone == state) || !clone_events.empty())
                    return fail(at, "refusing " + hooks.describe(a) + " changed the state");
                ++report.illegal_refused;
            }
        }
        const Action chosen = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
        const State copy = state;
        if (hooks.hash(copy) != before || !(copy == state))
            return fail(at, "a copy of the state differs from it");
        events.clear();
        if (auto refused = game.apply_in_place(state, chosen, events))
            return fail(at, "chosen action " + hooks.describe(chosen) +
                                " was refused: " + refused->message);
        history.push_back(chosen);
        if (auto broken = hooks.invariants(state); !broken.empty())
            return fail(at, "after " + hooks.describe(chosen) + ": " + broken);
        if (options.save_every > 0 &&
            history.size() % static_cast<std::size_t>(options.save_every) == 0) {
            if (auto broken = hooks.save_round_trip(seed, history); !broken.empty())
                return fail(at, "save round trip: " + broken);
            ++report.saves_checked;
        }
    }
    report.actions = static_cast<int>(history.size());
    if (auto broken = hooks.save_round_trip(seed, history); !broken.empty())
        return fail(-1, "save round trip at the end: " + broken);
    ++report.saves_checked;
    return report;
}

}  // namespace engine::harness
