// The pieces every Sparks data file shares: effects, colours, ids and numbers.
#include "content/readers.hpp"
#include "engine/id_table.hpp"

namespace sparks::content {

EffectShape effect_shape(EffectKind kind) {
    switch (kind) {
        case EffectKind::Die:
        case EffectKind::AdvanceAny:
        case EffectKind::Cogs:
        case EffectKind::Sparks:
        case EffectKind::DrawAssistant:
        case EffectKind::Factory:
        case EffectKind::Adjust:
            return {.amount = true};
        case EffectKind::DieValue:
            return {.value = true};
        case EffectKind::ColourDie:
            return {.colour = true};
        case EffectKind::Advance:
            return {.amount = true, .colour = true};
        case EffectKind::FreeAssistant:
        case EffectKind::Reroll:
        case EffectKind::IgnoreValue:
        case EffectKind::IgnoreColour:
        case EffectKind::UpgradeTile:
            return {};
    }
    return {};
}

std::optional<Colour> read_colour(const json& value, const Pointer& at, JsonReader& reader) {
    return read_word<Colour>(value, at, reader, parse_colour, colour_id, kColours, "colour");
}

std::optional<std::string> read_id(const json& entry, const Pointer& at, JsonReader& reader,
                                   std::set<std::string>& ids, std::string_view what) {
    const json* id = reader.member(entry, at, "id");
    if (!id)
        return std::nullopt;
    auto text = reader.string(*id, at / "id");
    if (!text)
        return std::nullopt;
    if (!engine::is_identifier(*text)) {
        reader.error(at / "id", "\"" + *text + "\" is not an id (a-z, 0-9 and \"_\")");
        return std::nullopt;
    }
    if (!ids.insert(*text).second) {
        reader.error(at / "id", "duplicate " + std::string(what) + " id \"" + *text + "\"");
        return std::nullopt;
    }
    return text;
}

std::optional<int> read_int(const json& object, const Pointer& at, JsonReader& reader,
                            std::string_view key, int min, int max) {
    const json* value = reader.member(object, at, key);
    if (!value)
        return std::nullopt;
    return reader.integer(*value, at / std::string(key), min, max);
}

namespace {

// "\"colour_die\" and \"advance\"": the effects that use a member, for messages.
std::string kinds_using(bool EffectShape::*member) {
    std::vector<std::string_view> kinds;
    for (int i = 0; i < kEffectKinds; ++i) {
        const auto kind = static_cast<EffectKind>(i);
        if (effect_shape(kind).*member)
            kinds.push_back(effect_id(kind));
    }
    std::string out;
    for (size_t i = 0; i < kinds.size(); ++i) {
        if (i > 0)
            out += i + 1 == kinds.size() ? " and " : ", ";
        out += "\"" + std::string(kinds[i]) + "\"";
    }
    return out;
}

}  // namespace

std::optional<Effect> read_effect(const json& value, const Pointer& at, JsonReader& reader) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(value, at, {"kind", "amount", "colour", "value"});
    Effect effect;
    std::optional<EffectKind> kind;
    if (const json* k = reader.member(value, at, "kind")) {
        kind = read_word<EffectKind>(*k, at / "kind", reader, parse_effect, effect_id, kEffectKinds,
                                     "effect");
    }
    if (kind)
        effect.kind = *kind;
    const EffectShape shape = kind ? effect_shape(*kind) : EffectShape{true, true, true};
    const std::string kind_words = kind ? "\"" + std::string(effect_id(*kind)) + "\"" : "";
    // Each member: refused when the kind does not use it, required when it needs it
    // (amount defaults to 1), and its value checked even when the kind is unknown.
    const auto check = [&](std::string_view key, bool used, bool needed,
                           bool EffectShape::*member) -> const json* {
        const json* m = reader.member(value, at, key, false);
        if (m && !used) {
            reader.error(at / std::string(key), "\"" + std::string(key) +
                                                    "\" is not used by the effect " + kind_words +
                                                    " (only " + kinds_using(member) + ")");
            return nullptr;
        }
        if (!m && needed && kind) {
            reader.error(at, "missing member \"" + std::string(key) + "\" (the effect " +
                                 kind_words + " needs one)");
        }
        return m;
    };
    if (const json* amount = check("amount", shape.amount, false, &EffectShape::amount)) {
        if (auto n = reader.integer(*amount, at / "amount", 1, kMaxEffectAmount))
            effect.amount = *n;
    }
    if (const json* colour = check("colour", shape.colour, shape.colour, &EffectShape::colour))
        effect.colour = read_colour(*colour, at / "colour", reader);
    if (const json* v = check("value", shape.value, shape.value, &EffectShape::value)) {
        if (auto n = reader.integer(*v, at / "value", 1, 6))
            effect.value = *n;
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return effect;
}

std::optional<std::vector<Effect>> read_effects(const json& value, const Pointer& at,
                                                JsonReader& reader, bool empty_ok) {
    if (!reader.is_array(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    if (value.empty() && !empty_ok)
        reader.error(at, "the list of effects is empty");
    std::vector<Effect> effects;
    for (size_t i = 0; i < value.size(); ++i) {
        if (auto effect = read_effect(value[i], at / i, reader))
            effects.push_back(*effect);
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return effects;
}

int bonus_spaces(const std::vector<TrackSpace>& track) {
    int n = 0;
    for (const TrackSpace& space : track)
        n += space.bonus ? 1 : 0;
    return n;
}

}  // namespace sparks::content
