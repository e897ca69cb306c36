// How the greedy players judge a position: an unfinished robot is worth part of what
// its steps would score on its track, so finishing it always pays, wherever the
// marker stands and however steep the track.
#include <catch2/catch.hpp>

#include "bots/evaluate.hpp"
#include "rules/rules_kit.hpp"

namespace sparks {
namespace {

using namespace kit;

TEST_CASE("Evaluation: covering a robot's last space is worth more than holding the die",
          "[bots]") {
    const Game game = game_for(2);
    // red_10: a yellow, a green and a blue; 2 steps on red. From each points space that
    // leaves the 2 steps short of a bonus space (whose tile would ask for a choice).
    for (const int marker : {kNone, 4, 5, 6, 7, 8, 9}) {
        GameState s = in_actions(game, 42);
        set_robot(s, 0, 0, "red_10");
        put_die_on_robot(s, 0, 0, 0, Yellow, 3);
        put_die_on_robot(s, 0, 0, 1, Green, 3);
        const int blue = give_die(s, 0, Blue, 3);
        seat(s, 0).track[track_of(Red)] = marker;
        for (const auto& [name, weights] : {std::pair{"easy", bots::easy_weights()},
                                            std::pair{"medium", bots::medium_weights()}}) {
            INFO(name << ", marker on space " << marker);
            GameState finished = s;
            apply_ok(game, finished, place_robot(blue, 0, 2));
            REQUIRE(seat(finished, 0).completed.size() == 1);
            CHECK(bots::evaluate(game, finished, 0, weights) > bots::evaluate(game, s, 0, weights));
        }
    }
}

}  // namespace
}  // namespace sparks
