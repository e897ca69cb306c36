// The ids of actions, the means of meeting a requirement, rejections, events and
// the state's vocabularies, as saves, logs and tools write them: the snake_case
// of each enumerator, listed in the enumerator's order.
#include <array>
#include <cstddef>

#include "engine/id_table.hpp"
#include "sparks/action.hpp"
#include "sparks/event.hpp"
#include "sparks/state_io.hpp"

namespace sparks {

namespace {

using engine::all_named;

constexpr std::array<std::string_view, kActionKinds> kActionIds = {
    "assign_robot", "draft_assistant", "play_production",
    "take_dice",    "place_upgrade",   "place_robot",
    "sell",         "change_value",    "recruit",
    "activate_box", "use_assistant",   "retrieve",
    "reroll_dice",  "choose",          "discard_robot",
    "draw_robots",  "end_actions"};
constexpr std::array<std::string_view, kMeans> kMeansIds = {"match", "cogs", "gordon", "token",
                                                            "own_colour"};
constexpr std::array<std::string_view, kRejectReasons> kRejectIds = {
    "wrong_phase",   "not_your_turn", "no_such_thing", "requirement",
    "cannot_afford", "not_allowed",   "pending_first"};
constexpr std::array<std::string_view, kEventKinds> kEventIds = {
    "robots_drawn",      "robot_placed",        "robot_returned", "assistants_dealt",
    "assistant_drafted", "packets_passed",      "first_player",   "turn_started",
    "junkyard_refilled", "junkyard_cleared",    "bag_refilled",   "production_played",
    "die_taken",         "die_gained",          "die_rerolled",   "die_changed",
    "die_placed",        "die_retrieved",       "die_sold",       "die_discarded",
    "robot_completed",   "robot_discarded",     "advanced",       "bonus_taken",
    "track_ended",       "cogs_gained",         "cogs_paid",      "sparks_gained",
    "assistant_drawn",   "assistant_recruited", "assistant_used", "token_gained",
    "factory_credit",    "level_reached",       "upgrade_taken",  "box_activated",
    "sparks_returned",   "choice_made",         "actions_ended",  "round_ended",
    "game_ended"};
constexpr std::array<std::string_view, kPhases> kPhaseIds = {
    "choose_robots", "draft", "production", "take_dice", "actions", "refill", "over"};
constexpr std::array<std::string_view, kPendingKinds> kPendingIds = {
    "advance_any",    "redirect", "adjust",       "reroll",    "upgrade_tile",
    "free_assistant", "recycle",  "max_activate", "power_box", "silas"};
constexpr std::array<std::string_view, kBoxFills> kBoxFillIds = {"empty", "spark", "cog"};

static_assert(all_named(kActionIds) &&
              kActionIds.size() == static_cast<std::size_t>(ActionKind::EndActions) + 1);
static_assert(all_named(kMeansIds) &&
              kMeansIds.size() == static_cast<std::size_t>(Means::OwnColour) + 1);
static_assert(all_named(kRejectIds) &&
              kRejectIds.size() == static_cast<std::size_t>(RejectReason::PendingFirst) + 1);
static_assert(all_named(kEventIds) &&
              kEventIds.size() == static_cast<std::size_t>(EventKind::GameEnded) + 1);
static_assert(all_named(kPhaseIds) &&
              kPhaseIds.size() == static_cast<std::size_t>(Phase::Over) + 1);
static_assert(all_named(kPendingIds) &&
              kPendingIds.size() == static_cast<std::size_t>(PendingKind::Silas) + 1);
static_assert(all_named(kBoxFillIds) &&
              kBoxFillIds.size() == static_cast<std::size_t>(BoxFill::Cog) + 1);

}  // namespace

std::string_view action_kind_id(ActionKind kind) {
    return engine::id_of(kActionIds, kind);
}
std::optional<ActionKind> parse_action_kind(std::string_view id) {
    return engine::parse_by_id<ActionKind>(id, kActionIds);
}
std::string_view means_id(Means means) {
    return engine::id_of(kMeansIds, means);
}
std::optional<Means> parse_means(std::string_view id) {
    return engine::parse_by_id<Means>(id, kMeansIds);
}
std::string_view reject_reason_id(RejectReason reason) {
    return engine::id_of(kRejectIds, reason);
}
std::string_view event_kind_id(EventKind kind) {
    return engine::id_of(kEventIds, kind);
}
std::optional<EventKind> parse_event_kind(std::string_view id) {
    return engine::parse_by_id<EventKind>(id, kEventIds);
}
std::string_view phase_id(Phase phase) {
    return engine::id_of(kPhaseIds, phase);
}
std::optional<Phase> parse_phase(std::string_view id) {
    return engine::parse_by_id<Phase>(id, kPhaseIds);
}
std::string_view pending_kind_id(PendingKind kind) {
    return engine::id_of(kPendingIds, kind);
}
std::optional<PendingKind> parse_pending_kind(std::string_view id) {
    return engine::parse_by_id<PendingKind>(id, kPendingIds);
}
std::string_view box_fill_id(BoxFill fill) {
    return engine::id_of(kBoxFillIds, fill);
}
std::optional<BoxFill> parse_box_fill(std::string_view id) {
    return engine::parse_by_id<BoxFill>(id, kBoxFillIds);
}

}  // namespace sparks
