// What happened, in order: apply() returns these with the new state, for the
// table to play back and for the log. Each names its player and what moved.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "sparks/state.hpp"

namespace sparks {

enum class EventKind : std::uint8_t {
    RobotsDrawn,         // `player` drew `amount` robots to choose from (set-up, refill)
    RobotPlaced,         // `player` put robot `card` in `slot`
    RobotReturned,       // robot `card` went under the deck
    AssistantsDealt,     // `player` was dealt `amount` assistants
    AssistantDrafted,    // `player` kept an assistant in the draft (`card`, shown to them only)
    PacketsPassed,       // the draft's packets went to the left
    FirstPlayer,         // `player` has the first player marker
    TurnStarted,         // `player` is the active player (`amount`: 1 for a secondary turn)
    JunkyardRefilled,    // `amount` dice were drawn into the junkyard
    JunkyardCleared,     // `amount` dice left in the junkyard went to the discard pile
    BagRefilled,         // the discard pile (`amount` dice) went back into the bag
    ProductionPlayed,    // `player` played production tile `card`
    DieTaken,            // `player` took `die` (value `value`) from the junkyard
    DieGained,           // `player` gained `die` showing `value` (from the bag or the discard)
    DieRerolled,         // `die` now shows `value`
    DieChanged,          // `die` now shows `value` (paid, adjusted, turned over)
    DiePlaced,           // `player` placed `die` on `slot`'s robot space `index` (slot kNone:
                         // the upgrade section's space `index`)
    DieRetrieved,        // `player` took `die` back to storage (Rearrange)
    DieSold,             // `player` sold `die` for `amount` cogs
    DieDiscarded,        // `die` went to the discard pile (used, spent by an effect)
    RobotCompleted,      // `player` completed robot `card` in `slot`
    RobotDiscarded,      // `player` put the unfinished robot `card` from `slot` under the deck
    Advanced,            // `player` advanced to space `index` of track `colour`
    BonusTaken,          // `player` passed bonus space `index` of track `colour`: tile `card`
    TrackEnded,          // `player` is at the end of track `colour`: the move goes elsewhere
    CogsGained,          // `player` took `amount` cogs
    CogsPaid,            // `player` paid `amount` cogs
    SparksGained,        // `player` took `amount` sparks
    AssistantDrawn,      // `player` drew an assistant (`card`, shown to them only)
    AssistantRecruited,  // `player` played assistant `card` for `amount` cogs
    AssistantUsed,       // `player` used played assistant `card`
    TokenGained,         // `player` may ignore a colour (`amount` 0) or value (1) requirement
    FactoryCredit,       // `player` has `amount` towards the next factory level
    LevelReached,        // `player` reached factory level `index`
    UpgradeTaken,        // `player` took upgrade tile `card` (on slot `slot`, for slot upgrades)
    BoxActivated,  // `player` fired power box `index` (kNone: the board's), with a cog if `amount`
    SparksReturned,  // `player` took back `amount` sparks from their power boxes
    ChoiceMade,      // `player` decided a pending effect (kind `amount`)
    ActionsEnded,    // `player` is done for the turn
    RoundEnded,      // round `index` is over
    GameEnded,       // the game is over
};
inline constexpr int kEventKinds = 41;

struct Event {
    EventKind kind = EventKind::TurnStarted;
    int player = kNone;
    int die = kNone;
    int value = 0;
    int amount = 0;
    int card = kNone;
    int slot = kNone;
    int index = kNone;
    int colour = kNone;
    friend bool operator==(const Event&, const Event&) = default;
};

std::string_view event_kind_id(EventKind kind);  // "die_taken"

}  // namespace sparks
