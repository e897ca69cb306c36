// data/sparks/player_board.json (the factory level track, the preprinted power box
// and the upgrade section of each board) and data/sparks/score_board.json (the
// four scoring tracks).
#include <string>

#include "content/readers.hpp"

namespace sparks::content {

namespace {

std::optional<std::vector<FactoryLevel>> read_factory(const json& value, const Pointer& at,
                                                      JsonReader& reader) {
    if (!reader.is_array(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    if (value.size() < 2)
        reader.error(
            at, "the factory track needs at least 2 levels, found " + std::to_string(value.size()));
    std::vector<FactoryLevel> levels;
    int previous = -1;  // the requirement of the level below, when it read well
    for (size_t i = 0; i < value.size(); ++i) {
        const Pointer here = at / i;
        const json& entry = value[i];
        if (!reader.is_object(entry, here)) {
            previous = -1;
            continue;
        }
        reader.no_unknown_members(entry, here, {"requirement", "reward"});
        FactoryLevel level;
        const bool first = i == 0;
        // The first level is where the marker starts: nothing to reach, nothing to gain.
        auto requirement =
            read_int(entry, here, reader, "requirement", first ? 0 : 1, kMaxFactoryRequirement);
        if (requirement && first && *requirement != 0) {
            reader.error(here / "requirement",
                         "the first level is where the marker starts: its requirement is 0");
            requirement.reset();
        }
        if (requirement) {
            level.requirement = *requirement;
            if (!first && previous > 0 && *requirement <= previous) {
                reader.error(here / "requirement",
                             "the requirements must rise level by level: " +
                                 std::to_string(*requirement) + " is not more than the " +
                                 std::to_string(previous) + " of the level below");
            }
        }
        previous = requirement ? *requirement : -1;
        if (const json* reward = reader.member(entry, here, "reward")) {
            const Pointer reward_at = here / "reward";
            if (auto effects = read_effects(*reward, reward_at, reader, first)) {
                level.reward = *effects;
                if (first && !effects->empty())
                    reader.error(reward_at,
                                 "the first level is where the marker starts: it has "
                                 "no reward (write [])");
                for (size_t n = 0; n < effects->size(); ++n) {
                    const EffectKind kind = (*effects)[n].kind;
                    if (kind != EffectKind::Sparks && kind != EffectKind::UpgradeTile) {
                        reader.error(reward_at / n / "kind",
                                     "a factory level rewards a spark or an upgrade tile, not \"" +
                                         std::string(effect_id(kind)) + "\"");
                    }
                }
            }
        }
        levels.push_back(std::move(level));
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return levels;
}

// An object with one member per colour, each read by `read`.
template <typename Read>
void for_each_colour(const json& value, const Pointer& at, JsonReader& reader, Read read) {
    if (!reader.is_object(value, at))
        return;
    reader.no_unknown_members(value, at, {"red", "yellow", "green", "blue"});
    for (int c = 0; c < kColours; ++c) {
        const auto colour = static_cast<Colour>(c);
        const std::string key(colour_id(colour));
        if (const json* member = reader.member(value, at, key))
            read(colour, *member, at / key);
    }
}

}  // namespace

std::optional<PlayerBoardFile> read_player_board(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kPlayerBoardSchema);
    reader.no_unknown_members(root, top, {"schema", "factory", "power_box", "boards"});
    PlayerBoardFile file;
    if (const json* factory = reader.member(root, top, "factory")) {
        if (auto levels = read_factory(*factory, top / "factory", reader))
            file.factory = std::move(*levels);
    }
    if (const json* box = reader.member(root, top, "power_box")) {
        if (auto effects = read_effects(*box, top / "power_box", reader, false))
            file.power_box = std::move(*effects);
    }
    if (const json* boards = reader.member(root, top, "boards")) {
        for_each_colour(
            *boards, top / "boards", reader,
            [&](Colour colour, const json& board, const Pointer& at) {
                if (!reader.is_object(board, at))
                    return;
                reader.no_unknown_members(board, at, {"upgrade_spaces"});
                PlayerBoard& out = file.boards[static_cast<size_t>(colour)];
                out.colour = colour;
                const json* spaces = reader.member(board, at, "upgrade_spaces");
                if (!spaces || !reader.is_array(*spaces, at / "upgrade_spaces"))
                    return;
                if (spaces->size() != out.upgrade_spaces.size()) {
                    reader.error(at / "upgrade_spaces",
                                 "the upgrade section has 3 die spaces, found " +
                                     std::to_string(spaces->size()));
                    return;
                }
                for (size_t i = 0; i < spaces->size(); ++i) {
                    if (auto c = read_colour((*spaces)[i], at / "upgrade_spaces" / i, reader))
                        out.upgrade_spaces[i] = *c;
                }
            });
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return file;
}

std::optional<Tracks> read_score_board(const json& root, JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kScoreBoardSchema);
    reader.no_unknown_members(root, top, {"schema", "tracks"});
    Tracks tracks;
    const json* value = reader.member(root, top, "tracks");
    if (!value)
        return std::nullopt;
    for_each_colour(
        *value, top / "tracks", reader, [&](Colour colour, const json& track, const Pointer& at) {
            if (!reader.is_array(track, at))
                return;
            std::vector<TrackSpace>& out = tracks[static_cast<size_t>(colour)];
            int previous = -1;  // the points of the last points space read
            for (size_t i = 0; i < track.size(); ++i) {
                const Pointer here = at / i;
                const json& entry = track[i];
                if (!reader.is_object(entry, here))
                    continue;
                reader.no_unknown_members(entry, here, {"points", "bonus"});
                TrackSpace space;
                const json* points = reader.member(entry, here, "points", false);
                const json* bonus = reader.member(entry, here, "bonus", false);
                if (points && bonus) {
                    reader.error(here,
                                 "a space holds points or a bonus tile, not "
                                 "both");
                } else if (bonus) {
                    const auto b = reader.boolean(*bonus, here / "bonus");
                    if (b && !*b) {
                        reader.error(here / "bonus",
                                     "write {\"points\": n} for a points space, "
                                     "{\"bonus\": true} for a bonus space");
                    }
                    space.bonus = true;
                } else if (points) {
                    if (auto n = reader.integer(*points, here / "points", 0, 99)) {
                        space.points = *n;
                        if (previous >= 0 && *n <= previous) {
                            reader.error(here / "points",
                                         "the points must rise along the track: " +
                                             std::to_string(*n) + " is not more than the " +
                                             std::to_string(previous) + " before it");
                        }
                        previous = *n;
                    }
                } else {
                    reader.error(here, "a space needs \"points\" or \"bonus\"");
                }
                out.push_back(space);
            }
            // Moves skip bonus spaces, so a marker can never stop on the last one.
            if (track.empty()) {
                reader.error(at, "the track has no spaces");
            } else if (!out.empty() && out.back().bonus && out.size() == track.size()) {
                reader.error(at, "a track must end on a points space");
            }
        });
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return tracks;
}

}  // namespace sparks::content
