#include "sugarworks/visibility.hpp"

namespace sugarworks {

bool hands_public(const Game& game) {
    return game.options().players <= 1 || game.scenario().cooperative;
}

bool sees_hand(const Game& game, int viewer, int holder) {
    return viewer == kRecordViewer || viewer == holder ||
           (hands_public(game) && viewer != kSpectatorViewer);
}

bool sees_facing_away(int viewer, int holder) {
    return viewer == kRecordViewer || (viewer >= 0 && viewer != holder);
}

bool sees_order(const Game& game, const GameState& state, int viewer, int holder, int card) {
    const PlayerState& held = state.players[static_cast<size_t>(holder)];
    if (held.facing_away.contains(card))
        return sees_facing_away(viewer, holder);
    return sees_hand(game, viewer, holder);
}

bool public_before_played(const Game& game, const Action& action) {
    if (hands_public(game))
        return true;
    switch (action.kind) {
        case ActionKind::RollDie:
        case ActionKind::TakeOrder:
        case ActionKind::DrawOrder:
        case ActionKind::DiscardMarket:
        case ActionKind::Adjust:
        case ActionKind::PlayTile:
        case ActionKind::EatCandy:
        case ActionKind::FiveSecondRule:
        case ActionKind::DrawTwoOrders:
            return true;
        default:
            return false;
    }
}

bool whole_table_watches(const std::vector<GameEvent>& events) {
    return !events.empty() && events.front().kind == GameEventKind::DieRolled;
}

}  // namespace sugarworks
