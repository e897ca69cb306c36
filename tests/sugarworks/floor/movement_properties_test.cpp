// Properties of the movement resolver over many random floors: candies are
// conserved, resolution ends, each candy activates at most once, the result is
// deterministic, and the event list replays to the final floor.
#include <catch2/catch.hpp>
#include <map>

#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;

namespace {

// Where every candy is according to the events alone, as the GUI follows them.
std::map<CandyId, Place> replay_positions(const Floor& start, const std::vector<Event>& events) {
    std::map<CandyId, Place> where;
    for (int r = 0; r < start.rows(); ++r) {
        for (int c = 0; c < start.cols(); ++c) {
            if (start.candy_at({r, c}) != kNoCandy)
                where[start.candy_at({r, c})] = Place::grid({r, c});
        }
    }
    for (int spot = 0; spot < start.dock_count(); ++spot) {
        if (start.dock(spot).candy != kNoCandy)
            where[start.dock(spot).candy] = *start.find(start.dock(spot).candy);
    }
    for (const Event& e : events) {
        if (e.kind == EventKind::Move)
            where[e.candy] = e.to;
        if (e.kind == EventKind::Delivered || e.kind == EventKind::Lost)
            where.erase(e.candy);
    }
    return where;
}

int candies_on_floor(const Floor& f) {
    int n = 0;
    for (CandyType t : kAllCandyTypes)
        n += f.on_floor(t);
    return n;
}

}  // namespace

TEST_CASE(
    "Over 10,000 random floors, movement conserves candies, ends, activates each candy once, "
    "is deterministic, and its events replay to the final floor",
    "[floor][property]") {
    const MovementRules rules = standard_rules();
    const Board& board = side_a();
    constexpr int kFloors = 10'000;
    int bonks = 0;
    int deepest_chain = 0;
    int deliveries = 0;
    int eaten = 0;
    for (int seed = 1; seed <= kFloors; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed));
        const Floor start = random_floor(board, rng);
        const int total_candies = start.candies_per_type() * kCandyTypeCount;
        for (CandyType t : kAllCandyTypes)
            REQUIRE(start.accounted(t) == start.candies_per_type());

        const MovementOutcome out = resolve_movement(start, rules);

        // Conservation: floor + crates + Lost + supply, per type.
        for (CandyType t : kAllCandyTypes) {
            INFO("seed " << seed << ", " << candy_type_name(t));
            REQUIRE(out.floor.accounted(t) == start.candies_per_type());
        }
        int counted = 0;
        for (CandyType t : kAllCandyTypes)
            counted += out.floor.accounted(t);
        REQUIRE(counted == total_candies);

        // Each candy activates at most once, and every candy still on the floor has activated.
        std::map<CandyId, int> activations;
        for (const Event& e : out.events) {
            if (e.kind == EventKind::Activate)
                ++activations[e.candy];
            if (e.kind == EventKind::Bonk) {
                ++bonks;
                deepest_chain = std::max(deepest_chain, static_cast<int>(e.depth));
            }
            if (e.kind == EventKind::Delivered)
                ++deliveries;
            if (e.kind == EventKind::Eaten)
                ++eaten;
        }
        for (const auto& [id, n] : activations)
            REQUIRE(n == 1);
        REQUIRE(static_cast<int>(activations.size()) <= candies_on_floor(start));
        for (int r = 0; r < out.floor.rows(); ++r) {
            for (int c = 0; c < out.floor.cols(); ++c) {
                const CandyId id = out.floor.candy_at({r, c});
                if (id != kNoCandy) {
                    INFO("seed " << seed << ": candy " << int(id) << " never activated");
                    REQUIRE(activations.count(id) == 1);
                }
            }
        }
        // Output docks are empty afterwards: every candy on one rolled off.
        for (int spot = 0; spot < out.floor.dock_count(); ++spot)
            REQUIRE(out.floor.dock(spot).candy == kNoCandy);
        // No candy rests on a tile that eats it.
        for (int r = 0; r < out.floor.rows(); ++r) {
            for (int c = 0; c < out.floor.cols(); ++c) {
                const CandyId id = out.floor.candy_at({r, c});
                if (id != kNoCandy)
                    REQUIRE_FALSE(out.floor.tile_at({r, c}).face.corner.eats_candy(type_of(id)));
            }
        }

        // The same input gives the same output.
        const MovementOutcome again = resolve_movement(start, rules);
        REQUIRE(again.floor == out.floor);
        REQUIRE(again.events == out.events);

        // The events alone tell where every candy ends up.
        const auto replayed = replay_positions(start, out.events);
        REQUIRE(static_cast<int>(replayed.size()) == candies_on_floor(out.floor));
        for (const auto& [id, place] : replayed) {
            REQUIRE(place.kind == PlaceKind::Grid);
            REQUIRE(out.floor.candy_at(place.cell()) == id);
        }
    }
    // The random floors really exercise the interesting rules.
    CHECK(bonks > kFloors);
    CHECK(deepest_chain >= 3);
    CHECK(deliveries > kFloors / 2);
    CHECK(eaten > 100);
}
