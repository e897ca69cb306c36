// The computer players' speed on one core: IS-MCTS iterations a second (a fresh
// determinization and a random playout to the end each), and one Medium and one
// Easy decision, from an opening position of a 2- and a 4-player Third Shift game.
#include <benchmark/benchmark.h>

#include "bots/bot.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

namespace {

void decisions(benchmark::State& state, bots::BotLevel level, int players, int iterations) {
    const Game game(testkit::catalog(), testkit::options_on(players));
    const GameState s = game.new_game(12);
    const SeatInformation info = first_information(player_view(game, s, s.current));
    bots::BotSettings settings;
    settings.hard_iterations = iterations;
    settings.hard_max_seconds = 0;
    std::uint64_t seed = 1;
    long long searched = 0;
    for (auto _ : state) {
        const bots::BotChoice choice = bots::decide(game, info, level, ++seed, settings);
        searched += choice.iterations;
        benchmark::DoNotOptimize(choice.action);
    }
    if (level == bots::BotLevel::Hard)
        state.counters["iterations/s"] =
            benchmark::Counter(static_cast<double>(searched), benchmark::Counter::kIsRate);
}

void BM_HardDecision2Players(benchmark::State& state) {
    decisions(state, bots::BotLevel::Hard, 2, 10000);
}
BENCHMARK(BM_HardDecision2Players)->Unit(benchmark::kMillisecond);
void BM_HardDecision4Players(benchmark::State& state) {
    decisions(state, bots::BotLevel::Hard, 4, 10000);
}
BENCHMARK(BM_HardDecision4Players)->Unit(benchmark::kMillisecond);
void BM_MediumDecision4Players(benchmark::State& state) {
    decisions(state, bots::BotLevel::Medium, 4, 0);
}
BENCHMARK(BM_MediumDecision4Players)->Unit(benchmark::kMillisecond);
void BM_EasyDecision4Players(benchmark::State& state) {
    decisions(state, bots::BotLevel::Easy, 4, 0);
}
BENCHMARK(BM_EasyDecision4Players)->Unit(benchmark::kMillisecond);

}  // namespace
