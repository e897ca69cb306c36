// The rules' working parts, shared by the files of src/games/sparks/rules/: one place
// for each rule, called by apply (which validates first, then changes the state)
// and by legal_actions (which lists what validates).
#pragma once

#include <array>
#include <optional>
#include <string>
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

// Whether a refusal is worded for people (check, apply), or only its reason is
// wanted: the reference listing (legal_actions_by_check) refuses most of its
// candidates and never says why.
enum class Explain : bool { ReasonOnly, Words };

// A refusal, its words built only when they are wanted.
inline Rejection refuse(RejectReason reason, Explain explain, const char* words) {
    if (explain == Explain::ReasonOnly)
        return {reason, {}};
    return {reason, words};
}
template <typename Words>
Rejection refuse(RejectReason reason, Explain explain, Words words) {
    if (explain == Explain::ReasonOnly)
        return {reason, {}};
    return {reason, std::string(words())};
}

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
// Whether the first decision is a Recycle in the action phase: then the actions that
// alter the dice it may move come before it (R35).
bool moving_die_waits(const GameState& state);
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
// Calls `visit` with each of them, in the same order, building no list.
template <typename Visit>
void for_each_power_box(const Content& content, const PlayerState& player, Visit visit) {
    if (!content.board_power_box.empty())
        visit(kNone);
    for (int i = 0; i < static_cast<int>(player.completed.size()); ++i)
        if (content
                .robots[static_cast<std::size_t>(
                    player.completed[static_cast<std::size_t>(i)].card)]
                .has_power_box())
            visit(i);
}
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
// What a player has that meets a requirement a die does not match.
struct PlacementPowers {
    bool gordon = false;          // a played Gordon: 1 cog pays for a colour
    int colour_tokens = 0;        // ignore-colour effects of this turn
    int value_tokens = 0;         // ignore-value effects of this turn
    bool own_any_colour = false;  // the Ignore color upgrade, for dice of the player's colour
    bool own_any_value = false;   // the Ignore value upgrade, for dice of the player's colour
};
PlacementPowers placement_powers(const Content& content, const PlayerState& player);
// Why a means cannot meet a colour (or value) requirement, for a die that `matches` it
// or not and is of the player's colour (`own`) or not; None when it can.
enum class MeansProblem : std::uint8_t {
    None,
    AlreadyMet,    // the die matches: only Match
    Unmet,         // Match, for a die that does not match
    NoGordon,      // Gordon, not played
    NoToken,       // Token, none this turn
    NotOwnColour,  // OwnColour, for another colour's die or without the upgrade
    CogsForValue,  // cogs never pay for a value
};
MeansProblem colour_means_problem(const PlacementPowers& powers, bool own, bool matches,
                                  Means means);
MeansProblem value_means_problem(const PlacementPowers& powers, bool own, bool matches,
                                 Means means);
// The cogs a means of meeting a colour costs: 2 (cogs), 1 (Gordon) or none.
inline int colour_means_cogs(Means means) {
    if (means == Means::Cogs)
        return 2;
    if (means == Means::Gordon)
        return 1;
    return 0;
}
// The means that meet a requirement, as bit masks by Means, for a die of the
// player's colour or not (`own`): [0] for a die that does not match the
// requirement, [1] for one that does. Asked once for a whole listing.
struct MeansMasks {
    std::array<unsigned, 2> colour{};
    std::array<unsigned, 2> value{};
};
MeansMasks means_masks(const PlacementPowers& powers, bool own);
// Calls visit(colour_by, value_by) for every pair of means that places a die (the
// colour's outer, each in the order of Means) with `cogs` to pay for them.
template <typename Visit>
void for_each_placement_means(const MeansMasks& masks, bool colour_matches, bool value_matches,
                              int cogs, Visit visit) {
    const unsigned colour = masks.colour[colour_matches ? 1 : 0];
    const unsigned value = masks.value[value_matches ? 1 : 0];
    for (int cb = 0; cb < kMeans; ++cb) {
        const auto colour_by = static_cast<Means>(cb);
        if (!((colour >> cb) & 1u) || colour_means_cogs(colour_by) > cogs)
            continue;
        for (int vb = 0; vb < kMeans; ++vb)
            if ((value >> vb) & 1u)
                visit(colour_by, static_cast<Means>(vb));
    }
}
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
inline Requirement robot_space(const Content& content, const PlayerState& player, int slot,
                               int space) {
    const Slot& s = player.line[static_cast<std::size_t>(slot)];
    const DieSpace& need =
        content.robots[static_cast<std::size_t>(s.card)].spaces[static_cast<std::size_t>(space)];
    return {need.colour, need.value};
}

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
// The parts of the check the listing asks directly (legal.cpp), for the player to act.
std::optional<Rejection> production_problem(const Game& game, const GameState& state,
                                            const Action& action, Explain explain);
// What the player to act takes from the junkyard: how many dice of the row, and
// whether from anywhere (Quincy) or the ends.
struct DiceTaking {
    int row = 0;
    int dice = 0;
    bool anywhere = false;
};
DiceTaking dice_taking(const Game& game, const GameState& state);
std::optional<Rejection> take_problem(const DiceTaking& taking, const Action& action,
                                      Explain explain);
std::optional<Rejection> change_value_problem(const GameState& state, const Action& action,
                                              Explain explain);
// A power box the player has (kNone: the board's), with a spark or (`with_cog`) a cog.
std::optional<Rejection> box_problem(const Game& game, const GameState& state, int box,
                                     bool with_cog, Explain explain);
// What a played assistant takes when used now (by check_use and the listing).
enum class AssistantUse : std::uint8_t {
    Nothing,  // used this turn, or no effect to use now
    NoDie,    // a once-per-turn effect
    AnyDie,   // Octavia, Silas: one of the available dice
    HighDie,  // Frank: an available die showing 5 or 6
};
AssistantUse assistant_use(const Content& content, const PlayerState& player, int played_index);
bool frank_takes(int face);

// --- listing (legal.cpp; legal_by_check.cpp) ---
// Every legal action of the player to act, generated kind by kind, in the order
// legal_actions_by_check gives them.
void legal_actions(const Game& game, const GameState& state, std::vector<Action>& out);
// The reference: every candidate each step offers, kept when validate accepts it.
// Slow; the tests hold legal_actions to it, action for action.
void legal_actions_by_check(const Game& game, const GameState& state, std::vector<Action>& out);

}  // namespace sparks::rules
