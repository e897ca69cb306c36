#include "bots/search_adapter.hpp"

#include <algorithm>

#include "bots/determinize.hpp"
#include "bots/evaluate.hpp"
#include "engine/fnv.hpp"

namespace sparks::bots {

// The search keeps a return and points for every seat the game can have.
static_assert(kMaxPlayers <= engine::kMaxSeats);

void drop_take_backs(std::vector<Action>& legal) {
    const auto take_back = [](const Action& a) { return a.kind == ActionKind::Retrieve; };
    if (!std::all_of(legal.begin(), legal.end(), take_back))
        std::erase_if(legal, take_back);
}

void SearchAdapter::legal_actions(const State& s, std::vector<Action>& out) const {
    game_->legal_actions(s, out);
    drop_take_backs(out);
}

engine::Outcome SearchAdapter::outcome(const State& s) const {
    engine::Outcome end;
    const int n = s.players;
    // A playout cut off before the end is judged by the evaluation: the points so far and
    // what the work under way is likely worth.
    std::array<double, engine::kMaxSeats> points{};
    for (int p = 0; p < n; ++p)
        points[static_cast<std::size_t>(p)] = game_->is_over(s)
                                                  ? score(*game_, s, p).total()
                                                  : evaluate(*game_, s, p, medium_weights());
    if (game_->solo()) {
        const bool won = game_->is_over(s) ? !winners(*game_, s).empty()
                                           : points[0] >= game_->content().solo_points_to_win;
        const double target = game_->content().solo_points_to_win;
        end.returns[0] = won ? 1.0 : std::clamp(0.5 * points[0] / target, 0.0, 0.5);
        end.points[0] = points[0];
        return end;
    }
    std::vector<int> best;
    if (game_->is_over(s)) {
        best = winners(*game_, s);
    } else {
        const double top = *std::max_element(points.begin(), points.begin() + n);
        for (int p = 0; p < n; ++p)
            if (points[static_cast<std::size_t>(p)] == top)
                best.push_back(p);
    }
    for (int p = 0; p < n; ++p) {
        double other = -1000;
        for (int q = 0; q < n; ++q)
            if (q != p)
                other = std::max(other, points[static_cast<std::size_t>(q)]);
        const bool won = std::find(best.begin(), best.end(), p) != best.end();
        const double win = won ? 1.0 / static_cast<double>(best.size()) : 0.0;
        const double margin =
            std::clamp(0.5 + (points[static_cast<std::size_t>(p)] - other) / 40.0, 0.0, 1.0);
        end.returns[static_cast<std::size_t>(p)] = 0.8 * win + 0.2 * margin;
        end.points[static_cast<std::size_t>(p)] = points[static_cast<std::size_t>(p)];
    }
    return end;
}

GameState SearchAdapter::sample(const Information& view, Random& random) const {
    return determinize(*game_, view, random);
}

std::uint64_t SearchAdapter::action_key(const Action& a) {
    // Every field hashed: equal actions, equal keys.
    engine::Fnv h;
    for (int v : {static_cast<int>(a.kind), a.card, a.slot, a.space, a.tile, a.index, a.index2,
                  a.die, a.delta, a.target, a.track, static_cast<int>(a.colour_by),
                  static_cast<int>(a.value_by), a.with_cog ? 1 : 0, a.decline ? 1 : 0})
        h.i(v);
    return h.value();
}

const Action& QuickPlayout::operator()(const SearchAdapter&, const GameState& s,
                                       std::span<const Action> legal, engine::Rng& random) const {
    if (s.phase == Phase::Actions && s.pending.empty()) {
        std::uint32_t builds = 0;
        for (const Action& a : legal)
            builds += a.kind == ActionKind::PlaceRobot ? 1 : 0;
        if (builds > 0 && random.below(4) != 0) {
            std::uint32_t pick = random.below(builds);
            for (const Action& a : legal)
                if (a.kind == ActionKind::PlaceRobot && pick-- == 0)
                    return a;
        }
        if (random.below(2) == 0)
            for (const Action& a : legal)
                if (a.kind == ActionKind::EndActions)
                    return a;
    }
    return legal[random.below(static_cast<std::uint32_t>(legal.size()))];
}

}  // namespace sparks::bots
