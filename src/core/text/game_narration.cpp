// The game log: one sentence per game event.
#include "sugarworks/game_text.hpp"
#include "sugarworks/text.hpp"

namespace sugarworks {

namespace {

// A card as players name it: its condition, in quotes.
std::string order_words(const Game& game, int card) {
    const OrderCard& order = game.catalog().order(card);
    const std::string condition = order.kind == OrderKind::Special ? describe_trigger(order.trigger)
                                                                   : describe_sales(order.sales);
    return std::string(order.kind == OrderKind::Special ? "special" : "sales") + " order \"" +
           condition + "\"";
}

std::string tile_words(const Game& game, int tile) {
    return "the " + game.catalog().kind_of_tile(tile).name;
}

// Ends a sentence with a full stop, unless it already ends with one inside a
// quoted card text (`... order "A Red Circle is eaten."`) or with "!" or "?".
std::string end_sentence(std::string text) {
    const auto ends_with = [&](std::string_view tail) {
        return text.size() >= tail.size() &&
               text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (!(ends_with(".\"") || ends_with("!\"") || ends_with("?\"") || ends_with(".") ||
          ends_with("!") || ends_with("?")))
        text += '.';
    return text;
}

std::string points_words(int points) {
    return std::to_string(points) + (points == 1 ? " point" : " points");
}

std::string end_words(std::uint8_t end) {
    switch (static_cast<EndReason>(end)) {
        case EndReason::CandyRanOut:
            return "a candy type has run out";
        case EndReason::RoundCap:
            return "the round limit was reached";
        case EndReason::None:
            break;
    }
    return "the game ended";
}

}  // namespace

std::string player_label(int player, PlayerNames names) {
    if (player >= 0 && static_cast<size_t>(player) < names.size() &&
        !names[static_cast<size_t>(player)].empty()) {
        return names[static_cast<size_t>(player)];
    }
    return "Player " + std::to_string(player + 1);
}

std::string narrate_game_event(const GameEvent& e, const Game& game, const Floor& floor,
                               PlayerNames names, int viewer) {
    const std::string who = player_label(e.player, names);
    // Co-operative play keeps the team's orders face up: nothing drawn is hidden.
    const bool cooperative = game.scenario().cooperative;
    const bool hidden = viewer >= 0 && e.player != viewer && !cooperative;
    const std::string candy(candy_type_name(e.candy));
    switch (e.kind) {
        case GameEventKind::Floor:
            return narrate(e.floor, floor, &game.catalog());
        case GameEventKind::DieRolled:
            return who + " rolls the candy die: " +
                   (e.face.all ? std::string("ALL, a candy for every output")
                               : std::string(candy_type_name(e.face.candy))) +
                   ".";
        case GameEventKind::CandyProduced:
            return "A " + candy + " comes out of its output (" + dock_spot_name(e.spot) + ").";
        case GameEventKind::ProductionSkipped:
            if (e.spot < 0)
                return "No " + candy + " is made: its output is not on the floor.";
            if (floor.supply(e.candy) == 0)
                return "No " + candy + " is made: the supply has run out.";
            return "No " + candy + " is made: its output already holds one.";
        case GameEventKind::OrderTaken:
            return who + " takes the " + order_words(game, e.card) + " from the market.";
        case GameEventKind::OrderDrawn:
            if (hidden)
                return who + " draws an order from the deck.";
            return end_sentence(who + " draws the " + order_words(game, e.card));
        case GameEventKind::MarketDiscarded:
            return who + " discards the " + order_words(game, e.card) + " from the market.";
        case GameEventKind::MarketRefilled:
            return end_sentence("The market shows the " + order_words(game, e.card));
        case GameEventKind::OrderDiscarded:
            return end_sentence(who + " discards the " + order_words(game, e.card));
        case GameEventKind::OutputAdjusted:
            return who + " moves the " + candy + " output from " + dock_spot_name(e.spot) + " to " +
                   dock_spot_name(e.to_spot) + ".";
        case GameEventKind::TilePlayed:
            return who + " plays " + tile_words(game, e.card) + ".";
        case GameEventKind::TileDiscarded:
            return "The covered " + game.catalog().kind_of_tile(e.card).name + " is discarded.";
        case GameEventKind::TileDrawn:
            if (hidden)
                return who + " draws a conveyor tile.";
            return who + " draws " + tile_words(game, e.card) + ".";
        case GameEventKind::CandyMade:
            return who + " discards the " + order_words(game, e.card) + " to make a " + candy + ".";
        case GameEventKind::SpecialCompleted:
            return (cooperative ? std::string("The team") : who) + " completes the " +
                   order_words(game, e.card) + " (" +
                   points_words(game.catalog().order(e.card).points) + ")!";
        case GameEventKind::DeckReshuffled:
            return std::string("The ") + (e.tiles ? "conveyor tile" : "order") +
                   " discard pile is shuffled into a new deck.";
        case GameEventKind::MovementStarted:
            return "The conveyors start.";
        case GameEventKind::MovementEnded:
            return "The conveyors stop.";
        case GameEventKind::TurnStarted:
            return who + "'s turn.";
        case GameEventKind::RoundStarted:
            return "Round " + std::to_string(e.round) + " begins; " + who + " holds the candy die.";
        case GameEventKind::OrderActionSkipped:
            return who + " cannot take an order action: every pile is empty.";
        case GameEventKind::GameEnded:
            return "The game is over: " + end_words(e.end) + ".";
        case GameEventKind::ActivationShuffled:
            return "The candy activation tokens are shuffled: candies activate in a new order "
                   "this game.";
        case GameEventKind::OutputsShuffled:
            return "The candy outputs are dealt to random dock spots.";
        case GameEventKind::CandyEaten:
            return who + " eats the " + candy +
                   (e.floor.from.kind == PlaceKind::Dock ? " on the " : " at ") +
                   (e.floor.from.kind == PlaceKind::Dock
                        ? dock_spot_name(e.floor.from.index) + " output"
                        : cell_name(e.floor.from.cell(), floor.rows())) +
                   "; it goes to Lost.";
        case GameEventKind::OrderKept:
            if (hidden)
                return who + " keeps one of the orders drawn.";
            return end_sentence(who + " keeps the " + order_words(game, e.card));
        case GameEventKind::OrderPawned: {
            const std::string them = player_label(e.other_player, names);
            if (e.slot >= 0)
                return end_sentence(who + " pawns the " + order_words(game, e.card) +
                                    " from the market on " + them);
            if (viewer >= 0 && viewer != e.other_player)
                return who + " pawns the top order of the deck on " + them + ".";
            return end_sentence(who + " pawns the top order of the deck on " + them + ": the " +
                                order_words(game, e.card));
        }
        case GameEventKind::OrdersSwapped: {
            const std::string them = player_label(e.other_player, names);
            if (viewer >= 0 && viewer != e.player && viewer != e.other_player)
                return who + " swaps an order with " + them + ".";
            return end_sentence(who + " gives " + them + " the " + order_words(game, e.card) +
                                " and takes the " + order_words(game, e.other_card));
        }
        case GameEventKind::CandyRemoved:
            return who + " calls the 5-second rule: a Lost " + candy + " leaves the game.";
    }
    return "";
}

std::string describe_action(const Action& a, const Game& game) {
    switch (a.kind) {
        case ActionKind::RollDie:
            return "Roll the candy die";
        case ActionKind::TakeOrder:
            return "Take the " + order_words(game, a.card);
        case ActionKind::DrawOrder:
            return "Draw an order from the deck";
        case ActionKind::DiscardMarket:
            return "Discard the " + order_words(game, a.card) + " from the market";
        case ActionKind::DiscardFromHand:
            return "Discard the " + order_words(game, a.card);
        case ActionKind::Adjust:
            return "Move the output on " + dock_spot_name(a.from) + " to " + dock_spot_name(a.to);
        case ActionKind::PlayTile:
            return "Play " + tile_words(game, a.card) + " on " +
                   cell_name(a.cell, game.board().rows);
        case ActionKind::MakeCandy:
            return "Discard the " + order_words(game, a.card) + " to make a " +
                   std::string(candy_type_name(a.candy));
        case ActionKind::EatCandy:
            return "Eat the candy " + (a.from >= 0 ? "on the " + dock_spot_name(a.from) + " output"
                                                   : "at " + cell_name(a.cell, game.board().rows));
        case ActionKind::DrawTwoOrders:
            return "Draw two sales orders and keep one";
        case ActionKind::KeepOrder:
            return "Keep the " + order_words(game, a.card);
        case ActionKind::PawnOrder:
            return (a.card == kNoCard ? std::string("Pawn the top order of the deck")
                                      : "Pawn the " + order_words(game, a.card)) +
                   " on " + player_label(a.to, {});
        case ActionKind::SwapOrder:
            return "Give the " + order_words(game, a.card) + " to " + player_label(a.to, {}) +
                   " and take one of theirs, unseen";
        case ActionKind::FiveSecondRule:
            return "Take a Lost " + std::string(candy_type_name(a.candy)) +
                   " out of the game (5-second rule)";
    }
    return "";
}

}  // namespace sugarworks
