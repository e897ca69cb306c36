// The decisions effects leave to their player (Pending): what each may be, why
// one is refused, and what it does.
#pragma once

#include <optional>
#include <string>

#include "rules/rules.hpp"

namespace sparks::rules {

// How many dice a production tile takes in this game (the 2/5 tile by player count).
int production_dice(const Game& game, const ProductionTile& tile);
// Why recruiting `card` copying `target` is not allowed (Conrad needs a card to copy;
// no other card takes one), or nothing.
std::optional<Rejection> conrad_problem(const Game& game, const PlayerState& player, int card,
                                        int target, Explain explain = Explain::Words);
// "advance one space on a track of your choice"
std::string pending_words(const Pending& pending);
std::optional<Rejection> choice_problem(const Game& game, const GameState& state,
                                        const Action& action, Explain explain = Explain::Words);
void resolve_choice(Table& t, const Action& action);
// Every Choose action that might answer the first pending decision (the reference
// listing, legal_actions_by_check, keeps those that validate).
void choice_candidates(const Game& game, const GameState& state, std::vector<Action>& out);
// Every Choose action that answers the first pending decision, in the order of
// choice_candidates (legal_actions lists these).
void choice_actions(const Game& game, const GameState& state, std::vector<Action>& out);

}  // namespace sparks::rules
