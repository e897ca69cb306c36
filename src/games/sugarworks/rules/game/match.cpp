#include "sugarworks/match.hpp"

#include "game/game_rules.hpp"

#include <algorithm>

namespace sugarworks {

Revealed what_it_revealed(const Action& action, const std::vector<GameEvent>& events) {
    if (action.kind == ActionKind::RollDie)
        return Revealed::DieRoll;
    // A discard picked unseen among the orders facing away.
    if (action.kind == ActionKind::DiscardFromHand && action.card == -1)
        return Revealed::HiddenCard;
    for (const GameEvent& e : events) {
        switch (e.kind) {
            case GameEventKind::DieRolled:
                return Revealed::DieRoll;
            case GameEventKind::OrderDrawn:
                return Revealed::DeckTop;
            case GameEventKind::MarketRefilled:
                return Revealed::MarketRefill;
            case GameEventKind::TileDrawn:
                return Revealed::TileDrawn;
            case GameEventKind::DeckReshuffled:
                return Revealed::Shuffle;
            case GameEventKind::OrdersSwapped:  // a card taken unseen
            // Hidden Orders: a card picked unseen, or an answer about hidden cards.
            case GameEventKind::OrderTurnedAway:
            case GameEventKind::ClaimRight:
            case GameEventKind::ClaimWrong:
            case GameEventKind::CandyRefused:
            case GameEventKind::OrderRevealed:
            case GameEventKind::OrdersTurnedBack:
                return Revealed::HiddenCard;
            case GameEventKind::OrderPawned:  // from the deck: a card the receiver now knows
                if (e.slot < 0)
                    return Revealed::HiddenCard;
                break;
            default:
                break;
        }
    }
    return Revealed::Nothing;
}

bool undoable(const Action& action, const std::vector<GameEvent>& events) {
    return what_it_revealed(action, events) == Revealed::Nothing;
}

bool can_be_undone(const Game& game, const GameState& state, const Action& action) {
    const auto applied = game.apply(state, action);
    const auto* taken = std::get_if<Applied>(&applied);
    return taken && undoable(action, taken->events);
}

std::optional<Commitment> commitment(const Game& game, const GameState& state,
                                     const Action& action) {
    const auto applied = game.apply(state, action);
    const auto* taken = std::get_if<Applied>(&applied);
    if (!taken)
        return std::nullopt;
    Commitment c;
    c.reveals = what_it_revealed(action, taken->events);
    for (const GameEvent& e : taken->events) {
        c.ends_round = c.ends_round || e.kind == GameEventKind::MovementStarted;
        c.ends_game = c.ends_game || e.kind == GameEventKind::GameEnded;
    }
    c.next_actor = taken->state.over() ? -1 : taken->state.current;
    return c;
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

std::optional<GameState> Match::during_movement(std::size_t i, std::size_t shown) const {
    if (i >= actions().size())
        return std::nullopt;
    GameState again = states()[i];
    std::vector<GameEvent> events;
    MovementStart start;
    start.want_state = true;
    if (game().apply_in_place(again, actions()[i], events, &start) || !start.state)
        return std::nullopt;
    GameState s = std::move(*start.state);
    // Each special order out of its holder's hand as soon as the event that completed
    // it is shown (it comes after that event in the list).
    for (const GameEvent& e : events) {
        if (e.kind == GameEventKind::SpecialCompleted && e.trigger_index >= 0 &&
            static_cast<std::size_t>(e.trigger_index) < shown)
            game_rules::complete_special(s, e.player, e.card);
    }
    return s;
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
