#include "sugarworks/match.hpp"

#include <algorithm>
#include <cassert>

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

Match::Match(const Game& game, std::uint64_t seed) : game_(game), seed_(seed) {
    states_.push_back(game.new_game(seed, setup_events_));
}

Match::Match(const Game& game, std::uint64_t seed, GameState start,
             std::vector<GameEvent> setup_events)
    : game_(game), seed_(seed), arranged_(true), setup_events_(std::move(setup_events)) {
    states_.push_back(std::move(start));
}

std::variant<std::vector<GameEvent>, Rejection> Match::apply(const Action& action) {
    GameState next = states_.back();
    std::vector<GameEvent> events;
    Floor start;
    if (auto rejection = game_.apply_in_place(next, action, events, &start))
        return *rejection;
    const bool moved = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
        return e.kind == GameEventKind::MovementStarted;
    });
    states_.push_back(std::move(next));
    actions_.push_back(action);
    undoable_.push_back(undoable(action, events));
    movement_starts_.push_back(moved ? std::optional<Floor>(start) : std::nullopt);
    redo_.clear();
    return events;
}

bool Match::can_undo() const {
    return !undoable_.empty() && undoable_.back();
}

bool Match::can_take_back(int seat) const {
    return can_undo() && actor(actions_.size() - 1) == seat;
}

const Floor* Match::movement_start() const {
    if (movement_starts_.empty() || !movement_starts_.back())
        return nullptr;
    return &*movement_starts_.back();
}

const Floor* Match::movement_start(std::size_t i) const {
    if (i >= movement_starts_.size() || !movement_starts_[i])
        return nullptr;
    return &*movement_starts_[i];
}

std::vector<GameEvent> Match::events(std::size_t i) const {
    std::vector<GameEvent> out;
    if (i >= actions_.size())
        return out;
    GameState again = states_[i];
    [[maybe_unused]] const auto refused = game_.apply_in_place(again, actions_[i], out);
    assert(!refused && again == states_[i + 1]);
    return out;
}

Match Match::first(std::size_t count) const {
    Match out = *this;
    count = std::min(count, actions_.size());
    out.states_.erase(out.states_.begin() + static_cast<std::ptrdiff_t>(count) + 1,
                      out.states_.end());
    out.actions_.resize(count);
    out.undoable_.resize(count);
    out.movement_starts_.resize(count);
    out.redo_.clear();
    return out;
}

bool Match::undo() {
    if (!can_undo())
        return false;
    redo_.push_back(actions_.back());
    states_.pop_back();
    actions_.pop_back();
    undoable_.pop_back();
    movement_starts_.pop_back();
    return true;
}

std::variant<std::vector<GameEvent>, Rejection> Match::redo() {
    if (redo_.empty())
        return Rejection{RejectReason::WrongStep, "There is nothing to redo."};
    const Action action = redo_.back();
    auto redo_rest = redo_;
    redo_rest.pop_back();
    auto result = apply(action);
    if (std::holds_alternative<std::vector<GameEvent>>(result))
        redo_ = std::move(redo_rest);
    return result;
}

}  // namespace sugarworks
