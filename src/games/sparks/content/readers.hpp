// Readers for each data file of data/sparks/, and the pieces they share (effects,
// colours, ids). Each records every problem it finds and returns a value only
// when its file has none; content_reader.cpp checks the files against each other.
#pragma once

#include <array>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/json_reader.hpp"
#include "sparks/content.hpp"

namespace sparks::content {

using engine::io::json;
using engine::io::JsonReader;
using engine::io::Pointer;

// [SECTION] What is in the box (the rulebook's component list)

inline constexpr int kRobotCards = 56;
inline constexpr int kRobotsPerColour = 14;
inline constexpr int kAssistantCards = 32;
inline constexpr int kBonusTiles = 8;
inline constexpr int kGoalTiles = 6;
inline constexpr int kAssemblySlots = 3;
// Three dice of at most 6 in the upgrade section.
inline constexpr int kMaxFactoryRequirement = 18;
// The largest `amount` of one effect: enough for any card, small enough to catch a typo.
inline constexpr int kMaxEffectAmount = 6;

inline constexpr std::string_view kRulesSchema = "sparks.rules/1";
inline constexpr std::string_view kPlayerBoardSchema = "sparks.player-board/1";
inline constexpr std::string_view kScoreBoardSchema = "sparks.score-board/1";
inline constexpr std::string_view kRobotsSchema = "sparks.robots/1";
inline constexpr std::string_view kAssistantsSchema = "sparks.assistants/1";
inline constexpr std::string_view kProductionSchema = "sparks.production/1";
inline constexpr std::string_view kUpgradesSchema = "sparks.upgrades/1";
inline constexpr std::string_view kBonusTilesSchema = "sparks.bonus-tiles/1";
inline constexpr std::string_view kGoalsSchema = "sparks.goals/1";

// [SECTION] Shared pieces

// Which members an effect of a kind uses besides "kind".
struct EffectShape {
    bool amount = false;
    bool colour = false;
    bool value = false;
};
EffectShape effect_shape(EffectKind kind);

// "\"red\", \"yellow\", \"green\" or \"blue\"": the words of a vocabulary, for messages.
template <typename E>
std::string choices(std::string_view (*id)(E), int count) {
    std::string out;
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            out += i + 1 == count ? " or " : ", ";
        out += "\"" + std::string(id(static_cast<E>(i))) + "\"";
    }
    return out;
}

// A word of a vocabulary; an unknown one is reported with the choices.
template <typename E>
std::optional<E> read_word(const json& value, const Pointer& at, JsonReader& reader,
                           std::optional<E> (*parse)(std::string_view), std::string_view (*id)(E),
                           int count, std::string_view what) {
    const auto text = reader.string(value, at);
    if (!text)
        return std::nullopt;
    const auto parsed = parse(*text);
    if (!parsed) {
        reader.error(at, "unknown " + std::string(what) + " \"" + *text + "\" (expected " +
                             choices(id, count) + ")");
    }
    return parsed;
}

std::optional<Colour> read_colour(const json& value, const Pointer& at, JsonReader& reader);

// The required "id" member of `entry`: an identifier, not already in `ids`.
std::optional<std::string> read_id(const json& entry, const Pointer& at, JsonReader& reader,
                                   std::set<std::string>& ids, std::string_view what);
// The required integer member `key` of `object`, from `min` to `max`.
std::optional<int> read_int(const json& object, const Pointer& at, JsonReader& reader,
                            std::string_view key, int min, int max);

// One effect: {"kind": ..., "amount": n, "colour": ..., "value": n}, with only the
// members its kind uses.
std::optional<Effect> read_effect(const json& value, const Pointer& at, JsonReader& reader);
// A list of effects; `empty_ok` says whether an empty list may stand.
std::optional<std::vector<Effect>> read_effects(const json& value, const Pointer& at,
                                                JsonReader& reader, bool empty_ok);

// [SECTION] The files

// rules.json: the numbers of Content, the cards and tiles left empty.
std::optional<Content> read_rules(const json& root, JsonReader& reader);

struct PlayerBoardFile {
    std::vector<FactoryLevel> factory;
    std::vector<Effect> power_box;
    std::array<PlayerBoard, kColours> boards{};
};
std::optional<PlayerBoardFile> read_player_board(const json& root, JsonReader& reader);

using Tracks = std::array<std::vector<TrackSpace>, kColours>;
std::optional<Tracks> read_score_board(const json& root, JsonReader& reader);

std::optional<std::vector<RobotCard>> read_robots(const json& root, JsonReader& reader);
std::optional<std::vector<AssistantCard>> read_assistants(const json& root, JsonReader& reader);
std::optional<std::vector<ProductionTile>> read_production(const json& root, JsonReader& reader);
std::optional<std::vector<UpgradeType>> read_upgrades(const json& root, JsonReader& reader);
std::optional<std::vector<BonusTile>> read_bonus_tiles(const json& root, JsonReader& reader);
std::optional<std::vector<GoalTile>> read_goals(const json& root, JsonReader& reader);

// The number of bonus spaces on a track.
int bonus_spaces(const std::vector<TrackSpace>& track);

}  // namespace sparks::content
