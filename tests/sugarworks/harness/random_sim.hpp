// The random-simulation harness (after OpenSpiel's RandomSimTest): plays one
// full game with random legal actions from (options, seed) and checks the
// rules engine's invariants after every action. The first failure is reported
// with the seed, the action index and the action, so it can be replayed.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "sugarworks/game.hpp"
#include "sugarworks/match.hpp"

namespace sugarworks::harness {

// A save round trip on a match: save_text -> load_save_text -> save_text must
// give the same bytes and the same state. Returns what went wrong, or "".
// Kept as a hook so that the harness builds before saves exist (see
// save_round_trip.hpp).
using SaveCheck = std::function<std::string(const Match& match)>;

struct HarnessOptions {
    int legal_samples = 3;    // listed legal actions applied to a clone per step (+ the chosen one)
    bool all_legal = false;   // apply every listed legal action at every step (slow)
    int random_actions = 3;   // random actions per step, judged by membership in the legal list
    int mid_game_saves = 1;   // save round trips at sampled points (the end is always checked)
    SaveCheck save_check;     // empty: no save checks
    int max_actions = 20000;  // a game still running after this many actions has failed
};

struct HarnessFailure {
    std::uint64_t seed = 0;
    GameOptions options;
    int action_index = -1;         // the action about to be taken (-1: set-up or whole game)
    std::optional<Action> action;  // the action chosen at that index, if any
    std::string what;
};

struct HarnessReport {
    std::uint64_t seed = 0;
    int actions = 0;
    int rounds = 0;
    EndReason end = EndReason::None;
    std::uint64_t final_hash = 0;
    // What was checked.
    long long legal_applied = 0;    // listed legal actions applied to clones
    long long illegal_refused = 0;  // illegal actions refused
    long long checks_agreed = 0;    // sampled actions where check() agreed with the legal list
    int saves_checked = 0;
    std::optional<HarnessFailure> failure;

    bool ok() const { return !failure.has_value(); }
};

// Plays game `seed` of `game` with a RandomBot and checks every invariant.
HarnessReport run_random_game(const Game& game, std::uint64_t seed,
                              const HarnessOptions& options = {});

// "seed 12 (3 players, side_a, cap 40), action 57 (play_tile ...): what".
std::string describe(const Game& game, const HarnessFailure& failure);

// The per-state invariants: every candy, order card and conveyor tile accounted
// for exactly once, hands and turn order in range. "" when all hold.
std::string check_state(const Game& game, const GameState& state);

// Plays on from `state` (a table arranged by hand, say) to the end with random
// legal actions, checking check_state() after every one: what went wrong, with
// the action's number, or "".
std::string play_out_checked(const Game& game, GameState state, std::uint64_t seed,
                             int max_actions = 20000);

}  // namespace sugarworks::harness
