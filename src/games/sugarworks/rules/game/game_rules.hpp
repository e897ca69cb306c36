// The steps of a round, shared by set-up and apply: internal to the core.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks::game_rules {

// A tile "calls for" a candy type when its eater eats that type: with the type
// out of play it could never act, so the scenario sets it aside (set-up, and the
// sampler that deals a seat's unknowns).
bool calls_for_missing_type(const TileKind& kind, const Scenario& scenario);

// The set-up roll turns a blanket order to its colourful side when the die shows
// its type, or ALL: "Flip the corresponding blanket orders to the colorful candy
// side if they are one of the three in play".
inline bool turned_by_roll(const BlanketCard& card, const DieFace& face) {
    return face.all || card.candy == face.candy;
}

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

// A player alone takes this many turns before each movement (Game::turns_per_round).
inline constexpr int kSoloTurns = 2;

// Order Pawning: no hand limit, but no drawing with this many orders or more.
inline constexpr int kPawningDrawLimit = 6;

// Sugarworkers: the ability the player chose for the game, or nullptr (no card
// dealt, or no side chosen yet).
const WorkerAbility* chosen_ability(const Game& game, const GameState& s, int player);
// Whether the player to act may still use `ability`: once per game or once per turn.
inline bool ability_ready(const GameState& s, const WorkerAbility& ability) {
    const PlayerState& p = s.players[s.current];
    return ability.uses == WorkerUses::OncePerGame ? !p.worker_spent : !s.worker_used_this_turn;
}

// Whether a new candy of `type` can go on its output now: the output stands on the
// floor, holds no candy, and the supply has one.
inline bool output_takes(const GameState& s, CandyType type) {
    const auto spot = s.floor.output_spot(type);
    return spot && s.floor.dock(*spot).candy == kNoCandy && s.floor.supply(type) > 0;
}
// The candy types order `card` could make now (one bit per type index).
unsigned candies_makeable(const Game& game, const GameState& s, int card);
// Make a Candy: order `card` goes from wherever it is held to the discard pile, face
// up, and a `candy` of it onto its empty output (the action has passed check()).
void make_candy(GameState& s, PlayerState& hand, int card, CandyType candy,
                std::vector<GameEvent>& events);

// Hidden Orders: whether `player` can see where order `card` is: in their hand
// facing them, face up in the market, the discard pile or anyone's area, or set
// aside. Claims and blind candy name only cards out of sight, so the list of
// legal actions says nothing the player could not know.
bool in_sight(const Game& game, const GameState& s, int player, int card);
// Hidden Orders: one of `holder`'s orders facing them, picked unseen (by the
// PRNG), turns away; `by` is the player who turned it, -1 after a wrong answer.
// When no order faces them, none turns (after a wrong answer an event says so).
void turn_one_away(GameState& s, int holder, int by, std::vector<GameEvent>& events);

// Hidden Orders: every order of `player`'s faces them again. Those whose event
// happened while they faced away complete at once (the holder held them then).
void turn_back(GameState& s, int player, std::vector<GameEvent>& events);
// Hidden Orders: the player to act points at the order at `place` in the row of
// those facing away from them and asks whether it can make a candy.
// `movement_start`, when given, receives what it asks for of the moment the
// conveyors start (the functions below that may end the turn take it too).
void ask_blind_candy(const Game& game, GameState& s, int place, std::vector<GameEvent>& events,
                     MovementStart* movement_start);
// A special order of `player`'s is complete: out of their hand, face up in front of them.
void complete_special(GameState& s, int player, int card);

// Hidden Orders: the claims the player to act may make: any special order out of
// their sight, once a turn, while one of their orders faces away.
void add_claims(const Game& game, const GameState& s, std::vector<Action>& out);
// Sugarworkers: the uses of the chosen ability open to the player to act now.
void add_worker_actions(const Game& game, const GameState& s, std::vector<Action>& out);
// Sugarworkers: what using the ability does (the action has passed check()).
void use_ability(const Game& game, GameState& s, const Action& a, std::vector<GameEvent>& events);
// Lucy Mode's Eat a Candy and the Snack Break ability: the candy on the output at
// dock `from` (when `from` >= 0) or on space `cell` goes to Lost.
void eat_candy(GameState& s, int from, Cell cell, std::vector<GameEvent>& events);
// Moves the output tile at dock `from` to open dock `to`, with its candy.
void adjust_output(const Game& game, GameState& s, int from, int to,
                   std::vector<GameEvent>& events);

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
void after_order_action(const Game& game, GameState& s, std::vector<GameEvent>& events,
                        MovementStart* movement_start);
// After a factory action: the next player, or candy movement and the next round.
void end_turn(const Game& game, GameState& s, std::vector<GameEvent>& events,
              MovementStart* movement_start);
// Appends floor events wrapped as game events, completing every matching
// special order in any hand the moment its event happens.
void record_floor_events(const Game& game, GameState& s, std::span<const Event> floor_events,
                         std::vector<GameEvent>& events);

std::string player_name(int player);
std::string order_name(const Game& game, int card);
std::string tile_name(const Game& game, int tile);

}  // namespace sugarworks::game_rules
