// Sparks seen through the engine's search interface (engine/search/
// search_game.hpp), so the engine's IS-MCTS plays it: states dealt from a seat's
// player view, returns by win and margin.
#pragma once

#include <vector>

#include "engine/rng.hpp"
#include "engine/search/search_game.hpp"
#include "sparks/player_view.hpp"

namespace sparks::bots {

// Removes Rearrange's take-back (Retrieve) from a list of legal actions, for every
// computer player but Random. Taking a die back and placing it where it was are both
// free and leave the position as it was (the only such pair in the rules), so a
// player who judges the two alike can go round for ever: 2 games of 200 of Hard at
// 10,000 futures a decision ran on until the action guard stopped them. The bots
// therefore never rearrange; they still place, sell and change their dice. Something
// is always left: a player who may take a die back may also end their actions or
// decide what is pending (kept as it is should that ever change).
void drop_take_backs(std::vector<Action>& legal);

class SearchAdapter {
  public:
    using State = GameState;
    using Action = sparks::Action;
    using Information = PlayerView;
    using Random = engine::Rng;

    explicit SearchAdapter(const Game& game) : game_(&game) {}

    // The rules' legal actions but Rearrange's take-back (drop_take_backs).
    void legal_actions(const State& s, std::vector<Action>& out) const;
    void apply(State& s, const Action& a) const {
        events_.clear();
        game_->apply_in_place(s, a, events_);
    }
    int player_to_act(const State& s) const { return s.current; }
    bool is_over(const State& s) const { return game_->is_over(s); }
    // A win is worth most (shared wins split); the margin over the best other seat
    // breaks the rest. The solo game: the points on the scale of the points to win,
    // nothing without the goals.
    engine::Outcome outcome(const State& s) const;
    State sample(const Information& view, Random& random) const;
    int seat(const Information& view) const { return view.seat; }
    static std::uint64_t action_key(const Action& a);

  private:
    const Game* game_;
    mutable std::vector<Event> events_;
};

static_assert(engine::SearchGame<SearchAdapter>);

// The playout policy. A player in their action phase builds three times in four when a
// die can go on a robot: uniform play completes under one robot a game, so futures
// played out that way see the assistants within reach and hardly a robot, and the
// search would learn that robots, the heart of the game, are worth little. Otherwise
// they end their actions half the time they may (random play would wander for
// hundreds of actions), else play uniformly.
struct QuickPlayout {
    const Action& operator()(const SearchAdapter&, const GameState&, std::span<const Action> legal,
                             engine::Rng& random) const;
};

}  // namespace sparks::bots
