// The ids of the content's vocabularies, as the data files write them.
#include <array>

#include "engine/id_table.hpp"
#include "sparks/content.hpp"

namespace sparks {

namespace {

constexpr std::array<std::string_view, kColours> kColourIds = {"red", "yellow", "green", "blue"};
constexpr std::array<std::string_view, kEffectKinds> kEffectIds = {
    "die",    "die_value", "colour_die",     "advance",        "advance_any",
    "cogs",   "sparks",    "draw_assistant", "free_assistant", "factory",
    "reroll", "adjust",    "ignore_value",   "ignore_colour",  "upgrade_tile"};
constexpr std::array<std::string_view, 12> kAbilityIds = {
    "none",         "conrad",  "emma",    "frank",    "gordon", "max",
    "factory_plus", "octavia", "olympia", "redirect", "quincy", "silas"};
constexpr std::array<std::string_view, 3> kTimingIds = {"one_time", "once_per_turn", "permanent"};
constexpr std::array<std::string_view, 4> kProductionIds = {"bag", "anywhere", "reroll",
                                                            "two_five"};
constexpr std::array<std::string_view, kUpgradeKinds> kUpgradeIds = {
    "rearrange",    "discount",    "sales_boost", "ignore_colour",
    "ignore_value", "bonus_point", "bonus_cog",   "recycle"};
constexpr std::array<std::string_view, 6> kGoalIds = {
    "play_assistants",  "factory_level", "robots_of_one_colour",
    "power_box_robots", "sparks",        "third_bonus_space"};

}  // namespace

std::string_view colour_id(Colour c) {
    return kColourIds[static_cast<std::size_t>(c)];
}
std::optional<Colour> parse_colour(std::string_view id) {
    return engine::parse_by_id<Colour>(id, kColourIds);
}
std::string_view effect_id(EffectKind k) {
    return kEffectIds[static_cast<std::size_t>(k)];
}
std::optional<EffectKind> parse_effect(std::string_view id) {
    return engine::parse_by_id<EffectKind>(id, kEffectIds);
}
std::string_view ability_id(Ability a) {
    return kAbilityIds[static_cast<std::size_t>(a)];
}
std::optional<Ability> parse_ability(std::string_view id) {
    return engine::parse_by_id<Ability>(id, kAbilityIds);
}
std::string_view timing_id(Timing t) {
    return kTimingIds[static_cast<std::size_t>(t)];
}
std::optional<Timing> parse_timing(std::string_view id) {
    return engine::parse_by_id<Timing>(id, kTimingIds);
}
std::string_view production_id(ProductionKind k) {
    return kProductionIds[static_cast<std::size_t>(k)];
}
std::optional<ProductionKind> parse_production(std::string_view id) {
    return engine::parse_by_id<ProductionKind>(id, kProductionIds);
}
std::string_view upgrade_id(UpgradeKind k) {
    return kUpgradeIds[static_cast<std::size_t>(k)];
}
std::optional<UpgradeKind> parse_upgrade(std::string_view id) {
    return engine::parse_by_id<UpgradeKind>(id, kUpgradeIds);
}
bool is_slot_upgrade(UpgradeKind k) {
    return k == UpgradeKind::BonusPoint || k == UpgradeKind::BonusCog || k == UpgradeKind::Recycle;
}
std::string_view goal_id(GoalKind k) {
    return kGoalIds[static_cast<std::size_t>(k)];
}
std::optional<GoalKind> parse_goal(std::string_view id) {
    return engine::parse_by_id<GoalKind>(id, kGoalIds);
}

}  // namespace sparks
