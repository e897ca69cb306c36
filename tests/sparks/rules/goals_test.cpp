// The goal tiles variant (rulebook "Variant: Goal Tiles", "Game Ends: Advanced
// game"): two random goal tiles, each of the six met or not, 5 points each.
#include <catch2/catch.hpp>

#include <set>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

GameState for_goals(const Game& game) {
    GameState s = in_actions(game, 180);
    s.goals = {0, 1};
    return s;
}

}  // namespace

TEST_CASE("Variant: goal tiles: two random goal tiles lie face up from the start of the game",
          "[sparks][rules][goals]") {
    const Game game = game_for(3, true);
    std::set<std::vector<int>> drawn;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const GameState s = game.new_game(seed);
        REQUIRE(s.goals.size() == 2);
        CHECK(s.goals[0] != s.goals[1]);
        drawn.insert(s.goals);
    }
    CHECK(drawn.size() > 3);
}

TEST_CASE("Goal: play 6 assistants", "[sparks][rules][goals]") {
    const Game game = game_for(2, true);
    GameState s = for_goals(game);
    const int g = goal("six_assistants");
    add_plain_played(s, 0, 5);
    CHECK_FALSE(goal_met(game, s, 0, g));
    add_plain_played(s, 0, 1);
    CHECK(goal_met(game, s, 0, g));
    // Or more.
    add_plain_played(s, 0, 1);
    CHECK(goal_met(game, s, 0, g));
    CHECK_FALSE(goal_met(game, s, 1, g));
}

TEST_CASE("Goal: reach factory level 5", "[sparks][rules][goals]") {
    const Game game = game_for(2, true);
    GameState s = for_goals(game);
    const int g = goal("factory_level_five");
    seat(s, 0).level = 3;  // level 4
    CHECK_FALSE(goal_met(game, s, 0, g));
    seat(s, 0).level = 4;  // level 5
    CHECK(goal_met(game, s, 0, g));
    seat(s, 0).level = 6;
    CHECK(goal_met(game, s, 0, g));
}

TEST_CASE("Goal: build 4 robots of the same colour", "[sparks][rules][goals]") {
    const Game game = game_for(2, true);
    GameState s = for_goals(game);
    const int g = goal("four_of_one_colour");
    for (const char* id :
         {"red_01", "red_02", "red_03", "blue_01", "blue_02", "blue_03", "green_01", "yellow_01"})
        add_completed(s, 0, id);
    CHECK_FALSE(goal_met(game, s, 0, g));
    add_completed(s, 0, "blue_04");
    CHECK(goal_met(game, s, 0, g));
}

TEST_CASE("Goal: complete 5 robots with a power box", "[sparks][rules][goals]") {
    const Game game = game_for(2, true);
    GameState s = for_goals(game);
    const int g = goal("five_power_boxes");
    for (const char* id : {"red_02", "red_05", "yellow_02", "yellow_05", "red_01", "red_03"})
        add_completed(s, 0, id);
    CHECK_FALSE(goal_met(game, s, 0, g));
    add_completed(s, 0, "green_09");
    REQUIRE(robot_card(robot("green_09")).has_power_box());
    CHECK(goal_met(game, s, 0, g));
}

TEST_CASE("Goal: have 4 sparks, those on power boxes included", "[sparks][rules][goals]") {
    const Game game = game_for(2, true);
    GameState s = for_goals(game);
    const int g = goal("four_sparks");
    seat(s, 0).sparks = 3;
    CHECK_FALSE(goal_met(game, s, 0, g));
    seat(s, 0).sparks = 4;
    CHECK(goal_met(game, s, 0, g));
    // A spark on a power box is still the player's.
    apply_ok(game, s, activate(kNone));
    CHECK(seat(s, 0).sparks == 3);
    CHECK(goal_met(game, s, 0, g));
    // A cog on a box (Emma) is no spark.
    seat(s, 0).board_box = BoxFill::Cog;
    CHECK_FALSE(goal_met(game, s, 0, g));
}

TEST_CASE("Goal: reach the third bonus space on two different scoring tracks",
          "[sparks][rules][goals]") {
    const Game game = game_for(2, true);
    GameState s = for_goals(game);
    const int g = goal("third_bonus_twice");
    // Yellow and green have three bonus spaces each.
    const int yellow_third = bonus_space(Yellow, 2);
    const int green_third = bonus_space(Green, 2);
    seat(s, 0).track[track_of(Yellow)] = yellow_third + 1;
    seat(s, 0).track[track_of(Green)] = point_space_before(Green, green_third);
    CHECK_FALSE(goal_met(game, s, 0, g));
    // Moving past the third bonus space reaches it.
    set_robot(s, 0, 0, "green_01");
    apply_ok(game, s, place_robot(give_die(s, 0, Green, 1), 0, 0));
    CHECK(seat(s, 0).track[track_of(Green)] == green_third + 1);
    while (!s.pending.empty())
        apply_ok(game, s, game.legal_actions(s).front());
    CHECK(goal_met(game, s, 0, g));
}

TEST_CASE("Advanced game: each goal tile met scores 5 points at the end",
          "[sparks][rules][goals][game_end]") {
    const Game game = game_for(2, true);
    GameState s = in_actions(game, 181);
    s.goals = {goal("four_sparks"), goal("factory_level_five")};
    seat(s, 0).sparks = 5;
    seat(s, 1).sparks = 5;
    seat(s, 1).level = 4;
    CHECK(score(game, s, 0).goals == 5);
    CHECK(score(game, s, 1).goals == 10);
    // Without the variant no goal scores.
    s.goals.clear();
    CHECK(score(game, s, 1).goals == 0);
}
