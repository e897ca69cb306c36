// What one action does, against not taking it, when the conveyors next run: the
// orders of the seat it completes (now, or in the next movement), a known order
// of another seat it stops, and the candies it saves, keeps out of the Lost
// gutter, sends into a crate, or loses. The facts the computer players and the coach
// put into words. Read off one state dealt from the seat's information: the
// floor, the seat's own hand (the orders facing it) and the orders it saw
// other players take are all it knows, and the only cards it names.
#pragma once

#include <vector>

#include "sugarworks/information.hpp"

namespace sugarworks::bots {

// The seat whose hand of orders and points a player plays for: their own, or in
// co-operative play the team's shared hand, kept as the first seat's.
int orders_seat(const Game& game, int player);

struct CandyFact {
    enum class Kind : std::uint8_t {
        SavedFromEater,  // eaten in the next movement without the action, not with it
        KeptFromLost,    // lost (off an edge, by an X, in a loop) without it, not with it
        Delivered,       // into a crate with it, not without it
        FedToEater,      // eaten in the next movement with the action, not without it
        SentToLost,      // lost with the action, not without it
    };
    Kind kind = Kind::Delivered;
    CandyId candy = kNoCandy;
    Place was{};                         // where it stands now (a candy the action makes: none)
    CrateKind crate = CrateKind::Heart;  // Delivered: where
    friend bool operator==(const CandyFact&, const CandyFact&) = default;
};

struct OrderFact {
    int player = 0;  // whose order
    int card = -1;
    friend bool operator==(const OrderFact&, const OrderFact&) = default;
};

struct MoveEffects {
    // The seat's special orders the action completes at once (a tile that eats
    // a candy as it is laid; a Hidden Orders claim that is right).
    std::vector<int> completed_now;
    // The seat's orders the next movement completes (special) or leaves true
    // (sales) with the action and not without it; a card the action takes counts.
    std::vector<int> met_next;
    // The seat's orders the next movement would complete without the action and
    // no longer does with it.
    std::vector<int> spoiled_next;
    // Orders of other seats the seat saw them take, which the next movement would
    // complete (or leave true) without the action and does not with it.
    std::vector<OrderFact> blocked;
    std::vector<CandyFact> candies;
    int taken = -1;  // the order card the action puts into the seat's hand, if it shows it

    bool empty() const {
        return completed_now.empty() && met_next.empty() && spoiled_next.empty() &&
               blocked.empty() && candies.empty();
    }
};

// What `action` does on `dealt`, a state that agrees with `info` (the seat to act
// is `info.seat`). Nothing when the action is refused there or the game is over.
MoveEffects move_effects(const Game& game, const SeatInformation& info, const GameState& dealt,
                         const Action& action);

}  // namespace sugarworks::bots
