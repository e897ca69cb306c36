// Sugarworks seen through the engine's search interface (engine/search/
// search_game.hpp): what IS-MCTS, the tournament and the harness need, and
// nothing of the search itself.
#pragma once

#include <vector>

#include "engine/search/search_game.hpp"
#include "sugarworks/information.hpp"

namespace sugarworks::bots {

class SearchAdapter {
  public:
    using State = GameState;
    using Action = sugarworks::Action;
    using Information = SeatInformation;
    using Random = Rng;

    explicit SearchAdapter(const Game& game) : game_(&game) {}
    const Game& game() const { return *game_; }

    void legal_actions(const State& s, std::vector<Action>& out) const {
        game_->legal_actions(s, out);
    }
    // Applies a listed action; the events are not kept.
    void apply(State& s, const Action& a) const {
        events_.clear();
        game_->apply_in_place(s, a, events_);
    }
    int player_to_act(const State& s) const { return s.current; }
    bool is_over(const State& s) const { return s.over(); }
    // Competitive: a win is worth most (a shared win is split), the margin over
    // the best other seat breaks the rest. Co-operative and solo: the team's
    // points on the scale of the scenario's ratings, the same for every seat.
    // The points: each seat's (co-operative: the team's, for every seat). One
    // count of the score per playout.
    engine::Outcome outcome(const State& s) const;
    State sample(const Information& info, Random& random) const {
        return sample_state(*game_, info, random);
    }
    int seat(const Information& info) const { return info.seat; }
    static std::uint64_t action_key(const Action& a);

  private:
    const Game* game_;
    mutable std::vector<GameEvent> events_;
};

static_assert(engine::SearchGame<SearchAdapter>);

}  // namespace sugarworks::bots
