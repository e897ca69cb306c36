// The steps of a round, shared by set-up and apply: internal to the core.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks::game_rules {

// Whose hand of orders a player uses: their own, or in co-operative play the
// team's shared hand (kept as player 0's).
inline int hand_of(const Game& game, int player) {
    return game.scenario().cooperative ? 0 : player;
}
inline PlayerState& hand_holder(const Game& game, GameState& s, int player) {
    return s.players[static_cast<size_t>(hand_of(game, player))];
}
inline const PlayerState& hand_holder(const Game& game, const GameState& s, int player) {
    return s.players[static_cast<size_t>(hand_of(game, player))];
}

// Co-operative play: whether moving the `type` output to `spot` would put it back
// where it was moved out of this round.
inline bool moved_back(const GameState& s, CandyType type, int spot) {
    return (s.moved_out_of[static_cast<size_t>(index_of(type))] >> spot) & 1u;
}

// Order Pawning: no hand limit, but no drawing with this many orders or more.
inline constexpr int kPawningDrawLimit = 6;

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
