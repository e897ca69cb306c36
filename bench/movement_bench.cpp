// Movement phases resolved per second on full floors (at least 12 candies, varied tiles).
#include <benchmark/benchmark.h>

#include "support/testkit.hpp"

namespace {

using namespace sugarworks;

std::vector<Floor> full_floors(int count) {
    Rng rng(20261130);
    testkit::RandomFloorOptions options;
    options.min_candies = 14;  // a few may not fit; every floor keeps at least 12
    options.max_candies = 25;
    options.max_played_tiles = 18;
    std::vector<Floor> floors;
    while (static_cast<int>(floors.size()) < count) {
        Floor f = testkit::random_floor(testkit::side_a(), rng, options);
        int candies = 0;
        for (CandyType t : kAllCandyTypes) candies += f.on_floor(t);
        if (candies >= 12) floors.push_back(f);
    }
    return floors;
}

void BM_MovementPhase(benchmark::State& state) {
    const std::vector<Floor> floors = full_floors(1024);
    const MovementRules rules = testkit::standard_rules();
    std::vector<Event> events;
    events.reserve(256);
    size_t i = 0;
    for (auto _ : state) {
        Floor floor = floors[i++ & 1023];
        events.clear();
        resolve_movement_in_place(floor, rules, events);
        benchmark::DoNotOptimize(floor);
        benchmark::DoNotOptimize(events.data());
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
    state.counters["phases_per_second"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MovementPhase);

// The value-returning form that the game uses (copies the floor, allocates the event list).
void BM_MovementPhaseByValue(benchmark::State& state) {
    const std::vector<Floor> floors = full_floors(1024);
    const MovementRules rules = testkit::standard_rules();
    size_t i = 0;
    for (auto _ : state) {
        MovementOutcome out = resolve_movement(floors[i++ & 1023], rules);
        benchmark::DoNotOptimize(out);
    }
    state.counters["phases_per_second"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MovementPhaseByValue);

void BM_FloorCopy(benchmark::State& state) {
    const std::vector<Floor> floors = full_floors(64);
    size_t i = 0;
    for (auto _ : state) {
        Floor copy = floors[i++ & 63];
        benchmark::DoNotOptimize(copy);
    }
}
BENCHMARK(BM_FloorCopy);

}  // namespace
