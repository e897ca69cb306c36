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

}  // namespace

bool step_allows(Step step, ActionKind kind) {
    switch (kind) {
        case ActionKind::RollDie:
            return step == Step::Roll;
        case ActionKind::TakeOrder:
        case ActionKind::DrawOrder:
        case ActionKind::DiscardMarket:
        case ActionKind::PawnOrder:
        case ActionKind::SwapOrder:
        case ActionKind::HideOrder:
            return step == Step::OrderAction;
        case ActionKind::ClaimOrder:
        case ActionKind::UseWorker:
            return step == Step::OrderAction || step == Step::FactoryAction;
        case ActionKind::ChooseWorkerSide:
            return step == Step::ChooseWorker;
        case ActionKind::DiscardFromHand:
            return step == Step::DiscardDown;
        case ActionKind::Adjust:
        case ActionKind::PlayTile:
        case ActionKind::MakeCandy:
        case ActionKind::EatCandy:
        case ActionKind::FiveSecondRule:
        case ActionKind::DrawTwoOrders:
        case ActionKind::MakeCandyBlind:
            return step == Step::FactoryAction;
        case ActionKind::KeepOrder:
            return step == Step::KeepOne;
        case ActionKind::ChooseCandy:
            return step == Step::ChooseCandy;
    }
    return false;
}

std::optional<Rejection> Game::check(const GameState& s, const Action& a) const {
    using game_rules::order_name;
    using game_rules::player_name;
    if (s.over())
        return reject(RejectReason::GameOver, "The game is over.");
    // Named only for a refusal: the check of a legal action builds no string.
    const auto who = [&] { return player_name(s.current); };
    if (!step_allows(s.step, a.kind)) {
        return reject(RejectReason::WrongStep,
                      "The game is waiting for " + std::string(step_words(s.step)) + " from " +
                          who() + ", not for " + std::string(action_kind_words(a.kind)) + ".");
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
    const auto holder = [&] { return scenario_.cooperative ? std::string("The team") : who(); };
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
    const bool hidden_orders = options_.toggles.has(Toggle::HiddenOrders);
    // An order in the hand that faces its holder.
    const auto held_in_sight = [&](int card) -> std::optional<Rejection> {
        if (!known_order(card))
            return reject(RejectReason::UnknownCard,
                          "There is no order card " + std::to_string(card) + ".");
        if (hand.orders_in_sight().contains(card))
            return std::nullopt;
        // With Hidden Orders the words must not tell a card facing away from one not held.
        return reject(RejectReason::NotInHand,
                      hidden_orders
                          ? holder() + " has no " + order_name(*this, card) + " facing them."
                          : holder() + " does not hold the " + order_name(*this, card) + ".");
    };
    // An output that can take a new candy of `type` now (game_rules::output_takes, with
    // the reason when it cannot).
    const auto output_takes = [&](CandyType type) -> std::optional<Rejection> {
        const std::string candy(candy_type_name(type));
        const auto spot = s.floor.output_spot(type);
        if (!spot)
            return reject(RejectReason::OutputMissing,
                          "The " + candy + " output is not on the floor.");
        if (s.floor.dock(*spot).candy != kNoCandy)
            return reject(RejectReason::OutputFull,
                          "The " + candy + " output already holds a candy.");
        if (s.floor.supply(type) == 0)
            return reject(RejectReason::SupplyEmpty, "No " + candy + " is left in the supply.");
        return std::nullopt;
    };
    // Making a `candy` with order `card`: the card shows it and its output takes it.
    const auto makes = [&](int card, CandyType candy) -> std::optional<Rejection> {
        if (!catalog_->orders[static_cast<size_t>(card)].shows(candy)) {
            return reject(RejectReason::OrderLacksCandy,
                          "The " + order_name(*this, card) + " shows no " +
                              std::string(candy_type_name(candy)) + ".");
        }
        return output_takes(candy);
    };
    const auto adjustable = [&](int from, int to) -> std::optional<Rejection> {
        const int docks = s.floor.dock_count();
        if (from < 0 || from >= docks || !s.floor.dock(from).has_output())
            return reject(RejectReason::NoOutputThere, "No output tile stands on that dock spot.");
        if (to < 0 || to >= docks || s.floor.dock(to).has_output()) {
            return reject(RejectReason::SpotTaken,
                          "An output tile can only move to an open dock spot.");
        }
        const CandyType type = s.floor.dock(from).output_type();
        if (game_rules::moved_back(s, type, to)) {
            return reject(RejectReason::AdjustBack,
                          "The " + std::string(candy_type_name(type)) +
                              " output was moved out of " + dock_spot_name(to) +
                              " this round: it may not go back until the next round.");
        }
        return std::nullopt;
    };
    // A candy to eat: on the output at dock `from` (when `from` >= 0) or on space `cell`.
    const auto edible = [&](int from, Cell cell) -> std::optional<Rejection> {
        if (from >= 0) {
            if (from >= s.floor.dock_count() || s.floor.dock(from).candy == kNoCandy)
                return reject(RejectReason::NoCandyThere, "No candy stands on that output.");
            return std::nullopt;
        }
        if (!s.floor.on_grid(cell))
            return reject(RejectReason::NotOnGrid, "That space is not on the factory floor.");
        if (s.floor.candy_at(cell) == kNoCandy) {
            return reject(RejectReason::NoCandyThere,
                          "No candy stands on " + cell_name(cell, s.floor.rows()) + ".");
        }
        return std::nullopt;
    };
    const auto lost = [&](CandyType candy) -> std::optional<Rejection> {
        if (s.floor.lost()[index_of(candy)] == 0) {
            return reject(RejectReason::NoneLost,
                          "No " + std::string(candy_type_name(candy)) + " is in the Lost gutter.");
        }
        return std::nullopt;
    };
    const auto opponent = [&](int other) -> std::optional<Rejection> {
        if (other < 0 || other >= s.player_count || other == s.current) {
            return reject(RejectReason::NotAnOpponent,
                          "Choose another player of this game, not " +
                              (other == s.current ? who() : "player " + std::to_string(other + 1)) +
                              ".");
        }
        return std::nullopt;
    };
    // Hidden Orders: the rule is played, and some order of the player's faces away.
    const auto facing_away = [&]() -> std::optional<Rejection> {
        if (!hidden_orders)
            return reject(RejectReason::NotOffered, "Hidden Orders is not played in this game.");
        if (hand.facing_away.empty()) {
            return reject(RejectReason::NoneFacingAway,
                          "None of " + who() + "'s orders faces away from them.");
        }
        return std::nullopt;
    };
    // Hidden Orders: a card named must be one the player cannot see.
    const auto out_of_sight = [&](int card) -> std::optional<Rejection> {
        if (!known_order(card))
            return reject(RejectReason::UnknownCard,
                          "There is no order card " + std::to_string(card) + ".");
        if (game_rules::in_sight(*this, s, s.current, card)) {
            return reject(RejectReason::InSight, who() + " can see where the " +
                                                     order_name(*this, card) +
                                                     " is: name an order out of sight.");
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
                              who() + " holds " + std::to_string(hand.orders.size()) +
                                  " orders: with Order Pawning, no drawing with " +
                                  std::to_string(game_rules::kPawningDrawLimit) + " or more.");
            }
            return std::nullopt;
        case ActionKind::PawnOrder:
        case ActionKind::SwapOrder:
        case ActionKind::HideOrder: {
            const Toggle rule = a.kind == ActionKind::PawnOrder   ? Toggle::OrderPawning
                                : a.kind == ActionKind::SwapOrder ? Toggle::OrderSwapping
                                                                  : Toggle::HiddenOrders;
            if (!options_.toggles.has(rule)) {
                return reject(RejectReason::NotOffered,
                              std::string(toggle_name(rule)) + " is not played in this game.");
            }
            if (auto r = opponent(a.to))
                return r;
            const PlayerState& other = s.players[static_cast<size_t>(a.to)];
            const std::string them = player_name(a.to);
            switch (a.kind) {
                case ActionKind::PawnOrder:
                    return a.card == kNoCard ? drawable() : face_up(a.card);
                case ActionKind::SwapOrder:
                    if (auto r = held_in_sight(a.card))
                        return r;
                    if (other.orders.empty())
                        return reject(RejectReason::NothingToTake,
                                      them + " holds no order to swap.");
                    return std::nullopt;
                default:
                    if (other.orders_in_sight().empty()) {
                        return reject(RejectReason::NothingToTake,
                                      them + " holds no order facing them.");
                    }
                    return std::nullopt;
            }
        }
        case ActionKind::DiscardFromHand: {
            if (a.card == kNoCard && hidden_orders) {
                if (auto r = facing_away())
                    return r;
            } else if (auto r = held_in_sight(a.card)) {
                return r;
            }
            if (hand.orders.size() <= options_.hand_limit) {
                return reject(RejectReason::HandWithinLimit,
                              holder() + " holds " + std::to_string(hand.orders.size()) +
                                  " orders, within the limit of " +
                                  std::to_string(options_.hand_limit) + ".");
            }
            return std::nullopt;
        }
        case ActionKind::MakeCandy:
            if (auto r = held_in_sight(a.card))
                return r;
            return makes(a.card, a.candy);
        case ActionKind::MakeCandyBlind:
            if (auto r = facing_away())
                return r;
            // Any place may be pointed at: whether its card can make a candy is the answer.
            if (a.place < 0 || a.place >= hand.facing_away.size()) {
                const int n = hand.facing_away.size();
                return reject(RejectReason::NoSuchPlace, who() + " has " + std::to_string(n) +
                                                             (n == 1 ? " order" : " orders") +
                                                             " facing away: point at place 1 to " +
                                                             std::to_string(n) + ".");
            }
            return std::nullopt;
        case ActionKind::ChooseCandy:
            if (a.card == kNoCard || a.card != s.revealed) {
                return reject(RejectReason::NotRevealed,
                              "Only the order shown can make this candy.");
            }
            return makes(a.card, a.candy);
        case ActionKind::ClaimOrder:
            if (auto r = facing_away())
                return r;
            if (s.claimed_this_turn)
                return reject(RejectReason::AlreadyClaimed, who() + " has made a claim this turn.");
            if (auto r = out_of_sight(a.card))
                return r;
            if (catalog_->orders[static_cast<size_t>(a.card)].kind != OrderKind::Special) {
                return reject(RejectReason::NotSpecial,
                              "The " + order_name(*this, a.card) +
                                  " is a sales order: only special orders are claimed.");
            }
            return std::nullopt;
        case ActionKind::Adjust:
            return adjustable(a.from, a.to);
        case ActionKind::PlayTile:
            if (a.card < 0 || a.card >= catalog_->tile_count()) {
                return reject(RejectReason::UnknownCard,
                              "There is no conveyor tile " + std::to_string(a.card) + ".");
            }
            if (!me.tiles.contains(a.card)) {
                return reject(RejectReason::NotInHand,
                              who() + " does not hold " + game_rules::tile_name(*this, a.card) +
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
            return edible(a.from, a.cell);
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
            return lost(a.candy);
        case ActionKind::ChooseWorkerSide: {
            if (a.card != 0 && a.card != 1) {
                return reject(RejectReason::NoSuchSide,
                              "A Sugarworker card has side A (0) and side B (1).");
            }
            if (me.worker < 0 || static_cast<size_t>(me.worker) >= catalog_->sugarworkers.size())
                return reject(RejectReason::NotOffered, who() + " holds no Sugarworker card.");
            const WorkerAbility& side = catalog_->sugarworkers[static_cast<size_t>(me.worker)]
                                            .sides[static_cast<size_t>(a.card)];
            if (const auto why = why_unusable(side, scenario_)) {
                return reject(RejectReason::NotInMode,
                              side.name + " can never be used in this game: " + *why +
                                  ". Choose the other side.");
            }
            return std::nullopt;
        }
        case ActionKind::UseWorker: {
            const WorkerAbility* ability = game_rules::chosen_ability(*this, s, s.current);
            if (!options_.toggles.has(Toggle::Sugarworkers) || !ability)
                return reject(RejectReason::NotOffered,
                              "Sugarworkers are not played in this game.");
            if (a.ability != ability->effect) {
                return reject(RejectReason::NotYourAbility,
                              who() + "'s Sugarworker ability is " + ability->name + ", not " +
                                  std::string(worker_effect_id(a.ability)) + ".");
            }
            if (!game_rules::ability_ready(s, *ability)) {
                return reject(RejectReason::AbilityUsed,
                              who() + " has used " + ability->name +
                                  (ability->uses == WorkerUses::OncePerGame ? " in this game."
                                                                            : " this turn."));
            }
            switch (ability->effect) {
                case WorkerEffect::ExtraOrderAction:
                    if (s.step != Step::OrderAction) {
                        return reject(RejectReason::WrongStep,
                                      ability->name + " is used before the order action.");
                    }
                    return std::nullopt;
                case WorkerEffect::ExtraFactoryAction:
                    return std::nullopt;
                case WorkerEffect::RedrawTile:
                    if (a.card < 0 || a.card >= catalog_->tile_count()) {
                        return reject(RejectReason::UnknownCard,
                                      "There is no conveyor tile " + std::to_string(a.card) + ".");
                    }
                    if (!me.tiles.contains(a.card)) {
                        return reject(RejectReason::NotInHand,
                                      who() + " does not hold " +
                                          game_rules::tile_name(*this, a.card) + " (tile " +
                                          std::to_string(a.card) + ").");
                    }
                    return std::nullopt;
                case WorkerEffect::DrawTiles:
                    if (s.tile_deck.empty() && s.tile_discard.empty()) {
                        return reject(RejectReason::DeckEmpty,
                                      "The conveyor tile deck and its discard pile are both "
                                      "empty.");
                    }
                    return std::nullopt;
                case WorkerEffect::RefreshMarket:
                    for (std::int8_t card : s.market) {
                        if (card != kNoCard)
                            return std::nullopt;
                    }
                    return reject(RejectReason::MarketEmpty, "No order is face up in the market.");
                case WorkerEffect::RedrawOrder:
                    return held_in_sight(a.card);
                case WorkerEffect::Salvage:
                    return lost(a.candy);
                case WorkerEffect::SnackBreak:
                    return edible(a.from, a.cell);
                case WorkerEffect::FreeCandy:
                    return output_takes(a.candy);
                case WorkerEffect::FreeAdjust:
                    return adjustable(a.from, a.to);
            }
            return std::nullopt;
        }
    }
    return reject(RejectReason::WrongStep, "Unknown action.");
}

}  // namespace sugarworks
