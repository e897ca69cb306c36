#include "bots/search_adapter.hpp"

#include <algorithm>

#include "sugarworks/scoring.hpp"

namespace sugarworks::bots {

// The search keeps a return and points for every seat the game can have.
static_assert(kMaxPlayers <= engine::kMaxSeats);

namespace {

// The points a co-operative team's returns are measured against: the top rating's
// threshold (at least 20, so a small scale does not saturate).
double team_scale(const Game& game) {
    int top = 20;
    for (const Rating& r : game.scenario().team.ratings)
        top = std::max(top, r.at_least);
    return top * 1.25;
}

}  // namespace

engine::Outcome SearchAdapter::outcome(const State& s) const {
    const ScoreTotals totals = score_totals(*game_, s);
    engine::Outcome end;
    engine::Returns& out = end.returns;
    if (game_->scenario().cooperative || s.player_count == 1) {
        const double r = std::clamp(0.5 + totals.points[0] / (2 * team_scale(*game_)), 0.0, 1.0);
        for (int p = 0; p < s.player_count; ++p) {
            out[static_cast<size_t>(p)] = r;
            end.points[static_cast<size_t>(p)] = totals.points[0];
        }
        return end;
    }
    const int n = s.player_count;
    const int best = *std::max_element(totals.points.begin(), totals.points.begin() + n);
    int winners = 0;
    for (int p = 0; p < n; ++p)
        winners += totals.points[static_cast<size_t>(p)] == best ? 1 : 0;
    for (int p = 0; p < n; ++p) {
        const int mine = totals.points[static_cast<size_t>(p)];
        int other = -1000;
        for (int q = 0; q < n; ++q) {
            if (q != p)
                other = std::max(other, totals.points[static_cast<size_t>(q)]);
        }
        const double win = mine == best ? 1.0 / winners : 0.0;
        const double margin = std::clamp(0.5 + (mine - other) / 30.0, 0.0, 1.0);
        out[static_cast<size_t>(p)] = 0.8 * win + 0.2 * margin;
        end.points[static_cast<size_t>(p)] = mine;
    }
    return end;
}

std::uint64_t SearchAdapter::action_key(const Action& a) {
    const auto byte = [](int v) {
        return static_cast<std::uint64_t>(static_cast<std::uint8_t>(v));
    };
    return byte(static_cast<int>(a.kind)) | byte(a.card) << 8 | byte(a.from) << 16 |
           byte(a.to) << 24 | byte(a.cell.row) << 32 | byte(a.cell.col) << 40 |
           (byte(static_cast<int>(index_of(a.candy))) & 0xF) << 48 |
           (byte(static_cast<int>(a.ability)) & 0xF) << 52 | byte(a.place) << 56;
}

}  // namespace sugarworks::bots
