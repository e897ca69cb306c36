// Final scoring (rulebook "Final Scoring", rulings section 5): a score sheet with
// every line that made each total.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks {

// Is a sales condition true of this floor (crates, Lost gutter, grid and docks)?
bool sales_true(const SalesCondition& condition, const Floor& floor);

// How near a false sales condition is to true on this floor, from 0 to 1 (1:
// true): the share of the count reached, or of the leader's count for "most".
// What a bot reads to tell a move that brings an order closer.
double sales_progress(const SalesCondition& condition, const Floor& floor);

struct ScoreLine {
    // Incomplete: co-operative play takes the points of an incomplete order off.
    enum class Source { Special, Sales, Blanket, Incomplete } source = Source::Special;
    int card = -1;  // order card, or blanket card (catalog index)
    int points = 0;
    std::string text;  // what earned the points, in words
};

struct PlayerScore {
    std::vector<ScoreLine> lines;
    std::vector<int>
        incomplete;  // order cards that scored nothing (sales false, specials not played)
    int total = 0;
};

struct ScoreSheet {
    // One sheet per player; in co-operative play a single sheet, the team's.
    std::vector<PlayerScore> players;
    std::vector<int> winners;  // every player with the top total: ties are shared wins
    bool cooperative = false;
    std::string rating;  // co-operative play: the rating the team's total earns
};

// The rating of a co-operative total (the last rating it reaches).
std::string rating_for(const TeamRules& team, int total);

// The orders a player has completed at the end: special orders played face up,
// and sales orders in hand whose condition is true.
CardSet completed_orders(const Game& game, const GameState& state, int player);

// What a blanket side counts for one player over a set of completed orders.
int blanket_count(const Catalog& catalog, const BlanketSide& side, const CardSet& completed);

ScoreSheet score(const Game& game, const GameState& state);

// Whether a game ends in one score against the factory rather than a winner among
// rivals: solo play, and co-operative play's team. Such a score can be beaten on
// the same deal, so it is the kind the score book keeps.
bool scored_against_the_factory(const Game& game);

// The totals alone, as score() adds them up (one seat in co-operative play),
// without the words: what a search reads at the end of every simulated future.
struct ScoreTotals {
    std::array<int, kMaxPlayers> points{};
    int seats = 0;
};
ScoreTotals score_totals(const Game& game, const GameState& state);

}  // namespace sugarworks
