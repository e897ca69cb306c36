// The game log: one sentence per game event.
#include "sugarworks/game_text.hpp"
#include "sugarworks/text.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks {

namespace {

// A card as players name it: "special order “…”".
std::string order_words(const Game& game, int card) {
    const OrderCard& order = game.catalog().order(card);
    return std::string(order_kind_word(order.kind)) + " order " + quoted_condition(order);
}

std::string tile_words(const Game& game, int tile) {
    return "the " + game.catalog().kind_of_tile(tile).name;
}

// Ends a sentence with a full stop, unless it already ends with "!" or "?", in
// or out of a quoted card text (`... order “A candy is knocked off by a Bonk!”`).
std::string end_sentence(std::string text) {
    const auto ends_with = [&](std::string_view tail) {
        return text.size() >= tail.size() &&
               text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (!(ends_with("!\xE2\x80\x9D") || ends_with("?\xE2\x80\x9D") || ends_with(".") ||
          ends_with("!") || ends_with("?")))
        text += '.';
    return text;
}

// A place in the row of orders facing away, counted from 1 for people: "2nd".
std::string place_words(int place) {
    return ordinal(place + 1);
}

// A Sugarworker ability used, with what it is used on.
std::string describe_ability_use(const Action& a, const Game& game) {
    const std::string candy(candy_type_name(a.candy));
    switch (a.ability) {
        case WorkerEffect::ExtraOrderAction:
            return "Take one more order action this turn";
        case WorkerEffect::ExtraFactoryAction:
            return "Take one more factory action this turn";
        case WorkerEffect::RedrawTile:
            return "Discard " + tile_words(game, a.card) + " and draw another conveyor tile";
        case WorkerEffect::DrawTiles:
            return "Draw conveyor tiles";
        case WorkerEffect::RefreshMarket:
            return "Discard the market and deal a new one";
        case WorkerEffect::RedrawOrder:
            return "Discard the " + order_words(game, a.card) + " and draw another order";
        case WorkerEffect::Salvage:
            return "Put a Lost " + candy + " back into the supply";
        case WorkerEffect::SnackBreak:
            return "Eat the candy " + (a.from >= 0 ? "on the " + dock_spot_name(a.from) + " output"
                                                   : "at " + cell_name(a.cell, game.board().rows));
        case WorkerEffect::FreeCandy:
            return "Put a " + candy + " on its output without discarding an order";
        case WorkerEffect::FreeAdjust:
            return "Move the output on " + dock_spot_name(a.from) + " to " + dock_spot_name(a.to) +
                   " as well as the factory action";
    }
    return "";
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
    const bool cooperative = game.scenario().cooperative;
    // A card drawn or kept into a hand the viewer may not see is not named.
    const bool hidden = e.player >= 0 && !sees_hand(game, viewer, e.player);
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
            if (e.player >= 0)  // the Quick Hands ability, not the die
                return who + " puts a " + candy + " on its output (" + dock_spot_name(e.spot) +
                       ").";
            return "A new " + candy + " is put on its output (" + dock_spot_name(e.spot) + ").";
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
            if (e.trigger_index < 0) {
                // Hidden Orders: turned back, a card whose event happened meanwhile.
                return who + "'s " + order_words(game, e.card) +
                       " faces them again, and its event happened while it faced away: it is "
                       "complete (" +
                       points_words(game.catalog().order(e.card).points) + ")!";
            }
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
            // First Shift and Lucy Mode play without the die: the first player just starts.
            return "Round " + std::to_string(e.round) + " begins; " + who +
                   (game.scenario().production == Production::Die ? " holds the candy die."
                                                                  : " goes first.");
        case GameEventKind::OrderActionSkipped:
            return who + " cannot take an order action: every pile is empty.";
        case GameEventKind::GameEnded:
            return "The game is over: " +
                   std::string(end_reason_words(static_cast<EndReason>(e.end))) + ".";
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
            if (!sees_hand(game, viewer, e.other_player))
                return who + " pawns the top order of the deck on " + them + ".";
            return end_sentence(who + " pawns the top order of the deck on " + them + ": the " +
                                order_words(game, e.card));
        }
        case GameEventKind::OrdersSwapped: {
            const std::string them = player_label(e.other_player, names);
            if (!sees_hand(game, viewer, e.player) && !sees_hand(game, viewer, e.other_player))
                return who + " swaps an order with " + them + ".";
            return end_sentence(who + " gives " + them + " the " + order_words(game, e.card) +
                                " and takes the " + order_words(game, e.other_card));
        }
        case GameEventKind::CandyRemoved:
            return who + " calls the 5-second rule: a Lost " + candy + " leaves the game.";
        case GameEventKind::OrderTurnedAway: {
            // The holder must not read which card now faces away from them.
            const std::string them = player_label(e.other_player, names);
            if (e.card == kNoCard)
                return "Wrong: every order of " + them +
                       "'s faces away from them already, so none is left to turn away.";
            const std::string card = sees_facing_away(viewer, e.other_player)
                                         ? "the " + order_words(game, e.card)
                                         : std::string("an order");
            if (e.player < 0)
                return end_sentence("Wrong: " + card + " of " + them + "'s turns away from them");
            return end_sentence(who + " turns " + card + " of " + them + "'s away from them");
        }
        case GameEventKind::ClaimRight:
            return who + " claims the " + order_words(game, e.card) + ": right! It is complete (" +
                   points_words(game.catalog().order(e.card).points) + ").";
        case GameEventKind::ClaimWrong:
            return end_sentence(who + " claims the " + order_words(game, e.card) +
                                ": no such order of theirs is complete");
        case GameEventKind::CandyRefused:
            // Its holder still cannot see which card it is.
            if (!sees_facing_away(viewer, e.player))
                return who + " asks whether the " + place_words(e.slot) +
                       " order facing away from them can make a candy: no. It stays facing "
                       "away.";
            return end_sentence(who + " asks whether the " + place_words(e.slot) +
                                " order facing away from them can make a candy: no, the " +
                                order_words(game, e.card) + " cannot");
        case GameEventKind::OrderRevealed:
            return end_sentence(who + " asks whether the " + place_words(e.slot) +
                                " order facing away from them can make a candy: yes, it is the " +
                                order_words(game, e.card));
        case GameEventKind::OrdersTurnedBack:
            return who + "'s orders all face them again.";
        case GameEventKind::WorkerChosen:
        case GameEventKind::WorkerUsed: {
            const SugarworkerCard& worker =
                game.catalog().sugarworkers.at(static_cast<size_t>(e.card));
            const WorkerAbility& ability = worker.sides.at(static_cast<size_t>(e.slot));
            if (e.kind == GameEventKind::WorkerChosen)
                return who + " plays " + worker.name + " as " + ability.name + ": " +
                       ability_text(ability);
            return who + " uses " + ability.name + " (" + worker.name + ").";
        }
        case GameEventKind::CandySalvaged:
            return who + " salvages a Lost " + candy + ": it goes back into the supply.";
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
            if (a.card == kNoCard)
                return "Discard one of the orders facing away, unseen";
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
        case ActionKind::HideOrder:
            return "Turn one of " + player_label(a.to, {}) + "'s orders away from them";
        case ActionKind::ClaimOrder:
            return "Claim that one of your orders facing away is the " + order_words(game, a.card) +
                   ", and that its event has happened";
        case ActionKind::MakeCandyBlind:
            return "Ask whether the " + place_words(a.place) +
                   " order facing away from you can make a candy";
        case ActionKind::ChooseCandy:
            return "Make a " + std::string(candy_type_name(a.candy)) + " with the " +
                   order_words(game, a.card);
        case ActionKind::ChooseWorkerSide:
            return std::string("Play side ") + (a.card == 0 ? "A" : "B") + " of your Sugarworker";
        case ActionKind::UseWorker:
            return describe_ability_use(a, game);
    }
    return "";
}

}  // namespace sugarworks
