// Names and the JSON form of actions, rejections and game events.
#include <array>

#include "engine/id_table.hpp"
#include "sugarworks/action.hpp"
#include "sugarworks/board.hpp"
#include "sugarworks/game_event.hpp"
#include "sugarworks/game_state.hpp"
#include "sugarworks/json_reader.hpp"

namespace sugarworks {

namespace {

constexpr std::array<std::string_view, 20> kActionIds = {
    "roll_die",         "take_order",        "draw_order",
    "discard_market",   "discard_from_hand", "adjust",
    "play_tile",        "make_candy",        "eat_candy",
    "five_second_rule", "draw_two_orders",   "keep_order",
    "pawn_order",       "swap_order",        "hide_order",
    "claim_order",      "make_candy_blind",  "choose_worker_side",
    "use_worker",       "choose_candy"};
constexpr std::array<std::string_view, 33> kRejectIds = {
    "game_over",       "wrong_step",        "not_in_market",    "deck_empty",
    "not_in_hand",     "hand_within_limit", "no_output_there",  "spot_taken",
    "not_on_grid",     "order_lacks_candy", "output_missing",   "output_full",
    "supply_empty",    "unknown_card",      "not_offered",      "no_candy_there",
    "none_lost",       "not_drawn",         "adjust_back",      "hand_full",
    "not_an_opponent", "nothing_to_take",   "none_facing_away", "already_claimed",
    "not_special",     "in_sight",          "not_your_ability", "ability_used",
    "no_such_side",    "market_empty",      "not_in_mode",      "no_such_place",
    "not_revealed"};
constexpr std::array<std::string_view, 38> kGameEventIds = {"floor",
                                                            "die_rolled",
                                                            "candy_produced",
                                                            "production_skipped",
                                                            "order_taken",
                                                            "order_drawn",
                                                            "market_discarded",
                                                            "market_refilled",
                                                            "order_discarded",
                                                            "output_adjusted",
                                                            "tile_played",
                                                            "tile_discarded",
                                                            "tile_drawn",
                                                            "candy_made",
                                                            "special_completed",
                                                            "deck_reshuffled",
                                                            "movement_started",
                                                            "movement_ended",
                                                            "turn_started",
                                                            "round_started",
                                                            "order_action_skipped",
                                                            "game_ended",
                                                            "activation_shuffled",
                                                            "outputs_shuffled",
                                                            "candy_eaten",
                                                            "candy_removed",
                                                            "order_kept",
                                                            "order_pawned",
                                                            "orders_swapped",
                                                            "order_turned_away",
                                                            "claim_right",
                                                            "claim_wrong",
                                                            "candy_refused",
                                                            "orders_turned_back",
                                                            "worker_chosen",
                                                            "worker_used",
                                                            "candy_salvaged",
                                                            "order_revealed"};

}  // namespace

static_assert(engine::all_named(kActionIds) &&
              kActionIds.size() == static_cast<size_t>(ActionKind::ChooseCandy) + 1);
static_assert(engine::all_named(kRejectIds) &&
              kRejectIds.size() == static_cast<size_t>(RejectReason::NotRevealed) + 1);
static_assert(engine::all_named(kGameEventIds) &&
              kGameEventIds.size() == static_cast<size_t>(GameEventKind::OrderRevealed) + 1);

std::string_view action_kind_id(ActionKind kind) {
    return kActionIds[static_cast<size_t>(kind)];
}
std::string_view reject_reason_id(RejectReason reason) {
    return kRejectIds[static_cast<size_t>(reason)];
}
std::string_view game_event_kind_id(GameEventKind kind) {
    return kGameEventIds[static_cast<size_t>(kind)];
}

nlohmann::json action_to_json(const Action& a) {
    nlohmann::json out = {{"action", action_kind_id(a.kind)}};
    switch (a.kind) {
        case ActionKind::RollDie:
        case ActionKind::DrawOrder:
        case ActionKind::DrawTwoOrders:
            break;
        case ActionKind::TakeOrder:
        case ActionKind::DiscardMarket:
        case ActionKind::KeepOrder:
        case ActionKind::ClaimOrder:
            out["card"] = a.card;
            break;
        case ActionKind::DiscardFromHand:
            if (a.card == -1)
                out["from"] = "facing_away";
            else
                out["card"] = a.card;
            break;
        case ActionKind::ChooseWorkerSide:
            out["side"] = a.card == 0 ? "A" : a.card == 1 ? "B" : std::to_string(a.card);
            break;
        case ActionKind::HideOrder:
            out["from"] = a.to;
            break;
        case ActionKind::UseWorker:
            out["ability"] = worker_effect_id(a.ability);
            switch (a.ability) {
                case WorkerEffect::RedrawTile:
                    out["tile"] = a.card;
                    break;
                case WorkerEffect::RedrawOrder:
                    out["card"] = a.card;
                    break;
                case WorkerEffect::Salvage:
                case WorkerEffect::FreeCandy:
                    out["candy"] = candy_type_id(a.candy);
                    break;
                case WorkerEffect::SnackBreak:
                    if (a.from >= 0)
                        out["output"] = dock_spot_name(a.from);
                    else
                        out["at"] = cell_name(a.cell, kMaxRows);
                    break;
                case WorkerEffect::FreeAdjust:
                    out["from"] = dock_spot_name(a.from);
                    out["to"] = dock_spot_name(a.to);
                    break;
                default:
                    break;
            }
            break;
        case ActionKind::Adjust:
            out["from"] = dock_spot_name(a.from);
            out["to"] = dock_spot_name(a.to);
            break;
        case ActionKind::PlayTile:
            out["tile"] = a.card;
            out["at"] = cell_name(a.cell, kMaxRows);
            break;
        case ActionKind::MakeCandy:
        case ActionKind::ChooseCandy:
            out["card"] = a.card;
            out["candy"] = candy_type_id(a.candy);
            break;
        case ActionKind::MakeCandyBlind:
            out["place"] = a.place;
            break;
        case ActionKind::PawnOrder:
            if (a.card == -1)
                out["from"] = "deck";
            else
                out["card"] = a.card;
            out["to"] = a.to;
            break;
        case ActionKind::SwapOrder:
            out["card"] = a.card;
            out["with"] = a.to;
            break;
        case ActionKind::EatCandy:
            if (a.from >= 0)
                out["output"] = dock_spot_name(a.from);
            else
                out["at"] = cell_name(a.cell, kMaxRows);
            break;
        case ActionKind::FiveSecondRule:
            out["candy"] = candy_type_id(a.candy);
            break;
    }
    return out;
}

std::optional<Action> action_from_json(const nlohmann::json& value, const std::string& file,
                                       const nlohmann::json::json_pointer& at,
                                       Diagnostics& errors) {
    io::JsonReader reader(file, errors);
    if (!reader.is_object(value, at))
        return std::nullopt;
    const nlohmann::json* kind_json = reader.member(value, at, "action");
    if (!kind_json)
        return std::nullopt;
    const auto kind = reader.name<ActionKind>(
        *kind_json, at / "action",
        [](std::string_view id) -> std::optional<ActionKind> {
            for (size_t i = 0; i < kActionIds.size(); ++i) {
                if (kActionIds[i] == id)
                    return static_cast<ActionKind>(i);
            }
            return std::nullopt;
        },
        "action");
    if (!kind)
        return std::nullopt;
    const int before = reader.error_count();
    Action a{*kind};
    const auto card = [&](std::string_view key) {
        if (const auto* v = reader.member(value, at, key)) {
            if (auto n = reader.integer(*v, at / std::string(key), 0, kMaxCards - 1))
                a.card = static_cast<std::int8_t>(*n);
        }
    };
    const auto spot = [&](std::string_view key, std::int8_t& out) {
        if (const auto* v = reader.member(value, at, key)) {
            auto s = reader.name<int>(*v, at / std::string(key), parse_dock_spot_name, "dock spot");
            if (s)
                out = static_cast<std::int8_t>(*s);
        }
    };
    const auto player = [&](std::string_view key) {
        if (const auto* v = reader.member(value, at, key)) {
            if (auto n = reader.integer(*v, at / std::string(key), 0, 3))
                a.to = static_cast<std::int8_t>(*n);
        }
    };
    const auto candy = [&] {
        if (const auto* v = reader.member(value, at, "candy")) {
            if (auto t = reader.name<CandyType>(*v, at / "candy", parse_candy_type, "candy type"))
                a.candy = *t;
        }
    };
    switch (a.kind) {
        case ActionKind::RollDie:
        case ActionKind::DrawOrder:
        case ActionKind::DrawTwoOrders:
            reader.no_unknown_members(value, at, {"action"});
            break;
        case ActionKind::TakeOrder:
        case ActionKind::DiscardMarket:
        case ActionKind::KeepOrder:
        case ActionKind::ClaimOrder:
            reader.no_unknown_members(value, at, {"action", "card"});
            card("card");
            break;
        case ActionKind::DiscardFromHand:
            reader.no_unknown_members(value, at, {"action", "card", "from"});
            if (value.contains("from")) {
                // Hidden Orders: an order facing away, unseen.
                if (value.contains("card"))
                    reader.error(at, "give either \"card\" or \"from\": \"facing_away\", not both");
                if (const auto from = reader.string(value["from"], at / "from");
                    from && *from != "facing_away")
                    reader.error(at / "from", "expected \"facing_away\", found \"" + *from + "\"");
            } else {
                card("card");
            }
            break;
        case ActionKind::HideOrder:
            reader.no_unknown_members(value, at, {"action", "from"});
            player("from");
            break;
        case ActionKind::MakeCandyBlind:
            // The order is pointed at by its place, never named: its holder cannot see it.
            reader.no_unknown_members(value, at, {"action", "place"});
            if (const auto* v = reader.member(value, at, "place")) {
                if (auto n = reader.integer(*v, at / "place", 0, kMaxCards - 1))
                    a.place = static_cast<std::int8_t>(*n);
            }
            break;
        case ActionKind::ChooseWorkerSide:
            reader.no_unknown_members(value, at, {"action", "side"});
            if (const auto* v = reader.member(value, at, "side")) {
                if (const auto side = reader.string(*v, at / "side")) {
                    if (*side == "A" || *side == "B")
                        a.card = static_cast<std::int8_t>(*side == "A" ? 0 : 1);
                    else
                        reader.error(at / "side",
                                     "expected \"A\" or \"B\", found \"" + *side + "\"");
                }
            }
            break;
        case ActionKind::UseWorker: {
            const auto* v = reader.member(value, at, "ability");
            if (!v)
                break;
            const auto ability = reader.name<WorkerEffect>(
                *v, at / "ability",
                [](std::string_view id) -> std::optional<WorkerEffect> {
                    for (int i = 0; i < kWorkerEffectCount; ++i) {
                        if (worker_effect_id(static_cast<WorkerEffect>(i)) == id)
                            return static_cast<WorkerEffect>(i);
                    }
                    return std::nullopt;
                },
                "ability");
            if (!ability)
                break;
            a.ability = *ability;
            switch (a.ability) {
                case WorkerEffect::RedrawTile:
                    reader.no_unknown_members(value, at, {"action", "ability", "tile"});
                    card("tile");
                    break;
                case WorkerEffect::RedrawOrder:
                    reader.no_unknown_members(value, at, {"action", "ability", "card"});
                    card("card");
                    break;
                case WorkerEffect::Salvage:
                case WorkerEffect::FreeCandy:
                    reader.no_unknown_members(value, at, {"action", "ability", "candy"});
                    candy();
                    break;
                case WorkerEffect::SnackBreak:
                    reader.no_unknown_members(value, at, {"action", "ability", "at", "output"});
                    if (value.contains("output")) {
                        if (value.contains("at"))
                            reader.error(at,
                                         "give either \"at\" (a space) or \"output\" (a dock "
                                         "spot), not both");
                        spot("output", a.from);
                    } else if (const auto* c = reader.member(value, at, "at")) {
                        if (auto cell = reader.cell(*c, at / "at"))
                            a.cell = *cell;
                    }
                    break;
                case WorkerEffect::FreeAdjust:
                    reader.no_unknown_members(value, at, {"action", "ability", "from", "to"});
                    spot("from", a.from);
                    spot("to", a.to);
                    break;
                default:
                    reader.no_unknown_members(value, at, {"action", "ability"});
                    break;
            }
            break;
        }
        case ActionKind::Adjust:
            reader.no_unknown_members(value, at, {"action", "from", "to"});
            spot("from", a.from);
            spot("to", a.to);
            break;
        case ActionKind::PlayTile:
            reader.no_unknown_members(value, at, {"action", "tile", "at"});
            card("tile");
            if (const auto* v = reader.member(value, at, "at")) {
                if (auto c = reader.cell(*v, at / "at"))
                    a.cell = *c;
            }
            break;
        case ActionKind::MakeCandy:
        case ActionKind::ChooseCandy:
            reader.no_unknown_members(value, at, {"action", "card", "candy"});
            card("card");
            candy();
            break;
        case ActionKind::PawnOrder:
            reader.no_unknown_members(value, at, {"action", "card", "from", "to"});
            if (value.contains("from")) {
                if (value.contains("card"))
                    reader.error(at,
                                 "give either \"card\" (a face-up order) or \"from\": "
                                 "\"deck\", not both");
                if (const auto from = reader.string(value["from"], at / "from");
                    from && *from != "deck")
                    reader.error(at / "from", "expected \"deck\", found \"" + *from + "\"");
            } else {
                card("card");
            }
            player("to");
            break;
        case ActionKind::SwapOrder:
            reader.no_unknown_members(value, at, {"action", "card", "with"});
            card("card");
            player("with");
            break;
        case ActionKind::EatCandy:
            reader.no_unknown_members(value, at, {"action", "at", "output"});
            if (value.contains("output")) {
                if (value.contains("at"))
                    reader.error(
                        at, "give either \"at\" (a space) or \"output\" (a dock spot), not both");
                spot("output", a.from);
            } else if (const auto* v = reader.member(value, at, "at")) {
                if (auto c = reader.cell(*v, at / "at"))
                    a.cell = *c;
            }
            break;
        case ActionKind::FiveSecondRule:
            reader.no_unknown_members(value, at, {"action", "candy"});
            candy();
            break;
    }
    if (reader.error_count() != before)
        return std::nullopt;
    return a;
}

}  // namespace sugarworks
