// Conformance: the infinite-loop guard (rulebook FAQ "What if we find an infinite
// loop?"; rulings 3). The five standard Bonk! rules cannot loop (no direction
// points left, and "down" only ever increases the row), so the guard is tested
// with a crafted chart: Green Triangle deflects the striker UP, Blue Square
// deflects it DOWN. A Blue above a Green in one column traps a striker that
// enters the Green's space: up to the Blue, down to the Green, up again ...
// The rulings: the chain stops and the initiating candy (the one whose
// activation began it) is Lost.
#include <catch2/catch.hpp>

#include "floor/conformance_kit.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

namespace {

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
    "would come back to the same arrangement: the chain does not happen and the initiating "
    "candy blinks out into Lost from where it stood (cause loop)",
    "[floor][loop]") {
    const MovementRules rules = bouncing_rules();
    const Floor floor = FloorBuilder().candy("A3", B).candy("B3", G).candy("B2", R);
    const MovementOutcome out = run(floor, rules);
    CHECK(trace(out.events, floor) == Lines{
                                          "activate Red0 at B2",
                                          "s1 d0 lost Red0 loop",
                                          // The activation ends; the phase goes on.
                                          "activate Grn0 at B3",
                                          "s1 d0 move Grn0 B3>B4 conveyor",
                                          "s2 d0 move Grn0 B4>B5 conveyor",
                                          "activate Blu0 at A3",
                                          "s1 d0 move Blu0 A3>A4 conveyor",
                                          "s2 d0 move Blu0 A4>A5 conveyor",
                                      });
    REQUIRE(out.events[1].kind == EventKind::Lost);
    CHECK(out.events[1].loss == LossCause::Loop);
    CHECK(out.events[1].from == Place::grid(at("B2")));
    CHECK(lost_of(out.floor, R) == 1);
    CHECK(total(out.floor.lost()) == 1);
    CHECK(candy_at(out.floor, "B5") == green(0));
    CHECK(candy_at(out.floor, "A5") == blue(0));
    // Conserved: every candy is on the floor, in the supply, in a crate or Lost.
    for (CandyType type : kAllCandyTypes)
        CHECK(out.floor.accounted(type) == floor.candies_per_type());
}

TEST_CASE(
    "Loop guard: a loop caught on the second step loses the candy where its first step "
    "left it",
    "[floor][loop]") {
    const MovementRules rules = bouncing_rules();
    const Floor floor = FloorBuilder().candy("A3", B).candy("B3", G).candy("B1", R);
    const MovementOutcome out = run(floor, rules);
    CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                     "activate Red0 at B1",
                                                     "s1 d0 move Red0 B1>B2 conveyor",
                                                     "s2 d0 lost Red0 loop",
                                                 });
    CHECK(lost_of(out.floor, R) == 1);
}

TEST_CASE(
    "Loop guard: when the candy going round is not the initiating one (it was pushed into "
    "the trap), the initiating candy is Lost, takes no remaining step, and every other candy "
    "stays where it stood",
    "[floor][loop]") {
    // Red0 enters C2 and would push the Yellow up-right into B3 (the Green); the Yellow
    // would bounce between the Green and the Blue on A3 for ever.
    const MovementRules rules = bouncing_rules();
    const Floor floor = FloorBuilder().candy("A3", B).candy("B3", G).candy("C2", Y).candy("C1", R);
    const MovementOutcome out = run(floor, rules);
    CHECK(trace_of(out.events, floor, red(0)) == Lines{
                                                     "activate Red0 at C1",
                                                     "s1 d0 lost Red0 loop",
                                                 });
    CHECK(lost_of(out.floor, R) == 1);
    CHECK(lost_of(out.floor, Y) == 0);
    CHECK(count_kind(out.events, EventKind::Bonk) == 0);
    // The Yellow was never pushed: it activates from C2 in its turn.
    CHECK(activations(out.events, floor) == Lines{"Red0@C1", "Yel0@C2", "Grn0@B3", "Blu0@A3"});
    CHECK(candy_at(out.floor, "C4") == yellow(0));
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
            // Only the initiating candy is lost to the guard, before its chain begins:
            // nothing of a chain that would loop happens.
            if (e.kind == EventKind::Lost && e.loss == LossCause::Loop) {
                CHECK(e.candy == e.actor);
                CHECK(e.depth == 0);
            }
        }
    }
    // The random floors do meet the trap now and then (the test exercises the guard).
    CHECK(loops > 0);
}
