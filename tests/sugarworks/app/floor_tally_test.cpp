// The app's tally replays the core's events: after all of them it must agree
// with the floor the core ends on, on the rulebook example and random floors.
#include <catch2/catch.hpp>

#include "anim/floor_tally.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

FloorTally replay(const Floor& start, const std::vector<Event>& events) {
    FloorTally t = tally_floor(start);
    for (const Event& e : events)
        apply_event(t, e);
    return t;
}

}  // namespace

SCENARIO("the tally of a movement's events matches the core's final floor", "[app][tally]") {
    GIVEN("the rulebook example") {
        auto load = read_movement_scenario_file(
            std::string(SUGARWORKS_TEST_DATA_DIR) + "/movement/rulebook_example.json",
            "rulebook_example.json", testkit::catalog());
        REQUIRE(load.scenario);
        const MovementOutcome out = resolve_movement(load.scenario->floor, load.scenario->rules);
        WHEN("every event is applied") {
            const FloorTally t = replay(load.scenario->floor, out.events);
            THEN("it is the tally of the final floor") {
                CHECK(t == tally_floor(out.floor));
            }
        }
    }
    GIVEN("random floors on side A") {
        Rng rng(20240601);
        const MovementRules rules = testkit::standard_rules();
        for (int i = 0; i < 300; ++i) {
            const Floor start = testkit::random_floor(testkit::side_a(), rng);
            const MovementOutcome out = resolve_movement(start, rules);
            INFO("random floor " << i);
            REQUIRE(replay(start, out.events) == tally_floor(out.floor));
        }
    }
}

SCENARIO("the tally starts from the floor", "[app][tally]") {
    GIVEN("a floor with a candy on B4 and one on an output") {
        const Floor f = testkit::FloorBuilder()
                            .candy("B4", CandyType::BlueSquare)
                            .on_output(CandyType::RedCircle);
        const FloorTally t = tally_floor(f);
        THEN("both are placed and the supply is two short") {
            const CandyId blue = f.candy_at(testkit::at("B4"));
            CHECK(t.where[blue] == Place::grid(testkit::at("B4")));
            int placed = 0;
            for (const Place& p : t.where)
                placed += p.kind != PlaceKind::None;
            CHECK(placed == 2);
            CHECK(total(t.supply) == 5 * kCandyTypeCount - 2);
        }
    }
}
