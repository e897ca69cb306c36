// The computer players' and the coach's reasons, in the game's words: what a
// move does when the conveyors next run, what the simulated futures show it is
// for, and the numbers last. Each reason stands on its own after the action's
// own words ("Play the Up Spring on B4."), so none opens with the action:
// "It completes your “A Purple Rectangle bonks a Blue Square” (1 point) in the
// next movement. In 10,000 games simulated from here it won 52% of them ...".
#pragma once

#include <string>

#include "bots/future_tally.hpp"
#include "bots/move_effects.hpp"
#include "sugarworks/game_text.hpp"

namespace sugarworks::bots {

// An action as something done, for the middle of a sentence: "drawing an order
// from the deck", "playing the Up Spring on B4".
std::string doing_words(const Action& action, const Game& game);

// “A Green Triangle is eaten” (2 points)
std::string quoted_order(const Game& game, int card);

// What the move does, as one sentence starting "It ..." ("It completes your
// “...” (2 points) in the next movement and saves the Red Circle on B3 from the
// eater."), or "" when it changes nothing the next movement shows. `floor` is
// the floor as it stands (to name where a candy is, and to tell a sales order
// kept true from one made true).
std::string effects_sentence(const Game& game, const MoveEffects& effects, const Floor& floor,
                             PlayerNames names);

// The orders effects_sentence names.
CardSet named_orders(const MoveEffects& effects);

// One order whose fate over the simulated futures tells `best` from `other`
// most clearly: one of the seat's orders (those it sees, and a card `best`
// takes) that scored clearly more often after `best`, or an order another seat
// was seen to take that scored clearly less often: "Your “...” (3 points)
// scored in 64% of the games simulated after it, against 21% after drawing an
// order from the deck." An order of `named` (the sentence before named it, and
// no other) is "that order". "" when no order differs beyond the noise.
std::string futures_sentence(const Game& game, const SeatInformation& info, const Action& best,
                             const FutureCounts& best_counts, const Action& other,
                             const FutureCounts& other_counts, CardSet named, PlayerNames names);

// Whether two means are as good as each other: within the noise of the
// simulations, their one-standard-error bars overlapping.
bool about_as_good(double mean_a, double error_a, double mean_b, double error_b);

}  // namespace sugarworks::bots
