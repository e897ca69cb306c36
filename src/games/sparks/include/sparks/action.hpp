// What a player can do in Sparks, as typed values with a JSON form (action_json.hpp),
// and why an action can be refused.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sparks/state.hpp"

namespace sparks {

enum class ActionKind : std::uint8_t {
    AssignRobot,     // set-up, refill: robot `card` of the offer into empty `slot`
    DraftAssistant,  // the draft: keep assistant `card` of the packet
    PlayProduction,  // active: production `tile`, taking the run from junkyard place `index`
    TakeDice,        // other players: the die at junkyard place `index` (and `index2`, 2 players)
    PlaceUpgrade,    // `die` on upgrade space `space`, the colour met by `colour_by`
    PlaceRobot,      // `die` on `space` of the robot in `slot`, by `colour_by` and `value_by`
    Sell,            // `die`, wherever it is, for cogs
    ChangeValue,     // `die` by `delta` (+1 or -1) for a cog
    Recruit,         // assistant `card` from the hand (Conrad: copying played `target`)
    ActivateBox,     // power box `index` (kNone: the board's; else a completed robot) with
                     // a spark, or a cog (`with_cog`, Emma)
    UseAssistant,    // played assistant `index`: Frank and Octavia on `die`, Silas discarding `die`
    Retrieve,        // Rearrange: `die` from the upgrade section or a robot back to storage
    RerollDice,      // the reroll production tile, once this turn: choose dice to reroll (a
                     // Reroll decision, answered die by die)
    Choose,          // the first pending decision (fields by its kind; see Pending)
    DiscardRobot,    // refill: the unfinished robot in `slot` goes under the deck
    DrawRobots,      // refill: draw one more robot than the empty slots
    EndActions,      // done for the turn, keeping `die` (kNone: none); the rest are sold
};
inline constexpr int kActionKinds = 17;

// How a placed die meets a colour or value requirement it does not match.
enum class Means : std::uint8_t {
    Match,      // it matches (or there is nothing to match)
    Cogs,       // colour: pay 2 cogs
    Gordon,     // colour: discard 1 cog (Gordon)
    Token,      // an ignore effect of this turn
    OwnColour,  // a die upgrade, for a die of the player's colour
};
inline constexpr int kMeans = 5;

struct Action {
    ActionKind kind = ActionKind::EndActions;
    int card = kNone;
    int slot = kNone;
    int space = kNone;
    int tile = kNone;
    int index = kNone;
    int index2 = kNone;
    int die = kNone;
    int delta = 0;
    int target = kNone;
    int track = kNone;  // Choose: AdvanceAny, Redirect
    Means colour_by = Means::Match;
    Means value_by = Means::Match;
    bool with_cog = false;
    bool decline = false;  // Choose: an optional decision not taken
    friend bool operator==(const Action&, const Action&) = default;
};

enum class RejectReason : std::uint8_t {
    WrongPhase,    // not what the game waits for now
    NotYourTurn,   // another player decides now
    NoSuchThing,   // a card, die, slot, space or tile that is not there
    Requirement,   // the die does not meet the space's colour or value
    CannotAfford,  // not enough cogs or sparks
    NotAllowed,    // a rule forbids it (twice a turn, a full section, a duplicate tile)
    PendingFirst,  // an effect's decision must be made first
};
inline constexpr int kRejectReasons = 7;

struct Rejection {
    RejectReason reason = RejectReason::WrongPhase;
    std::string message;  // for people: "The blue 4 does not match the red space."
    friend bool operator==(const Rejection&, const Rejection&) = default;
};

std::string_view action_kind_id(ActionKind kind);  // "place_robot"
std::optional<ActionKind> parse_action_kind(std::string_view id);
std::string_view means_id(Means means);  // "cogs"
std::optional<Means> parse_means(std::string_view id);
std::string_view reject_reason_id(RejectReason reason);

}  // namespace sparks
