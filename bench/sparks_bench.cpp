// Sparks on one core: random full games a second for each player count (set-up
// included; each step lists the legal actions into a reused vector and applies
// one uniformly chosen by engine::Rng, in place, no bots); actions a second,
// replaying recorded random games with apply alone and with the legal list made
// before each action; copying a state from the middle of a game; and one greedy
// (Medium) decision in the action phase.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <iostream>
#include <vector>

#include "bots/bots.hpp"
#include "engine/rng.hpp"
#include "sparks/content_reader.hpp"
#include "sparks/game.hpp"
#include "sparks/player_view.hpp"

namespace {

using namespace sparks;

// data/sparks as shipped, loaded once.
const Content& shipped_content() {
    static const Content content = [] {
        LoadedContent loaded = load_content(SPARKS_BENCH_DATA_DIR);
        if (!loaded.content) {
            for (const auto& d : loaded.errors)
                std::cerr << engine::format_diagnostic(d) << "\n";
            std::exit(1);
        }
        return std::move(*loaded.content);
    }();
    return content;
}

GameOptions players(int count) {
    GameOptions options;
    options.players = count;
    return options;
}

// Plays `state` on by random legal actions until the game is over or `stop` says
// so, adding them to `taken` when given; false if a game not over has no legal
// action or a listed one was refused.
template <typename Stop>
bool play_random(const Game& game, GameState& state, engine::Rng& choose,
                 std::vector<Action>& legal, std::vector<Event>& events, std::vector<Action>* taken,
                 Stop stop) {
    while (!game.is_over(state) && !stop(state)) {
        game.legal_actions(state, legal);
        if (legal.empty())
            return false;
        const Action action = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
        events.clear();
        if (game.apply_in_place(state, action, events))
            return false;
        if (taken)
            taken->push_back(action);
    }
    return true;
}

void BM_SparksRandomGame(benchmark::State& state) {
    const Game game(shipped_content(), players(static_cast<int>(state.range(0))));
    std::vector<Action> legal;
    legal.reserve(256);
    std::vector<Event> events;
    events.reserve(256);
    std::vector<Action> taken;
    taken.reserve(1024);
    std::uint64_t seed = 1;
    std::int64_t actions = 0;
    std::int64_t games = 0;
    for (auto _ : state) {
        events.clear();
        GameState s = game.new_game(seed, events);
        engine::Rng choose(seed++);
        taken.clear();
        if (!play_random(game, s, choose, legal, events, &taken,
                         [](const GameState&) { return false; })) {
            state.SkipWithError("a random game stopped before its end");
            return;
        }
        benchmark::DoNotOptimize(s);
        actions += static_cast<std::int64_t>(taken.size());
        ++games;
    }
    state.counters["games_per_second"] =
        benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["actions_per_second"] =
        benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
    state.counters["actions_per_game"] =
        benchmark::Counter(games ? static_cast<double>(actions) / static_cast<double>(games) : 0.0);
}
BENCHMARK(BM_SparksRandomGame)->DenseRange(1, 4)->ArgName("players")->Unit(benchmark::kMicrosecond);

// Random games recorded once: their seeds and actions, replayed by the benchmarks.
struct Recorded {
    std::uint64_t seed;
    std::vector<Action> actions;
};

std::vector<Recorded> record_games(const Game& game, int count) {
    std::vector<Recorded> out;
    std::vector<Action> legal;
    std::vector<Event> events;
    for (int i = 0; i < count; ++i) {
        Recorded r{static_cast<std::uint64_t>(1000 + i), {}};
        GameState s = game.new_game(r.seed);
        engine::Rng choose(r.seed);
        play_random(game, s, choose, legal, events, &r.actions,
                    [](const GameState&) { return false; });
        out.push_back(std::move(r));
    }
    return out;
}

// Actions a second replaying recorded games in place; with `list`, the legal
// actions are listed before each (as a player choosing would).
void replay_actions(benchmark::State& state, bool list) {
    const Game game(shipped_content(), players(static_cast<int>(state.range(0))));
    const std::vector<Recorded> games = record_games(game, 16);
    std::vector<Action> legal;
    legal.reserve(256);
    std::vector<Event> events;
    events.reserve(256);
    std::int64_t actions = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        const Recorded& r = games[next++ % games.size()];
        GameState s = game.new_game(r.seed, events);
        for (const Action& action : r.actions) {
            if (list) {
                game.legal_actions(s, legal);
                benchmark::DoNotOptimize(legal.data());
            }
            events.clear();
            if (game.apply_in_place(s, action, events)) {
                state.SkipWithError("a recorded action was refused");
                return;
            }
        }
        benchmark::DoNotOptimize(s);
        actions += static_cast<std::int64_t>(r.actions.size());
    }
    state.counters["actions_per_second"] =
        benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

void BM_SparksApply(benchmark::State& state) {
    replay_actions(state, false);
}
BENCHMARK(BM_SparksApply)->DenseRange(1, 4)->ArgName("players")->Unit(benchmark::kMicrosecond);

void BM_SparksLegalActionsAndApply(benchmark::State& state) {
    replay_actions(state, true);
}
BENCHMARK(BM_SparksLegalActionsAndApply)
    ->DenseRange(1, 4)
    ->ArgName("players")
    ->Unit(benchmark::kMicrosecond);

// The bytes a state's vectors hold (their capacity), the seats' own vectors included.
template <typename T>
double held(const std::vector<T>& v) {
    return static_cast<double>(v.capacity() * sizeof(T));
}

double vector_bytes(const GameState& s) {
    double bytes = held(s.bag) + held(s.discard) + held(s.junkyard) + held(s.faces) +
                   held(s.stacks) + held(s.bonus) + held(s.robot_deck) + held(s.assistant_deck) +
                   held(s.goals) + held(s.played_tiles) + held(s.seats) + held(s.pending);
    for (const PlayerState& p : s.seats)
        bytes += held(p.dice) + held(p.completed) + held(p.hand) + held(p.played) +
                 held(p.upgrades) + held(p.production) + held(p.offer) + held(p.packet);
    return bytes;
}

// Copying a state from the middle of a random game (half its actions played), as a
// player looking ahead does; with the state's size and the bytes its vectors hold.
void BM_SparksStateCopy(benchmark::State& state) {
    const Game game(shipped_content(), players(static_cast<int>(state.range(0))));
    const Recorded recorded = record_games(game, 1).front();
    GameState middle = game.new_game(recorded.seed);
    std::vector<Event> events;
    for (std::size_t i = 0; i < recorded.actions.size() / 2; ++i) {
        events.clear();
        if (game.apply_in_place(middle, recorded.actions[i], events)) {
            state.SkipWithError("a recorded action was refused");
            return;
        }
    }
    for (auto _ : state) {
        GameState copy = middle;
        benchmark::DoNotOptimize(copy);
    }
    state.counters["state_bytes"] = static_cast<double>(sizeof(GameState));
    state.counters["vector_bytes"] = vector_bytes(middle);
}
BENCHMARK(BM_SparksStateCopy)->Arg(2)->Arg(4)->ArgName("players")->Unit(benchmark::kNanosecond);

// One Medium decision, from the seat's view, at the first action phase after the
// first 20 random actions of a game where the player has at least 10 legal
// actions: a turn with choices to weigh.
void BM_SparksMediumDecision(benchmark::State& state) {
    const Game game(shipped_content(), players(static_cast<int>(state.range(0))));
    GameState s = game.new_game(12);
    engine::Rng choose(12);
    std::vector<Action> legal;
    std::vector<Action> here;
    std::vector<Event> events;
    int played = 0;
    if (!play_random(game, s, choose, legal, events, nullptr,
                     [&](const GameState& now) {
                         if (++played <= 20 || now.phase != Phase::Actions)
                             return false;
                         game.legal_actions(now, here);
                         return here.size() >= 10;
                     }) ||
        game.is_over(s)) {
        state.SkipWithError("no action phase to decide in");
        return;
    }
    const PlayerView view = player_view(game, s, s.current);
    std::uint64_t seed = 1;
    for (auto _ : state) {
        const bots::BotChoice choice = bots::decide(game, view, bots::BotLevel::Medium, ++seed);
        benchmark::DoNotOptimize(choice.action);
    }
    game.legal_actions(s, legal);
    state.counters["legal_actions"] = static_cast<double>(legal.size());
}
BENCHMARK(BM_SparksMediumDecision)
    ->Arg(2)
    ->Arg(4)
    ->ArgName("players")
    ->Unit(benchmark::kMillisecond);

}  // namespace
