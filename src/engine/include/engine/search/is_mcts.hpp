// Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012,
// "single observer"): one tree over the searching seat's information. Every
// iteration deals a fresh full state from that information, walks the tree
// through the children whose actions are legal in that state (UCT, counting
// each child's availability, not its parent's visits), adds one child, plays
// the future out with a cheap policy, and credits every node on the way with
// the return of the seat that chose it. The answer is the most visited move.
// A caller may watch the futures through a witness, to explain the answer.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <span>
#include <utility>
#include <vector>

#include "engine/search/search_game.hpp"

namespace engine {

struct SearchLimits {
    int iterations = 10000;    // the budget: machine-independent
    double max_seconds = 1.0;  // a wall-clock cap on top (0: none)
    double exploration = 0.7;  // UCT's constant, for returns in [0, 1]
    int max_playout_actions = 2000;
    // Set from another thread to stop early (the window's "cancel").
    const std::atomic<bool>* cancel = nullptr;
};

template <typename Action>
struct MoveStats {
    Action action;
    int visits = 0;
    double mean_return = 0;  // the searching seat's, over the futures through this move
    double mean_points = 0;  // the searching seat's points at the end of those futures
    // The standard error of mean_return (0 below two futures): how far the mean
    // may be off by the luck of the futures dealt, to tell two moves apart.
    double return_error = 0;
};

template <typename Action>
struct SearchResult {
    Action best;
    std::vector<MoveStats<Action>> moves;  // most visited first
    int iterations = 0;
    bool stopped_by_clock = false;
};

// What a caller may watch of the simulated futures, to say afterwards what
// happened after each move (a game's own tallies, which the search does not
// know): told the move at the root that each future goes through, then the
// state that future ends in and its outcome. It only looks: the search and its
// answer are the same with a witness or without one.
struct NoWitness {
    template <typename Action>
    void future_through(const Action&) {}
    template <typename State>
    void future_ended(const State&, const Outcome&) {}
};

// The uniform playout policy.
struct RandomPlayout {
    template <typename G>
    const typename G::Action& operator()(const G&, const typename G::State&,
                                         std::span<const typename G::Action> legal,
                                         typename G::Random& random) const {
        return legal[random.below(static_cast<std::uint32_t>(legal.size()))];
    }
};

template <SearchGame G, typename Playout = RandomPlayout>
class IsMcts {
  public:
    using State = typename G::State;
    using Action = typename G::Action;

    IsMcts(const G& game, SearchLimits limits, Playout playout = {})
        : game_(game), limits_(limits), playout_(playout) {}

    // Searches for the seat of `info`, which must be the player to act. `random`
    // deals every determinization and drives the playouts: the same information
    // and generator give the same answer (while the clock cap is not reached).
    SearchResult<Action> search(const typename G::Information& info, typename G::Random& random) {
        NoWitness none;
        return search(info, random, none);
    }

    // The same search, with `witness` shown every future (see NoWitness).
    template <typename Witness>
    SearchResult<Action> search(const typename G::Information& info, typename G::Random& random,
                                Witness& witness) {
        const int me = game_.seat(info);
        nodes_.clear();
        nodes_.push_back(Node{});
        const auto started = std::chrono::steady_clock::now();
        SearchResult<Action> result;
        std::vector<int> path;
        std::vector<Action> legal;
        std::vector<std::uint64_t> keys;
        for (int it = 0; it < limits_.iterations; ++it) {
            if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed))
                break;
            if (limits_.max_seconds > 0 && (it & 15) == 15) {
                const std::chrono::duration<double> spent =
                    std::chrono::steady_clock::now() - started;
                if (spent.count() > limits_.max_seconds) {
                    result.stopped_by_clock = true;
                    break;
                }
            }
            State state = game_.sample(info, random);
            path.clear();
            int node = 0;
            // Selection and one expansion.
            while (!game_.is_over(state)) {
                game_.legal_actions(state, legal);
                if (legal.empty())
                    break;
                keys.clear();
                for (const Action& a : legal)
                    keys.push_back(game_.action_key(a));
                const int actor = game_.player_to_act(state);
                const int next = select_or_expand(node, actor, legal, keys, random);
                if (path.empty())
                    witness.future_through(nodes_[static_cast<size_t>(next)].action);
                game_.apply(state, nodes_[static_cast<size_t>(next)].action);
                path.push_back(next);
                node = next;
                if (nodes_[static_cast<size_t>(next)].visits == 0)
                    break;  // a new node: play the rest out
            }
            // Playout.
            for (int n = 0; n < limits_.max_playout_actions && !game_.is_over(state); ++n) {
                game_.legal_actions(state, legal);
                if (legal.empty())
                    break;
                const Action action =
                    playout_(game_, state, std::span<const Action>(legal), random);
                game_.apply(state, action);
            }
            const Outcome end = game_.outcome(state);
            const double points = end.points[static_cast<size_t>(me)];
            for (int n : path) {
                Node& nd = nodes_[static_cast<size_t>(n)];
                const double r = end.returns[static_cast<size_t>(nd.actor)];
                ++nd.visits;
                nd.total_return += r;
                nd.total_return_squared += r * r;
                nd.total_points += points;
            }
            if (!path.empty())
                witness.future_ended(state, end);
            ++result.iterations;
        }
        const Node& root = nodes_[0];
        for (const auto& [key, c] : root.children) {
            const Node& child = nodes_[static_cast<size_t>(c)];
            if (child.visits == 0)
                continue;
            const double n = child.visits;
            const double mean = child.total_return / n;
            const double variance =
                n > 1 ? std::max(0.0, (child.total_return_squared - n * mean * mean) / (n - 1)) : 0;
            result.moves.push_back({child.action, child.visits, mean, child.total_points / n,
                                    std::sqrt(variance / n)});
        }
        std::stable_sort(result.moves.begin(), result.moves.end(),
                         [](const auto& a, const auto& b) {
                             if (a.visits != b.visits)
                                 return a.visits > b.visits;
                             return a.mean_return > b.mean_return;
                         });
        if (!result.moves.empty()) {
            result.best = result.moves.front().action;
        } else {
            // No time for one iteration: any legal move.
            State state = game_.sample(info, random);
            game_.legal_actions(state, legal);
            if (!legal.empty())
                result.best = legal.front();
        }
        return result;
    }

  private:
    struct Node {
        Action action{};
        std::uint64_t key = 0;
        int actor = 0;  // who chose `action`
        int visits = 0;
        int availability = 0;
        double total_return = 0;
        double total_return_squared = 0;
        double total_points = 0;
        std::vector<std::pair<std::uint64_t, int>> children;  // by key: (key, node)
    };

    // Picks the child to walk into from `node` among those legal now: an untried
    // legal action (uniformly) if there is one, else the best by UCT.
    int select_or_expand(int node, int actor, const std::vector<Action>& legal,
                         const std::vector<std::uint64_t>& keys, typename G::Random& random) {
        untried_.clear();
        available_.clear();
        const auto& children = nodes_[static_cast<size_t>(node)].children;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const auto at = std::lower_bound(children.begin(), children.end(),
                                             std::pair<std::uint64_t, int>{keys[i], -1});
            if (at != children.end() && at->first == keys[i]) {
                ++nodes_[static_cast<size_t>(at->second)].availability;
                available_.push_back(at->second);
            } else {
                untried_.push_back(i);
            }
        }
        if (!untried_.empty()) {
            const std::size_t i =
                untried_[random.below(static_cast<std::uint32_t>(untried_.size()))];
            Node child;
            child.action = legal[i];
            child.key = keys[i];
            child.actor = actor;
            child.availability = 1;
            nodes_.push_back(std::move(child));
            const int index = static_cast<int>(nodes_.size()) - 1;
            auto& kids = nodes_[static_cast<size_t>(node)].children;
            kids.insert(std::lower_bound(kids.begin(), kids.end(),
                                         std::pair<std::uint64_t, int>{keys[i], -1}),
                        {keys[i], index});
            return index;
        }
        int best = -1;
        double best_value = -1;
        for (int c : available_) {
            const Node& child = nodes_[static_cast<size_t>(c)];
            const double mean = child.total_return / std::max(1, child.visits);
            const double value =
                mean +
                limits_.exploration * std::sqrt(std::log(static_cast<double>(child.availability)) /
                                                std::max(1, child.visits));
            if (value > best_value) {
                best_value = value;
                best = c;
            }
        }
        return best;
    }

    const G& game_;
    SearchLimits limits_;
    Playout playout_;
    std::vector<Node> nodes_;
    std::vector<std::size_t> untried_;
    std::vector<int> available_;
};

}  // namespace engine
