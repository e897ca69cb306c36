// A game of Sugarworks being played: the engine's match (engine/match.hpp) on the
// Sugarworks rules, with what may be undone and the movement each action ran.
#pragma once

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "engine/match.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks {

// An action may be undone when it revealed nothing hidden and rolled nothing:
// no card drawn or revealed, no deck shuffled, no die rolled.
bool undoable(const Action& action, const std::vector<GameEvent>& events);
// Whether `action`, taken now, could be undone (it is legal and would reveal
// nothing): what the table asks before sending it on a single click.
bool can_be_undone(const Game& game, const GameState& state, const Action& action);

// The Sugarworks rules as the engine's match uses them.
class MatchRules : public Game {
  public:
    using State = GameState;
    using Action = sugarworks::Action;
    using Event = GameEvent;
    using Rejection = sugarworks::Rejection;

    // Not explicit: a Match is made from a Game, Match(game, seed).
    MatchRules(const Game& game) : Game(game) {}

    static int actor(const GameState& state) { return state.current; }
    static bool undoable(const Action& action, const std::vector<GameEvent>& events) {
        return sugarworks::undoable(action, events);
    }
};

// The match keeps its own copy of the game definition (a catalog pointer and
// options). A match from a start arranged by hand (arrange(), a lesson's fixed
// deal) still uses its seed for what the match asks of it (the computers'
// decisions), but the seed no longer gives the start, so such a match cannot be
// saved and replayed: arranged() says so.
class Match : public engine::Match<MatchRules> {
  public:
    using engine::Match<MatchRules>::Match;

    // The floor as the conveyors started in the last action, or nothing when it
    // did not run them.
    std::optional<Floor> movement_start() const;
    // The same for action i (a replay plays each movement again). Found, like the
    // action's events, by applying it again to the state before it.
    std::optional<Floor> movement_start(std::size_t i) const;

    // The match as it stood after its first `count` actions: a replay taken over.
    Match first(std::size_t count) const;
    // Applies the action last taken back again; its events, or why there is none.
    std::variant<std::vector<GameEvent>, Rejection> redo();

  private:
    explicit Match(engine::Match<MatchRules> match) : engine::Match<MatchRules>(std::move(match)) {}
};

}  // namespace sugarworks
