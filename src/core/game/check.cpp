// Why an action is not legal now: one place that knows every condition, so that
// apply refuses exactly what legal_actions leaves out.
#include "game/game_rules.hpp"

namespace sugarworks {

namespace {

Rejection reject(RejectReason reason, std::string message) {
    return {reason, std::move(message)};
}

bool in_market(const GameState& s, int card) {
    for (std::int8_t c : s.market) {
        if (c == card && card != kNoCard)
            return true;
    }
    return false;
}

std::string_view step_words(Step step) {
    switch (step) {
        case Step::Roll:
            return "rolling the candy die";
        case Step::OrderAction:
            return "an order action";
        case Step::DiscardDown:
            return "discarding down to the hand limit";
        case Step::FactoryAction:
            return "a factory action";
        case Step::GameOver:
            return "nothing (the game is over)";
        case Step::KeepOne:
            return "a choice of the order to keep";
    }
    return "";
}

bool step_allows(Step step, ActionKind kind) {
    switch (kind) {
        case ActionKind::RollDie:
            return step == Step::Roll;
        case ActionKind::TakeOrder:
        case ActionKind::DrawOrder:
        case ActionKind::DiscardMarket:
        case ActionKind::PawnOrder:
        case ActionKind::SwapOrder:
            return step == Step::OrderAction;
        case ActionKind::DiscardFromHand:
            return step == Step::DiscardDown;
        case ActionKind::Adjust:
        case ActionKind::PlayTile:
        case ActionKind::MakeCandy:
        case ActionKind::EatCandy:
        case ActionKind::FiveSecondRule:
        case ActionKind::DrawTwoOrders:
            return step == Step::FactoryAction;
        case ActionKind::KeepOrder:
            return step == Step::KeepOne;
    }
    return false;
}

}  // namespace

std::optional<Rejection> Game::check(const GameState& s, const Action& a) const {
    using game_rules::order_name;
    using game_rules::player_name;
    if (s.over())
        return reject(RejectReason::GameOver, "The game is over.");
    const std::string who = player_name(s.current);
    if (!step_allows(s.step, a.kind)) {
        return reject(RejectReason::WrongStep,
                      "The game is waiting for " + std::string(step_words(s.step)) + " from " +
                          who + ", not for " + std::string(action_kind_id(a.kind)) + ".");
    }
    const auto not_offered = [&](ExtraAction extra,
                                 std::string_view what) -> std::optional<Rejection> {
        if (scenario_.offers(extra))
            return std::nullopt;
        return reject(RejectReason::NotOffered,
                      std::string(what) + " is not an action of " + scenario_.name + ".");
    };
    const PlayerState& me = s.players[s.current];                            // tiles
    const PlayerState& hand = game_rules::hand_holder(*this, s, s.current);  // orders
    const std::string holder = scenario_.cooperative ? "The team" : who;
    const int order_count = static_cast<int>(catalog_->orders.size());
    const auto known_order = [&](int card) { return card >= 0 && card < order_count; };
    // Shared conditions: a face-up order named by number, and an order deck to draw from.
    const auto face_up = [&](int card) -> std::optional<Rejection> {
        if (!known_order(card))
            return reject(RejectReason::UnknownCard,
                          "There is no order card " + std::to_string(card) + ".");
        if (!in_market(s, card)) {
            return reject(RejectReason::NotInMarket,
                          "The " + order_name(*this, card) + " is not face up in the market.");
        }
        return std::nullopt;
    };
    const auto drawable = [&]() -> std::optional<Rejection> {
        if (!game_rules::can_draw_order(s)) {
            return reject(RejectReason::DeckEmpty,
                          "The order deck and its discard pile are both empty.");
        }
        return std::nullopt;
    };
    switch (a.kind) {
        case ActionKind::RollDie:
            return std::nullopt;
        case ActionKind::TakeOrder:
        case ActionKind::DiscardMarket:
            return face_up(a.card);
        case ActionKind::DrawOrder:
            if (auto r = drawable())
                return r;
            if (options_.toggles.has(Toggle::OrderPawning) &&
                hand.orders.size() >= game_rules::kPawningDrawLimit) {
                return reject(RejectReason::HandFull,
                              who + " holds " + std::to_string(hand.orders.size()) +
                                  " orders: with Order Pawning, no drawing with " +
                                  std::to_string(game_rules::kPawningDrawLimit) + " or more.");
            }
            return std::nullopt;
        case ActionKind::PawnOrder:
        case ActionKind::SwapOrder: {
            const bool pawn = a.kind == ActionKind::PawnOrder;
            if (!options_.toggles.has(pawn ? Toggle::OrderPawning : Toggle::OrderSwapping)) {
                return reject(RejectReason::NotOffered,
                              std::string(pawn ? "Order Pawning" : "Order Swapping") +
                                  " is not played in this game.");
            }
            if (a.to < 0 || a.to >= s.player_count || a.to == s.current) {
                return reject(RejectReason::NotAnOpponent,
                              "Choose another player of this game, not " +
                                  (a.to == s.current ? who : "player " + std::to_string(a.to + 1)) +
                                  ".");
            }
            const std::string them = player_name(a.to);
            if (pawn)
                return a.card == kNoCard ? drawable() : face_up(a.card);
            if (!known_order(a.card))
                return reject(RejectReason::UnknownCard,
                              "There is no order card " + std::to_string(a.card) + ".");
            if (!hand.orders.contains(a.card)) {
                return reject(RejectReason::NotInHand,
                              who + " does not hold the " + order_name(*this, a.card) + ".");
            }
            if (s.players[static_cast<size_t>(a.to)].orders.empty())
                return reject(RejectReason::NothingToTake, them + " holds no order to swap.");
            return std::nullopt;
        }
        case ActionKind::DiscardFromHand:
        case ActionKind::MakeCandy: {
            if (!known_order(a.card))
                return reject(RejectReason::UnknownCard,
                              "There is no order card " + std::to_string(a.card) + ".");
            if (!hand.orders.contains(a.card)) {
                return reject(RejectReason::NotInHand,
                              holder + " does not hold the " + order_name(*this, a.card) + ".");
            }
            if (a.kind == ActionKind::DiscardFromHand) {
                if (hand.orders.size() <= options_.hand_limit) {
                    return reject(RejectReason::HandWithinLimit,
                                  holder + " holds " + std::to_string(hand.orders.size()) +
                                      " orders, within the limit of " +
                                      std::to_string(options_.hand_limit) + ".");
                }
                return std::nullopt;
            }
            const std::string candy(candy_type_name(a.candy));
            if (!catalog_->orders[static_cast<size_t>(a.card)].shows(a.candy)) {
                return reject(RejectReason::OrderLacksCandy,
                              "The " + order_name(*this, a.card) + " shows no " + candy + ".");
            }
            const auto spot = s.floor.output_spot(a.candy);
            if (!spot)
                return reject(RejectReason::OutputMissing,
                              "The " + candy + " output is not on the floor.");
            if (s.floor.dock(*spot).candy != kNoCandy) {
                return reject(RejectReason::OutputFull,
                              "The " + candy + " output already holds a candy.");
            }
            if (s.floor.supply(a.candy) == 0)
                return reject(RejectReason::SupplyEmpty, "No " + candy + " is left in the supply.");
            return std::nullopt;
        }
        case ActionKind::Adjust: {
            const int docks = s.floor.dock_count();
            if (a.from < 0 || a.from >= docks || !s.floor.dock(a.from).has_output()) {
                return reject(RejectReason::NoOutputThere,
                              "No output tile stands on that dock spot.");
            }
            if (a.to < 0 || a.to >= docks || s.floor.dock(a.to).has_output()) {
                return reject(RejectReason::SpotTaken,
                              "An output tile can only move to an open dock spot.");
            }
            const CandyType type = s.floor.dock(a.from).output_type();
            if (game_rules::moved_back(s, type, a.to)) {
                return reject(RejectReason::AdjustBack,
                              "The " + std::string(candy_type_name(type)) +
                                  " output was moved out of " + dock_spot_name(a.to) +
                                  " this round: it may not go back until the next round.");
            }
            return std::nullopt;
        }
        case ActionKind::PlayTile:
            if (a.card < 0 || a.card >= catalog_->tile_count()) {
                return reject(RejectReason::UnknownCard,
                              "There is no conveyor tile " + std::to_string(a.card) + ".");
            }
            if (!me.tiles.contains(a.card)) {
                return reject(RejectReason::NotInHand,
                              who + " does not hold " + game_rules::tile_name(*this, a.card) +
                                  " (tile " + std::to_string(a.card) + ").");
            }
            if (!s.floor.on_grid(a.cell)) {
                return reject(RejectReason::NotOnGrid,
                              "Conveyor tiles go on the factory floor's spaces only.");
            }
            return std::nullopt;
        case ActionKind::EatCandy:
            if (auto r = not_offered(ExtraAction::EatCandy, "Eating a candy"))
                return r;
            if (a.from >= 0) {
                if (a.from >= s.floor.dock_count() || s.floor.dock(a.from).candy == kNoCandy)
                    return reject(RejectReason::NoCandyThere, "No candy stands on that output.");
                return std::nullopt;
            }
            if (!s.floor.on_grid(a.cell))
                return reject(RejectReason::NotOnGrid, "That space is not on the factory floor.");
            if (s.floor.candy_at(a.cell) == kNoCandy) {
                return reject(RejectReason::NoCandyThere,
                              "No candy stands on " + cell_name(a.cell, s.floor.rows()) + ".");
            }
            return std::nullopt;
        case ActionKind::DrawTwoOrders:
            if (auto r = not_offered(ExtraAction::DrawTwoKeepOne, "Drawing two orders to keep one"))
                return r;
            return drawable();
        case ActionKind::KeepOrder:
            if (a.card == kNoCard || (a.card != s.choosing[0] && a.card != s.choosing[1])) {
                return reject(RejectReason::NotDrawn,
                              "Only one of the orders just drawn can be kept.");
            }
            return std::nullopt;
        case ActionKind::FiveSecondRule:
            if (auto r = not_offered(ExtraAction::FiveSecondRule, "The 5-second rule"))
                return r;
            if (s.floor.lost()[index_of(a.candy)] == 0) {
                return reject(
                    RejectReason::NoneLost,
                    "No " + std::string(candy_type_name(a.candy)) + " is in the Lost gutter.");
            }
            return std::nullopt;
    }
    return reject(RejectReason::WrongStep, "Unknown action.");
}

}  // namespace sugarworks
