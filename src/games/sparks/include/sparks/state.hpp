// A game of Sparks in progress: every die, card, tile, cog and spark, where it
// is, and whose decision the game waits for. A plain value: copy it to look
// ahead. The one generator of the game's randomness is part of it, so the same
// state and action always give the same result.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/rng.hpp"
#include "sparks/content.hpp"

namespace sparks {

inline constexpr int kSlots = 3;          // the assembly line
inline constexpr int kUpgradeSpaces = 3;  // the upgrade section
inline constexpr int kNone = -1;
// A card a player view does not show (in another's hand, in a deck).
inline constexpr int kHidden = -2;

// What the game waits for.
enum class Phase : std::uint8_t {
    ChooseRobots,  // set-up: each player in turn places 3 of the 4 robots drawn
    Draft,         // the assistant draft: each player in turn keeps a card of their packet
    Production,    // the active player plays a production tile
    TakeDice,      // the other players in turn take their dice from the junkyard
    Actions,       // the players in turn, from the active player, use their dice
    Refill,        // end of turn: the players in turn refill their assembly lines
    Over,
};

// A slot of the assembly line: the robot in it, the dice on its spaces and the
// slot upgrade above it.
struct Slot {
    int card = kNone;  // content robot index
    std::array<int, kMaxRobotSpaces> dice{kNone, kNone, kNone, kNone};
    int upgrade = kNone;  // an UpgradeKind, for a slot upgrade
    friend bool operator==(const Slot&, const Slot&) = default;
};

// What sits on a power box until the end of the round.
enum class BoxFill : std::uint8_t { Empty, Spark, Cog };

struct CompletedRobot {
    int card = kNone;
    BoxFill box = BoxFill::Empty;
    friend bool operator==(const CompletedRobot&, const CompletedRobot&) = default;
};

struct PlayedAssistant {
    int card = kNone;
    int copies = kNone;           // Conrad: the index (in `played`) of the card copied
    bool used_this_turn = false;  // once-per-turn effects
    friend bool operator==(const PlayedAssistant&, const PlayedAssistant&) = default;
};

// A decision an effect leaves to its player, made before anything else.
enum class PendingKind : std::uint8_t {
    AdvanceAny,     // advance one space on a track of the player's choice
    Redirect,       // advance on `colour`'s track, or (Penelope, Walter) on another
    Adjust,         // one available die up or down by 1 (may be declined)
    Reroll,         // reroll any of the available dice (none is a choice)
    UpgradeTile,    // take an upgrade tile from the junkyard
    FreeAssistant,  // play an assistant from the hand for free (may be declined)
    Recycle,        // move a die of the robot just completed to another robot (or not)
    MaxActivate,    // Max: pay a cog to fire the power box of robot `card` now (or not)
    PowerBox,       // Olympia: the effect of one of the power boxes
    Silas,          // `amount` pips to move dice up or down with (the rest may be left)
};
inline constexpr int kPendingKinds = 10;

struct Pending {
    PendingKind kind = PendingKind::AdvanceAny;
    int amount = 1;
    int colour = kNone;      // Redirect
    int card = kNone;        // MaxActivate: completed robot index; PowerBox: boxes left
    std::uint64_t dice = 0;  // Recycle: the dice that may move; Reroll: those chosen (masks)
    int slot = kNone;        // Recycle: the slot completed
    friend bool operator==(const Pending&, const Pending&) = default;
};

struct PlayerState {
    std::vector<int> dice;  // available: beside the board, in storage
    std::array<int, kUpgradeSpaces> upgrade_section{kNone, kNone, kNone};
    int level = 0;           // index into the factory track
    int factory_credit = 0;  // Factory effects, counted at the next upgrade
    std::array<Slot, kSlots> line{};
    std::vector<CompletedRobot> completed;
    BoxFill board_box = BoxFill::Empty;  // the box printed on the board
    std::vector<int> hand;               // assistant cards (hidden from others)
    std::vector<PlayedAssistant> played;
    int sparks = 0;
    int cogs = 0;
    std::vector<int> upgrades;  // general and die upgrades held (UpgradeKind), slot ones in `line`
    std::array<int, kColours> track{kNone, kNone, kNone, kNone};  // space reached, by colour
    std::vector<int> production;  // production tiles not yet played (content indices)
    std::vector<int> offer;       // robots drawn to place (set-up, refill); hidden from others
    std::vector<int> packet;      // the draft: the cards to choose from; hidden from others
    int ignore_colour = 0;        // tokens from effects, this turn
    int ignore_value = 0;
    bool reroll_ready = false;  // the reroll production tile, unused this turn
    bool refilling = false;     // completed a robot this turn, or has an empty slot
    bool drew_robots = false;   // the refill's cards are drawn
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

struct UpgradeStack {
    int kind = kNone;  // an UpgradeKind
    int left = 0;
    friend bool operator==(const UpgradeStack&, const UpgradeStack&) = default;
};

// A production tile on the stack above the junkyard: the top one shows the
// active player.
struct PlayedTile {
    int seat = kNone;
    int tile = kNone;  // content production index
    friend bool operator==(const PlayedTile&, const PlayedTile&) = default;
};

struct GameState {
    int players = 2;
    Phase phase = Phase::ChooseRobots;
    int round = 0;                    // from 0
    int turn = 0;                     // turns taken this round (solo: 0 regular, 1 secondary)
    int first_player = 0;             // the first player marker
    int active = 0;                   // the active player of this turn
    int current = 0;                  // whose decision the game waits for
    int draft_picks = 0;              // cards kept so far in the draft, by each player
    std::vector<int> bag;             // die ids
    std::vector<int> discard;         // die ids
    std::vector<int> junkyard;        // the row of dice, left to right (die ids)
    std::vector<std::uint8_t> faces;  // by die id: the value facing up
    std::vector<UpgradeStack> stacks;
    std::vector<int> bonus;                // by bonus space (tracks in colour order): bonus tile
    std::vector<int> robot_deck;           // the top is the back
    std::vector<int> assistant_deck;       // the top is the back
    std::vector<int> goals;                // goal tiles in play (content indices)
    std::vector<PlayedTile> played_tiles;  // the stack above the junkyard, this round
    std::vector<PlayerState> seats;
    std::vector<Pending> pending;  // the current player's decisions, first first
    engine::Rng rng;
    friend bool operator==(const GameState&, const GameState&) = default;
};

}  // namespace sparks
