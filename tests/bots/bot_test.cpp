// The computer players: only legal actions in every mode and toggle, the same
// choice from the same information and seed, and a completion taken when one
// is on the table.
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "bots/tournament.hpp"
#include "sugarworks/scoring.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::bots;

TEST_CASE("Computer players of every level play only legal actions, every mode and toggle",
          "[bots]") {
    std::uint64_t seed = 3'300'000;
    int games = 0;
    BotSettings settings;
    settings.hard_iterations = 40;
    settings.hard_max_seconds = 0;
    for (const Scenario& sc : testkit::catalog().scenarios) {
        for (ToggleSet toggles : testkit::toggle_subsets(sc.allowed_toggles)) {
            const int players = std::clamp(2 + games % 3, sc.min_players, sc.max_players);
            const Game game(testkit::catalog(), GameOptions::for_scenario(sc, players, toggles));
            std::vector<BotLevel> levels;
            for (int p = 0; p < players; ++p)
                levels.push_back(static_cast<BotLevel>((p + games) % 4));
            // play_bot_game stops at the first refused action: the game must end.
            const GameState end = play_bot_game(game, levels, ++seed, settings);
            INFO(sc.id << ", toggles " << int{toggles.bits()} << ", seed " << seed);
            CHECK(end.over());
            ++games;
        }
    }
    CHECK(games > 40);
}

TEST_CASE("The same information and seed give the same choice", "[bots]") {
    const Game game(testkit::catalog(), testkit::options_on(3));
    const GameState s = game.new_game(21);
    const SeatInformation info = first_information(player_view(game, s, s.current));
    BotSettings settings;
    settings.hard_iterations = 300;
    settings.hard_max_seconds = 0;
    for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
        const BotChoice a = decide(game, info, level, 99, settings);
        const BotChoice b = decide(game, info, level, 99, settings);
        CHECK(a.action == b.action);
        CHECK(a.reason == b.reason);
    }
}

TEST_CASE("Medium takes a completion that is on the table", "[bots]") {
    // A sales order in the market true on the floor as it stands: Medium takes it.
    const Game game(testkit::catalog(), testkit::options_on(2));
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        const GameState s = game.new_game(seed);
        int true_card = -1;
        for (std::int8_t card : s.market) {
            const OrderCard& order = game.catalog().order(card);
            if (card != kNoCard && order.kind == OrderKind::Sales && order.points >= 2 &&
                sales_true(order.sales, s.floor))
                true_card = card;
        }
        if (true_card < 0)
            continue;
        const SeatInformation info = first_information(player_view(game, s, s.current));
        const BotChoice choice = decide(game, info, BotLevel::Medium, 5);
        INFO("seed " << seed << ": " << choice.reason);
        CHECK(choice.action.kind == ActionKind::TakeOrder);
        return;
    }
    FAIL("no set-up with a true sales order in the market");
}
