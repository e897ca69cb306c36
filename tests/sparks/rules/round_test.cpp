// The end of a round (rulebook "End of Round"): when the turn comes back to the
// first player, the sparks on power boxes return, and the first player, who keeps
// the marker, begins the next round. The sparks themselves are tested with the
// power boxes (power_box_test.cpp).
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE("End of round: the first player marker never passes: the first player begins every round",
          "[sparks][rules][round]") {
    const Game game = game_for(3);
    GameState s = at_production(game, 241, 1);
    std::vector<std::pair<int, int>> starts;  // (round, active) of each round's first turn
    std::vector<Event> all;
    while (s.phase != Phase::Over) {
        if (s.phase == Phase::Production && s.turn == 0)
            starts.push_back({s.round, s.active});
        const Action a = s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).front();
        const auto events = apply_ok(game, s, a);
        all.insert(all.end(), events.begin(), events.end());
        CHECK(s.first_player == 1);
    }
    CHECK(starts == std::vector<std::pair<int, int>>{{0, 1}, {1, 1}, {2, 1}, {3, 1}});
    const auto ended = events_of(all, EventKind::RoundEnded);
    REQUIRE(ended.size() == 4);
    for (int r = 0; r < 4; ++r)
        CHECK(ended[static_cast<std::size_t>(r)].index == r);
}

TEST_CASE("End of round: a round is one turn of each player as the active player",
          "[sparks][rules][round]") {
    const Game game = game_for(4);
    GameState s = at_production(game, 242, 3);
    std::vector<int> actives;
    while (s.round == 0) {
        actives.push_back(s.active);
        play_to_next_turn(game, s);
    }
    CHECK(actives == std::vector<int>{3, 0, 1, 2});
    CHECK(s.active == 3);
}
