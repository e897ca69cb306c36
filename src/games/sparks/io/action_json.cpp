// The JSON form of actions: one table says which members each kind uses, and
// both the writer and the reader follow it, so what is written reads back the same.
#include "sparks/action_json.hpp"

#include <array>
#include <span>
#include <string_view>

#include "engine/json_reader.hpp"

namespace sparks {

using engine::io::json;
using engine::io::Pointer;

namespace {

enum class Member : std::uint8_t {
    Card,
    Slot,
    Space,
    Tile,
    Index,
    Index2,
    Die,
    Delta,
    Target,
    Track,
    ColourBy,
    ValueBy,
    WithCog,
    Decline,
    Box,  // ActivateBox's `index`: "board" for kNone
};

struct Use {
    Member member;
    bool required;
};

std::string_view key_of(Member m) {
    switch (m) {
        case Member::Card:
            return "card";
        case Member::Slot:
            return "slot";
        case Member::Space:
            return "space";
        case Member::Tile:
            return "tile";
        case Member::Index:
            return "index";
        case Member::Index2:
            return "index2";
        case Member::Die:
            return "die";
        case Member::Delta:
            return "delta";
        case Member::Target:
            return "target";
        case Member::Track:
            return "track";
        case Member::ColourBy:
            return "colour_by";
        case Member::ValueBy:
            return "value_by";
        case Member::WithCog:
            return "with_cog";
        case Member::Decline:
            return "decline";
        case Member::Box:
            return "box";
    }
    return "";
}

constexpr bool R = true;   // required
constexpr bool O = false;  // may be left out

constexpr std::array<Use, 2> kAssignRobot = {{{Member::Card, R}, {Member::Slot, R}}};
constexpr std::array<Use, 1> kDraftAssistant = {{{Member::Card, R}}};
constexpr std::array<Use, 2> kPlayProduction = {{{Member::Tile, R}, {Member::Index, R}}};
constexpr std::array<Use, 2> kTakeDice = {{{Member::Index, R}, {Member::Index2, O}}};
constexpr std::array<Use, 3> kPlaceUpgrade = {
    {{Member::Die, R}, {Member::Space, R}, {Member::ColourBy, O}}};
constexpr std::array<Use, 5> kPlaceRobot = {{{Member::Die, R},
                                             {Member::Slot, R},
                                             {Member::Space, R},
                                             {Member::ColourBy, O},
                                             {Member::ValueBy, O}}};
constexpr std::array<Use, 1> kDie = {{{Member::Die, R}}};
constexpr std::array<Use, 2> kChangeValue = {{{Member::Die, R}, {Member::Delta, R}}};
constexpr std::array<Use, 2> kRecruit = {{{Member::Card, R}, {Member::Target, O}}};
constexpr std::array<Use, 2> kActivateBox = {{{Member::Box, R}, {Member::WithCog, O}}};
constexpr std::array<Use, 2> kUseAssistant = {{{Member::Index, R}, {Member::Die, O}}};
constexpr std::array<Use, 14> kChoose = {{{Member::Card, O},
                                          {Member::Slot, O},
                                          {Member::Space, O},
                                          {Member::Tile, O},
                                          {Member::Index, O},
                                          {Member::Index2, O},
                                          {Member::Die, O},
                                          {Member::Delta, O},
                                          {Member::Target, O},
                                          {Member::Track, O},
                                          {Member::ColourBy, O},
                                          {Member::ValueBy, O},
                                          {Member::WithCog, O},
                                          {Member::Decline, O}}};
constexpr std::array<Use, 1> kSlot = {{{Member::Slot, R}}};
constexpr std::array<Use, 1> kEndActions = {{{Member::Die, O}}};

std::span<const Use> uses(ActionKind kind) {
    switch (kind) {
        case ActionKind::AssignRobot:
            return kAssignRobot;
        case ActionKind::DraftAssistant:
            return kDraftAssistant;
        case ActionKind::PlayProduction:
            return kPlayProduction;
        case ActionKind::TakeDice:
            return kTakeDice;
        case ActionKind::PlaceUpgrade:
            return kPlaceUpgrade;
        case ActionKind::PlaceRobot:
            return kPlaceRobot;
        case ActionKind::Sell:
        case ActionKind::Retrieve:
            return kDie;
        case ActionKind::ChangeValue:
            return kChangeValue;
        case ActionKind::Recruit:
            return kRecruit;
        case ActionKind::ActivateBox:
            return kActivateBox;
        case ActionKind::UseAssistant:
            return kUseAssistant;
        case ActionKind::RerollDice:
            return {};
        case ActionKind::Choose:
            return kChoose;
        case ActionKind::DiscardRobot:
            return kSlot;
        case ActionKind::DrawRobots:
            return {};
        case ActionKind::EndActions:
            return kEndActions;
    }
    return {};
}

// Die ids fit the 64 bits of a mask of dice.
constexpr int kMaxDieId = 63;
// Indices into the content and the state's lists: far above any real count.
constexpr int kMaxIndex = 999;

// The int member `m` stands for (ActivateBox's box is `index`).
template <typename A>
auto& int_member(A& a, Member m) {
    switch (m) {
        case Member::Card:
            return a.card;
        case Member::Slot:
            return a.slot;
        case Member::Space:
            return a.space;
        case Member::Tile:
            return a.tile;
        case Member::Index2:
            return a.index2;
        case Member::Die:
            return a.die;
        case Member::Delta:
            return a.delta;
        case Member::Target:
            return a.target;
        case Member::Track:
            return a.track;
        default:
            return a.index;
    }
}

bool is_default(const Action& a, Member m) {
    static const Action defaults;
    switch (m) {
        case Member::ColourBy:
            return a.colour_by == defaults.colour_by;
        case Member::ValueBy:
            return a.value_by == defaults.value_by;
        case Member::WithCog:
            return a.with_cog == defaults.with_cog;
        case Member::Decline:
            return a.decline == defaults.decline;
        default:
            return int_member(a, m) == int_member(defaults, m);
    }
}

json value_of(const Action& a, Member m) {
    switch (m) {
        case Member::ColourBy:
            return means_id(a.colour_by);
        case Member::ValueBy:
            return means_id(a.value_by);
        case Member::WithCog:
            return a.with_cog;
        case Member::Decline:
            return a.decline;
        case Member::Box:
            return a.index == kNone ? json("board") : json(a.index);
        case Member::Track:
            if (a.track >= 0 && a.track < kColours)
                return colour_id(static_cast<Colour>(a.track));
            return a.track;
        default:
            return int_member(a, m);
    }
}

// The range of an integer member, for the kind it is read for.
std::pair<int, int> range_of(ActionKind kind, Member m) {
    switch (m) {
        case Member::Slot:
            return {0, kSlots - 1};
        case Member::Space:
            return {0, kMaxRobotSpaces - 1};
        case Member::Die:
            return {0, kMaxDieId};
        case Member::Delta:
            // Changing a value is by one pip; a decision (Silas) may move more.
            return kind == ActionKind::ChangeValue ? std::pair{-1, 1} : std::pair{-5, 5};
        default:
            return {0, kMaxIndex};
    }
}

class ActionReader {
  public:
    ActionReader(engine::io::JsonReader& reader, const json& value, const Pointer& at)
        : r_(reader), value_(value), at_(at) {}

    void read(Action& a, Member m, bool required) {
        const std::string key(key_of(m));
        const json* v = r_.member(value_, at_, key, required);
        if (!v)
            return;
        const Pointer here = at_ / key;
        switch (m) {
            case Member::ColourBy:
            case Member::ValueBy:
                if (auto means = r_.name<Means>(*v, here, parse_means, "means"))
                    (m == Member::ColourBy ? a.colour_by : a.value_by) = *means;
                return;
            case Member::WithCog:
            case Member::Decline:
                if (auto b = r_.boolean(*v, here))
                    (m == Member::WithCog ? a.with_cog : a.decline) = *b;
                return;
            case Member::Box:
                if (v->is_string()) {
                    if (*v == "board")
                        a.index = kNone;
                    else
                        r_.error(here, "expected \"board\" or a completed robot's index, found " +
                                           v->dump());
                } else if (v->is_number_integer()) {
                    if (auto n = r_.integer(*v, here, 0, kMaxIndex))
                        a.index = *n;
                } else {
                    r_.error(here, "expected \"board\" or a completed robot's index, found " +
                                       std::string(engine::io::type_word(*v)));
                }
                return;
            case Member::Track:
                if (auto c = r_.name<Colour>(*v, here, parse_colour, "colour"))
                    a.track = static_cast<int>(*c);
                return;
            default: {
                const auto [min, max] = range_of(a.kind, m);
                if (auto n = r_.integer(*v, here, min, max)) {
                    if (m == Member::Delta && a.kind == ActionKind::ChangeValue && *n == 0)
                        r_.error(here, "expected -1 or 1, found 0");
                    int_member(a, m) = *n;
                }
                return;
            }
        }
    }

  private:
    engine::io::JsonReader& r_;
    const json& value_;
    const Pointer& at_;
};

}  // namespace

json action_to_json(const Action& a) {
    json out = {{"action", action_kind_id(a.kind)}};
    for (const Use& use : uses(a.kind)) {
        if (use.required || !is_default(a, use.member))
            out[std::string(key_of(use.member))] = value_of(a, use.member);
    }
    return out;
}

std::optional<Action> action_from_json(const json& value, const std::string& file,
                                       const Pointer& at, engine::Diagnostics& errors) {
    engine::io::JsonReader reader(file, errors);
    if (!reader.is_object(value, at))
        return std::nullopt;
    const json* kind_json = reader.member(value, at, "action");
    if (!kind_json)
        return std::nullopt;
    const auto kind =
        reader.name<ActionKind>(*kind_json, at / "action", parse_action_kind, "action");
    if (!kind)
        return std::nullopt;
    const int before = reader.error_count();
    Action a;
    a.kind = *kind;
    const auto members = uses(a.kind);
    for (const auto& [key, member_value] : value.items()) {
        bool known = key == "action";
        for (const Use& use : members)
            known = known || key == key_of(use.member);
        if (!known) {
            std::string expected;
            for (const Use& use : members)
                expected += (expected.empty() ? "" : ", ") + std::string(key_of(use.member));
            reader.error(
                at / key,
                "unknown member \"" + key + "\" (" + std::string(action_kind_id(a.kind)) +
                    (expected.empty() ? " has no other members)" : " has " + expected + ")"));
        }
    }
    ActionReader read(reader, value, at);
    for (const Use& use : members)
        read.read(a, use.member, use.required);
    if (reader.error_count() != before)
        return std::nullopt;
    return a;
}

}  // namespace sparks
