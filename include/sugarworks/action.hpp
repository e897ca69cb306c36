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

namespace sugarworks {

enum class ActionKind : std::uint8_t {
    RollDie,          // the first player rolls the candy die (production follows)
    TakeOrder,        // order action: take face-up order `card` from the market
    DrawOrder,        // order action: draw the top card of the order deck
    DiscardMarket,    // order action: discard face-up order `card` from the market
    DiscardFromHand,  // discard order `card` from hand, down to the hand limit
    Adjust,           // factory action: move the output tile on dock `from` to open dock `to`
    PlayTile,         // factory action: play conveyor tile `card` from hand on grid space `cell`
    MakeCandy,        // factory action: discard order `card` to put a `candy` on its empty output
    EatCandy,         // Lucy Mode factory action: the candy on grid space `cell` (or on the
                      // output at dock `from`, when `from` >= 0) goes to Lost
    FiveSecondRule,   // Lucy Mode factory action: a Lost `candy` is removed from the game
    DrawTwoOrders,    // Classic factory action: draw two orders (one if only one is left)
    KeepOrder,        // Classic: keep order `card` of those drawn; the other is discarded
    PawnOrder,        // Order Pawning order action: face-up order `card` (kNoCard: the top of
                      // the deck) goes into player `to`'s hand
    SwapOrder,        // Order Swapping order action: give order `card` to player `to` and take
                      // one of theirs, unseen
};

struct Action {
    ActionKind kind = ActionKind::RollDie;
    std::int8_t card = -1;                   // order card or conveyor tile (catalog index)
    std::int8_t from = -1;                   // dock spot
    std::int8_t to = -1;                     // dock spot
    Cell cell{};                             // PlayTile
    CandyType candy = CandyType::RedCircle;  // MakeCandy

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
};

struct Rejection {
    RejectReason reason = RejectReason::WrongStep;
    std::string message;  // for people: "Blake does not hold the Up Spring."
};

std::string_view action_kind_id(ActionKind kind);  // "play_tile"
std::string_view reject_reason_id(RejectReason reason);

// JSON form: {"action": "play_tile", "tile": 12, "at": "B4"}, {"action": "adjust", "from":
// "B-upper", "to": "A-upper"} ...
nlohmann::json action_to_json(const Action& action);
// Reads an action; problems are reported with `file` and pointers under `at`.
std::optional<Action> action_from_json(const nlohmann::json& value, const std::string& file,
                                       const nlohmann::json::json_pointer& at, Diagnostics& errors);

}  // namespace sugarworks
