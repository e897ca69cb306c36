// data/sugarworks/candies.json: candy counts, the activation order and the Bonk! chart.
#include "catalog/catalog_readers.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

std::optional<BonkRule> read_bonk_rule(const json& value, const Pointer& at,
                                       io::JsonReader& reader) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    reader.no_unknown_members(value, at, {"moves", "direction"});
    BonkRule rule;
    bool ok = true;
    if (const json* moves = reader.member(value, at, "moves")) {
        const auto text = reader.string(*moves, at / "moves");
        if (text == "struck") {
            rule.mover = BonkMover::Struck;
        } else if (text == "striker") {
            rule.mover = BonkMover::Striker;
        } else {
            if (text)
                reader.error(at / "moves",
                             "expected \"struck\" or \"striker\", found \"" + *text + "\"");
            ok = false;
        }
    } else {
        ok = false;
    }
    if (const json* dir = reader.member(value, at, "direction")) {
        auto d = reader.name<Direction>(*dir, at / "direction", parse_direction, "direction");
        if (d)
            rule.direction = *d;
        ok = ok && d.has_value();
    } else {
        ok = false;
    }
    if (!ok)
        return std::nullopt;
    return rule;
}

std::optional<ActivationOrder> read_activation_order(const json& value, const Pointer& at,
                                                     io::JsonReader& reader) {
    if (!reader.is_array(value, at))
        return std::nullopt;
    if (value.size() != kCandyTypeCount) {
        reader.error(at, "expected all " + std::to_string(kCandyTypeCount) +
                             " candy types once each, found " + std::to_string(value.size()) +
                             (value.size() == 1 ? " entry" : " entries"));
        return std::nullopt;
    }
    ActivationOrder order{};
    std::array<bool, kCandyTypeCount> seen{};
    bool ok = true;
    for (size_t i = 0; i < value.size(); ++i) {
        auto type = reader.name<CandyType>(value[i], at / i, parse_candy_type, "candy type");
        if (!type) {
            ok = false;
            continue;
        }
        if (seen[static_cast<size_t>(index_of(*type))]) {
            reader.error(at / i, "\"" + std::string(candy_type_id(*type)) + "\" appears twice");
            ok = false;
        }
        seen[static_cast<size_t>(index_of(*type))] = true;
        order[i] = *type;
    }
    if (!ok)
        return std::nullopt;
    return order;
}

std::optional<BonkChart> read_bonk_chart(const json& value, const Pointer& at,
                                         io::JsonReader& reader) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    BonkChart chart{};
    bool ok = true;
    for (const auto& [key, rule] : value.items()) {
        if (!parse_candy_type(key)) {
            reader.error(at / key, "unknown candy type \"" + key + "\"");
            ok = false;
        }
    }
    for (CandyType type : kAllCandyTypes) {
        const json* rule = reader.member(value, at, candy_type_id(type));
        if (!rule) {
            ok = false;
            continue;
        }
        auto parsed = read_bonk_rule(*rule, at / std::string(candy_type_id(type)), reader);
        if (parsed) {
            chart[static_cast<size_t>(index_of(type))] = *parsed;
        } else {
            ok = false;
        }
    }
    if (!ok)
        return std::nullopt;
    return chart;
}

std::optional<CandyRules> read_candy_rules(const json& root, io::JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kCandiesSchema);
    reader.no_unknown_members(root, top,
                              {"schema", "candies_per_type", "activation_order", "bonk_chart"});
    CandyRules rules;
    if (const json* count = reader.member(root, top, "candies_per_type")) {
        if (auto n = reader.integer(*count, top / "candies_per_type", 1, kMaxCandiesPerType))
            rules.candies_per_type = *n;
    }
    if (const json* order = reader.member(root, top, "activation_order")) {
        if (auto o = read_activation_order(*order, top / "activation_order", reader))
            rules.activation_order = *o;
    }
    if (const json* chart = reader.member(root, top, "bonk_chart")) {
        if (auto c = read_bonk_chart(*chart, top / "bonk_chart", reader))
            rules.bonk = *c;
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return rules;
}

}  // namespace sugarworks::catalog
