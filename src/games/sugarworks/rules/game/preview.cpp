// What an action would do on the floor, for the table to draw before it is taken.
#include "sugarworks/game.hpp"

namespace sugarworks {

std::optional<ActionPreview> Game::preview(const GameState& state, const Action& action) const {
    auto applied = apply(state, action);
    auto* taken = std::get_if<Applied>(&applied);
    if (!taken)
        return std::nullopt;
    ActionPreview out;
    for (const GameEvent& e : taken->events) {
        if (e.kind == GameEventKind::MovementStarted)
            break;
        if (e.kind == GameEventKind::Floor &&
            (e.floor.kind == EventKind::Eaten || e.floor.kind == EventKind::Lost))
            out.at_once.push_back(e.floor);
    }
    out.runs_now = taken->movement_start.has_value();
    out.start = out.runs_now ? *taken->movement_start : taken->state.floor;
    MovementOutcome outcome = resolve_movement(out.start, movement_rules(state));
    out.events = std::move(outcome.events);
    out.end = std::move(outcome.floor);
    return out;
}

}  // namespace sugarworks
