// A game being played, for any game on the engine: the game's definition, the
// seed, every action so far and the state before each (and after the last), so
// that actions can be undone and redone where the rules allow, and the whole game
// saved or replayed. A game's rules are deterministic (their one generator lives
// in the state), so an action's events are found again by applying it again.
//
// G, the game, supplies:
//   using State, Action, Event, Rejection;
//   State new_game(std::uint64_t seed, std::vector<Event>& events) const;
//   std::optional<Rejection> apply_in_place(State&, const Action&,
//                                           std::vector<Event>&) const;
//       (the state is unchanged when refused)
//   int actor(const State&) const;   whose decision the state waits for
//   bool undoable(const Action&, const std::vector<Event>&) const;
//       whether taking the action back hides nothing it showed: no die rolled,
//       no card drawn or turned up (actor and undoable may be static)
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

namespace engine {

template <typename G>
class Match {
  public:
    using Game = G;
    using State = typename G::State;
    using Action = typename G::Action;
    using Event = typename G::Event;
    using Rejection = typename G::Rejection;
    // The events of an action applied, or why it was refused.
    using Outcome = std::variant<std::vector<Event>, Rejection>;

    // A new game from `seed`.
    Match(G game, std::uint64_t seed) : game_(std::move(game)), seed_(seed) {
        states_.push_back(game_.new_game(seed, setup_events_));
    }
    // A match from a start arranged by hand (a lesson, a test): `start` and its
    // set-up events stand where the seed's deal would, so the seed no longer gives
    // the start and the match cannot be replayed from it: arranged() says so.
    Match(G game, std::uint64_t seed, State start, std::vector<Event> setup_events)
        : game_(std::move(game)),
          seed_(seed),
          arranged_(true),
          setup_events_(std::move(setup_events)) {
        states_.push_back(std::move(start));
    }

    const G& game() const { return game_; }
    std::uint64_t seed() const { return seed_; }
    bool arranged() const { return arranged_; }
    const State& state() const { return states_.back(); }
    const std::vector<Action>& actions() const { return actions_; }
    // The state before action i (states()[0] is the set-up), and after the last.
    const std::vector<State>& states() const { return states_; }
    const std::vector<Event>& setup_events() const { return setup_events_; }

    // Whose decision the game waits for now, and who took action i.
    int to_act() const { return game_.actor(state()); }
    int actor(std::size_t i) const { return game_.actor(states_[i]); }

    // Applies `action` for the player to act. Nothing is left to redo after.
    Outcome apply(const Action& action) {
        State next = states_.back();
        std::vector<Event> events;
        if (auto rejection = game_.apply_in_place(next, action, events))
            return std::move(*rejection);
        push(action, std::move(next), game_.undoable(action, events));
        redo_.clear();
        return events;
    }

    // The events of action i as they happened, found by applying it again.
    std::vector<Event> events(std::size_t i) const {
        std::vector<Event> out;
        if (i >= actions_.size())
            return out;
        State again = states_[i];
        [[maybe_unused]] const auto refused = game_.apply_in_place(again, actions_[i], out);
        assert(!refused && again == states_[i + 1]);
        return out;
    }

    // The match as it stood after its first `count` actions (at most all of them),
    // to play on from there (a replay taken over). Nothing is left to redo.
    Match first(std::size_t count) const {
        Match out = *this;
        count = std::min(count, actions_.size());
        out.states_.erase(out.states_.begin() + static_cast<std::ptrdiff_t>(count) + 1,
                          out.states_.end());
        out.actions_.resize(count);
        out.undoable_.resize(count);
        out.redo_.clear();
        return out;
    }

    // Whether the last action may be taken back: it showed nothing hidden.
    bool can_undo() const { return !undoable_.empty() && undoable_.back(); }
    // Whether `seat` may take back the last action: they took it, and it may be
    // taken back. Undo never passes to another seat's action.
    bool can_take_back(int seat) const { return can_undo() && actor(actions_.size() - 1) == seat; }
    // Takes back the last action; it may be redone until another action is applied.
    bool undo() {
        if (!can_undo())
            return false;
        redo_.push_back(actions_.back());
        states_.pop_back();
        actions_.pop_back();
        undoable_.pop_back();
        return true;
    }
    bool can_redo() const { return !redo_.empty(); }
    // Applies the action last taken back again; its events, or nothing when there
    // is nothing to redo. The rest stays to redo.
    std::optional<std::vector<Event>> redo() {
        if (redo_.empty())
            return std::nullopt;
        State next = states_.back();
        std::vector<Event> events;
        if (game_.apply_in_place(next, redo_.back(), events))
            return std::nullopt;  // not for deterministic rules: the state is the one it left
        push(redo_.back(), std::move(next), game_.undoable(redo_.back(), events));
        redo_.pop_back();
        return events;
    }

  private:
    G game_;
    std::uint64_t seed_;
    bool arranged_ = false;
    std::vector<Event> setup_events_;
    std::vector<State> states_;
    std::vector<Action> actions_;
    std::vector<bool> undoable_;
    std::vector<Action> redo_;  // the actions taken back, the last on top

    void push(const Action& action, State next, bool undoable) {
        states_.push_back(std::move(next));
        actions_.push_back(action);
        undoable_.push_back(undoable);
    }
};

}  // namespace engine
