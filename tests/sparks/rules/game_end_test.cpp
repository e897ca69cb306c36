// The end of the game and its scoring (rulebook "Goal of the Game", "End of
// Round", "Game Ends"): four rounds, no refill after the last turn, the points
// from every source and the tie-breaks.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

// Two players with nothing that scores: the base for the tie-break tests.
GameState level_pegging(const Game& game) {
    GameState s = in_actions(game, 170);
    for (PlayerState& p : s.seats) {
        p.cogs = 0;
        p.sparks = 0;
    }
    return s;
}

}  // namespace

TEST_CASE(
    "Game end: after four rounds, each player active once a round with each of their four "
    "production tiles, the game is over",
    "[sparks][rules][game_end]") {
    for (int players = 2; players <= 4; ++players) {
        const Game game = game_for(players);
        GameState s = at_production(game, 160 + static_cast<std::uint64_t>(players));
        std::vector<int> actives;
        std::vector<Event> all;
        while (s.phase != Phase::Over) {
            if (s.phase == Phase::Production)
                actives.push_back(s.active);
            const Action a =
                s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).front();
            const auto events = apply_ok(game, s, a);
            all.insert(all.end(), events.begin(), events.end());
        }
        CHECK(actives.size() == static_cast<std::size_t>(4 * players));
        for (int p = 0; p < players; ++p) {
            CHECK(std::count(actives.begin(), actives.end(), p) == 4);
            CHECK(seat(s, p).production.empty());
        }
        CHECK(count_of(all, EventKind::RoundEnded) == 4);
        CHECK(count_of(all, EventKind::GameEnded) == 1);
        CHECK(s.round == 4);
        CHECK(game.is_over(s));
        CHECK(game.legal_actions(s).empty());
        refused(game, s, end_actions(), RejectReason::WrongPhase);
    }
}

TEST_CASE("Game end: after the last turn nobody refills their assembly line",
          "[sparks][rules][game_end]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 171);
    // Play to the last turn's action phase.
    while (!(s.round == 3 && s.turn == 1 && s.phase == Phase::Actions))
        apply_ok(game, s,
                 s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).front());
    const int p = s.current;
    set_robot(s, p, 0, p == 0 ? "red_01" : "yellow_01");
    apply_ok(game, s, place_robot(give_die(s, p, seat_colour(p), 3), 0, 0));
    apply_ok(game, s, end_actions());
    const auto events = apply_ok(game, s, end_actions());
    CHECK(s.phase == Phase::Over);
    CHECK(count_of(events, EventKind::RobotsDrawn) == 0);
    CHECK(seat(s, p).line[0].card == kNone);
    CHECK(count_of(events, EventKind::GameEnded) == 1);
}

TEST_CASE("Ruling: the sparks on power boxes come back to storage before the final scoring",
          "[sparks][rules][game_end][goals]") {
    const Game game = game_for(2);
    GameState s = at_production(game, 176);
    while (!(s.round == 3 && s.turn == 1 && s.phase == Phase::Actions))
        apply_ok(game, s,
                 s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).front());
    const int p = s.current;
    seat(s, p).sparks = 1;
    apply_ok(game, s, activate(kNone));
    CHECK(seat(s, p).sparks == 0);
    apply_ok(game, s, end_actions());
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Over);
    CHECK(seat(s, p).sparks == 1);
    CHECK(seat(s, p).board_box == BoxFill::Empty);
}

TEST_CASE("Scoring: each marker scores the points shown above its space of the track",
          "[sparks][rules][game_end]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    CHECK(score(game, s, 0).total() == 0);
    seat(s, 0).track[track_of(Red)] = 4;     // 10, past the bonus space
    seat(s, 0).track[track_of(Yellow)] = 3;  // 7, past the first bonus space
    seat(s, 0).track[track_of(Green)] = 13;  // 25: the end of the track
    const Score sc = score(game, s, 0);
    CHECK(sc.tracks == 10 + 7 + 25);
    CHECK(sc.total() == 42);
}

TEST_CASE(
    "Example: factory level 4 and 5 assistants played score 4 x 5 = 20 points, the lowest space of "
    "the factory track is level 1",
    "[sparks][rules][game_end][example]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    add_plain_played(s, 0, 5);
    seat(s, 0).level = 3;  // the marker's fourth space: level 4
    CHECK(score(game, s, 0).level_times_assistants == 20);
    // Without any upgrade the factory is at level 1.
    seat(s, 0).level = 0;
    CHECK(score(game, s, 0).level_times_assistants == 5);
    CHECK(score(game, s, 1).level_times_assistants == 0);
}

TEST_CASE("Scoring: played assistants score the points in their corner, Conrad those he copies",
          "[sparks][rules][game_end][assistants]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    add_played(s, 0, assistant("quincy"));  // 3
    add_played(s, 0, assistant("emma"));    // 1
    add_played(s, 0, assistant("conrad"), 0);
    CHECK(score(game, s, 0).assistant_points == 3 + 1 + 3);
    // Assistants in the hand score nothing.
    set_hand(s, 1, {assistant("edith")});
    CHECK(score(game, s, 1).assistant_points == 0);
}

TEST_CASE("Scoring: upgrade tiles score the points shown on them", "[sparks][rules][game_end]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    give_upgrade(s, 0, UpgradeKind::Rearrange);
    give_upgrade(s, 0, UpgradeKind::IgnoreValue);
    give_upgrade(s, 0, UpgradeKind::Recycle, 2);
    CHECK(score(game, s, 0).upgrade_points == upgrade_type(UpgradeKind::Rearrange).points +
                                                  upgrade_type(UpgradeKind::IgnoreValue).points +
                                                  upgrade_type(UpgradeKind::Recycle).points);
    CHECK(score(game, s, 0).upgrade_points == 4);
}

TEST_CASE(
    "Example: 3 red, 3 yellow, 2 blue and 2 green robots completed make two sets of four "
    "colours: 6 points",
    "[sparks][rules][game_end][example]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    for (const char* id : {"red_01", "red_02", "red_03", "yellow_01", "yellow_02", "yellow_03",
                           "blue_01", "blue_02", "green_01", "green_02"})
        add_completed(s, 0, id);
    check_invariants(game, s);
    CHECK(score(game, s, 0).sets == 6);
    // Three colours make no set.
    for (const char* id : {"red_04", "yellow_04", "blue_04"})
        add_completed(s, 1, id);
    CHECK(score(game, s, 1).sets == 0);
}

TEST_CASE("Scoring: 1 point for every 3 cogs", "[sparks][rules][game_end]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    for (const auto& [cogs, points] :
         std::vector<std::pair<int, int>>{{0, 0}, {2, 0}, {3, 1}, {8, 2}, {9, 3}}) {
        seat(s, 0).cogs = cogs;
        CHECK(score(game, s, 0).cogs == points);
    }
}

TEST_CASE("Scoring: the points of every source add up", "[sparks][rules][game_end]") {
    const Game game = game_for(2, true);
    GameState s = in_actions(game, 172);
    s.goals = {goal("four_sparks")};
    seat(s, 0).sparks = 4;
    seat(s, 0).cogs = 7;
    seat(s, 0).level = 1;
    seat(s, 0).track[track_of(Blue)] = 1;
    add_played(s, 0, assistant("frank"));
    give_upgrade(s, 0, UpgradeKind::Discount);
    const Score sc = score(game, s, 0);
    CHECK(sc.tracks == 6);  // the blue track's second space
    CHECK(sc.level_times_assistants == 2);
    CHECK(sc.assistant_points == 2);
    CHECK(sc.upgrade_points == 1);
    CHECK(sc.sets == 0);
    CHECK(sc.cogs == 2);
    CHECK(sc.goals == 5);
    CHECK(sc.total() == 18);
}

TEST_CASE("Winner: the player with the most points wins", "[sparks][rules][game_end]") {
    const Game game = game_for(3);
    GameState s = in_actions(game, 173);
    for (PlayerState& p : s.seats)
        p.cogs = p.sparks = 0;
    seat(s, 1).track[track_of(Red)] = 1;  // 2 points
    seat(s, 2).track[track_of(Red)] = 0;  // 1 point
    // Even with more cogs (2, no point), player 2 is behind.
    seat(s, 2).cogs = 2;
    CHECK(winners(game, s) == std::vector<int>{1});
}

TEST_CASE("Tie-break: among tied players, the most remaining cogs wins",
          "[sparks][rules][game_end]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    seat(s, 0).cogs = 1;
    seat(s, 1).cogs = 2;
    // A higher factory level does not come first.
    seat(s, 0).level = 3;
    REQUIRE(score(game, s, 0).total() == score(game, s, 1).total());
    CHECK(winners(game, s) == std::vector<int>{1});
}

TEST_CASE("Tie-break: still tied, the highest factory level wins", "[sparks][rules][game_end]") {
    const Game game = game_for(2);
    GameState s = level_pegging(game);
    seat(s, 0).level = 2;
    seat(s, 1).level = 1;
    // More robots do not come first.
    add_completed(s, 1, "red_01");
    add_completed(s, 1, "red_02");
    REQUIRE(score(game, s, 0).total() == score(game, s, 1).total());
    CHECK(winners(game, s) == std::vector<int>{0});
}

TEST_CASE("Tie-break: still tied, the most completed robots wins", "[sparks][rules][game_end]") {
    const Game game = game_for(3);
    GameState s = in_actions(game, 174);
    for (PlayerState& p : s.seats)
        p.cogs = p.sparks = 0;
    add_completed(s, 2, "red_01");
    add_completed(s, 2, "red_02");
    add_completed(s, 1, "blue_01");
    REQUIRE(score(game, s, 1).total() == score(game, s, 2).total());
    CHECK(winners(game, s) == std::vector<int>{2});
}

TEST_CASE("Tie-break: when the tie remains, the tied players share the victory",
          "[sparks][rules][game_end]") {
    const Game game = game_for(4);
    GameState s = in_actions(game, 175);
    for (PlayerState& p : s.seats)
        p.cogs = p.sparks = 0;
    for (int p : {0, 2, 3}) {
        seat(s, p).track[track_of(Green)] = 0;
        seat(s, p).cogs = 1;
    }
    add_completed(s, 0, "green_01");
    add_completed(s, 2, "green_02");
    add_completed(s, 3, "green_03");
    add_completed(s, 1, "green_04");
    CHECK(winners(game, s) == std::vector<int>{0, 2, 3});
}
