// Conformance: the infinite-loop guard (rulebook FAQ "What if we find an infinite
// loop?"; rulings 3). The five standard Bonk! rules cannot loop (no direction
// points left, and "down" only ever increases the row), so the guard is tested
// with a crafted chart: Green Triangle deflects the striker UP, Blue Square
// deflects it DOWN. A Blue above a Green in one column traps a striker that
// enters the Green's space: up to the Blue, down to the Green, up again ...
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

namespace {

constexpr auto R = CandyType::RedCircle;
constexpr auto Y = CandyType::YellowHexagon;
constexpr auto G = CandyType::GreenTriangle;
constexpr auto B = CandyType::BlueSquare;

MovementRules bouncing_rules() {
    MovementRules rules = standard_rules();
    rules.bonk[index_of(G)] = {BonkMover::Striker, Direction::Up};
    rules.bonk[index_of(B)] = {BonkMover::Striker, Direction::Down};
    return rules;
}

bool any_loop_loss(const std::vector<Event>& events) {
    for (const Event& e : events) {
        if (e.kind == EventKind::Lost && e.loss == LossCause::Loop)
            return true;
    }
    return false;
}

}  // namespace

TEST_CASE(
    "Loop guard: a striker bouncing forever between a Blue and a Green is stopped when it "
    "comes back to the same arrangement, and is Lost (cause loop)",
    "[floor][loop]") {
    const MovementRules rules = bouncing_rules();
    const Floor floor = FloorBuilder().candy("A3", B).candy("B3", G).candy("B2", R);
    const MovementOutcome out = run(floor, rules);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B2",
                                          "s1 d0 move Red0 B2>B3 conveyor",
                                          "s1 d1 bonk Red0 hits Grn0 at B3",
                                          "s1 d1 move Red0 B3>A3 deflected",
                                          "s1 d2 bonk Red0 hits Blu0 at A3",
                                          "s1 d2 move Red0 A3>B3 deflected",
                                          "s1 d2 lost Red0 loop",
                                          // The activation ends; the phase goes on.
                                          "activate Grn0 at B3",
                                          "s1 d0 move Grn0 B3>B4 conveyor",
                                          "s2 d0 move Grn0 B4>B5 conveyor",
                                          "activate Blu0 at A3",
                                          "s1 d0 move Blu0 A3>A4 conveyor",
                                          "s2 d0 move Blu0 A4>A5 conveyor",
                                      });
    CHECK(out.events[6].loss == LossCause::Loop);
    CHECK(lost_of(out.floor, R) == 1);
    CHECK(total(out.floor.lost()) == 1);
    CHECK(candy_at(out.floor, "B5") == green(0));
    CHECK(candy_at(out.floor, "A5") == blue(0));
    // Conserved: every candy is on the floor, in the supply, in a crate or Lost.
    for (CandyType type : kAllCandyTypes)
        CHECK(out.floor.accounted(type) == floor.candies_per_type());
}

TEST_CASE("Loop guard: a loop caught on the second step is Lost at step 2", "[floor][loop]") {
    const MovementRules rules = bouncing_rules();
    const Floor floor = FloorBuilder().candy("A3", B).candy("B3", G).candy("B1", R);
    const MovementOutcome out = run(floor, rules);
    CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                     "activate Red0 at B1",
                                                     "s1 d0 move Red0 B1>B2 conveyor",
                                                     "s2 d0 move Red0 B2>B3 conveyor",
                                                     "s2 d1 bonk Red0 hits Grn0 at B3",
                                                     "s2 d1 move Red0 B3>A3 deflected",
                                                     "s2 d2 bonk Red0 hits Blu0 at A3",
                                                     "s2 d2 move Red0 A3>B3 deflected",
                                                     "s2 d2 lost Red0 loop",
                                                 });
    CHECK(lost_of(out.floor, R) == 1);
}

TEST_CASE(
    "Loop guard: when the looping candy is not the activating one (it was pushed into the "
    "trap), the looping candy is Lost and the activating candy takes its remaining step",
    "[floor][loop]") {
    // Red0 enters C2 and pushes the Yellow up-right into B3 (the Green); the Yellow
    // bounces between the Green and the Blue on A3.
    const MovementRules rules = bouncing_rules();
    const Floor floor = FloorBuilder().candy("A3", B).candy("B3", G).candy("C2", Y).candy("C1", R);
    const MovementOutcome out = run(floor, rules);
    CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                     "activate Red0 at C1",
                                                     "s1 d0 move Red0 C1>C2 conveyor",
                                                     "s1 d1 bonk Red0 hits Yel0 at C2",
                                                     "s1 d1 move Yel0 C2>B3 pushed",
                                                     "s1 d2 bonk Yel0 hits Grn0 at B3",
                                                     "s1 d2 move Yel0 B3>A3 deflected",
                                                     "s1 d3 bonk Yel0 hits Blu0 at A3",
                                                     "s1 d3 move Yel0 A3>B3 deflected",
                                                     "s1 d3 lost Yel0 loop",
                                                     "s2 d0 move Red0 C2>C3 conveyor",
                                                 });
    CHECK(lost_of(out.floor, Y) == 1);
    CHECK(lost_of(out.floor, R) == 0);
    CHECK(activations(out.events, floor) == Lines{"Red0@C1", "Grn0@B3", "Blu0@A3"});
    CHECK(candy_at(out.floor, "C3") == red(0));
}

TEST_CASE("Loop guard: the same Bonk! met again on a later step is not a loop", "[floor][loop]") {
    // Standard chart: a Red on an Up tile under a Blue is sent back down on both
    // steps. Same space, same arrangement, but two separate chains.
    const Floor floor = FloorBuilder().tile("C3", CenterIcon::Up).candy("C3", R).candy("B3", B);
    const MovementOutcome out = run(floor);
    CHECK(count_kind(out.events, EventKind::Bonk) == 2);
    CHECK_FALSE(any_loop_loss(out.events));
    CHECK(candy_at(out.floor, "C3") == red(0));
    CHECK(total(out.floor.lost()) == 0);
}

TEST_CASE("Loop guard: with the standard Bonk! chart no chain ever loops (random floors)",
          "[floor][loop][property]") {
    const MovementRules rules = standard_rules();
    for (std::uint64_t seed = 1; seed <= 500; ++seed) {
        Rng rng(seed);
        const Floor floor = random_floor(side_a(), rng);
        const MovementOutcome out = run(floor, rules);
        INFO("seed " << seed);
        CHECK_FALSE(any_loop_loss(out.events));
    }
}

TEST_CASE(
    "Loop guard: with a looping chart every phase still ends with candies conserved "
    "(random floors)",
    "[floor][loop][property]") {
    const MovementRules rules = bouncing_rules();
    int loops = 0;
    for (std::uint64_t seed = 1; seed <= 500; ++seed) {
        Rng rng(seed);
        const Floor floor = random_floor(side_a(), rng);
        const MovementOutcome out = run(floor, rules);  // checks conservation and events
        INFO("seed " << seed);
        loops += any_loop_loss(out.events) ? 1 : 0;
        for (const Event& e : out.events) {
            // Only a candy caught bouncing can be lost to the guard, and only where
            // the trap is: struck by a Green or a Blue.
            if (e.kind == EventKind::Lost && e.loss == LossCause::Loop)
                CHECK(e.depth >= 2);
        }
    }
    // The random floors do meet the trap now and then (the test exercises the guard).
    CHECK(loops > 0);
}
