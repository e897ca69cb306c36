// What happens in the game, in order: the list an action returns. Floor events
// (candy movement, a tile played) are wrapped whole so the GUI can animate them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "sugarworks/event.hpp"
#include "sugarworks/orders.hpp"

namespace sugarworks {

enum class GameEventKind : std::uint8_t {
    Floor,              // `floor`: a movement or tile event
    DieRolled,          // `player` rolled `face`
    CandyProduced,      // a `candy` was put on its output (dock `spot`)
    ProductionSkipped,  // no `candy` produced: its output is full, missing, or the supply is out
    OrderTaken,         // `player` took face-up order `card`
    OrderDrawn,         // `player` drew an order (`card`: hidden from other players)
    MarketDiscarded,    // `player` discarded face-up order `card`
    MarketRefilled,     // market `slot` got `card`
    OrderDiscarded,     // `player` discarded `card` from hand
    OutputAdjusted,     // `player` moved the `candy` output from dock `spot` to dock `to_spot`
    TilePlayed,         // `player` played tile `card` (the Floor event follows)
    TileDiscarded,      // tile `card` was covered and goes to the discard pile
    TileDrawn,          // `player` drew tile `card` (hidden from other players)
    CandyMade,          // `player` discarded `card` to make a `candy` on dock `spot`
    SpecialCompleted,   // `player`'s special order `card` is complete (triggered by event
                        // `trigger_index`; -1: its event happened while it faced away)
    DeckReshuffled,     // the discard pile was shuffled into a new deck (`tiles` or orders)
    MovementStarted,    // the conveyors start (round `round`)
    MovementEnded,
    TurnStarted,         // `player`'s turn begins
    RoundStarted,        // round `round` begins; `player` is the first player
    OrderActionSkipped,  // `player` had no order action possible (every pile empty)
    GameEnded,           // the game is over (`end` says why)
    // Scenarios and advanced rules.
    ActivationShuffled,  // set-up: the activation tokens were shuffled (the order is in the state)
    OutputsShuffled,     // set-up: the output tiles were dealt to random dock spots
    CandyEaten,          // Lucy Mode: `player` ate a candy of type `candy` (floor.from: where)
    CandyRemoved,        // Lucy Mode, the 5-second rule: `player` took a Lost `candy` out
                         // of the game
    OrderKept,           // Classic: `player` kept the drawn order `card` (hidden from others)
    OrderPawned,         // `player` put order `card` (from the market: `slot`, else the deck)
                         // into `other_player`'s hand
    OrdersSwapped,       // `player` gave `card` to `other_player` and took `other_card`
    OrderTurnedAway,     // Hidden Orders: `other_player`'s order `card` now faces away from them
                         // (hidden from them); turned by `player`, or -1 after a wrong answer
                         // (`card` -1: none was left facing them to turn)
    ClaimRight,          // Hidden Orders: `player` named facing-away special `card` and it is
                         // complete: face up in their area
    ClaimWrong,        // Hidden Orders: `player` named `card`: no such order of theirs is complete
    CandyRefused,      // Hidden Orders: `player` pointed at the order at place `slot` of those
                       // facing away from them: `card` cannot make a candy (hidden from them)
    OrdersTurnedBack,  // Hidden Orders: all of `player`'s orders face them again
    WorkerChosen,      // Sugarworkers: `player` plays side `slot` (0: A, 1: B) of card `card`
    WorkerUsed,        // Sugarworkers: `player` uses side `slot` of card `card` (what it
                       // does follows)
    CandySalvaged,     // Sugarworkers: `player` put a Lost `candy` back into the supply
    OrderRevealed,     // Hidden Orders: `player` pointed at the order at place `slot` of those
                       // facing away from them: `card` can make a candy, and is shown to all
};

struct GameEvent {
    GameEventKind kind = GameEventKind::Floor;
    std::int8_t player = -1;
    std::int8_t card = -1;
    std::int8_t slot = -1;
    std::int8_t spot = -1;
    std::int8_t to_spot = -1;
    std::int8_t other_player = -1;  // OrderPawned, OrdersSwapped
    std::int8_t other_card = -1;    // OrdersSwapped: the card taken
    CandyType candy = CandyType::RedCircle;
    DieFace face{};
    bool tiles = false;
    std::uint16_t round = 0;
    std::int16_t trigger_index = -1;  // index into this event list
    std::uint8_t end = 0;             // EndReason
    Event floor{};

    friend bool operator==(const GameEvent&, const GameEvent&) = default;
};

std::string_view game_event_kind_id(GameEventKind kind);

}  // namespace sugarworks
