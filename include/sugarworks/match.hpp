// A game being played: the definition, the seed, every action so far and the
// state after each, so actions can be undone and redone where the rules allow,
// and the whole game saved or replayed.
#pragma once

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks {

// An action may be undone when it revealed nothing hidden and rolled nothing:
// no card drawn or revealed, no deck shuffled, no die rolled.
bool undoable(const Action& action, const std::vector<GameEvent>& events);
// Whether `action`, taken now, could be undone (it is legal and would reveal
// nothing): what the table asks before sending it on a single click.
bool can_be_undone(const Game& game, const GameState& state, const Action& action);

class Match {
  public:
    // The match keeps its own copy of the game definition (a catalog pointer and options).
    Match(const Game& game, std::uint64_t seed);
    // A match from a start arranged by hand (arrange(), a lesson's fixed deal):
    // `start` and its set-up events stand where the seed's deal would. The seed
    // still seeds what the match asks of it (the computers' decisions), but it no
    // longer gives the start, so such a match cannot be saved and replayed:
    // arranged() says so.
    Match(const Game& game, std::uint64_t seed, GameState start,
          std::vector<GameEvent> setup_events);

    const Game& game() const { return game_; }
    std::uint64_t seed() const { return seed_; }
    // The start is not the seed's deal (see the constructor above).
    bool arranged() const { return arranged_; }
    const GameState& state() const { return states_.back(); }
    const std::vector<Action>& actions() const { return actions_; }
    // The state before action i (states()[0] is the set-up), and after the last.
    const std::vector<GameState>& states() const { return states_; }
    const std::vector<GameEvent>& setup_events() const { return setup_events_; }

    // Applies for the player to act; the events of the action, or why it was refused.
    std::variant<std::vector<GameEvent>, Rejection> apply(const Action& action);

    // Who took action i: the player to act before it.
    int actor(std::size_t i) const { return states_[i].current; }
    // The floor as the conveyors started in the last action, or null when it did
    // not run them.
    const Floor* movement_start() const;
    // The same for action i (a replay plays each movement again).
    const Floor* movement_start(std::size_t i) const;
    // The events of action i as they happened: the game is deterministic (its one
    // generator is in the state), so they are those of the action applied again to
    // the state before it.
    std::vector<GameEvent> events(std::size_t i) const;
    // The match as it stood after its first `count` actions (at most all of them),
    // to play on from there: a replay taken over. Nothing is left to redo.
    Match first(std::size_t count) const;

    bool can_undo() const;
    // Whether `seat` may take back the last action: they took it and it revealed
    // nothing. Undo never passes to an action of another seat's.
    bool can_take_back(int seat) const;
    // Takes back the last action; it can be redone until another action is applied.
    bool undo();
    bool can_redo() const { return !redo_.empty(); }
    std::variant<std::vector<GameEvent>, Rejection> redo();

  private:
    Game game_;
    std::uint64_t seed_;
    bool arranged_ = false;
    std::vector<GameEvent> setup_events_;
    std::vector<GameState> states_;
    std::vector<Action> actions_;
    std::vector<bool> undoable_;
    std::vector<std::optional<Floor>> movement_starts_;
    std::vector<Action> redo_;
};

}  // namespace sugarworks
