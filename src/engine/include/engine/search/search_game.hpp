// The small game interface the searches and bots are written against, so that
// any game on this engine gets them: a copyable state, legal actions, apply in
// place, the player to act, the end, returns per seat, and a full state dealt
// from one seat's information (what that seat may know, never the state).
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <vector>

namespace engine {

inline constexpr int kMaxSeats = 4;
using Returns = std::array<double, kMaxSeats>;  // per seat, each in [0, 1]

// How a finished (or cut-off) playout ends, counted once: each seat's return,
// and each seat's points as the game would count them (for explanations).
struct Outcome {
    Returns returns{};
    std::array<double, kMaxSeats> points{};
};

template <typename G>
concept SearchGame = requires(const G& g, typename G::State& state, const typename G::State& cs,
                              const typename G::Action& action,
                              std::vector<typename G::Action>& actions,
                              const typename G::Information& info, typename G::Random& random) {
    requires std::copyable<typename G::State>;
    {g.legal_actions(cs, actions)};
    {g.apply(state, action)};
    { g.player_to_act(cs) } -> std::convertible_to<int>;
    { g.is_over(cs) } -> std::convertible_to<bool>;
    { g.outcome(cs) } -> std::convertible_to<Outcome>;
    { g.sample(info, random) } -> std::convertible_to<typename G::State>;
    { g.seat(info) } -> std::convertible_to<int>;
    // A number naming the action, equal for equal actions (the tree's key).
    { g.action_key(action) } -> std::convertible_to<std::uint64_t>;
    { random.below(std::uint32_t{2}) } -> std::convertible_to<std::uint32_t>;
};

}  // namespace engine
