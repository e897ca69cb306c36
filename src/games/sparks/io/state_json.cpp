// A game state as JSON, for the snapshot in saves and for tests: every field,
// written whole (nothing left out for being at its default). kNone is written as
// null; a card hidden from a player view as "hidden", which no state reads back.
#include <array>
#include <charconv>
#include <string>
#include <vector>

#include "engine/json_reader.hpp"
#include "sparks/state_io.hpp"

namespace sparks {

using engine::io::json;
using engine::io::Pointer;

namespace {

// [SECTION] Writing.

json id_json(int id) {
    if (id == kNone)
        return nullptr;
    if (id == kHidden)
        return "hidden";
    return id;
}

template <typename T>
json ids_json(const T& ids) {
    json out = json::array();
    for (const auto id : ids)
        out.push_back(id_json(static_cast<int>(id)));
    return out;
}

json upgrade_json(int kind) {
    if (kind >= 0 && kind < kUpgradeKinds)
        return upgrade_id(static_cast<UpgradeKind>(kind));
    return id_json(kind);
}

json colour_json(int colour) {
    if (colour >= 0 && colour < kColours)
        return colour_id(static_cast<Colour>(colour));
    return id_json(colour);
}

json mask_json(std::uint64_t dice) {
    json out = json::array();
    for (int id = 0; id < 64; ++id) {
        if ((dice >> id) & 1u)
            out.push_back(id);
    }
    return out;
}

json seat_json(const PlayerState& p) {
    json line = json::array();
    for (const Slot& slot : p.line) {
        line.push_back({{"card", id_json(slot.card)},
                        {"dice", ids_json(slot.dice)},
                        {"upgrade", upgrade_json(slot.upgrade)}});
    }
    json completed = json::array();
    for (const CompletedRobot& robot : p.completed)
        completed.push_back({{"card", id_json(robot.card)}, {"box", box_fill_id(robot.box)}});
    json played = json::array();
    for (const PlayedAssistant& a : p.played) {
        played.push_back({{"card", id_json(a.card)},
                          {"copies", id_json(a.copies)},
                          {"used_this_turn", a.used_this_turn}});
    }
    json upgrades = json::array();
    for (int kind : p.upgrades)
        upgrades.push_back(upgrade_json(kind));
    json track = json::object();
    for (int c = 0; c < kColours; ++c)
        track[std::string(colour_id(static_cast<Colour>(c)))] = id_json(p.track[c]);
    return {{"dice", ids_json(p.dice)},
            {"upgrade_section", ids_json(p.upgrade_section)},
            {"level", p.level},
            {"factory_credit", p.factory_credit},
            {"line", std::move(line)},
            {"completed", std::move(completed)},
            {"board_box", box_fill_id(p.board_box)},
            {"hand", ids_json(p.hand)},
            {"played", std::move(played)},
            {"sparks", p.sparks},
            {"cogs", p.cogs},
            {"upgrades", std::move(upgrades)},
            {"track", std::move(track)},
            {"production", ids_json(p.production)},
            {"offer", ids_json(p.offer)},
            {"packet", ids_json(p.packet)},
            {"ignore_colour", p.ignore_colour},
            {"ignore_value", p.ignore_value},
            {"reroll_ready", p.reroll_ready},
            {"refilling", p.refilling},
            {"drew_robots", p.drew_robots}};
}

}  // namespace

json state_to_json(const GameState& s) {
    json stacks = json::array();
    for (const UpgradeStack& stack : s.stacks)
        stacks.push_back({{"upgrade", upgrade_json(stack.kind)}, {"left", stack.left}});
    json played_tiles = json::array();
    for (const PlayedTile& tile : s.played_tiles)
        played_tiles.push_back({{"seat", id_json(tile.seat)}, {"tile", id_json(tile.tile)}});
    json seats = json::array();
    for (const PlayerState& seat : s.seats)
        seats.push_back(seat_json(seat));
    json pending = json::array();
    for (const Pending& p : s.pending) {
        pending.push_back({{"kind", pending_kind_id(p.kind)},
                           {"amount", p.amount},
                           {"colour", colour_json(p.colour)},
                           {"card", id_json(p.card)},
                           {"dice", mask_json(p.dice)},
                           {"slot", id_json(p.slot)}});
    }
    json rng = json::array();
    for (int i = 0; i < 4; ++i)
        rng.push_back(hash_hex(s.rng.state()[i]));
    return {{"players", s.players},
            {"phase", phase_id(s.phase)},
            {"round", s.round},
            {"turn", s.turn},
            {"first_player", s.first_player},
            {"active", s.active},
            {"current", s.current},
            {"draft_picks", s.draft_picks},
            {"bag", ids_json(s.bag)},
            {"discard", ids_json(s.discard)},
            {"junkyard", ids_json(s.junkyard)},
            {"faces", ids_json(s.faces)},
            {"stacks", std::move(stacks)},
            {"bonus", ids_json(s.bonus)},
            {"robot_deck", ids_json(s.robot_deck)},
            {"assistant_deck", ids_json(s.assistant_deck)},
            {"goals", ids_json(s.goals)},
            {"played_tiles", std::move(played_tiles)},
            {"seats", std::move(seats)},
            {"pending", std::move(pending)},
            {"rng", std::move(rng)}};
}

namespace {

// [SECTION] Reading.

// Where each die or card of one kind is, so that one in two places is reported.
class Places {
  public:
    Places(std::string what, int count)
        : what_(std::move(what)), where_(static_cast<std::size_t>(count)) {}

    int count() const { return static_cast<int>(where_.size()); }
    const std::string& what() const { return what_; }
    // Records `id` at `at`; false (and an error) when it is somewhere else already.
    bool put(int id, const Pointer& at, engine::io::JsonReader& reader) {
        std::string& was = where_[static_cast<std::size_t>(id)];
        if (!was.empty()) {
            reader.error(
                at, what_ + " " + std::to_string(id) + " is in two places: " + was + " and here");
            return false;
        }
        was = at.to_string();
        return true;
    }

  private:
    std::string what_;
    std::vector<std::string> where_;
};

class StateReader {
  public:
    StateReader(const Content& content, engine::io::JsonReader& reader)
        : content_(content), r_(reader) {}

    std::optional<GameState> read(const json& value, const Pointer& at);

  private:
    const Content& content_;
    engine::io::JsonReader& r_;
    Places dice_{"die", kColours* content_.dice_per_colour};
    Places robots_{"robot", static_cast<int>(content_.robots.size())};
    Places assistants_{"assistant", static_cast<int>(content_.assistants.size())};
    int players_ = 0;

    template <typename Read>
    void with(const json& object, const Pointer& at, std::string_view key, Read read) {
        if (const json* v = r_.member(object, at, key))
            read(*v, at / std::string(key));
    }

    // An id from 0 to `count` - 1, or null for kNone when `nullable`.
    std::optional<int> id(const json& v, const Pointer& at, int count, bool nullable) {
        if (v.is_null()) {
            if (nullable)
                return kNone;
            r_.error(at, "expected an integer, found null");
            return std::nullopt;
        }
        if (v.is_string() && v == "hidden") {
            r_.error(at, "a card hidden from a player view; only a whole game state can be read");
            return std::nullopt;
        }
        if (count <= 0) {
            r_.error(at, nullable ? "expected null (the content has none)"
                                  : "the content has none of these");
            return std::nullopt;
        }
        return r_.integer(v, at, 0, count - 1);
    }
    // An id recorded in `places` (null allowed when `nullable`).
    std::optional<int> placed(const json& v, const Pointer& at, Places& places, bool nullable) {
        auto n = id(v, at, places.count(), nullable);
        if (n && *n != kNone && !places.put(*n, at, r_))
            return std::nullopt;
        return n;
    }
    void integer(const json& object, const Pointer& at, std::string_view key, int min, int max,
                 int& out) {
        with(object, at, key, [&](const json& v, const Pointer& p) {
            if (auto n = r_.integer(v, p, min, max))
                out = *n;
        });
    }
    void boolean(const json& object, const Pointer& at, std::string_view key, bool& out) {
        with(object, at, key, [&](const json& v, const Pointer& p) {
            if (auto b = r_.boolean(v, p))
                out = *b;
        });
    }
    // A list of ids, each from 0 to `count` - 1 (recorded in `places` when given).
    std::vector<int> ids(const json& v, const Pointer& at, int count, Places* places) {
        std::vector<int> out;
        if (!r_.is_array(v, at))
            return out;
        for (std::size_t i = 0; i < v.size(); ++i) {
            const auto n =
                places ? placed(v[i], at / i, *places, false) : id(v[i], at / i, count, false);
            if (n)
                out.push_back(*n);
        }
        return out;
    }
    void id_list(const json& object, const Pointer& at, std::string_view key, int count,
                 Places* places, std::vector<int>& out) {
        with(object, at, key,
             [&](const json& v, const Pointer& p) { out = ids(v, p, count, places); });
    }
    void placed_list(const json& object, const Pointer& at, std::string_view key, Places& places,
                     std::vector<int>& out) {
        id_list(object, at, key, places.count(), &places, out);
    }
    // An array of exactly N places, each a placed id or null.
    template <std::size_t N>
    void fixed(const json& v, const Pointer& at, Places& places, std::array<int, N>& out) {
        if (!r_.is_array(v, at))
            return;
        if (v.size() != N) {
            r_.error(at, "expected " + std::to_string(N) + " entries, found " +
                             std::to_string(v.size()));
            return;
        }
        for (std::size_t i = 0; i < N; ++i) {
            if (auto n = placed(v[i], at / i, places, true))
                out[i] = *n;
        }
    }
    std::optional<int> upgrade(const json& v, const Pointer& at, bool nullable) {
        if (v.is_null() && nullable)
            return kNone;
        if (auto kind = r_.name<UpgradeKind>(v, at, parse_upgrade, "upgrade"))
            return static_cast<int>(*kind);
        return std::nullopt;
    }
    std::optional<int> colour(const json& v, const Pointer& at) {
        if (v.is_null())
            return kNone;
        if (auto c = r_.name<Colour>(v, at, parse_colour, "colour"))
            return static_cast<int>(*c);
        return std::nullopt;
    }
    std::optional<std::uint64_t> mask(const json& v, const Pointer& at) {
        if (!r_.is_array(v, at))
            return std::nullopt;
        std::uint64_t out = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (auto n = id(v[i], at / i, dice_.count(), false)) {
                const std::uint64_t bit = std::uint64_t{1} << *n;
                if (out & bit)
                    r_.error(at / i, "die " + std::to_string(*n) + " is listed twice");
                out |= bit;
            }
        }
        return out;
    }

    void read_seat(const json& v, const Pointer& at, PlayerState& p);
    void read_line(const json& v, const Pointer& at, PlayerState& p);
    void read_pending(const json& v, const Pointer& at, GameState& s);
    void read_rng(const json& v, const Pointer& at, GameState& s);
};

void StateReader::read_line(const json& v, const Pointer& at, PlayerState& p) {
    if (!r_.is_array(v, at))
        return;
    if (v.size() != kSlots) {
        r_.error(
            at, "expected " + std::to_string(kSlots) + " slots, found " + std::to_string(v.size()));
        return;
    }
    for (std::size_t i = 0; i < kSlots; ++i) {
        const json& slot_json = v[i];
        const Pointer here = at / i;
        if (!r_.is_object(slot_json, here))
            continue;
        r_.no_unknown_members(slot_json, here, {"card", "dice", "upgrade"});
        Slot& slot = p.line[i];
        with(slot_json, here, "card", [&](const json& c, const Pointer& cp) {
            if (auto n = placed(c, cp, robots_, true))
                slot.card = *n;
        });
        with(slot_json, here, "dice",
             [&](const json& d, const Pointer& dp) { fixed(d, dp, dice_, slot.dice); });
        with(slot_json, here, "upgrade", [&](const json& u, const Pointer& up) {
            if (auto kind = upgrade(u, up, true))
                slot.upgrade = *kind;
        });
    }
}

void StateReader::read_seat(const json& v, const Pointer& at, PlayerState& p) {
    if (!r_.is_object(v, at))
        return;
    r_.no_unknown_members(
        v, at, {"dice",       "upgrade_section", "level",        "factory_credit", "line",
                "completed",  "board_box",       "hand",         "played",         "sparks",
                "cogs",       "upgrades",        "track",        "production",     "offer",
                "packet",     "ignore_colour",   "ignore_value", "reroll_ready",   "refilling",
                "drew_robots"});
    constexpr int kMany = 1000000;
    placed_list(v, at, "dice", dice_, p.dice);
    with(v, at, "upgrade_section",
         [&](const json& s, const Pointer& sp) { fixed(s, sp, dice_, p.upgrade_section); });
    integer(v, at, "level", 0, std::max(0, static_cast<int>(content_.factory.size()) - 1), p.level);
    integer(v, at, "factory_credit", 0, kMany, p.factory_credit);
    with(v, at, "line", [&](const json& l, const Pointer& lp) { read_line(l, lp, p); });
    with(v, at, "completed", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Pointer here = lp / i;
            if (!r_.is_object(list[i], here))
                continue;
            r_.no_unknown_members(list[i], here, {"card", "box"});
            CompletedRobot robot;
            with(list[i], here, "card", [&](const json& c, const Pointer& cp) {
                if (auto n = placed(c, cp, robots_, false))
                    robot.card = *n;
            });
            with(list[i], here, "box", [&](const json& b, const Pointer& bp) {
                if (auto fill = r_.name<BoxFill>(b, bp, parse_box_fill, "power box filling"))
                    robot.box = *fill;
            });
            p.completed.push_back(robot);
        }
    });
    with(v, at, "board_box", [&](const json& b, const Pointer& bp) {
        if (auto fill = r_.name<BoxFill>(b, bp, parse_box_fill, "power box filling"))
            p.board_box = *fill;
    });
    placed_list(v, at, "hand", assistants_, p.hand);
    with(v, at, "played", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Pointer here = lp / i;
            if (!r_.is_object(list[i], here))
                continue;
            r_.no_unknown_members(list[i], here, {"card", "copies", "used_this_turn"});
            PlayedAssistant played;
            with(list[i], here, "card", [&](const json& c, const Pointer& cp) {
                if (auto n = placed(c, cp, assistants_, false))
                    played.card = *n;
            });
            with(list[i], here, "copies", [&](const json& c, const Pointer& cp) {
                if (auto n = id(c, cp, static_cast<int>(list.size()), true))
                    played.copies = *n;
            });
            boolean(list[i], here, "used_this_turn", played.used_this_turn);
            p.played.push_back(played);
        }
    });
    integer(v, at, "sparks", 0, kMany, p.sparks);
    integer(v, at, "cogs", 0, kMany, p.cogs);
    with(v, at, "upgrades", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (auto kind = upgrade(list[i], lp / i, false))
                p.upgrades.push_back(*kind);
        }
    });
    with(v, at, "track", [&](const json& t, const Pointer& tp) {
        if (!r_.is_object(t, tp))
            return;
        r_.no_unknown_members(t, tp, {"red", "yellow", "green", "blue"});
        for (int c = 0; c < kColours; ++c) {
            const auto colour = static_cast<Colour>(c);
            with(t, tp, colour_id(colour), [&](const json& s, const Pointer& sp) {
                const int spaces = static_cast<int>(content_.tracks[c].size());
                if (auto n = id(s, sp, spaces, true))
                    p.track[c] = *n;
            });
        }
    });
    id_list(v, at, "production", static_cast<int>(content_.production.size()), nullptr,
            p.production);
    placed_list(v, at, "offer", robots_, p.offer);
    placed_list(v, at, "packet", assistants_, p.packet);
    integer(v, at, "ignore_colour", 0, kMany, p.ignore_colour);
    integer(v, at, "ignore_value", 0, kMany, p.ignore_value);
    boolean(v, at, "reroll_ready", p.reroll_ready);
    boolean(v, at, "refilling", p.refilling);
    boolean(v, at, "drew_robots", p.drew_robots);
}

void StateReader::read_pending(const json& v, const Pointer& at, GameState& s) {
    if (!r_.is_array(v, at))
        return;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const Pointer here = at / i;
        if (!r_.is_object(v[i], here))
            continue;
        r_.no_unknown_members(v[i], here, {"kind", "amount", "colour", "card", "dice", "slot"});
        Pending p;
        with(v[i], here, "kind", [&](const json& k, const Pointer& kp) {
            if (auto kind = r_.name<PendingKind>(k, kp, parse_pending_kind, "decision"))
                p.kind = *kind;
        });
        integer(v[i], here, "amount", -1000, 1000, p.amount);
        with(v[i], here, "colour", [&](const json& c, const Pointer& cp) {
            if (auto n = colour(c, cp))
                p.colour = *n;
        });
        with(v[i], here, "card", [&](const json& c, const Pointer& cp) {
            if (auto n = id(c, cp, 1000, true))
                p.card = *n;
        });
        with(v[i], here, "dice", [&](const json& d, const Pointer& dp) {
            if (auto m = mask(d, dp))
                p.dice = *m;
        });
        with(v[i], here, "slot", [&](const json& c, const Pointer& cp) {
            if (auto n = id(c, cp, kSlots, true))
                p.slot = *n;
        });
        s.pending.push_back(p);
    }
}

void StateReader::read_rng(const json& v, const Pointer& at, GameState& s) {
    if (!r_.is_array(v, at))
        return;
    if (v.size() != 4) {
        r_.error(at, "expected the generator's 4 words, found " + std::to_string(v.size()));
        return;
    }
    std::uint64_t words[4] = {};
    bool good = true;
    for (std::size_t i = 0; i < 4; ++i) {
        const auto text = r_.string(v[i], at / i);
        if (!text) {
            good = false;
            continue;
        }
        const char* end = text->data() + text->size();
        if (text->size() != 16 || std::from_chars(text->data(), end, words[i], 16).ptr != end) {
            r_.error(at / i, "expected 16 hex digits, found \"" + *text + "\"");
            good = false;
        }
    }
    if (good)
        s.rng.set_state(words);
}

std::optional<GameState> StateReader::read(const json& v, const Pointer& at) {
    if (!r_.is_object(v, at))
        return std::nullopt;
    const int before = r_.error_count();
    r_.no_unknown_members(
        v, at,
        {"players", "phase",       "round",      "turn",           "first_player", "active",
         "current", "draft_picks", "bag",        "discard",        "junkyard",     "faces",
         "stacks",  "bonus",       "robot_deck", "assistant_deck", "goals",        "played_tiles",
         "seats",   "pending",     "rng"});
    GameState s;
    const int before_players = r_.error_count();
    integer(v, at, "players", 1, kMaxPlayers, s.players);
    if (r_.error_count() != before_players)
        return std::nullopt;  // the seats' numbers depend on it
    players_ = s.players;
    constexpr int kMany = 1000;
    with(v, at, "phase", [&](const json& p, const Pointer& pp) {
        if (auto phase = r_.name<Phase>(p, pp, parse_phase, "phase"))
            s.phase = *phase;
    });
    integer(v, at, "round", 0, kMany, s.round);
    integer(v, at, "turn", 0, kMany, s.turn);
    integer(v, at, "first_player", 0, players_ - 1, s.first_player);
    integer(v, at, "active", 0, players_ - 1, s.active);
    // Nobody decides once the game is over.
    integer(v, at, "current", s.phase == Phase::Over ? kNone : 0,
            s.phase == Phase::Over ? kNone : players_ - 1, s.current);
    integer(v, at, "draft_picks", 0, kMany, s.draft_picks);
    placed_list(v, at, "bag", dice_, s.bag);
    placed_list(v, at, "discard", dice_, s.discard);
    placed_list(v, at, "junkyard", dice_, s.junkyard);
    with(v, at, "faces", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        if (list.size() != static_cast<std::size_t>(dice_.count())) {
            r_.error(lp, "expected a face for each of the " + std::to_string(dice_.count()) +
                             " dice, found " + std::to_string(list.size()));
            return;
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (auto n = r_.integer(list[i], lp / i, 0, 6))
                s.faces.push_back(static_cast<std::uint8_t>(*n));
        }
    });
    with(v, at, "stacks", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Pointer here = lp / i;
            if (!r_.is_object(list[i], here))
                continue;
            r_.no_unknown_members(list[i], here, {"upgrade", "left"});
            UpgradeStack stack;
            with(list[i], here, "upgrade", [&](const json& u, const Pointer& up) {
                if (auto kind = upgrade(u, up, true))
                    stack.kind = *kind;
            });
            integer(list[i], here, "left", 0, kMany, stack.left);
            s.stacks.push_back(stack);
        }
    });
    with(v, at, "bonus", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (auto n = id(list[i], lp / i, static_cast<int>(content_.bonus_tiles.size()), true))
                s.bonus.push_back(*n);
        }
    });
    placed_list(v, at, "robot_deck", robots_, s.robot_deck);
    placed_list(v, at, "assistant_deck", assistants_, s.assistant_deck);
    id_list(v, at, "goals", static_cast<int>(content_.goals.size()), nullptr, s.goals);
    with(v, at, "played_tiles", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Pointer here = lp / i;
            if (!r_.is_object(list[i], here))
                continue;
            r_.no_unknown_members(list[i], here, {"seat", "tile"});
            PlayedTile tile;
            integer(list[i], here, "seat", 0, players_ - 1, tile.seat);
            with(list[i], here, "tile", [&](const json& t, const Pointer& tp) {
                if (auto n = id(t, tp, static_cast<int>(content_.production.size()), false))
                    tile.tile = *n;
            });
            s.played_tiles.push_back(tile);
        }
    });
    with(v, at, "seats", [&](const json& list, const Pointer& lp) {
        if (!r_.is_array(list, lp))
            return;
        if (list.size() != static_cast<std::size_t>(players_)) {
            r_.error(lp, "expected one seat per player (" + std::to_string(players_) + "), found " +
                             std::to_string(list.size()));
            return;
        }
        s.seats.resize(list.size());
        for (std::size_t i = 0; i < list.size(); ++i)
            read_seat(list[i], lp / i, s.seats[i]);
    });
    with(v, at, "pending", [&](const json& p, const Pointer& pp) { read_pending(p, pp, s); });
    with(v, at, "rng", [&](const json& g, const Pointer& gp) { read_rng(g, gp, s); });
    if (r_.error_count() != before)
        return std::nullopt;
    return s;
}

}  // namespace

std::optional<GameState> state_from_json(const Content& content, const json& value,
                                         const std::string& file, const Pointer& at,
                                         engine::Diagnostics& errors) {
    engine::io::JsonReader reader(file, errors);
    StateReader state_reader(content, reader);
    return state_reader.read(value, at);
}

}  // namespace sparks
