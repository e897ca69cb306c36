// The rule of each step of a round, as the seat to act reads it.
#include "sugarworks/game_text.hpp"

namespace sugarworks {

std::string step_rule(Step step, const Scenario& scenario) {
    switch (step) {
        case Step::Roll:
            return "Roll the candy die: a candy of the type it shows is made on its output.";
        case Step::OrderAction:
            if (!scenario.market)
                return "Order action: draw the top order of the deck.";
            return "Order action: take an order from the market, draw the top of the deck, or "
                   "discard one from the market.";
        case Step::DiscardDown:
            return "You hold more orders than the hand limit of " +
                   std::to_string(scenario.hand_limit) + ": discard down to it.";
        case Step::FactoryAction:
            return "Factory action: play a tile, move an output, or discard an order to make a "
                   "candy it shows.";
        case Step::GameOver:
            return "The game is over.";
        case Step::KeepOne:
            return "Keep one of the two orders you drew; the other is discarded.";
        case Step::ChooseWorker:
            return "Choose which side of your Sugarworker card you play. Everyone sees it.";
        case Step::ChooseCandy:
            return "The order you pointed at can make a candy, and everyone now sees it: "
                   "choose which of its candies to make.";
    }
    return "";
}

}  // namespace sugarworks
