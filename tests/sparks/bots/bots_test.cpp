// The computer players of Sparks: legal choices from their own view only, the
// same choice from the same view and seed, and stronger levels beating random play.
#include <catch2/catch.hpp>

#include "bots/bots.hpp"
#include "bots/search_adapter.hpp"
#include "bots/simulation.hpp"
#include "bots/tournament.hpp"
#include "rules/rules_kit.hpp"
#include "support/sparks_content.hpp"

namespace sparks {
namespace {

using bots::BotLevel;

TEST_CASE("Computer players of every level choose only legal actions, every player count",
          "[bots]") {
    bots::BotSettings quick;
    quick.hard_iterations = 20;
    for (int players = 1; players <= kMaxPlayers; ++players) {
        const Game game(testing::shipped_content(),
                        {.players = players, .goal_tiles = players > 1});
        for (BotLevel level :
             {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            GameState state = game.new_game(40 + static_cast<std::uint64_t>(players));
            std::vector<Event> events;
            // A stretch of the game, every decision checked against the full state's list.
            for (int n = 0; n < 60 && !game.is_over(state); ++n) {
                const auto choice = bots::decide(game, player_view(game, state, state.current),
                                                 level, static_cast<std::uint64_t>(n), quick);
                INFO(players << " players, level " << bots::level_id(level) << ", action " << n);
                REQUIRE_FALSE(game.check(state, choice.action).has_value());
                CHECK_FALSE(choice.reason.empty());
                events.clear();
                REQUIRE_FALSE(game.apply_in_place(state, choice.action, events));
            }
        }
    }
}

TEST_CASE(
    "The same view and seed give the same choice, and what the seat cannot see changes nothing",
    "[bots]") {
    const Game game(testing::shipped_content(), {.players = 3});
    GameState state = game.new_game(5);
    std::vector<Event> events;
    for (int n = 0; n < 40; ++n) {
        const auto legal = game.legal_actions(state);
        events.clear();
        game.apply_in_place(state, legal[static_cast<std::size_t>(n) % legal.size()], events);
    }
    const int seat = state.current;
    // Another game that differs only in what the seat cannot see: the other hands'
    // cards exchanged one for one (how many each holds is seen) and the decks reversed.
    GameState other = state;
    auto& left = other.seats[static_cast<std::size_t>((seat + 1) % 3)].hand;
    auto& right = other.seats[static_cast<std::size_t>((seat + 2) % 3)].hand;
    REQUIRE_FALSE(left.empty());
    REQUIRE_FALSE(right.empty());
    for (std::size_t i = 0; i < std::min(left.size(), right.size()); ++i)
        std::swap(left[i], right[i]);
    REQUIRE(other != state);
    std::reverse(other.robot_deck.begin(), other.robot_deck.end());
    other.rng = engine::Rng(999);
    REQUIRE(player_view(game, state, seat) == player_view(game, other, seat));
    for (BotLevel level : {BotLevel::Random, BotLevel::Easy, BotLevel::Medium}) {
        const auto a = bots::decide(game, player_view(game, state, seat), level, 11);
        const auto b = bots::decide(game, player_view(game, state, seat), level, 11);
        const auto c = bots::decide(game, player_view(game, other, seat), level, 11);
        CHECK(a.action == b.action);
        CHECK(a.action == c.action);
    }
}

TEST_CASE("Hard's playouts build a robot three times in four when a die can go on one", "[bots]") {
    const Game game(testing::shipped_content(), {.players = 2});
    GameState state = game.new_game(8);
    std::vector<Event> events;
    engine::Rng walk(8);
    std::vector<Action> legal;
    // The first action phase where building is one choice among many.
    const auto builds = [&] {
        return std::count_if(legal.begin(), legal.end(),
                             [](const Action& a) { return a.kind == ActionKind::PlaceRobot; });
    };
    for (;;) {
        REQUIRE_FALSE(game.is_over(state));
        game.legal_actions(state, legal);
        if (state.phase == Phase::Actions && state.pending.empty() && builds() > 0 &&
            2 * builds() < static_cast<long>(legal.size()))
            break;
        events.clear();
        game.apply_in_place(state, legal[walk.below(static_cast<std::uint32_t>(legal.size()))],
                            events);
    }
    const bots::SearchAdapter adapter(game);
    const bots::QuickPlayout playout;
    engine::Rng random(1);
    int built = 0;
    const int tries = 2000;
    for (int i = 0; i < tries; ++i)
        built += playout(adapter, state, legal, random).kind == ActionKind::PlaceRobot ? 1 : 0;
    // Uniform play would build in fewer than half of them.
    CHECK(built > tries * 3 / 4 - 100);
}

TEST_CASE("Easy, Medium and Hard never take a die back, so they cannot go round in a circle",
          "[bots]") {
    // Rearrange's take-back is free and so is placing the die where it was: the same
    // position again, which a search may judge alike and repeat for ever.
    const Game game = kit::game_for(2);
    GameState s = kit::in_actions(game, 101);
    // A yellow die in the upgrade section that the robot's yellow space would take:
    // taking it back looks like progress to a player who counts dice that fit a robot.
    kit::set_robot(s, 0, 0, "red_07");  // yellow, green
    kit::put_die_in_upgrade(s, 0, 0, kit::Yellow, 1);
    kit::seat(s, 0).cogs = 0;
    kit::give_upgrade(s, 0, UpgradeKind::Rearrange);
    const std::vector<Action> rules = game.legal_actions(s);
    const auto retrieves = [](const std::vector<Action>& list) {
        return std::count_if(list.begin(), list.end(),
                             [](const Action& a) { return a.kind == ActionKind::Retrieve; });
    };
    REQUIRE(retrieves(rules) == 1);
    std::vector<Action> searched;
    bots::SearchAdapter(game).legal_actions(s, searched);
    CHECK(retrieves(searched) == 0);
    CHECK(searched.size() == rules.size() - 1);
    // Nor does any level but Random choose it, deciding from the view.
    bots::BotSettings quick;
    quick.hard_iterations = 400;
    for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard})
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            CHECK(bots::decide(game, player_view(game, s, 0), level, seed, quick).action.kind !=
                  ActionKind::Retrieve);
}

// Medium against Random at 2 players: `games` games from `seed`.
bots::TournamentOptions medium_v_random(int games, std::uint64_t seed) {
    bots::TournamentOptions options;
    options.entries = {BotLevel::Medium, BotLevel::Random};
    options.games = games;
    options.seed = seed;
    return options;
}

TEST_CASE("A tournament times every decision of each entry", "[bots]") {
    const Game game(testing::shipped_content(), {.players = 2});
    const auto result = bots::run_tournament(game, medium_v_random(6, 3));
    long long decisions = 0;
    for (const bots::EntryStats& e : result.entries) {
        CHECK_FALSE(e.decision_seconds.empty());
        CHECK(bots::decision_quantile(e, 0.5) <= bots::decision_quantile(e, 0.95));
        decisions += static_cast<long long>(e.decision_seconds.size());
    }
    CHECK(decisions == result.stats.actions);
}

TEST_CASE("A tournament names each unfinished game and why it stopped", "[bots]") {
    const Game game(testing::shipped_content(), {.players = 2});
    bots::TournamentOptions options = medium_v_random(2, 40);
    options.max_actions = 25;  // no game ends in 25 actions
    const auto result = bots::run_tournament(game, options);
    CHECK(result.stats.unfinished == 2);
    REQUIRE(result.stats.unfinished_why.size() == 2);
    CHECK(result.stats.unfinished_why[0] ==
          "game with --seats medium,random --seed 40: still running after 25 actions");
    CHECK(result.stats.unfinished_why[1] ==
          "game with --seats random,medium --seed 41: still running after 25 actions");
}

TEST_CASE("Medium and Easy beat random play in a seeded tournament", "[bots]") {
    const Game game(testing::shipped_content(), {.players = 2});
    for (BotLevel level : {BotLevel::Easy, BotLevel::Medium}) {
        bots::TournamentOptions options;
        options.entries = {level, BotLevel::Random};
        options.games = 30;
        options.seed = 1;
        const auto result = bots::run_tournament(game, options);
        INFO(bots::level_id(level) << " won " << result.entries[0].wins << " of 30");
        CHECK(result.stats.unfinished == 0);
        CHECK(result.entries[0].wins > 2 * result.entries[1].wins);
        CHECK(result.entries[0].score_total > result.entries[1].score_total);
    }
}

TEST_CASE("The tournament rotates the seats and splits shared wins", "[bots]") {
    const Game game(testing::shipped_content(), {.players = 3});
    bots::TournamentOptions options;
    options.entries = {BotLevel::Random, BotLevel::Random, BotLevel::Random};
    options.games = 6;
    const auto result = bots::run_tournament(game, options);
    double wins = 0;
    for (const auto& e : result.entries) {
        CHECK(e.games == 6);
        wins += e.wins;
    }
    CHECK(wins == Approx(6.0));
    bots::EntryStats half;
    half.games = 10;
    half.wins = 5.0;
    const auto interval = bots::win_interval(half);
    CHECK(interval.rate == Approx(0.5));
    CHECK(interval.low < 0.5);
    CHECK(interval.high > 0.5);
}

}  // namespace
}  // namespace sparks
