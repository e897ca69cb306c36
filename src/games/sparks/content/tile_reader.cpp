// data/sparks/production.json (a player's four production tiles),
// data/sparks/upgrades.json (the eight upgrade tile types), data/sparks/bonus_tiles.json
// (the tiles of the scoring tracks' bonus spaces) and data/sparks/goals.json (the
// goal tiles).
#include <algorithm>
#include <string>

#include "content/readers.hpp"

namespace sparks::content {

namespace {

// Reports the kinds of a list that appear more or less than once: each kind of
// production tile, upgrade type and goal tile is in the box exactly once.
template <typename Kind>
void each_kind_once(const std::vector<Kind>& kinds, size_t entries, int kind_count,
                    std::string_view (*id)(Kind), const Pointer& at, JsonReader& reader,
                    std::string_view what) {
    if (kinds.size() != entries)
        return;  // some entries did not read: their kinds are unknown
    for (int k = 0; k < kind_count; ++k) {
        const auto kind = static_cast<Kind>(k);
        const auto n = std::count(kinds.begin(), kinds.end(), kind);
        if (n == 0) {
            reader.error(at,
                         "missing the " + std::string(what) + " \"" + std::string(id(kind)) + "\"");
        }
    }
}

// A member that only some kinds use: refused for the others, required for those.
const json* kind_member(const json& entry, const Pointer& at, JsonReader& reader,
                        std::string_view key, bool used, const std::string& kind_words) {
    const json* m = reader.member(entry, at, key, false);
    if (m && !used) {
        reader.error(at / std::string(key),
                     "\"" + std::string(key) + "\" is not used by " + kind_words);
        return nullptr;
    }
    if (!m && used)
        reader.error(at,
                     "missing member \"" + std::string(key) + "\" (" + kind_words + " needs one)");
    return m;
}

// The rulebook's seven bonus tiles, by what they give.
struct BonusKind {
    std::string_view words;
    bool (*matches)(const std::vector<Effect>&);
};
bool one(const std::vector<Effect>& e, EffectKind kind, int amount) {
    return e.size() == 1 && e[0].kind == kind && e[0].amount == amount;
}
const std::array<BonusKind, 7> kBonusKinds = {{
    {"a die", [](const auto& e) { return one(e, EffectKind::Die, 1); }},
    {"2 cogs", [](const auto& e) { return one(e, EffectKind::Cogs, 2); }},
    {"an advance on any track", [](const auto& e) { return one(e, EffectKind::AdvanceAny, 1); }},
    {"a spark", [](const auto& e) { return one(e, EffectKind::Sparks, 1); }},
    {"a cog and an assistant card",
     [](const auto& e) {
         return e.size() == 2 && e[0] == Effect{EffectKind::Cogs, 1, {}, 0} &&
                e[1] == Effect{EffectKind::DrawAssistant, 1, {}, 0};
     }},
    {"an upgrade tile", [](const auto& e) { return one(e, EffectKind::UpgradeTile, 1); }},
    {"a die of one colour",
     [](const auto& e) { return e.size() == 1 && e[0].kind == EffectKind::ColourDie; }},
}};

std::string bonus_kinds_words() {
    std::string out;
    for (size_t i = 0; i < kBonusKinds.size(); ++i) {
        if (i > 0)
            out += i + 1 == kBonusKinds.size() ? " or " : ", ";
        out += kBonusKinds[i].words;
    }
    return out;
}

}  // namespace

std::optional<std::vector<ProductionTile>> read_production(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kProductionSchema);
    reader.no_unknown_members(root, top, {"schema", "tiles"});
    std::vector<ProductionTile> tiles;
    std::vector<ProductionKind> kinds;
    const json* list = reader.member(root, top, "tiles");
    if (list && reader.is_array(*list, top / "tiles")) {
        for (size_t i = 0; i < list->size(); ++i) {
            const Pointer at = top / "tiles" / i;
            const json& entry = (*list)[i];
            if (!reader.is_object(entry, at))
                continue;
            const int entry_errors = reader.error_count();
            reader.no_unknown_members(
                entry, at, {"kind", "dice", "bag_dice", "few_dice", "many_dice", "many_cogs"});
            ProductionTile tile;
            std::optional<ProductionKind> kind;
            if (const json* k = reader.member(entry, at, "kind")) {
                kind = read_word<ProductionKind>(*k, at / "kind", reader, parse_production,
                                                 production_id, 4, "production tile");
            }
            if (!kind)
                continue;
            tile.kind = *kind;
            if (std::find(kinds.begin(), kinds.end(), *kind) != kinds.end()) {
                reader.error(at / "kind", "a second \"" + std::string(production_id(*kind)) +
                                              "\" tile (a player has one of each)");
            }
            kinds.push_back(*kind);
            const std::string words = "the \"" + std::string(production_id(*kind)) + "\" tile";
            const bool two_five = *kind == ProductionKind::TwoFive;
            const auto number = [&](std::string_view key, bool used, int min, int& out) {
                if (const json* m = kind_member(entry, at, reader, key, used, words)) {
                    if (auto n = reader.integer(*m, at / std::string(key), min, 7))
                        out = *n;
                }
            };
            number("dice", !two_five, 1, tile.dice);
            number("bag_dice", *kind == ProductionKind::Bag, 1, tile.bag_dice);
            number("few_dice", two_five, 1, tile.few_dice);
            number("many_dice", two_five, 1, tile.many_dice);
            number("many_cogs", two_five, 0, tile.many_cogs);
            if (reader.error_count() == entry_errors)
                tiles.push_back(tile);
        }
        each_kind_once(kinds, list->size(), 4, production_id, top / "tiles", reader,
                       "production tile");
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return tiles;
}

std::optional<std::vector<UpgradeType>> read_upgrades(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kUpgradesSchema);
    reader.no_unknown_members(root, top, {"schema", "upgrades"});
    std::vector<UpgradeType> types;
    std::vector<UpgradeKind> kinds;
    const json* list = reader.member(root, top, "upgrades");
    if (list && reader.is_array(*list, top / "upgrades")) {
        for (size_t i = 0; i < list->size(); ++i) {
            const Pointer at = top / "upgrades" / i;
            const json& entry = (*list)[i];
            if (!reader.is_object(entry, at))
                continue;
            const int entry_errors = reader.error_count();
            reader.no_unknown_members(entry, at, {"kind", "name", "copies", "points", "amount"});
            UpgradeType type;
            if (const json* name = reader.member(entry, at, "name")) {
                if (auto text = reader.string(*name, at / "name")) {
                    if (text->empty())
                        reader.error(at / "name", "the name is empty");
                    type.name = *text;
                }
            }
            if (auto n = read_int(entry, at, reader, "copies", 1, 10))
                type.copies = *n;
            if (auto n = read_int(entry, at, reader, "points", 0, 9))
                type.points = *n;
            std::optional<UpgradeKind> kind;
            if (const json* k = reader.member(entry, at, "kind")) {
                kind = read_word<UpgradeKind>(*k, at / "kind", reader, parse_upgrade, upgrade_id,
                                              kUpgradeKinds, "upgrade");
            }
            if (!kind)
                continue;
            type.kind = *kind;
            if (std::find(kinds.begin(), kinds.end(), *kind) != kinds.end()) {
                reader.error(at / "kind", "the upgrade \"" + std::string(upgrade_id(*kind)) +
                                              "\" is listed twice");
            }
            kinds.push_back(*kind);
            // Discount: cogs off each assistant; sales boost: cogs for a sold die, more
            // than the 1 a die sells for without it.
            const bool discount = *kind == UpgradeKind::Discount;
            const bool boost = *kind == UpgradeKind::SalesBoost;
            if (const json* amount =
                    kind_member(entry, at, reader, "amount", discount || boost,
                                "the upgrade \"" + std::string(upgrade_id(*kind)) + "\"")) {
                if (auto n = reader.integer(*amount, at / "amount", boost ? 2 : 1, 5))
                    type.amount = *n;
            }
            if (reader.error_count() == entry_errors)
                types.push_back(type);
        }
        each_kind_once(kinds, list->size(), kUpgradeKinds, upgrade_id, top / "upgrades", reader,
                       "upgrade");
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return types;
}

std::optional<std::vector<BonusTile>> read_bonus_tiles(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kBonusTilesSchema);
    reader.no_unknown_members(root, top, {"schema", "tiles"});
    std::vector<BonusTile> tiles;
    const json* list = reader.member(root, top, "tiles");
    if (list && reader.is_array(*list, top / "tiles")) {
        std::set<std::string> ids;
        std::array<bool, kBonusKinds.size()> seen{};
        for (size_t i = 0; i < list->size(); ++i) {
            const Pointer at = top / "tiles" / i;
            const json& entry = (*list)[i];
            if (!reader.is_object(entry, at))
                continue;
            const int entry_errors = reader.error_count();
            reader.no_unknown_members(entry, at, {"id", "effects"});
            BonusTile tile;
            if (auto id = read_id(entry, at, reader, ids, "bonus tile"))
                tile.id = *id;
            if (const json* effects = reader.member(entry, at, "effects")) {
                if (auto list_read = read_effects(*effects, at / "effects", reader, false)) {
                    tile.effects = std::move(*list_read);
                    const auto kind =
                        std::find_if(kBonusKinds.begin(), kBonusKinds.end(),
                                     [&](const BonusKind& k) { return k.matches(tile.effects); });
                    if (kind == kBonusKinds.end()) {
                        reader.error(at / "effects", "not one of the rulebook's bonus tiles (" +
                                                         bonus_kinds_words() + ")");
                    } else {
                        seen[static_cast<size_t>(kind - kBonusKinds.begin())] = true;
                    }
                }
            }
            if (reader.error_count() == entry_errors)
                tiles.push_back(std::move(tile));
        }
        if (list->size() != static_cast<size_t>(kBonusTiles)) {
            reader.error(top / "tiles", "the box has " + std::to_string(kBonusTiles) +
                                            " bonus tiles, the file lists " +
                                            std::to_string(list->size()));
        }
        if (tiles.size() == list->size()) {
            for (size_t k = 0; k < kBonusKinds.size(); ++k) {
                if (!seen[k]) {
                    reader.error(top / "tiles", "no bonus tile gives " +
                                                    std::string(kBonusKinds[k].words) +
                                                    " (the rulebook has one of each kind)");
                }
            }
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return tiles;
}

std::optional<std::vector<GoalTile>> read_goals(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kGoalsSchema);
    reader.no_unknown_members(root, top, {"schema", "goals"});
    std::vector<GoalTile> goals;
    std::vector<GoalKind> kinds;
    const json* list = reader.member(root, top, "goals");
    if (list && reader.is_array(*list, top / "goals")) {
        std::set<std::string> ids;
        for (size_t i = 0; i < list->size(); ++i) {
            const Pointer at = top / "goals" / i;
            const json& entry = (*list)[i];
            if (!reader.is_object(entry, at))
                continue;
            const int entry_errors = reader.error_count();
            reader.no_unknown_members(entry, at, {"id", "kind", "amount", "tracks"});
            GoalTile goal;
            if (auto id = read_id(entry, at, reader, ids, "goal"))
                goal.id = *id;
            if (auto n = read_int(entry, at, reader, "amount", 1, 99))
                goal.amount = *n;
            std::optional<GoalKind> kind;
            if (const json* k = reader.member(entry, at, "kind")) {
                kind = read_word<GoalKind>(*k, at / "kind", reader, parse_goal, goal_id, 6, "goal");
            }
            if (!kind)
                continue;
            goal.kind = *kind;
            if (std::find(kinds.begin(), kinds.end(), *kind) != kinds.end()) {
                reader.error(at / "kind", "a second \"" + std::string(goal_id(*kind)) + "\" goal");
            }
            kinds.push_back(*kind);
            if (const json* tracks =
                    kind_member(entry, at, reader, "tracks", *kind == GoalKind::ThirdBonusSpace,
                                "the goal \"" + std::string(goal_id(*kind)) + "\"")) {
                if (auto n = reader.integer(*tracks, at / "tracks", 1, kColours))
                    goal.tracks = *n;
            }
            if (reader.error_count() == entry_errors)
                goals.push_back(goal);
        }
        if (list->size() != static_cast<size_t>(kGoalTiles)) {
            reader.error(top / "goals", "the box has " + std::to_string(kGoalTiles) +
                                            " goal tiles, the file lists " +
                                            std::to_string(list->size()));
        }
        each_kind_once(kinds, list->size(), 6, goal_id, top / "goals", reader, "goal");
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return goals;
}

}  // namespace sparks::content
