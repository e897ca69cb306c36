// The balance tables' tally of where points come from: each source summed, the
// players who scored from it, and whose largest source it was, a tie split.
#include <catch2/catch.hpp>

#include "bots/simulation.hpp"

namespace sparks {
namespace {

TEST_CASE("Points by source: sums, players scoring from a source, the largest source shared",
          "[bots]") {
    bots::PointsBySource tally;
    tally.add(Score{.tracks = 12, .level_times_assistants = 8, .sets = 3}, 5);
    tally.add(Score{.tracks = 6, .level_times_assistants = 6, .cogs = 1}, 2);
    tally.add(Score{}, 0);
    CHECK(tally.players == 3);
    CHECK(tally.robots == 7);
    CHECK(tally.points[0] == 18);  // tracks
    CHECK(tally.points[1] == 14);  // level x assistants
    CHECK(tally.points[4] == 3);   // sets
    CHECK(tally.scored[0] == 2);
    CHECK(tally.scored[4] == 1);
    CHECK(tally.scored[5] == 1);  // cogs
    CHECK(tally.largest[0] == Approx(1.5));
    CHECK(tally.largest[1] == Approx(0.5));
    CHECK(tally.largest[5] == Approx(0.0));  // a player with no points has no largest source
}

}  // namespace
}  // namespace sparks
