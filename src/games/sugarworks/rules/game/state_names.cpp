// The ids and words of the steps and end reasons: written once, for the saves,
// the log, the refusals and the command line alike.
#include <array>

#include "engine/id_table.hpp"
#include "sugarworks/action.hpp"
#include "sugarworks/game_state.hpp"

namespace sugarworks {
namespace {

constexpr std::array<std::string_view, 8> kStepIds = {
    "roll",      "order_action", "discard_down",  "factory_action",
    "game_over", "keep_one",     "choose_worker", "choose_candy"};
static_assert(kStepIds.size() == static_cast<size_t>(Step::ChooseCandy) + 1);
static_assert(engine::all_named(kStepIds));

constexpr std::array<std::string_view, 8> kStepWords = {
    "rolling the candy die",
    "an order action",
    "discarding down to the hand limit",
    "a factory action",
    "nothing (the game is over)",
    "a choice of the order to keep",
    "a choice of Sugarworker side",
    "a choice of the candy to make with the order shown"};
static_assert(engine::all_named(kStepWords));

constexpr std::array<std::string_view, 3> kEndIds = {"none", "candy_ran_out", "round_cap"};
static_assert(kEndIds.size() == static_cast<size_t>(EndReason::RoundCap) + 1);
constexpr std::array<std::string_view, 3> kEndWords = {"", "a candy type has run out",
                                                       "the round limit was reached"};

}  // namespace

std::string_view step_id(Step step) {
    return kStepIds[static_cast<size_t>(step)];
}
std::optional<Step> parse_step(std::string_view id) {
    return engine::parse_by_id<Step>(id, kStepIds);
}
std::string_view step_words(Step step) {
    return kStepWords[static_cast<size_t>(step)];
}
std::string_view end_reason_id(EndReason end) {
    return kEndIds[static_cast<size_t>(end)];
}
std::optional<EndReason> parse_end_reason(std::string_view id) {
    return engine::parse_by_id<EndReason>(id, kEndIds);
}
std::string_view end_reason_words(EndReason end) {
    return kEndWords[static_cast<size_t>(end)];
}

std::string_view action_kind_words(ActionKind kind) {
    switch (kind) {
        case ActionKind::RollDie:
            return "rolling the candy die";
        case ActionKind::TakeOrder:
            return "taking an order from the market";
        case ActionKind::DrawOrder:
            return "drawing an order";
        case ActionKind::DiscardMarket:
            return "discarding an order from the market";
        case ActionKind::DiscardFromHand:
            return "discarding an order from the hand";
        case ActionKind::Adjust:
            return "moving an output";
        case ActionKind::PlayTile:
            return "playing a tile";
        case ActionKind::MakeCandy:
            return "making a candy";
        case ActionKind::EatCandy:
            return "eating a candy";
        case ActionKind::FiveSecondRule:
            return "the 5-second rule";
        case ActionKind::DrawTwoOrders:
            return "drawing two orders";
        case ActionKind::KeepOrder:
            return "keeping a drawn order";
        case ActionKind::PawnOrder:
            return "pawning an order";
        case ActionKind::SwapOrder:
            return "swapping orders";
        case ActionKind::HideOrder:
            return "turning an order away";
        case ActionKind::ClaimOrder:
            return "claiming an order";
        case ActionKind::MakeCandyBlind:
            return "asking about an order facing away";
        case ActionKind::ChooseWorkerSide:
            return "choosing a Sugarworker side";
        case ActionKind::UseWorker:
            return "using a Sugarworker";
        case ActionKind::ChooseCandy:
            return "choosing a candy";
    }
    return "that";
}

}  // namespace sugarworks
