// Playing an event list back in time: stepping, holding, rewinding, speed.
#include <catch2/catch.hpp>

#include "anim/playback.hpp"
#include "anim/timing.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

struct Example {
    Floor start;
    MovementOutcome out;
};

Example example() {
    const Floor start = testkit::FloorBuilder()
                            .candy("A5", CandyType::RedCircle)
                            .candy("B2", CandyType::YellowHexagon)
                            .candy("B3", CandyType::BlueSquare);
    return {start, resolve_movement(start, testkit::standard_rules())};
}

double total_seconds(const std::vector<Event>& events) {
    double s = 0;
    for (const Event& e : events)
        s += event_seconds(e);
    return s;
}

}  // namespace

SCENARIO("a playback runs to the end and can be rewound", "[app][playback]") {
    const Example ex = example();
    REQUIRE(ex.out.events.size() > 4);
    GIVEN("a playback of the events") {
        Playback pb(ex.start, ex.out.events);
        THEN("nothing plays until asked") {
            pb.advance(10);
            CHECK(pb.current() == 0);
            CHECK(pb.lines_shown() == 0);
        }
        WHEN("it plays for longer than all events take") {
            pb.play();
            pb.advance(total_seconds(ex.out.events) + 1);
            THEN("it has finished, shows every line and the core's final floor") {
                CHECK(pb.finished());
                CHECK_FALSE(pb.playing());
                CHECK(pb.lines_shown() == pb.size());
                CHECK(pb.tally() == tally_floor(ex.out.floor));
            }
            AND_WHEN("it is rewound") {
                pb.rewind();
                THEN("it is back at the start floor") {
                    CHECK(pb.current() == 0);
                    CHECK(pb.tally() == tally_floor(ex.start));
                    CHECK(pb.lines_shown() == 0);
                }
            }
        }
        WHEN("it plays in small frames") {
            pb.play();
            int frames = 0;
            int last_shown = 0;
            while (pb.playing() && frames < 100000) {
                pb.advance(1.0 / 60.0);
                CHECK(pb.lines_shown() >= last_shown);
                CHECK(pb.lines_shown() <= last_shown + 1);
                last_shown = pb.lines_shown();
                ++frames;
            }
            THEN("each line appears in turn and it ends") {
                CHECK(pb.finished());
                CHECK(frames == Approx(total_seconds(ex.out.events) * 60).margin(3));
            }
        }
    }
}

SCENARIO("stepping plays exactly one event", "[app][playback]") {
    const Example ex = example();
    Playback pb(ex.start, ex.out.events);
    WHEN("the player steps twice") {
        for (int i = 0; i < 2; ++i) {
            pb.step();
            pb.advance(100);
        }
        THEN("two events are done and the playback waits") {
            CHECK(pb.current() == 2);
            CHECK(pb.lines_shown() == 2);
            CHECK_FALSE(pb.playing());
            CHECK(pb.progress() == 0);
        }
    }
}

SCENARIO("a hold point stops the playback in the middle of an event", "[app][playback]") {
    const Example ex = example();
    Playback pb(ex.start, ex.out.events);
    pb.hold_at(3, 0.5f);
    pb.play();
    pb.advance(1000);
    CHECK(pb.held());
    CHECK(pb.current() == 3);
    CHECK(pb.progress() == Approx(0.5));
    CHECK(pb.lines_shown() == 4);
    WHEN("it is played again") {
        pb.play();
        pb.advance(1000);
        THEN("it goes on to the end") {
            CHECK(pb.finished());
        }
    }
}

SCENARIO("the speed scales time and stays within 0.25x..8x", "[app][playback]") {
    const Example ex = example();
    Playback pb(ex.start, ex.out.events);
    pb.set_speed(100);
    CHECK(pb.speed() == kMaxSpeed);
    pb.set_speed(0);
    CHECK(pb.speed() == kMinSpeed);
    pb.set_speed(2);
    pb.play();
    pb.advance(event_seconds(ex.out.events[0]) / 4);
    CHECK(pb.progress() == Approx(0.5));
}

SCENARIO("a playback without events shows the start floor", "[app][playback]") {
    const Example ex = example();
    Playback pb(ex.start, {});
    pb.play();
    pb.step();
    pb.advance(1);
    CHECK(pb.finished());
    CHECK(pb.tally() == tally_floor(ex.start));
}
