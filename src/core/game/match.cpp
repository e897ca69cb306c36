#include "sugarworks/match.hpp"

#include <algorithm>

namespace sugarworks {

bool undoable(const Action& action, const std::vector<GameEvent>& events) {
    // The die, and a discard picked unseen among the orders facing away.
    if (action.kind == ActionKind::RollDie ||
        (action.kind == ActionKind::DiscardFromHand && action.card == -1))
        return false;
    for (const GameEvent& e : events) {
        switch (e.kind) {
            case GameEventKind::DieRolled:
            case GameEventKind::OrderDrawn:
            case GameEventKind::MarketRefilled:
            case GameEventKind::TileDrawn:
            case GameEventKind::DeckReshuffled:
            case GameEventKind::OrdersSwapped:  // a card taken unseen
            // Hidden Orders: a card picked unseen, or an answer about hidden cards.
            case GameEventKind::OrderTurnedAway:
            case GameEventKind::ClaimRight:
            case GameEventKind::ClaimWrong:
            case GameEventKind::CandyRefused:
            case GameEventKind::OrderRevealed:
            case GameEventKind::OrdersTurnedBack:
                return false;
            case GameEventKind::OrderPawned:  // from the deck: a card the receiver now knows
                if (e.slot < 0)
                    return false;
                break;
            default:
                break;
        }
    }
    return true;
}

bool can_be_undone(const Game& game, const GameState& state, const Action& action) {
    const auto applied = game.apply(state, action);
    const auto* taken = std::get_if<Applied>(&applied);
    return taken && undoable(action, taken->events);
}

std::optional<Floor> Match::movement_start() const {
    if (actions().empty())
        return std::nullopt;
    return movement_start(actions().size() - 1);
}

std::optional<Floor> Match::movement_start(std::size_t i) const {
    if (i >= actions().size())
        return std::nullopt;
    GameState again = states()[i];
    std::vector<GameEvent> events;
    Floor start;
    if (game().apply_in_place(again, actions()[i], events, &start))
        return std::nullopt;
    const bool moved = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
        return e.kind == GameEventKind::MovementStarted;
    });
    return moved ? std::optional<Floor>(start) : std::nullopt;
}

Match Match::first(std::size_t count) const {
    return Match(engine::Match<MatchRules>::first(count));
}

std::variant<std::vector<GameEvent>, Rejection> Match::redo() {
    if (auto events = engine::Match<MatchRules>::redo())
        return std::move(*events);
    return Rejection{RejectReason::WrongStep, "There is nothing to redo."};
}

}  // namespace sugarworks
