// The rule of each step as the seat to act reads it: the table shows these words,
// so they follow the scenario being played, not the standard game.
#include <catch2/catch.hpp>

#include <string>

#include "sugarworks/game_text.hpp"
#include "sugarworks/scenario.hpp"

using namespace sugarworks;

TEST_CASE("The order action offers the market only where the scenario lays one out",
          "[text][step]") {
    Scenario with_market = standard_scenario();
    with_market.market = true;
    const std::string market = step_rule(Step::OrderAction, with_market);
    CHECK(market.find("take an order from the market") != std::string::npos);
    CHECK(market.find("discard one from the market") != std::string::npos);

    Scenario no_market = standard_scenario();
    no_market.market = false;
    const std::string deck = step_rule(Step::OrderAction, no_market);
    CHECK(deck == "Order action: draw the top order of the deck.");
}

TEST_CASE("Discarding down names the scenario's hand limit", "[text][step]") {
    Scenario scenario = standard_scenario();
    scenario.hand_limit = 7;
    CHECK(step_rule(Step::DiscardDown, scenario) ==
          "You hold more orders than the hand limit of 7: discard down to it.");
    scenario.hand_limit = 5;
    CHECK(step_rule(Step::DiscardDown, scenario).find("limit of 5") != std::string::npos);
}

TEST_CASE("Every step is told in a sentence", "[text][step]") {
    const Scenario scenario = standard_scenario();
    for (Step step : {Step::Roll, Step::OrderAction, Step::DiscardDown, Step::FactoryAction,
                      Step::GameOver, Step::KeepOne, Step::ChooseWorker, Step::ChooseCandy}) {
        INFO(step_id(step));
        const std::string words = step_rule(step, scenario);
        REQUIRE_FALSE(words.empty());
        CHECK(words.back() == '.');
    }
    // The factory action names its three choices, a candy made by discarding an order.
    const std::string factory = step_rule(Step::FactoryAction, scenario);
    for (const char* choice : {"play a tile", "move an output", "discard an order", "make a candy"})
        CHECK(factory.find(choice) != std::string::npos);
}
