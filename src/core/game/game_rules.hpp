// The steps of a round, shared by set-up and apply: internal to the core.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks::game_rules {

// Rolls the candy die with the state's PRNG and records the roll.
DieFace roll_die(const Game& game, GameState& s);
// Puts candy on the outputs the roll calls for (rulings section 4).
void produce(const Game& game, GameState& s, const DieFace& face, std::vector<GameEvent>& events);
// Draws the top card, shuffling the discard pile into a new deck first when the
// deck is empty; nullopt when both are empty.
std::optional<int> draw_order(GameState& s, std::vector<GameEvent>& events);
std::optional<int> draw_tile(GameState& s, std::vector<GameEvent>& events);
bool can_draw_order(const GameState& s);
// Fills the empty market slots from the order deck.
void refill_market(const Game& game, GameState& s, std::vector<GameEvent>& events);
// The start of the current player's turn: skips an order action nobody could take.
void begin_turn(const Game& game, GameState& s, std::vector<GameEvent>& events);
// After an order action: discard down to the hand limit, or refill and go on.
void after_order_action(const Game& game, GameState& s, std::vector<GameEvent>& events);
// After a factory action: the next player, or candy movement and the next round.
void end_turn(const Game& game, GameState& s, std::vector<GameEvent>& events);
// Appends floor events wrapped as game events, completing every matching
// special order in any hand the moment its event happens.
void record_floor_events(const Game& game, GameState& s, std::span<const Event> floor_events,
                         std::vector<GameEvent>& events);

std::string player_name(int player);
std::string order_name(const Game& game, int card);
std::string tile_name(const Game& game, int tile);

}  // namespace sugarworks::game_rules
