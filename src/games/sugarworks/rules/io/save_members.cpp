#include "io/save_members.hpp"

#include <algorithm>

namespace sugarworks::save_members {

using io::json;
using io::Pointer;

const json* need(io::JsonReader& reader, const json& object, std::string_view key) {
    return reader.member(object, Pointer(), key);
}

namespace {

// "seats": one {"player", "hints"} per player, in seat order.
void read_seats(io::JsonReader& reader, const json& value, int players, SaveInfo& info) {
    const Pointer at = Pointer() / "seats";
    if (!reader.is_array(value, at))
        return;
    if (value.size() != static_cast<size_t>(players)) {
        reader.error(at, "expected one seat per player (" + std::to_string(players) + "), found " +
                             std::to_string(value.size()));
        return;
    }
    for (size_t i = 0; i < value.size(); ++i) {
        const json& seat = value[i];
        if (!reader.is_object(seat, at / i))
            continue;
        reader.no_unknown_members(seat, at / i, {"player", "hints"});
        SavedSeat saved;
        if (const json* p = reader.member(seat, at / i, "player")) {
            if (auto player = reader.string(*p, at / i / "player")) {
                if (!engine::is_seat_player(*player))
                    reader.error(at / i / "player", engine::unknown_seat_player_message(*player));
                saved.player = *player;
            }
        }
        if (const json* h = reader.member(seat, at / i, "hints", false)) {
            if (auto hints = reader.integer(*h, at / i / "hints", 0, 1000000))
                saved.hints = *hints;
        }
        info.seats.push_back(saved);
    }
}

}  // namespace

std::optional<GameOptions> read_options(io::JsonReader& reader, const json& value,
                                        const Pointer& at, const Catalog& catalog) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(
        value, at,
        {"players", "scenario", "toggles", "board", "first_player", "round_cap", "hand_limit",
         "tiles_in_hand", "orders_dealt", "market_size", "blankets_dealt"});
    GameOptions o;
    if (const json* sc = reader.member(value, at, "scenario", false)) {
        if (auto id = reader.string(*sc, at / "scenario"))
            o.scenario = *id;  // validate_options names an unknown one
    }
    if (const json* list = reader.member(value, at, "toggles", false);
        list && reader.is_array(*list, at / "toggles")) {
        for (size_t i = 0; i < list->size(); ++i) {
            const auto id = reader.string((*list)[i], at / "toggles" / i);
            if (!id)
                continue;
            if (const auto t = parse_toggle(*id))
                o.toggles.add(*t);
            else
                reader.error(at / "toggles" / i, "unknown toggle \"" + *id + "\"");
        }
    }
    const auto number = [&](std::string_view key, int min, int max, int& out) {
        if (const json* n = reader.member(value, at, key)) {
            if (auto v = reader.integer(*n, at / std::string(key), min, max))
                out = *v;
        }
    };
    number("players", 1, kMaxPlayers, o.players);
    if (const json* b = reader.member(value, at, "board")) {
        if (auto id = reader.string(*b, at / "board")) {
            o.board = *id;
            if (!catalog.board(*id)) {
                std::string known;
                for (const Board& board : catalog.boards)
                    known += (known.empty() ? "" : ", ") + board.id;
                reader.error(at / "board",
                             "unknown board \"" + *id + "\" (the data has " + known + ")");
            }
        }
    }
    number("first_player", 0, kMaxPlayers - 1, o.first_player);
    number("round_cap", 1, 1000, o.round_cap);
    number("hand_limit", 1, 20, o.hand_limit);
    number("tiles_in_hand", 1, kMaxCards, o.tiles_in_hand);
    number("orders_dealt", 0, kMaxCards, o.orders_dealt);
    number("market_size", 0, kMarketSlots, o.market_size);
    number("blankets_dealt", 0, kMaxBlankets, o.blankets_dealt);
    if (reader.error_count() != errors_before)
        return std::nullopt;
    // What depends on more than one member, or on the catalog.
    for (const std::string& problem : Game::validate_options(catalog, o))
        reader.error(at, problem);
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return o;
}

SaveInfo read_save_info(io::JsonReader& reader, const json& root,
                        const std::optional<GameOptions>& options) {
    SaveInfo info;
    if (const json* names = need(reader, root, "player_names")) {
        const Pointer at = Pointer() / "player_names";
        if (reader.is_array(*names, at)) {
            for (size_t i = 0; i < names->size(); ++i) {
                if (auto name = reader.string((*names)[i], at / i))
                    info.player_names.push_back(*name);
            }
            if (options && names->size() > static_cast<size_t>(options->players)) {
                reader.error(at, "expected at most " + std::to_string(options->players) +
                                     " names (one per player), found " +
                                     std::to_string(names->size()));
            }
        }
    }
    if (const auto seats = root.find("seats"); seats != root.end())
        read_seats(reader, *seats, options ? options->players : kMaxPlayers, info);
    return info;
}

}  // namespace sugarworks::save_members
