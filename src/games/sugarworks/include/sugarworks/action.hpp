// What a player can do, as typed values with a JSON form, and why an action
// can be refused.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "sugarworks/candy.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/geometry.hpp"
#include "sugarworks/sugarworker.hpp"

namespace sugarworks {

enum class ActionKind : std::uint8_t {
    RollDie,           // the first player rolls the candy die (production follows)
    TakeOrder,         // order action: take face-up order `card` from the market
    DrawOrder,         // order action: draw the top card of the order deck
    DiscardMarket,     // order action: discard face-up order `card` from the market
    DiscardFromHand,   // discard order `card` from hand, down to the hand limit
    Adjust,            // factory action: move the output tile on dock `from` to open dock `to`
    PlayTile,          // factory action: play conveyor tile `card` from hand on grid space `cell`
    MakeCandy,         // factory action: discard order `card` to put a `candy` on its empty output
    EatCandy,          // Lucy Mode factory action: the candy on grid space `cell` (or on the
                       // output at dock `from`, when `from` >= 0) goes to Lost
    FiveSecondRule,    // Lucy Mode factory action: a Lost `candy` is removed from the game
    DrawTwoOrders,     // Classic factory action: draw two orders (one if only one is left)
    KeepOrder,         // Classic: keep order `card` of those drawn; the other is discarded
    PawnOrder,         // Order Pawning order action: face-up order `card` (kNoCard: the top of
                       // the deck) goes into player `to`'s hand
    SwapOrder,         // Order Swapping order action: give order `card` to player `to` and take
                       // one of theirs, unseen
    HideOrder,         // Hidden Orders order action: turn one of player `to`'s orders (picked
                       // unseen) to face away from them
    ClaimOrder,        // Hidden Orders: claim that facing-away special order `card`, named, is
                       // complete (once per turn, besides the turn's actions)
    MakeCandyBlind,    // Hidden Orders factory action: point at the order at `place` in the row
                       // of orders facing away and ask whether it can make a candy
    ChooseWorkerSide,  // Sugarworkers set-up: the player to act plays side `card` (0: A, 1: B)
    UseWorker,         // Sugarworkers: use the player's `ability`, with the fields it needs
    ChooseCandy,       // Hidden Orders: the order `card` pointed at could: make its `candy`
};

struct Action {
    ActionKind kind = ActionKind::RollDie;
    std::int8_t card = -1;                   // order card or conveyor tile (catalog index)
    std::int8_t from = -1;                   // dock spot
    std::int8_t to = -1;                     // dock spot
    Cell cell{};                             // PlayTile
    CandyType candy = CandyType::RedCircle;  // MakeCandy
    // UseWorker: the ability used, so the action says what it does without the game.
    WorkerEffect ability = WorkerEffect::ExtraOrderAction;
    // MakeCandyBlind: a place in the row of orders facing away (0: the first turned away).
    std::int8_t place = -1;

    static Action roll() { return {ActionKind::RollDie}; }
    static Action take_order(int card) {
        return {ActionKind::TakeOrder, static_cast<std::int8_t>(card)};
    }
    static Action draw_order() { return {ActionKind::DrawOrder}; }
    static Action discard_market(int card) {
        return {ActionKind::DiscardMarket, static_cast<std::int8_t>(card)};
    }
    static Action discard_from_hand(int card) {
        return {ActionKind::DiscardFromHand, static_cast<std::int8_t>(card)};
    }
    static Action adjust(int from, int to) {
        return {ActionKind::Adjust, -1, static_cast<std::int8_t>(from),
                static_cast<std::int8_t>(to)};
    }
    static Action play_tile(int tile, Cell cell) {
        return {ActionKind::PlayTile, static_cast<std::int8_t>(tile), -1, -1, cell};
    }
    static Action make_candy(int card, CandyType candy) {
        return {ActionKind::MakeCandy, static_cast<std::int8_t>(card), -1, -1, {}, candy};
    }

    static Action eat_candy(Cell cell) { return {ActionKind::EatCandy, -1, -1, -1, cell}; }
    static Action eat_candy_on_output(int spot) {
        return {ActionKind::EatCandy, -1, static_cast<std::int8_t>(spot)};
    }
    static Action draw_two_orders() { return {ActionKind::DrawTwoOrders}; }
    static Action keep_order(int card) {
        return {ActionKind::KeepOrder, static_cast<std::int8_t>(card)};
    }
    static Action pawn_order(int card, int to_player) {
        return {ActionKind::PawnOrder, static_cast<std::int8_t>(card), -1,
                static_cast<std::int8_t>(to_player)};
    }
    static Action swap_order(int card, int with_player) {
        return {ActionKind::SwapOrder, static_cast<std::int8_t>(card), -1,
                static_cast<std::int8_t>(with_player)};
    }
    static Action five_second_rule(CandyType candy) {
        return {ActionKind::FiveSecondRule, -1, -1, -1, {}, candy};
    }
    static Action hide_order(int from_player) {
        return {ActionKind::HideOrder, -1, -1, static_cast<std::int8_t>(from_player)};
    }
    static Action claim_order(int card) {
        return {ActionKind::ClaimOrder, static_cast<std::int8_t>(card)};
    }
    static Action make_candy_blind(int place) {
        return {.kind = ActionKind::MakeCandyBlind, .place = static_cast<std::int8_t>(place)};
    }
    static Action choose_candy(int card, CandyType candy) {
        return {.kind = ActionKind::ChooseCandy,
                .card = static_cast<std::int8_t>(card),
                .candy = candy};
    }
    // Discarding down: one of the orders facing away, unseen.
    static Action discard_facing_away() { return {ActionKind::DiscardFromHand, -1}; }
    static Action choose_worker_side(int side) {
        return {ActionKind::ChooseWorkerSide, static_cast<std::int8_t>(side)};
    }
    // An ability with no choice to make, or with a card (RedrawTile: a tile, RedrawOrder: an
    // order); with a candy type (Salvage, FreeCandy); a space or an output (SnackBreak); two
    // dock spots (FreeAdjust).
    static Action use_worker(WorkerEffect ability, int card = -1) {
        return {.kind = ActionKind::UseWorker,
                .card = static_cast<std::int8_t>(card),
                .ability = ability};
    }
    static Action use_worker_candy(WorkerEffect ability, CandyType candy) {
        return {.kind = ActionKind::UseWorker, .candy = candy, .ability = ability};
    }
    static Action use_worker_at(WorkerEffect ability, Cell cell) {
        return {.kind = ActionKind::UseWorker, .cell = cell, .ability = ability};
    }
    static Action use_worker_output(WorkerEffect ability, int spot) {
        return {.kind = ActionKind::UseWorker,
                .from = static_cast<std::int8_t>(spot),
                .ability = ability};
    }
    static Action use_worker_adjust(WorkerEffect ability, int from, int to) {
        return {.kind = ActionKind::UseWorker,
                .from = static_cast<std::int8_t>(from),
                .to = static_cast<std::int8_t>(to),
                .ability = ability};
    }

    friend bool operator==(const Action&, const Action&) = default;
};

// Why the rules refuse an action.
enum class RejectReason : std::uint8_t {
    GameOver,         // the game has ended
    WrongStep,        // not the kind of action the game is waiting for
    NotInMarket,      // that card is not face up in the market
    DeckEmpty,        // nothing to draw: the deck and its discard pile are empty
    NotInHand,        // the player does not hold that card or tile
    HandWithinLimit,  // no need to discard: the hand is within the limit
    NoOutputThere,    // no output tile stands on that dock spot
    SpotTaken,        // the target dock spot is not open
    NotOnGrid,        // that space is not on the floor
    OrderLacksCandy,  // the order card shows no such candy
    OutputMissing,    // that candy's output tile is not on the floor
    OutputFull,       // that candy's output tile already holds a candy
    SupplyEmpty,      // no candy of that type left in the supply
    UnknownCard,      // no card or tile with that number
    NotOffered,       // the scenario does not offer that action
    NoCandyThere,     // no candy stands on that space or output
    NoneLost,         // no candy of that type is in the Lost gutter
    NotDrawn,         // that order is not one of those drawn to choose from
    AdjustBack,       // co-operative play: that output left that spot this round
    HandFull,         // Order Pawning: no drawing with 6 or more orders in hand
    NotAnOpponent,    // that is not another player of this game
    NothingToTake,    // Order Swapping: the opponent holds no order
    NoneFacingAway,   // Hidden Orders: none of the player's orders faces away from them
    AlreadyClaimed,   // Hidden Orders: the player has made a claim this turn
    NotSpecial,       // Hidden Orders: only special orders are claimed
    InSight,          // Hidden Orders: the player can see where that card is
    NotYourAbility,   // Sugarworkers: the player's card does not have that ability
    AbilityUsed,      // Sugarworkers: used this game, or this turn
    NoSuchSide,       // Sugarworkers: a card has sides 0 (A) and 1 (B)
    MarketEmpty,      // Sugarworkers: no face-up order to discard
    NotInMode,        // Sugarworkers: that side's ability can never be used in this mode
    NoSuchPlace,      // Hidden Orders: no order faces away at that place in the row
    NotRevealed,      // Hidden Orders: that is not the order that answered "yes"
};

struct Rejection {
    RejectReason reason = RejectReason::WrongStep;
    std::string message;  // for people: "Blake does not hold the Up Spring."
};

std::string_view action_kind_id(ActionKind kind);  // "play_tile"
// What an action of `kind` is, in a player's words: "playing a tile".
std::string_view action_kind_words(ActionKind kind);
std::string_view reject_reason_id(RejectReason reason);

// JSON form: {"action": "play_tile", "tile": 12, "at": "B4"}, {"action": "adjust", "from":
// "B-upper", "to": "A-upper"} ...
nlohmann::json action_to_json(const Action& action);
// Reads an action; problems are reported with `file` and pointers under `at`.
std::optional<Action> action_from_json(const nlohmann::json& value, const std::string& file,
                                       const nlohmann::json::json_pointer& at, Diagnostics& errors);

}  // namespace sugarworks
