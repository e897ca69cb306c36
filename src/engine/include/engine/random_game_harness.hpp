// The random-game harness every game on the engine is tested with (after
// OpenSpiel's RandomSimTest): one full game from a seed with random legal
// actions, and after every action the game's invariants, a clone, the hash, and
// probes: listed legal actions applied to clones must be accepted, random
// actions outside the list must be refused with a reason and leave the state as
// it was, and check() must agree with the list. Applying by value and in place
// must agree; at the end the seed and the actions replay the game hash by hash,
// and saves round-trip at the end and at points on the way. The first failure
// names the seed, the action's number and the action, so it can be replayed.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "engine/rng.hpp"

namespace engine::harness {

struct Options {
    int legal_samples = 3;         // listed legal actions applied to a clone per step
    int random_actions = 3;        // random candidates per step, judged by the legal list
    int max_actions = 20000;       // a game still running after this many actions has failed
    bool save_round_trips = true;  // false: no save round trips at all
    int save_every = 0;            // a save round trip every this many actions (0: none on the way)
    int mid_game_saves = 0;        // save round trips at this many points drawn from the seed
};

template <typename Action>
struct Report {
    std::uint64_t seed = 0;
    int actions = 0;
    long long legal_applied = 0;
    long long illegal_refused = 0;
    long long checks_agreed = 0;
    int saves_checked = 0;
    // The action about to be taken when it failed: -1 at set-up, `actions` for the
    // final state. `failed_action` is the action chosen there, when there was one.
    int failed_at = -1;
    std::optional<Action> failed_action;
    std::string failure;  // empty when every check held
    bool ok() const { return failure.empty(); }
};

// What a game gives the harness. `G` is the rules (new_game, legal_actions,
// check, apply_in_place, is_over; apply by value too, when it has one); `Hooks`
// the game's own checks:
//   std::string invariants(const State&)  - "" when all hold
//   std::uint64_t hash(const State&)
//   Action random_action(const State&, engine::Rng&) - any action, legal or not
//   std::string save_round_trip(std::uint64_t seed, const std::vector<Action>&) - ""
//       (the match of the seed and those actions, saved, loaded and saved again)
//   std::string describe(const Action&)
// and, when the game has them:
//   Action choose(const State&, const std::vector<Action>& legal) - the action to
//       play (else one of the list drawn by the harness)
//   std::string step_checks(const State&, const std::vector<Action>& legal,
//                           const Action* chosen) - the game's own checks of a
//       state and its list before each action and of the final state (chosen null)
template <typename G, typename Hooks>
Report<typename G::Action> run_random_game(const G& game, std::uint64_t seed, Hooks& hooks,
                                           const Options& options = {}) {
    using State = typename G::State;
    using Action = typename G::Action;
    using Event = typename G::Event;
    Report<Action> report;
    report.seed = seed;
    engine::Rng choose(seed ^ 0x9E3779B97F4A7C15ull);
    std::vector<Event> events;
    State state = game.new_game(seed, events);
    std::vector<Action> history;
    std::vector<std::uint64_t> hashes;  // before each action, then the final state's
    std::vector<Action> legal;
    const auto fail = [&](int at, std::string what, std::optional<Action> action = std::nullopt) {
        report.failed_at = at;
        report.failed_action = std::move(action);
        report.failure = std::move(what);
        return report;
    };
    const auto step_checks = [&](const std::vector<Action>& list,
                                 const Action* chosen) -> std::string {
        if constexpr (requires { hooks.step_checks(state, list, chosen); })
            return hooks.step_checks(state, list, chosen);
        else
            return "";
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
        Action chosen;
        if constexpr (requires { hooks.choose(state, legal); })
            chosen = hooks.choose(state, legal);
        else
            chosen = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
        if (std::find(legal.begin(), legal.end(), chosen) == legal.end())
            return fail(at, "the chosen action is not in the legal list", chosen);
        if (auto broken = step_checks(legal, &chosen); !broken.empty())
            return fail(at, broken, chosen);
        const std::uint64_t before = hooks.hash(state);
        hashes.push_back(before);
        // Listed actions must be accepted by a clone.
        for (int i = 0; i < options.legal_samples; ++i) {
            const Action& a = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
            State clone = state;
            std::vector<Event> clone_events;
            if (auto refused = game.apply_in_place(clone, a, clone_events))
                return fail(
                    at, "listed action " + hooks.describe(a) + " was refused: " + refused->message,
                    chosen);
            if (auto broken = hooks.invariants(clone); !broken.empty())
                return fail(at, "after listed action " + hooks.describe(a) + ": " + broken, chosen);
            ++report.legal_applied;
        }
        // Random actions: check() agrees with the list; outside it, refused with a reason
        // and the state untouched.
        for (int i = 0; i < options.random_actions; ++i) {
            const Action a = hooks.random_action(state, choose);
            const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
            const auto problem = game.check(state, a);
            if (listed == problem.has_value())
                return fail(at, "check() and the legal list disagree on " + hooks.describe(a),
                            chosen);
            ++report.checks_agreed;
            if (!listed) {
                State clone = state;
                std::vector<Event> clone_events;
                const auto refused = game.apply_in_place(clone, a, clone_events);
                if (!refused || refused->message.empty())
                    return fail(at,
                                "illegal " + hooks.describe(a) + " was not refused with a reason",
                                chosen);
                if (!(clone == state) || !clone_events.empty())
                    return fail(at, "refusing " + hooks.describe(a) + " changed the state", chosen);
                ++report.illegal_refused;
            }
        }
        const State copy = state;
        if (hooks.hash(copy) != before || !(copy == state))
            return fail(at, "a copy of the state differs from it", chosen);
        events.clear();
        if (auto refused = game.apply_in_place(state, chosen, events))
            return fail(at, "the chosen action was refused: " + refused->message, chosen);
        // The same action by value: the same state and events.
        if constexpr (requires { game.apply(copy, chosen); }) {
            const auto by_value = game.apply(copy, chosen);
            using Applied = std::variant_alternative_t<0, std::decay_t<decltype(by_value)>>;
            const auto* applied = std::get_if<Applied>(&by_value);
            if (!applied || !(applied->state == state) || !(applied->events == events))
                return fail(at, "apply by value and apply in place disagree", chosen);
        }
        history.push_back(chosen);
        if (auto broken = hooks.invariants(state); !broken.empty())
            return fail(at, "after " + hooks.describe(chosen) + ": " + broken, chosen);
        if (options.save_round_trips && options.save_every > 0 &&
            history.size() % static_cast<std::size_t>(options.save_every) == 0) {
            if (auto broken = hooks.save_round_trip(seed, history); !broken.empty())
                return fail(at, "save round trip: " + broken, chosen);
            ++report.saves_checked;
        }
    }
    const int end = static_cast<int>(history.size());
    report.actions = end;
    hashes.push_back(hooks.hash(state));
    game.legal_actions(state, legal);
    if (!legal.empty())
        return fail(end, "the game is over but legal_actions lists " +
                             std::to_string(legal.size()) + " actions");
    if (auto broken = step_checks(legal, nullptr); !broken.empty())
        return fail(end, broken);

    // Replay: the seed and the actions give the same states, hash by hash.
    {
        std::vector<Event> replay_events;
        State again = game.new_game(seed, replay_events);
        for (int i = 0; i < end; ++i) {
            const Action& a = history[static_cast<std::size_t>(i)];
            if (hooks.hash(again) != hashes[static_cast<std::size_t>(i)])
                return fail(i, "the replay reaches a different state before this action", a);
            replay_events.clear();
            if (auto refused = game.apply_in_place(again, a, replay_events))
                return fail(i, "the replay refuses this action: " + refused->message, a);
        }
        if (hooks.hash(again) != hashes.back() || !(again == state))
            return fail(end, "the replay of the whole game ends in a different state");
    }

    // Save, load, save: at the end and at points drawn from the seed.
    if (options.save_round_trips) {
        std::vector<std::size_t> points{history.size()};
        engine::Rng pick(seed ^ 0x5A17E5A17Eull);
        for (int k = 0; k < options.mid_game_saves && history.size() > 1; ++k)
            points.push_back(1 + pick.below(static_cast<std::uint32_t>(history.size() - 1)));
        for (std::size_t point : points) {
            const std::vector<Action> prefix(history.begin(),
                                             history.begin() + static_cast<std::ptrdiff_t>(point));
            if (auto broken = hooks.save_round_trip(seed, prefix); !broken.empty())
                return fail(
                    static_cast<int>(point),
                    "save round trip after " + std::to_string(point) + " actions: " + broken,
                    point < history.size() ? std::optional<Action>(history[point]) : std::nullopt);
            ++report.saves_checked;
        }
    }
    return report;
}

}  // namespace engine::harness
