// What may be undone in a match of Sparks.
#include "sparks/match.hpp"

namespace sparks {

bool undoable(const Action& /*action*/, const std::vector<Event>& events) {
    for (const Event& e : events) {
        switch (e.kind) {
            case EventKind::RobotsDrawn:  // cards from the deck
            case EventKind::AssistantsDealt:
            case EventKind::AssistantDrawn:
            case EventKind::PacketsPassed:     // another player's cards seen
            case EventKind::JunkyardRefilled:  // dice from the bag, with their faces
            case EventKind::BagRefilled:
            case EventKind::DieGained:  // from the bag or the discard pile, rolled
            case EventKind::DieRerolled:
                return false;
            default:
                break;
        }
    }
    return true;
}

bool can_be_undone(const Game& game, const GameState& state, const Action& action) {
    GameState next = state;
    std::vector<Event> events;
    if (game.apply_in_place(next, action, events))
        return false;
    return undoable(action, events);
}

}  // namespace sparks
