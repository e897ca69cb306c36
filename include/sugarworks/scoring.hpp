// Final scoring (rulebook "Final Scoring", rulings section 5): a score sheet with
// every line that made each total.
#pragma once

#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks {

// Is a sales condition true of this floor (crates, Lost gutter, grid and docks)?
bool sales_true(const SalesCondition& condition, const Floor& floor);

struct ScoreLine {
    enum class Source { Special, Sales, Blanket } source = Source::Special;
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
    std::vector<PlayerScore> players;
    std::vector<int> winners;  // every player with the top total: ties are shared wins
};

// The orders a player has completed at the end: special orders played face up,
// and sales orders in hand whose condition is true.
CardSet completed_orders(const Game& game, const GameState& state, int player);

// What a blanket side counts for one player over a set of completed orders.
int blanket_count(const Catalog& catalog, const BlanketSide& side, const CardSet& completed);

ScoreSheet score(const Game& game, const GameState& state);

}  // namespace sugarworks
