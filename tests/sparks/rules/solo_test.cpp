// The solo game (rulebook "Solo Game"): set up as a 2-player game with goal
// tiles; regular and secondary turns alternating for 8 turns; the goal tiles and
// 50 points to win; the difficulty by the number of goal tiles.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

// A solo game at its first regular turn, the junkyard as given.
GameState solo_start(const Game& game, std::uint64_t seed) {
    GameState s = at_production(game, seed);
    set_junkyard(s,
                 {{Red, 1}, {Yellow, 2}, {Green, 3}, {Blue, 4}, {Red, 5}, {Yellow, 6}, {Green, 2}});
    check_invariants(game, s);
    return s;
}

// A solo player with exactly `points` points from the tracks (markers found by search).
void give_points(GameState& s, int points) {
    const auto& tracks = content().tracks;
    const auto worth = [&](int colour, int at) {
        return at < 0
                   ? 0
                   : tracks[static_cast<std::size_t>(colour)][static_cast<std::size_t>(at)].points;
    };
    const auto spaces = [&](int colour) {
        std::vector<int> out{kNone};
        for (int i = 0; i < static_cast<int>(tracks[static_cast<std::size_t>(colour)].size()); ++i)
            if (!tracks[static_cast<std::size_t>(colour)][static_cast<std::size_t>(i)].bonus)
                out.push_back(i);
        return out;
    };
    for (int r : spaces(0))
        for (int y : spaces(1))
            for (int g : spaces(2))
                for (int b : spaces(3))
                    if (worth(0, r) + worth(1, y) + worth(2, g) + worth(3, b) == points) {
                        seat(s, 0).track = {r, y, g, b};
                        return;
                    }
    FAIL("no track positions for " << points << " points");
}

}  // namespace

TEST_CASE("Solo: set up like a 2-player game, with one goal tile on the junkyard",
          "[sparks][rules][solo]") {
    const Game game = solo_game();
    const GameState s = game.new_game(200);
    CHECK(s.players == 1);
    CHECK(s.goals.size() == 1);
    CHECK(s.first_player == 0);
    CHECK(seat(s, 0).hand.size() == 6);
    CHECK(seat(s, 0).offer.size() == 4);
    CHECK(seat(s, 0).sparks == 1);
    CHECK(s.stacks.size() == 6);
    // The goal tiles are not the 2-or-more players' variant.
    CHECK_FALSE(game.options().goal_tiles);
}

TEST_CASE(
    "Solo: a regular turn plays a production tile and refills the assembly line, but leaves "
    "the junkyard as it is",
    "[sparks][rules][solo]") {
    const Game game = solo_game();
    GameState s = solo_start(game, 201);
    apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 0));
    // No one else takes dice: the actions begin.
    CHECK(s.phase == Phase::Actions);
    CHECK(s.current == 0);
    const std::vector<int> left = s.junkyard;
    REQUIRE(left.size() == 4);
    set_robot(s, 0, 0, "red_01");
    apply_ok(game, s, place_robot(seat(s, 0).dice[0], 0, 0));  // the red 1
    auto events = apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Refill);
    apply_ok(game, s, draw_robots());
    events = apply_ok(game, s, assign(seat(s, 0).offer[0], 0));
    // The secondary turn begins on the same junkyard.
    CHECK(s.phase == Phase::TakeDice);
    CHECK(s.turn == 1);
    CHECK(s.round == 0);
    CHECK(s.junkyard == left);
    CHECK(count_of(events, EventKind::JunkyardCleared) == 0);
    CHECK(count_of(events, EventKind::JunkyardRefilled) == 0);
    REQUIRE(count_of(events, EventKind::TurnStarted) == 1);
    CHECK(events_of(events, EventKind::TurnStarted)[0].amount == 1);
}

TEST_CASE(
    "Solo: a secondary turn takes no production tile but two dice from one end of what is "
    "left, as the non-active player of a 2-player game",
    "[sparks][rules][solo]") {
    const Game game = solo_game();
    GameState s = solo_start(game, 202);
    apply_ok(game, s, produce(production_tile(ProductionKind::Anywhere), 2));
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::TakeDice);
    const std::vector<int> row = s.junkyard;  // red 1, yellow 2, yellow 6, green 2
    REQUIRE(row.size() == 4);
    refused(game, s, produce(production_tile(ProductionKind::Bag), 0), RejectReason::WrongPhase);
    refused(game, s, take(0), RejectReason::NoSuchThing);
    refused(game, s, take(0, 3), RejectReason::NotAllowed);
    refused(game, s, take(1, 2), RejectReason::NotAllowed);
    CHECK(game.legal_actions(s).size() == 2);
    apply_ok(game, s, take(2, 3));
    CHECK(seat(s, 0).dice == std::vector<int>{row[3], row[2]});
    CHECK(s.phase == Phase::Actions);
    // Its production tiles are untouched.
    CHECK(seat(s, 0).production.size() == 3);
}

TEST_CASE(
    "Solo: at the end of a secondary turn the assembly line is refilled, the sparks come back "
    "from the power boxes and the junkyard is emptied and refilled",
    "[sparks][rules][solo]") {
    const Game game = solo_game();
    GameState s = solo_start(game, 203);
    apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 0));
    apply_ok(game, s, activate(kNone));
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::TakeDice);
    CHECK(seat(s, 0).board_box == BoxFill::Spark);
    const std::vector<int> row = s.junkyard;
    apply_ok(game, s, take(0, 1));
    set_robot(s, 0, 1, "red_01");
    REQUIRE(colour_of(seat(s, 0).dice[0]) == Red);
    apply_ok(game, s, place_robot(seat(s, 0).dice[0], 1, 0));  // the red 5
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::Refill);
    apply_ok(game, s, draw_robots());
    const auto events = apply_ok(game, s, assign(seat(s, 0).offer[0], 1));
    CHECK(seat(s, 0).line[1].card != kNone);
    CHECK(seat(s, 0).board_box == BoxFill::Empty);
    CHECK(seat(s, 0).sparks == 1);
    CHECK(count_of(events, EventKind::SparksReturned) == 1);
    CHECK(count_of(events, EventKind::RoundEnded) == 1);
    // The dice left over are discarded and 7 new ones drawn for the next regular turn.
    REQUIRE(count_of(events, EventKind::JunkyardCleared) == 1);
    CHECK(events_of(events, EventKind::JunkyardCleared)[0].amount == 2);
    CHECK(contains(s.discard, row[2]));
    CHECK(contains(s.discard, row[3]));
    CHECK(s.junkyard.size() == 7);
    CHECK(s.phase == Phase::Production);
    CHECK(s.turn == 0);
    CHECK(s.round == 1);
}

TEST_CASE("Solo: the game ends after 8 turns, 4 regular and 4 secondary", "[sparks][rules][solo]") {
    const Game game = solo_game();
    GameState s = solo_start(game, 204);
    std::vector<Event> all;
    while (s.phase != Phase::Over) {
        const Action a = s.phase == Phase::Actions ? end_actions() : game.legal_actions(s).front();
        const auto events = apply_ok(game, s, a);
        all.insert(all.end(), events.begin(), events.end());
    }
    int regular = 0, secondary = 0;
    for (const Event& e : events_of(all, EventKind::TurnStarted))
        (e.amount == 0 ? regular : secondary) += 1;
    // The first regular turn started in set-up.
    CHECK(regular + 1 == 4);
    CHECK(secondary == 4);
    CHECK(count_of(all, EventKind::ProductionPlayed) == 4);
    CHECK(seat(s, 0).production.empty());
    CHECK(count_of(all, EventKind::GameEnded) == 1);
}

TEST_CASE("Solo: Quincy takes the secondary turn's dice from anywhere in the junkyard",
          "[sparks][rules][solo][assistants]") {
    const Game game = solo_game();
    GameState s = solo_start(game, 205);
    add_played(s, 0, assistant("quincy"));
    apply_ok(game, s, produce(production_tile(ProductionKind::Bag), 0));
    apply_ok(game, s, end_actions());
    REQUIRE(s.phase == Phase::TakeDice);
    const std::vector<int> row = s.junkyard;
    CHECK(game.legal_actions(s).size() == 6);
    apply_ok(game, s, take(0, 2));
    CHECK(contains(seat(s, 0).dice, row[0]));
    CHECK(contains(seat(s, 0).dice, row[2]));
}

TEST_CASE("Solo: to win, the goal tile must be met and the score at least 50 points",
          "[sparks][rules][solo]") {
    const Game game = solo_game();
    GameState s = solo_start(game, 206);
    s.goals = {goal("four_sparks")};
    seat(s, 0).sparks = 4;
    seat(s, 0).cogs = 0;
    give_points(s, 44);  // + 5 for the goal: 49
    REQUIRE(score(game, s, 0).total() == 49);
    CHECK(winners(game, s).empty());
    give_points(s, 45);
    REQUIRE(score(game, s, 0).total() == 50);
    CHECK(winners(game, s) == std::vector<int>{0});
    // Points without the goal do not win.
    seat(s, 0).sparks = 3;
    give_points(s, 60);
    CHECK(winners(game, s).empty());
}

TEST_CASE("Ruling: the goal tiles' 5 points count towards the solo game's 50",
          "[sparks][rules][solo][goals]") {
    const Game game = solo_game();
    GameState s = solo_start(game, 207);
    s.goals = {goal("four_sparks")};
    seat(s, 0).sparks = 4;
    give_points(s, 45);
    CHECK(score(game, s, 0).goals == 5);
    CHECK(winners(game, s) == std::vector<int>{0});
}

TEST_CASE(
    "Solo: the difficulty is set by the number of goal tiles, none to 4, and every one must be "
    "met to win",
    "[sparks][rules][solo]") {
    for (int goals = 0; goals <= 4; ++goals) {
        const Game game = solo_game(goals);
        CHECK(Game::validate_options(content(), game.options()).empty());
        const GameState s = game.new_game(208);
        CHECK(s.goals.size() == static_cast<std::size_t>(goals));
    }
    // Without goal tiles, 50 points win.
    {
        const Game game = solo_game(0);
        GameState s = solo_start(game, 209);
        give_points(s, 50);
        CHECK(winners(game, s) == std::vector<int>{0});
    }
    // With 4, one unmet goal loses.
    {
        const Game game = solo_game(4);
        GameState s = solo_start(game, 210);
        s.goals = {goal("four_sparks"), goal("factory_level_five"), goal("six_assistants"),
                   goal("four_of_one_colour")};
        seat(s, 0).sparks = 4;
        seat(s, 0).level = 4;
        add_plain_played(s, 0, 6);
        for (const char* id : {"red_01", "red_02", "red_03"})
            add_completed(s, 0, id);
        give_points(s, 50);
        CHECK(winners(game, s).empty());
        add_completed(s, 0, "red_04");
        CHECK(winners(game, s) == std::vector<int>{0});
    }
}
