// data/sparks/robots.json (the robot cards) and data/sparks/assistants.json (the
// assistant cards: the thirteen the rulebook names, and cards of effects).
#include <algorithm>
#include <string>

#include "content/readers.hpp"

namespace sparks::content {

namespace {

// [SECTION] Robots

std::optional<DieSpace> read_die_space(const json& value, const Pointer& at, JsonReader& reader) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(value, at, {"colour", "value"});
    DieSpace space;
    const json* colour = reader.member(value, at, "colour", false);
    const json* v = reader.member(value, at, "value", false);
    if (!colour && !v)
        reader.error(at, "a die space asks for a colour, a value or both");
    if (colour)
        space.colour = read_colour(*colour, at / "colour", reader);
    if (v)
        space.value = reader.integer(*v, at / "value", 1, 6);
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return space;
}

std::optional<RobotCard> read_robot(const json& entry, const Pointer& at, JsonReader& reader,
                                    std::set<std::string>& ids) {
    if (!reader.is_object(entry, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(entry, at,
                              {"id", "colour", "steps", "spaces", "rewards", "power_box"});
    RobotCard card;
    if (auto id = read_id(entry, at, reader, ids, "robot"))
        card.id = *id;
    if (const json* colour = reader.member(entry, at, "colour")) {
        if (auto c = read_colour(*colour, at / "colour", reader))
            card.colour = *c;
    }
    if (auto steps = read_int(entry, at, reader, "steps", 1, 3))
        card.steps = *steps;
    if (const json* spaces = reader.member(entry, at, "spaces");
        spaces && reader.is_array(*spaces, at / "spaces")) {
        if (spaces->empty() || spaces->size() > static_cast<size_t>(kMaxRobotSpaces)) {
            reader.error(at / "spaces", "a robot has 1 to " + std::to_string(kMaxRobotSpaces) +
                                            " die spaces, found " + std::to_string(spaces->size()));
        }
        for (size_t i = 0; i < spaces->size(); ++i) {
            if (auto space = read_die_space((*spaces)[i], at / "spaces" / i, reader))
                card.spaces.push_back(*space);
        }
    }
    if (const json* rewards = reader.member(entry, at, "rewards")) {
        if (auto effects = read_effects(*rewards, at / "rewards", reader, true))
            card.rewards = std::move(*effects);
    }
    // An empty box would be a power box that does nothing: leave the member out instead.
    if (const json* box = reader.member(entry, at, "power_box", false)) {
        if (box->is_array() && box->empty()) {
            reader.error(at / "power_box",
                         "the power box is empty (leave \"power_box\" out for a robot without "
                         "one)");
        } else if (auto effects = read_effects(*box, at / "power_box", reader, false)) {
            card.power_box = std::move(*effects);
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return card;
}

// [SECTION] Assistants

// The rulebook's named assistants: how many cards have each ability, and the
// timing its words give it.
struct NamedAbility {
    Ability ability;
    int cards;
    Timing timing;
    std::string_view who;
};
constexpr std::array<NamedAbility, 11> kNamedAbilities = {{
    {Ability::Conrad, 1, Timing::OneTime, "Conrad"},
    {Ability::Emma, 1, Timing::Permanent, "Emma"},
    {Ability::Frank, 1, Timing::OncePerTurn, "Frank"},
    {Ability::Gordon, 1, Timing::Permanent, "Gordon"},
    {Ability::Max, 1, Timing::Permanent, "Max"},
    {Ability::FactoryPlus, 2, Timing::Permanent, "Margot and Theodora"},
    {Ability::Octavia, 1, Timing::OncePerTurn, "Octavia"},
    {Ability::Olympia, 1, Timing::OneTime, "Olympia"},
    {Ability::Redirect, 2, Timing::Permanent, "Penelope and Walter"},
    {Ability::Quincy, 1, Timing::Permanent, "Quincy"},
    {Ability::Silas, 1, Timing::Permanent, "Silas"},
}};
constexpr int kAbilities = 12;

const NamedAbility* named(Ability ability) {
    for (const NamedAbility& n : kNamedAbilities) {
        if (n.ability == ability)
            return &n;
    }
    return nullptr;
}

std::string timing_words(Timing t) {
    switch (t) {
        case Timing::OneTime:
            return "one-time";
        case Timing::OncePerTurn:
            return "once per turn";
        case Timing::Permanent:
            return "permanent";
    }
    return "";
}

std::optional<AssistantCard> read_assistant(const json& entry, const Pointer& at,
                                            JsonReader& reader, std::set<std::string>& ids) {
    if (!reader.is_object(entry, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(
        entry, at, {"id", "name", "timing", "ability", "amount", "colour", "effects", "points"});
    AssistantCard card;
    if (auto id = read_id(entry, at, reader, ids, "assistant"))
        card.id = *id;
    if (const json* name = reader.member(entry, at, "name")) {
        if (auto text = reader.string(*name, at / "name")) {
            if (text->empty())
                reader.error(at / "name", "the name is empty");
            card.name = *text;
        }
    }
    std::optional<Timing> timing;
    if (const json* t = reader.member(entry, at, "timing")) {
        timing = read_word<Timing>(*t, at / "timing", reader, parse_timing, timing_id, 3, "timing");
    }
    if (timing)
        card.timing = *timing;
    std::optional<Ability> ability;
    if (const json* a = reader.member(entry, at, "ability")) {
        ability = read_word<Ability>(*a, at / "ability", reader, parse_ability, ability_id,
                                     kAbilities, "ability");
    }
    if (ability)
        card.ability = *ability;
    if (auto points = read_int(entry, at, reader, "points", 0, 9))
        card.points = *points;

    const json* amount = reader.member(entry, at, "amount", false);
    const json* colour = reader.member(entry, at, "colour", false);
    const json* effects = reader.member(entry, at, "effects", false);
    // The members an ability uses: "amount" for factory_plus, "colour" for redirect,
    // "effects" for an assistant of effects. Checked only when the ability is known.
    const auto member_for = [&](const json* m, std::string_view key, bool used,
                                std::string_view only) {
        if (!ability)
            return m;
        const std::string a = "\"" + std::string(ability_id(*ability)) + "\"";
        if (m && !used) {
            reader.error(at / std::string(key), "\"" + std::string(key) +
                                                    "\" is not used by the ability " + a +
                                                    " (only by " + std::string(only) + ")");
            return static_cast<const json*>(nullptr);
        }
        if (!m && used) {
            reader.error(at, "missing member \"" + std::string(key) + "\" (the ability " + a +
                                 " needs one)");
        }
        return m;
    };
    amount = member_for(amount, "amount", ability == Ability::FactoryPlus, "\"factory_plus\"");
    colour = member_for(colour, "colour", ability == Ability::Redirect, "\"redirect\"");
    effects = member_for(effects, "effects", ability == Ability::None, "\"none\"");
    if (amount) {
        if (auto n = reader.integer(*amount, at / "amount", 1, kMaxEffectAmount))
            card.amount = *n;
    }
    if (colour)
        card.colour = read_colour(*colour, at / "colour", reader);
    if (effects) {
        if (auto list = read_effects(*effects, at / "effects", reader, false))
            card.effects = std::move(*list);
    }
    if (ability && timing) {
        if (*ability == Ability::None && *timing == Timing::Permanent) {
            reader.error(at / "timing",
                         "an assistant of effects is \"one_time\" or \"once_per_turn\" (a "
                         "permanent effect would have no limit)");
        } else if (const NamedAbility* n = named(*ability); n && n->timing != *timing) {
            reader.error(at / "timing", "the ability \"" + std::string(ability_id(*ability)) +
                                            "\" (" + std::string(n->who) + ") is " +
                                            timing_words(n->timing) + " in the rulebook: write \"" +
                                            std::string(timing_id(n->timing)) + "\"");
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return card;
}

}  // namespace

std::optional<std::vector<RobotCard>> read_robots(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kRobotsSchema);
    reader.no_unknown_members(root, top, {"schema", "robots"});
    std::vector<RobotCard> robots;
    const json* list = reader.member(root, top, "robots");
    if (list && reader.is_array(*list, top / "robots")) {
        std::set<std::string> ids;
        std::array<int, kColours> per_colour{};
        for (size_t i = 0; i < list->size(); ++i) {
            const Pointer at = top / "robots" / i;
            if (auto card = read_robot((*list)[i], at, reader, ids)) {
                ++per_colour[static_cast<size_t>(card->colour)];
                robots.push_back(std::move(*card));
            }
        }
        if (list->size() != static_cast<size_t>(kRobotCards)) {
            reader.error(top / "robots", "the box has " + std::to_string(kRobotCards) +
                                             " robot cards, the file lists " +
                                             std::to_string(list->size()));
        }
        // Counted among the cards that read well: the colours of the others are unknown.
        if (robots.size() == list->size()) {
            for (int c = 0; c < kColours; ++c) {
                if (per_colour[static_cast<size_t>(c)] != kRobotsPerColour) {
                    reader.error(top / "robots",
                                 "the box has " + std::to_string(kRobotsPerColour) + " " +
                                     std::string(colour_id(static_cast<Colour>(c))) +
                                     " robots, the file lists " +
                                     std::to_string(per_colour[static_cast<size_t>(c)]));
                }
            }
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return robots;
}

std::optional<std::vector<AssistantCard>> read_assistants(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kAssistantsSchema);
    reader.no_unknown_members(root, top, {"schema", "assistants"});
    std::vector<AssistantCard> cards;
    const json* list = reader.member(root, top, "assistants");
    if (list && reader.is_array(*list, top / "assistants")) {
        std::set<std::string> ids;
        for (size_t i = 0; i < list->size(); ++i) {
            if (auto card = read_assistant((*list)[i], top / "assistants" / i, reader, ids))
                cards.push_back(std::move(*card));
        }
        if (list->size() != static_cast<size_t>(kAssistantCards)) {
            reader.error(top / "assistants", "the box has " + std::to_string(kAssistantCards) +
                                                 " assistant cards, the file lists " +
                                                 std::to_string(list->size()));
        }
        if (cards.size() == list->size()) {
            for (const NamedAbility& n : kNamedAbilities) {
                const auto found = std::count_if(cards.begin(), cards.end(), [&](const auto& c) {
                    return c.ability == n.ability;
                });
                if (found != n.cards) {
                    reader.error(top / "assistants",
                                 "the rulebook has " + std::to_string(n.cards) + " " +
                                     (n.cards == 1 ? "assistant" : "assistants") +
                                     " with the ability \"" + std::string(ability_id(n.ability)) +
                                     "\" (" + std::string(n.who) + "), the file has " +
                                     std::to_string(found));
                }
            }
            // Penelope and Walter each redirect from a track of their own.
            std::set<Colour> redirected;
            for (size_t i = 0; i < cards.size(); ++i) {
                if (cards[i].ability == Ability::Redirect && cards[i].colour &&
                    !redirected.insert(*cards[i].colour).second) {
                    reader.error(top / "assistants" / i / "colour",
                                 "another assistant already redirects from the " +
                                     std::string(colour_id(*cards[i].colour)) + " track");
                }
            }
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return cards;
}

}  // namespace sparks::content
