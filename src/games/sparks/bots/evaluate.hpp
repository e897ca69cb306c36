// How good a position is for one seat, in points: what they would score if the
// game ended now, plus what their unfinished work, dice, cogs, sparks and cards
// are likely worth. The greedy players compare positions by it; its weights
// differ by level (Easy sees less of the future than Medium).
#pragma once

#include "sparks/game.hpp"

namespace sparks::bots {

struct Weights {
    // An unfinished robot: this share of what its steps would score on its track, by the
    // share of its spaces filled (under 1, so finishing it is always worth it).
    double robot_progress = 0.8;
    double factory_progress = 4.0;  // the next level, by the share of its requirement met
    double die = 0.3;               // an available die (sold for a cog at the turn's end)
    double useful_die = 0.2;        // more for a die that fits a vacant robot space
    double cog = 0.2;               // besides the third of a point each is worth at the end
    double spark = 1.2;
    double card_in_hand = 0.2;
    double token = 0.5;
    // Each played assistant scores the factory level at the end, which is still to rise:
    // this much more per assistant at the start, less as the rounds go.
    double assistant_future = 1.5;
};

Weights easy_weights();
Weights medium_weights();

double evaluate(const Game& game, const GameState& state, int seat, const Weights& weights);

}  // namespace sparks::bots
