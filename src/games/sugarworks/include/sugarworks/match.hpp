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

// What an action showed that was hidden, or left to chance: the first such
// thing among its events. Undo cannot take back an action that showed anything.
enum class Revealed : std::uint8_t {
    Nothing,
    DieRoll,       // the die was rolled
    TileDrawn,     // a tile was drawn from the deck
    DeckTop,       // an order was drawn from the top of the deck
    MarketRefill,  // the market refilled from the deck
    Shuffle,       // a discard pile was shuffled into a new deck
    HiddenCard,    // a card picked or taken unseen, or an answer about hidden cards
};
Revealed what_it_revealed(const Action& action, const std::vector<GameEvent>& events);

// An action may be undone when it revealed nothing hidden and rolled nothing:
// no card drawn or revealed, no deck shuffled, no die rolled.
bool undoable(const Action& action, const std::vector<GameEvent>& events);
// Whether `action`, taken now, could be undone (it is legal and would reveal
// nothing).
bool can_be_undone(const Game& game, const GameState& state, const Action& action);

// What taking `action` now commits the table to: what it would show (so that Undo
// cannot take it back), whether it ends the round (the conveyors run at once, and
// the next round's production follows) or the game, and who acts after it. The
// table stages such an action for a second click before it is sent.
struct Commitment {
    Revealed reveals = Revealed::Nothing;
    bool ends_round = false;
    bool ends_game = false;
    int next_actor = -1;  // the seat to act after it (-1: nobody, the game is over)
    // Undo could not take it back, or it runs the conveyors.
    bool weighty() const { return reveals != Revealed::Nothing || ends_round; }
};
// Nothing when `action` is not legal now.
std::optional<Commitment> commitment(const Game& game, const GameState& state,
                                     const Action& action);

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

    // The table partway through the movement action i ran, what a screen shows while
    // it plays: the action's own effects made, and the special orders completed by
    // its first `shown` events (all of them counted) out of their holders' hands;
    // nothing after the movement. Nothing when action i ran no movement.
    std::optional<GameState> during_movement(std::size_t i, std::size_t shown) const;

    // The match as it stood after its first `count` actions: a replay taken over.
    Match first(std::size_t count) const;
    // Applies the action last taken back again; its events, or why there is none.
    std::variant<std::vector<GameEvent>, Rejection> redo();

  private:
    explicit Match(engine::Match<MatchRules> match) : engine::Match<MatchRules>(std::move(match)) {}
};

}  // namespace sugarworks
