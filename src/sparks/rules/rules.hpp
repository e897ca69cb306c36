// The rules' working parts, shared by the files of src/sparks/rules/: one place
// for each rule, called by apply (which validates first, then changes the state)
// and by legal_actions (which lists what validates).
#pragma once

#include <optional>
#include <vector>

#include "sparks/game.hpp"

namespace sparks::rules {

// What one apply works on: the game, the state it changes, the events it appends.
struct Table {
    const Game& game;
    const Content& content;
    GameState& state;
    std::vector<Event>& events;

    PlayerState& seat(int p) { return state.seats[static_cast<std::size_t>(p)]; }
    void emit(Event e) { events.push_back(e); }
};

// --- dice (dice.cpp) ---
int roll(GameState& state);  // a random face, 1-6
// A random die from the bag with a random face; the discard pile goes back into the
// bag when it is empty. kNone when there is no die left at all.
int draw_from_bag(Table& t);
// A die of `colour` from the discard pile, else from the bag, rolled; a random die
// from the bag when there is none of that colour.
int colour_die(Table& t, Colour colour);
void gain_die(Table& t, int p, int die);
void discard_die(Table& t, int die);
// Where a die of player p is: available, in the upgrade section or on a robot.
enum class Place { Available, Upgrade, Robot, Elsewhere };
struct DiePlace {
    Place place = Place::Elsewhere;
    int slot = kNone;   // Robot
    int index = kNone;  // the upgrade space, or the robot space
};
DiePlace find_die(const PlayerState& player, int die);
void take_die_out(PlayerState& player, const DiePlace& at, int die);
bool available(const PlayerState& player, int die);
// A die of the robot just completed that waits in a Recycle decision to move (the
// decisions are the current player's).
bool in_flight(const GameState& state, int die);
// Every die of the current player p, wherever it is: available, placed in the upgrade
// section or on a robot, or waiting to move (R30: "the value of one of your dice").
bool owns_die(const GameState& state, int p, int die);
std::vector<int> owned_dice(const GameState& state, int p);
// Die `die` of player p shows `face` now; a die in the upgrade section counts its new
// face towards the next level at once.
void set_face(Table& t, int p, int die, int face);
// Cogs a die sells for.
int sale_price(const Game& game, const PlayerState& player);
void sell_die(Table& t, int p, int die);  // wherever it is

// --- abilities and upgrades (abilities.cpp) ---
bool has_upgrade(const PlayerState& player, UpgradeKind kind);
// The card whose effect a played assistant has (Conrad: the card he copies).
const AssistantCard& effective_card(const Content& content, const PlayerState& player,
                                    int played_index);
// How many played assistants give `ability` (Conrad counting as the card he copies).
int ability_count(const Content& content, const PlayerState& player, Ability ability);
bool redirects(const Content& content, const PlayerState& player, Colour colour);
int factory_plus(const Content& content, const PlayerState& player);

// --- effects (effects.cpp) ---
// Opens a decision for the current player, after those already open but before a
// Recycle waiting to move a die: what an effect gains while the die waits (a +/-, a
// reroll, Silas' pips) may alter it before it is placed (R35).
void open_decision(GameState& state, Pending pending);
void gain(Table& t, int p, const Effect& effect);
void gain_all(Table& t, int p, const std::vector<Effect>& effects);
// Advance `steps` spaces on `colour`'s track, one at a time (a redirect asks first).
void advance(Table& t, int p, Colour colour, int steps);
// One space on `colour`'s track, taking the bonus tiles passed.
void step(Table& t, int p, Colour colour);
bool track_at_end(const Content& content, const PlayerState& player, Colour colour);
// Upgrades the factory when the section's dice and credits reach the next level.
void check_level(Table& t, int p);
bool factory_at_top(const Content& content, const PlayerState& player);
void complete_robot(Table& t, int p, int slot);
void recruit(Table& t, int p, int card, int target, int cost);
// The power boxes a player has: kNone for the board's, else a completed robot's index.
std::vector<int> power_boxes(const Content& content, const PlayerState& player);
const std::vector<Effect>& box_effects(const Content& content, const PlayerState& player, int box);
bool can_take_upgrade(const Content& content, const GameState& state, const PlayerState& player,
                      int stack, int slot);
bool any_upgrade_takeable(const Content& content, const GameState& state,
                          const PlayerState& player);
void draw_assistants(Table& t, int p, int count);

// --- placing a die (placement.cpp) ---
struct Requirement {
    std::optional<Colour> colour;
    std::optional<int> value;
};
// Whether a refusal is worded for people (check, apply), or only its reason is
// wanted: legal_actions refuses most of its candidates and never says why, and
// wording each (a die's colour and face, a cost) was most of its time.
enum class Explain : bool { ReasonOnly, Words };
// Why a die cannot go on a space with these means, or nothing when it can.
std::optional<Rejection> placement_problem(const Game& game, const GameState& state, int p, int die,
                                           int face, const Requirement& need, Means colour_by,
                                           Means value_by, int extra_cogs,
                                           Explain explain = Explain::Words);
// Pays what the means cost.
void pay_for_placement(Table& t, int p, Means colour_by, Means value_by);
// Puts `die` (already out of wherever it was) on `space` of the robot in `slot`, and
// completes the robot when that was its last vacant space.
void place_on_robot(Table& t, int p, int die, int slot, int space);
Requirement robot_space(const Content& content, const PlayerState& player, int slot, int space);

// --- the flow of the game (flow.cpp) ---
void start_turn(Table& t);
void after_production(Table& t);
void next_taker(Table& t);
void next_actor(Table& t);
void next_refiller(Table& t);
void start_refill_or_next_turn(Table& t);
int next_seat(const GameState& state, int seat);
bool last_turn_of_game(const Game& game, const GameState& state);
// How many dice the player to act takes in the take phase, and whether from anywhere.
int dice_to_take(const Game& game, const GameState& state);
bool takes_anywhere(const Game& game, const GameState& state, int p);
int empty_slots(const PlayerState& player);
void return_offer(Table& t, int p);

// --- actions (check.cpp, perform.cpp): validate, then change ---
std::optional<Rejection> validate(const Game& game, const GameState& state, const Action& action,
                                  Explain explain = Explain::Words);
void perform(Table& t, const Action& action);

}  // namespace sparks::rules
