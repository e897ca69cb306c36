// A game of Sparks being played: the engine's match (engine/match.hpp) on the
// Sparks rules, with what may be undone.
#pragma once

#include <vector>

#include "engine/match.hpp"
#include "sparks/game.hpp"

namespace sparks {

// An action may be undone when it showed nothing that was hidden or not yet
// decided: no die drawn from the bag or rerolled, no card drawn, dealt or turned
// up, no packet passed in the draft. Judged from its events.
bool undoable(const Action& action, const std::vector<Event>& events);
// Whether `action`, taken now, could be undone (it is legal and would show
// nothing): what the table asks before sending it on a single click.
bool can_be_undone(const Game& game, const GameState& state, const Action& action);

// The Sparks rules as the engine's match uses them.
class MatchRules : public Game {
  public:
    using State = GameState;
    using Action = sparks::Action;
    using Event = sparks::Event;
    using Rejection = sparks::Rejection;

    // Not explicit: a Match is made from a Game, Match(game, seed).
    MatchRules(const Game& game) : Game(game) {}

    static int actor(const GameState& state) { return state.current; }
    static bool undoable(const Action& action, const std::vector<Event>& events) {
        return sparks::undoable(action, events);
    }
};

using Match = engine::Match<MatchRules>;

}  // namespace sparks
