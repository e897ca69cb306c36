// Random full 4-player games per second on one core, as a bot would play them:
// each step lists the legal actions into a reused vector, clones the state and
// applies one uniformly chosen action to the clone with apply_in_place into a
// reused event vector. Set-up (new_game) is part of every game.
#include <benchmark/benchmark.h>

#include <array>

#include "bots/random_bot.hpp"
#include "support/testkit.hpp"

namespace {

using namespace sugarworks;

void random_games(benchmark::State& state, int players) {
    GameOptions options;
    options.players = players;
    const Game game(testkit::catalog(), options);
    std::vector<Action> legal;
    legal.reserve(256);
    std::vector<GameEvent> events;
    events.reserve(512);
    std::array<GameState, 2> states;  // the state and its clone, taking turns
    std::uint64_t seed = 1;
    std::int64_t actions = 0;
    std::int64_t games = 0;
    for (auto _ : state) {
        events.clear();
        states[0] = game.new_game(seed, events);
        bots::RandomBot bot(bots::bot_seed(seed));
        ++seed;
        int now = 0;
        while (!states[static_cast<size_t>(now)].over()) {
            const GameState& s = states[static_cast<size_t>(now)];
            game.legal_actions(s, legal);
            const Action& action = bot.choose(legal);
            GameState& next = states[static_cast<size_t>(1 - now)];
            next = s;  // the clone
            events.clear();
            if (game.apply_in_place(next, action, events)) {
                state.SkipWithError("a listed legal action was refused");
                return;
            }
            now = 1 - now;
            ++actions;
        }
        benchmark::DoNotOptimize(states[static_cast<size_t>(now)]);
        ++games;
    }
    state.counters["games_per_second"] =
        benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["actions_per_second"] =
        benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
    state.counters["actions_per_game"] =
        benchmark::Counter(games ? static_cast<double>(actions) / static_cast<double>(games) : 0.0);
}

void BM_RandomGame4Players(benchmark::State& state) {
    random_games(state, 4);
}
BENCHMARK(BM_RandomGame4Players)->Unit(benchmark::kMicrosecond);

void BM_RandomGame2Players(benchmark::State& state) {
    random_games(state, 2);
}
BENCHMARK(BM_RandomGame2Players)->Unit(benchmark::kMicrosecond);

// The parts of a step, on states met in random 4-player games.
std::vector<GameState> sample_states(const Game& game, int count) {
    std::vector<GameState> out;
    std::uint64_t seed = 100;
    while (static_cast<int>(out.size()) < count) {
        const bots::RandomGame played = bots::play_random_game(game, seed++);
        GameState s = game.new_game(played.seed);
        std::vector<GameEvent> events;
        for (const Action& a : played.actions) {
            out.push_back(s);
            events.clear();
            game.apply_in_place(s, a, events);
        }
    }
    out.resize(static_cast<size_t>(count));
    return out;
}

void BM_LegalActions(benchmark::State& state) {
    GameOptions options;
    options.players = 4;
    const Game game(testkit::catalog(), options);
    const std::vector<GameState> states = sample_states(game, 1024);
    std::vector<Action> legal;
    legal.reserve(256);
    size_t i = 0;
    for (auto _ : state) {
        game.legal_actions(states[i++ & 1023], legal);
        benchmark::DoNotOptimize(legal.data());
    }
}
BENCHMARK(BM_LegalActions);

void BM_StateClone(benchmark::State& state) {
    GameOptions options;
    options.players = 4;
    const Game game(testkit::catalog(), options);
    const std::vector<GameState> states = sample_states(game, 64);
    size_t i = 0;
    for (auto _ : state) {
        GameState copy = states[i++ & 63];
        benchmark::DoNotOptimize(copy);
    }
    state.counters["bytes"] = static_cast<double>(sizeof(GameState));
}
BENCHMARK(BM_StateClone);

}  // namespace
