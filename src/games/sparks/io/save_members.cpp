#include "io/save_members.hpp"

#include <algorithm>

namespace sparks::save_members {

using engine::io::json;
using engine::io::Pointer;

std::optional<GameOptions> read_options(engine::io::JsonReader& reader, const json& value,
                                        const Pointer& at, const Content& content) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int before = reader.error_count();
    reader.no_unknown_members(value, at,
                              {"players", "goal_tiles", "assistant_draft", "solo_goals"});
    GameOptions o;
    if (const json* n = reader.member(value, at, "players")) {
        if (auto players = reader.integer(*n, at / "players", 1, kMaxPlayers))
            o.players = *players;
    }
    const auto flag = [&](std::string_view key, bool& out) {
        if (const json* b = reader.member(value, at, key)) {
            if (auto v = reader.boolean(*b, at / std::string(key)))
                out = *v;
        }
    };
    flag("goal_tiles", o.goal_tiles);
    flag("assistant_draft", o.assistant_draft);
    if (const json* n = reader.member(value, at, "solo_goals")) {
        if (auto goals =
                reader.integer(*n, at / "solo_goals", 0, static_cast<int>(content.goals.size())))
            o.solo_goals = *goals;
    }
    if (reader.error_count() != before)
        return std::nullopt;
    // What depends on more than one member, or on the content.
    for (const std::string& problem : Game::validate_options(content, o))
        reader.error(at, problem);
    if (reader.error_count() != before)
        return std::nullopt;
    return o;
}

// "seats": one {"player", "name"} per player, in seat order (`players` unknown when
// the options did not read).
void read_seats(engine::io::JsonReader& reader, const json& value, std::optional<int> players,
                SaveInfo& info) {
    const Pointer at = Pointer() / "seats";
    if (!reader.is_array(value, at))
        return;
    if (players ? value.size() != static_cast<std::size_t>(*players)
                : value.size() > static_cast<std::size_t>(kMaxPlayers)) {
        reader.error(at, "expected one seat per player (" +
                             (players ? std::to_string(*players)
                                      : "at most " + std::to_string(kMaxPlayers)) +
                             "), found " + std::to_string(value.size()));
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        const json& seat = value[i];
        if (!reader.is_object(seat, at / i))
            continue;
        reader.no_unknown_members(seat, at / i, {"player", "name"});
        SavedSeat saved;
        if (const json* p = reader.member(seat, at / i, "player")) {
            if (auto player = reader.string(*p, at / i / "player")) {
                if (!engine::is_seat_player(*player))
                    reader.error(at / i / "player", engine::unknown_seat_player_message(*player));
                saved.player = *player;
            }
        }
        if (const json* n = reader.member(seat, at / i, "name", false)) {
            if (auto name = reader.string(*n, at / i / "name"))
                saved.name = *name;
        }
        info.seats.push_back(saved);
    }
}

}  // namespace sparks::save_members
