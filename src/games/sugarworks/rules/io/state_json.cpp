// A game state as JSON, for the snapshot in saves. What the game definition
// fixes (the floor's size, the printed tiles, the faces of conveyor tiles, the
// crates' kinds and places, the number of candies) is not written: it is taken
// from the game when reading, and checked where it shows.
#include <array>
#include <charconv>
#include <string>
#include <type_traits>
#include <vector>

#include "sugarworks/consistency.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/state_io.hpp"

namespace sugarworks {

using io::json;
using io::Pointer;

namespace {

// [SECTION] Writing.

json counts_json(const CandyCounts& counts) {
    json out = json::object();
    for (CandyType t : kAllCandyTypes)
        out[std::string(candy_type_id(t))] = counts[static_cast<size_t>(index_of(t))];
    return out;
}

json candy_json(CandyId id) {
    return {{"type", candy_type_id(type_of(id))}, {"serial", serial_of(id)}};
}

json cards_json(const CardSet& set) {
    json out = json::array();
    set.for_each([&](int card) { out.push_back(card); });
    return out;
}

json row_json(const CardRow& row) {
    json out = json::array();
    row.for_each([&](int card) { out.push_back(card); });
    return out;
}

json deck_json(const Deck& deck) {
    json out = json::array();
    for (int i = 0; i < deck.size(); ++i)
        out.push_back(deck.at(i));
    return out;
}

json floor_json(const Floor& f) {
    json tiles = json::array();
    json candies = json::array();
    for (int r = 0; r < f.rows(); ++r) {
        for (int c = 0; c < f.cols(); ++c) {
            const std::string at = cell_name({r, c}, f.rows());
            if (const PlacedTile& t = f.tile_at({r, c}); t.tile != kPrintedTile)
                tiles.push_back({{"at", at}, {"tile", t.tile}});
            if (const CandyId id = f.candy_at({r, c}); id != kNoCandy) {
                json entry = candy_json(id);
                entry["at"] = at;
                candies.push_back(std::move(entry));
            }
        }
    }
    json docks = json::object();
    for (int spot = 0; spot < f.dock_count(); ++spot) {
        const Dock& d = f.dock(spot);
        json entry = nullptr;
        if (d.has_output() || d.candy != kNoCandy) {
            entry = {{"output", d.has_output() ? json(candy_type_id(d.output_type())) : json()},
                     {"candy", d.candy != kNoCandy ? candy_json(d.candy) : json()}};
        }
        docks[dock_spot_name(spot)] = std::move(entry);
    }
    json crates = json::array();
    for (int i = 0; i < f.crate_count(); ++i) {
        crates.push_back({{"crate", crate_kind_id(f.crate(i).kind)},
                          {"contents", counts_json(f.crate(i).contents)}});
    }
    json supply = json::object();
    for (CandyType t : kAllCandyTypes) {
        json serials = json::array();
        for (int serial = 0; serial < kMaxCandiesPerType; ++serial) {
            if ((f.supply_bits() >> make_candy_id(t, serial)) & 1u)
                serials.push_back(serial);
        }
        supply[std::string(candy_type_id(t))] = std::move(serials);
    }
    return {{"tiles", std::move(tiles)},     {"candies", std::move(candies)},
            {"docks", std::move(docks)},     {"crates", std::move(crates)},
            {"lost", counts_json(f.lost())}, {"removed", counts_json(f.removed())},
            {"supply", std::move(supply)}};
}

}  // namespace

json state_to_json(const GameState& s) {
    json rng = json::array();
    for (int i = 0; i < 4; ++i)
        rng.push_back(hash_hex(s.rng.state()[i]));
    json order = json::array();
    for (CandyType t : s.activation_order)
        order.push_back(candy_type_id(t));
    json market = json::array();
    for (std::int8_t card : s.market)
        market.push_back(card == kNoCard ? json() : json(card));
    json blankets = json::array();
    for (int b = 0; b < s.blanket_count; ++b) {
        const BlanketInPlay& in_play = s.blankets[static_cast<size_t>(b)];
        blankets.push_back(
            {{"card", in_play.card}, {"side", in_play.colourful ? "colourful" : "grey"}});
    }
    json players = json::array();
    for (int p = 0; p < s.player_count; ++p) {
        const PlayerState& ps = s.players[static_cast<size_t>(p)];
        json player = {{"tiles", cards_json(ps.tiles)},
                       {"orders", cards_json(ps.orders)},
                       {"completed", cards_json(ps.completed)}};
        // Hidden Orders and Sugarworkers: written only when in use.
        if (!ps.facing_away.empty())
            player["facing_away"] = row_json(ps.facing_away);  // in the order they turned
        if (!ps.claimable.empty())
            player["claimable"] = cards_json(ps.claimable);
        if (ps.worker >= 0) {
            player["worker"] = {{"card", ps.worker},
                                {"side", ps.worker_side < 0    ? json()
                                         : ps.worker_side == 0 ? json("A")
                                                               : json("B")},
                                {"spent", ps.worker_spent}};
        }
        players.push_back(std::move(player));
    }
    json last_roll = nullptr;
    if (s.last_roll)
        last_roll = s.last_roll->all ? "all" : candy_type_id(s.last_roll->candy);
    json out = {{"floor", floor_json(s.floor)},
                {"rng", std::move(rng)},
                {"activation_order", std::move(order)},
                {"tile_deck", deck_json(s.tile_deck)},
                {"tile_discard", cards_json(s.tile_discard)},
                {"order_deck", deck_json(s.order_deck)},
                {"order_discard", cards_json(s.order_discard)},
                {"market", std::move(market)},
                {"blankets", std::move(blankets)},
                {"players", std::move(players)},
                {"first_player", s.first_player},
                {"current", s.current},
                {"turns_taken", s.turns_taken},
                {"round", s.round},
                {"step", step_id(s.step)},
                {"last_roll", std::move(last_roll)},
                {"end", end_reason_id(s.end)}};
    // Written only when a scenario set cards aside, so that a standard game's
    // file reads the same as before these members existed.
    if (!s.tiles_set_aside.empty())
        out["tiles_set_aside"] = cards_json(s.tiles_set_aside);
    if (!s.orders_set_aside.empty())
        out["orders_set_aside"] = cards_json(s.orders_set_aside);
    if (s.choosing[0] != kNoCard) {
        json choosing = json::array();
        for (std::int8_t card : s.choosing) {
            if (card != kNoCard)
                choosing.push_back(card);
        }
        out["choosing"] = std::move(choosing);
    }
    if (s.revealed != kNoCard)
        out["revealed"] = s.revealed;
    if (s.factory_done)
        out["factory_done"] = true;
    if (s.claimed_this_turn)
        out["claimed_this_turn"] = true;
    if (s.worker_used_this_turn)
        out["worker_used_this_turn"] = true;
    if (s.extra_order_action)
        out["extra_order_action"] = true;
    if (s.extra_factory_action)
        out["extra_factory_action"] = true;
    if (s.moved_out_of != decltype(s.moved_out_of){}) {
        json moved = json::object();
        for (CandyType t : kAllCandyTypes) {
            json spots = json::array();
            for (int spot = 0; spot < kMaxDocks; ++spot) {
                if ((s.moved_out_of[static_cast<size_t>(index_of(t))] >> spot) & 1u)
                    spots.push_back(dock_spot_name(spot));
            }
            if (!spots.empty())
                moved[std::string(candy_type_id(t))] = std::move(spots);
        }
        out["moved_out_of"] = std::move(moved);
    }
    return out;
}

namespace {

// [SECTION] Reading.

// Where each card of one kind is, to check that every card is in exactly one place.
class Places {
  public:
    Places(std::string what, int count)
        : what_(std::move(what)), where_(static_cast<size_t>(count)) {}

    // Records `card` at `at`; false (and an error) if it is already somewhere else.
    bool put(int card, const Pointer& at, io::JsonReader& reader) {
        std::string& was = where_[static_cast<size_t>(card)];
        if (!was.empty()) {
            reader.error(at, what_ + " " + std::to_string(card) + " is in two places: " + was +
                                 " and here (every card is in exactly one place)");
            return false;
        }
        was = at.to_string();
        return true;
    }
    // Reports the cards that are nowhere, in one message at `at`.
    void check_all_placed(const Pointer& at, io::JsonReader& reader,
                          std::string_view places) const {
        std::string missing;
        int n = 0;
        for (size_t card = 0; card < where_.size(); ++card) {
            if (where_[card].empty()) {
                missing += (n++ == 0 ? "" : ", ") + std::to_string(card);
            }
        }
        if (n > 0) {
            reader.error(at, what_ + (n == 1 ? " " : "s ") + missing + (n == 1 ? " is" : " are") +
                                 " nowhere (not in " + std::string(places) + ")");
        }
    }
    int count() const { return static_cast<int>(where_.size()); }

  private:
    std::string what_;
    std::vector<std::string> where_;
};

class StateReader {
  public:
    StateReader(const Game& game, io::JsonReader& reader) : game_(game), r_(reader) {}

    std::optional<GameState> read(const json& value, const Pointer& at);

  private:
    const Game& game_;
    io::JsonReader& r_;
    Places orders_{"order card", static_cast<int>(game_.catalog().orders.size())};
    Places tiles_{"conveyor tile", game_.catalog().tile_count()};
    // Candy ids seen on the grid, on the docks and in the supply, with where.
    std::array<std::string, kCandyTypeCount * kMaxCandiesPerType> candies_{};

    const json* member(const json& object, const Pointer& at, std::string_view key) {
        return r_.member(object, at, key);
    }
    template <typename Read>
    void with(const json& object, const Pointer& at, std::string_view key, Read read) {
        if (const json* v = member(object, at, key))
            read(*v, at / std::string(key));
    }

    std::optional<int> card(const json& v, const Pointer& at, const Places& places) {
        return r_.integer(v, at, 0, places.count() - 1);
    }
    // A list of cards, each recorded in `places`; only cards not seen elsewhere are returned.
    std::vector<int> card_list(const json& v, const Pointer& at, Places& places) {
        std::vector<int> out;
        if (!r_.is_array(v, at))
            return out;
        if (v.size() > static_cast<size_t>(places.count())) {
            r_.error(at, "expected at most " + std::to_string(places.count()) + " cards, found " +
                             std::to_string(v.size()));
            return out;
        }
        for (size_t i = 0; i < v.size(); ++i) {
            if (auto c = card(v[i], at / i, places); c && places.put(*c, at / i, r_))
                out.push_back(*c);
        }
        return out;
    }
    CardSet card_set(const json& v, const Pointer& at, Places& places) {
        CardSet set;
        for (int c : card_list(v, at, places))
            set.add(c);
        return set;
    }
    // A list of cards that must all be in `within` (and are placed there already), in
    // the order written.
    CardRow subset(const json& v, const Pointer& at, const CardSet& within, std::string_view what) {
        CardRow set;
        if (!r_.is_array(v, at))
            return set;
        for (size_t i = 0; i < v.size(); ++i) {
            const auto c = card(v[i], at / i, orders_);
            if (!c)
                continue;
            if (!within.contains(*c)) {
                r_.error(at / i, "order " + std::to_string(*c) + " is not in " + std::string(what));
                continue;
            }
            if (set.contains(*c)) {
                r_.error(at / i, "order " + std::to_string(*c) + " is listed twice");
                continue;
            }
            set.add(*c);
        }
        return set;
    }
    void read_worker(const json& v, const Pointer& at, PlayerState& ps) {
        if (!r_.is_object(v, at))
            return;
        r_.no_unknown_members(v, at, {"card", "side", "spent"});
        const int cards = static_cast<int>(game_.catalog().sugarworkers.size());
        with(v, at, "card", [&](const json& c, const Pointer& p) {
            if (cards == 0) {
                r_.error(p, "the game data has no Sugarworker cards");
            } else if (auto n = r_.integer(c, p, 0, cards - 1)) {
                ps.worker = static_cast<std::int8_t>(*n);
            }
        });
        with(v, at, "side", [&](const json& c, const Pointer& p) {
            if (c.is_null())
                return;
            if (const auto side = r_.string(c, p)) {
                if (*side == "A" || *side == "B")
                    ps.worker_side = static_cast<std::int8_t>(*side == "A" ? 0 : 1);
                else
                    r_.error(p, "expected \"A\", \"B\" or null, found \"" + *side + "\"");
            }
        });
        with(v, at, "spent", [&](const json& b, const Pointer& p) {
            if (auto value = r_.boolean(b, p))
                ps.worker_spent = *value;
        });
    }
    Deck deck(const json& v, const Pointer& at, Places& places) {
        Deck d;
        for (int c : card_list(v, at, places))
            d.push(c);
        return d;
    }

    std::optional<CandyType> candy_type(const json& v, const Pointer& at) {
        return r_.name<CandyType>(v, at, parse_candy_type, "candy type");
    }
    // A candy written as {"type": ..., "serial": ...}, plus the members in `extra`.
    std::optional<CandyId> candy(const json& v, const Pointer& at,
                                 std::initializer_list<std::string_view> known);
    void place_candy(CandyId id, const Pointer& at) {
        std::string& was = candies_[id];
        if (!was.empty()) {
            r_.error(at, "the " + std::string(candy_type_name(type_of(id))) + " #" +
                             std::to_string(serial_of(id)) + " is in two places: " + was +
                             " and here (every candy is in exactly one place)");
            return;
        }
        was = at.to_string();
    }
    std::optional<CandyCounts> counts(const json& v, const Pointer& at);

    void read_floor(const json& v, const Pointer& at, Floor& f);
    void read_docks(const json& v, const Pointer& at, Floor& f);
    void read_supply(const json& v, const Pointer& at, Floor& f);
    void read_players(const json& v, const Pointer& at, GameState& s);
    void read_blankets(const json& v, const Pointer& at, GameState& s);
    void read_market(const json& v, const Pointer& at, GameState& s);
};

std::optional<CandyId> StateReader::candy(const json& v, const Pointer& at,
                                          std::initializer_list<std::string_view> known) {
    if (!r_.is_object(v, at))
        return std::nullopt;
    r_.no_unknown_members(v, at, known);
    const json* type_json = member(v, at, "type");
    const json* serial_json = member(v, at, "serial");
    const auto type = type_json ? candy_type(*type_json, at / "type") : std::nullopt;
    const int per_type = game_.catalog().candies.candies_per_type;
    const auto serial =
        serial_json ? r_.integer(*serial_json, at / "serial", 0, per_type - 1) : std::nullopt;
    if (!type || !serial)
        return std::nullopt;
    return make_candy_id(*type, *serial);
}

std::optional<CandyCounts> StateReader::counts(const json& v, const Pointer& at) {
    if (!r_.is_object(v, at))
        return std::nullopt;
    r_.no_unknown_members(
        v, at,
        {"red_circle", "yellow_hexagon", "green_triangle", "blue_square", "purple_rectangle"});
    const int errors = r_.error_count();
    CandyCounts out{};
    for (CandyType t : kAllCandyTypes) {
        const std::string key(candy_type_id(t));
        if (const json* n = member(v, at, key)) {
            if (auto count = r_.integer(*n, at / key, 0, game_.catalog().candies.candies_per_type))
                out[static_cast<size_t>(index_of(t))] = static_cast<std::uint8_t>(*count);
        }
    }
    if (r_.error_count() != errors)
        return std::nullopt;
    return out;
}

void StateReader::read_docks(const json& v, const Pointer& at, Floor& f) {
    if (!r_.is_object(v, at))
        return;
    for (const auto& [key, value] : v.items()) {
        const auto spot = parse_dock_spot_name(key);
        if (!spot || *spot >= f.dock_count())
            r_.error(at / key, "unknown member \"" + key + "\" (not a dock spot of this board)");
    }
    std::array<bool, kCandyTypeCount> outputs{};
    for (int spot = 0; spot < f.dock_count(); ++spot) {
        const std::string name = dock_spot_name(spot);
        const json* d = member(v, at, name);
        if (!d)
            continue;
        const Pointer here = at / name;
        f.set_dock_output(spot, std::nullopt);
        f.set_dock_candy(spot, kNoCandy);
        if (d->is_null())
            continue;
        if (!r_.is_object(*d, here))
            continue;
        r_.no_unknown_members(*d, here, {"output", "candy"});
        with(*d, here, "output", [&](const json& o, const Pointer& p) {
            if (o.is_null())
                return;
            if (auto type = candy_type(o, p)) {
                bool& seen = outputs[static_cast<size_t>(index_of(*type))];
                if (seen) {
                    r_.error(p, "the " + std::string(candy_type_name(*type)) +
                                    " output tile is on two dock spots");
                }
                seen = true;
                f.set_dock_output(spot, *type);
            }
        });
        with(*d, here, "candy", [&](const json& c, const Pointer& p) {
            if (c.is_null())
                return;
            if (auto id = candy(c, p, {"type", "serial"})) {
                place_candy(*id, p);
                if (!f.dock(spot).has_output())
                    r_.error(p, "a candy stands on a dock spot only on an output tile");
                f.set_dock_candy(spot, *id);
            }
        });
    }
}

void StateReader::read_supply(const json& v, const Pointer& at, Floor& f) {
    if (!r_.is_object(v, at))
        return;
    r_.no_unknown_members(
        v, at,
        {"red_circle", "yellow_hexagon", "green_triangle", "blue_square", "purple_rectangle"});
    std::uint64_t bits = 0;
    const int per_type = game_.catalog().candies.candies_per_type;
    for (CandyType t : kAllCandyTypes) {
        const std::string key(candy_type_id(t));
        with(v, at, key, [&](const json& list, const Pointer& p) {
            if (!r_.is_array(list, p))
                return;
            for (size_t i = 0; i < list.size(); ++i) {
                if (auto serial = r_.integer(list[i], p / i, 0, per_type - 1)) {
                    const CandyId id = make_candy_id(t, *serial);
                    place_candy(id, p / i);
                    bits |= std::uint64_t{1} << id;
                }
            }
        });
    }
    f.set_supply_bits(bits);
}

void StateReader::read_floor(const json& v, const Pointer& at, Floor& f) {
    if (!r_.is_object(v, at))
        return;
    r_.no_unknown_members(v, at,
                          {"tiles", "candies", "docks", "crates", "lost", "removed", "supply"});
    with(v, at, "tiles", [&](const json& list, const Pointer& p) {
        if (!r_.is_array(list, p))
            return;
        std::vector<std::string> cells(static_cast<size_t>(kMaxCells));
        for (size_t i = 0; i < list.size(); ++i) {
            const json& entry = list[i];
            const Pointer here = p / i;
            if (!r_.is_object(entry, here))
                continue;
            r_.no_unknown_members(entry, here, {"at", "tile"});
            const json* cell_json = member(entry, here, "at");
            const json* tile_json = member(entry, here, "tile");
            // Written as an if (not ?:) so that GCC 12 can see the optional is set before use.
            std::optional<Cell> cell;
            if (cell_json)
                cell = r_.cell(*cell_json, here / "at");
            const auto tile = tile_json ? card(*tile_json, here / "tile", tiles_) : std::nullopt;
            if (cell && !f.on_grid(*cell)) {
                r_.error(here / "at", "conveyor tiles lie on grid spaces only");
                continue;
            }
            if (!cell || !tile)
                continue;
            std::string& was = cells[static_cast<size_t>(cell->row * kMaxCols + cell->col)];
            if (!was.empty()) {
                r_.error(here / "at", "two tiles on the same space (see " + was + ")");
                continue;
            }
            was = here.to_string();
            if (tiles_.put(*tile, here / "tile", r_))
                f.set_tile(*cell, game_.catalog().placed(*tile));
        }
    });
    with(v, at, "candies", [&](const json& list, const Pointer& p) {
        if (!r_.is_array(list, p))
            return;
        for (size_t i = 0; i < list.size(); ++i) {
            const json& entry = list[i];
            const Pointer here = p / i;
            const auto id = candy(entry, here, {"at", "type", "serial"});
            const json* cell_json = entry.is_object() ? member(entry, here, "at") : nullptr;
            // Written as an if (not ?:) so that GCC 12 can see the optional is set before use.
            std::optional<Cell> cell;
            if (cell_json)
                cell = r_.cell(*cell_json, here / "at");
            if (cell && !f.on_grid(*cell)) {
                r_.error(here / "at", "candies on the floor stand on grid spaces only");
                continue;
            }
            if (!cell || !id)
                continue;
            if (f.candy_at(*cell) != kNoCandy) {
                r_.error(here / "at", "two candies on the same space");
                continue;
            }
            place_candy(*id, here);
            f.put_candy(*cell, *id);
        }
    });
    with(v, at, "docks", [&](const json& d, const Pointer& p) { read_docks(d, p, f); });
    with(v, at, "crates", [&](const json& list, const Pointer& p) {
        if (!r_.is_array(list, p))
            return;
        if (list.size() != static_cast<size_t>(f.crate_count())) {
            r_.error(p, "the board has " + std::to_string(f.crate_count()) + " crates, found " +
                            std::to_string(list.size()));
            return;
        }
        for (size_t i = 0; i < list.size(); ++i) {
            const json& entry = list[i];
            const Pointer here = p / i;
            if (!r_.is_object(entry, here))
                continue;
            r_.no_unknown_members(entry, here, {"crate", "contents"});
            const int index = static_cast<int>(i);
            with(entry, here, "crate", [&](const json& k, const Pointer& kp) {
                const auto kind = r_.name<CrateKind>(k, kp, parse_crate_kind, "crate");
                const CrateKind want = f.crate(index).kind;
                if (kind && *kind != want) {
                    r_.error(kp, "crate " + std::to_string(i) + " of this board is the " +
                                     std::string(crate_kind_name(want)) + " crate");
                }
            });
            with(entry, here, "contents", [&](const json& c, const Pointer& cp) {
                if (auto contents = counts(c, cp))
                    f.set_crate_contents(index, *contents);
            });
        }
    });
    with(v, at, "lost", [&](const json& c, const Pointer& p) {
        if (auto lost = counts(c, p))
            f.set_lost(*lost);
    });
    with(v, at, "removed", [&](const json& c, const Pointer& p) {
        if (auto removed = counts(c, p))
            f.set_removed(*removed);
    });
    with(v, at, "supply", [&](const json& s, const Pointer& p) { read_supply(s, p, f); });
}

void StateReader::read_players(const json& v, const Pointer& at, GameState& s) {
    if (!r_.is_array(v, at))
        return;
    const int players = game_.options().players;
    if (v.size() != static_cast<size_t>(players)) {
        r_.error(at, "expected " + std::to_string(players) +
                         " players (as the options say), found " + std::to_string(v.size()));
        return;
    }
    for (size_t p = 0; p < v.size(); ++p) {
        const json& entry = v[p];
        const Pointer here = at / p;
        if (!r_.is_object(entry, here))
            continue;
        r_.no_unknown_members(
            entry, here, {"tiles", "orders", "completed", "facing_away", "claimable", "worker"});
        PlayerState& ps = s.players[p];
        with(entry, here, "tiles",
             [&](const json& l, const Pointer& lp) { ps.tiles = card_set(l, lp, tiles_); });
        with(entry, here, "orders",
             [&](const json& l, const Pointer& lp) { ps.orders = card_set(l, lp, orders_); });
        with(entry, here, "completed",
             [&](const json& l, const Pointer& lp) { ps.completed = card_set(l, lp, orders_); });
        if (entry.contains("facing_away")) {
            ps.facing_away =
                subset(entry["facing_away"], here / "facing_away", ps.orders, "this player's hand");
        }
        if (entry.contains("claimable")) {
            ps.claimable = subset(entry["claimable"], here / "claimable", ps.facing_away.set(),
                                  "this player's orders facing away")
                               .set();
        }
        if (entry.contains("worker"))
            read_worker(entry["worker"], here / "worker", ps);
    }
}

void StateReader::read_blankets(const json& v, const Pointer& at, GameState& s) {
    if (!r_.is_array(v, at))
        return;
    const int dealt = game_.options().blankets_dealt;
    if (v.size() != static_cast<size_t>(dealt)) {
        r_.error(at, "expected " + std::to_string(dealt) +
                         " blanket orders (as the options say), found " + std::to_string(v.size()));
        return;
    }
    const int cards = static_cast<int>(game_.catalog().blankets.size());
    std::vector<bool> seen(static_cast<size_t>(cards));
    s.blanket_count = static_cast<std::uint8_t>(dealt);
    for (size_t b = 0; b < v.size(); ++b) {
        const json& entry = v[b];
        const Pointer here = at / b;
        if (!r_.is_object(entry, here))
            continue;
        r_.no_unknown_members(entry, here, {"card", "side"});
        BlanketInPlay& in_play = s.blankets[b];
        with(entry, here, "card", [&](const json& c, const Pointer& p) {
            if (auto n = r_.integer(c, p, 0, cards - 1)) {
                if (seen[static_cast<size_t>(*n)])
                    r_.error(p, "blanket order " + std::to_string(*n) + " is dealt twice");
                seen[static_cast<size_t>(*n)] = true;
                in_play.card = static_cast<std::uint8_t>(*n);
            }
        });
        with(entry, here, "side", [&](const json& c, const Pointer& p) {
            const auto side = r_.name<bool>(
                c, p,
                [](std::string_view id) -> std::optional<bool> {
                    if (id == "grey")
                        return false;
                    if (id == "colourful")
                        return true;
                    return std::nullopt;
                },
                "blanket side (\"grey\" or \"colourful\")");
            if (side)
                in_play.colourful = *side;
        });
    }
}

void StateReader::read_market(const json& v, const Pointer& at, GameState& s) {
    if (!r_.is_array(v, at))
        return;
    if (v.size() != static_cast<size_t>(kMarketSlots)) {
        r_.error(at, "expected " + std::to_string(kMarketSlots) + " market slots, found " +
                         std::to_string(v.size()));
        return;
    }
    const int size = game_.options().market_size;
    for (size_t slot = 0; slot < v.size(); ++slot) {
        if (v[slot].is_null())
            continue;
        if (static_cast<int>(slot) >= size) {
            r_.error(at / slot, "the market of this game has " + std::to_string(size) +
                                    " slots: this one must be null");
            continue;
        }
        if (auto c = card(v[slot], at / slot, orders_); c && orders_.put(*c, at / slot, r_))
            s.market[slot] = static_cast<std::int8_t>(*c);
    }
}

std::optional<GameState> StateReader::read(const json& v, const Pointer& at) {
    if (!r_.is_object(v, at))
        return std::nullopt;
    const int errors_before = r_.error_count();
    r_.no_unknown_members(v, at,
                          {"floor",
                           "rng",
                           "activation_order",
                           "tile_deck",
                           "tile_discard",
                           "order_deck",
                           "order_discard",
                           "market",
                           "blankets",
                           "players",
                           "first_player",
                           "current",
                           "turns_taken",
                           "round",
                           "step",
                           "last_roll",
                           "end",
                           "tiles_set_aside",
                           "orders_set_aside",
                           "choosing",
                           "revealed",
                           "factory_done",
                           "moved_out_of",
                           "claimed_this_turn",
                           "worker_used_this_turn",
                           "extra_order_action",
                           "extra_factory_action"});
    const Catalog& catalog = game_.catalog();
    const int players = game_.options().players;
    GameState s;
    s.player_count = static_cast<std::uint8_t>(players);
    s.floor = Floor::from_board(game_.board(), catalog.candies.candies_per_type);

    with(v, at, "floor", [&](const json& f, const Pointer& p) { read_floor(f, p, s.floor); });
    with(v, at, "rng", [&](const json& list, const Pointer& p) {
        if (!r_.is_array(list, p))
            return;
        if (list.size() != 4) {
            r_.error(p, "expected the 4 words of the generator's state, found " +
                            std::to_string(list.size()));
            return;
        }
        std::uint64_t words[4] = {};
        bool good = true;
        for (size_t i = 0; i < 4; ++i) {
            const auto text = r_.string(list[i], p / i);
            std::uint64_t word = 0;
            const char* end = text ? text->data() + text->size() : nullptr;
            const bool parsed = text && text->size() == 16 &&
                                std::from_chars(text->data(), end, word, 16).ptr == end;
            if (text && !parsed)
                r_.error(p / i, "expected 16 hex digits, found \"" + *text + "\"");
            good = good && parsed;
            words[i] = word;
        }
        if (good && (words[0] | words[1] | words[2] | words[3]) == 0)
            r_.error(p, "the generator's state cannot be all zeros");
        s.rng.set_state(words);
    });
    with(v, at, "activation_order", [&](const json& list, const Pointer& p) {
        if (!r_.is_array(list, p))
            return;
        if (list.size() != kCandyTypeCount) {
            r_.error(p, "expected the 5 candy types, found " + std::to_string(list.size()));
            return;
        }
        std::array<bool, kCandyTypeCount> seen{};
        for (size_t i = 0; i < list.size(); ++i) {
            if (auto t = candy_type(list[i], p / i)) {
                if (seen[static_cast<size_t>(index_of(*t))]) {
                    r_.error(p / i, "the " + std::string(candy_type_name(*t)) +
                                        " is in the activation order twice");
                }
                seen[static_cast<size_t>(index_of(*t))] = true;
                s.activation_order[i] = *t;
            }
        }
    });
    with(v, at, "tile_deck",
         [&](const json& l, const Pointer& p) { s.tile_deck = deck(l, p, tiles_); });
    with(v, at, "tile_discard",
         [&](const json& l, const Pointer& p) { s.tile_discard = card_set(l, p, tiles_); });
    with(v, at, "order_deck",
         [&](const json& l, const Pointer& p) { s.order_deck = deck(l, p, orders_); });
    with(v, at, "order_discard",
         [&](const json& l, const Pointer& p) { s.order_discard = card_set(l, p, orders_); });
    if (v.contains("tiles_set_aside")) {
        with(v, at, "tiles_set_aside",
             [&](const json& l, const Pointer& p) { s.tiles_set_aside = card_set(l, p, tiles_); });
    }
    if (v.contains("orders_set_aside")) {
        with(v, at, "orders_set_aside", [&](const json& l, const Pointer& p) {
            s.orders_set_aside = card_set(l, p, orders_);
        });
    }
    with(v, at, "market", [&](const json& l, const Pointer& p) { read_market(l, p, s); });
    with(v, at, "blankets", [&](const json& l, const Pointer& p) { read_blankets(l, p, s); });
    with(v, at, "players", [&](const json& l, const Pointer& p) { read_players(l, p, s); });

    const auto small = [&](std::string_view key, int min, int max, auto& out) {
        with(v, at, key, [&](const json& n, const Pointer& p) {
            if (auto value = r_.integer(n, p, min, max))
                out = static_cast<std::remove_reference_t<decltype(out)>>(*value);
        });
    };
    small("first_player", 0, players - 1, s.first_player);
    small("current", 0, players - 1, s.current);
    small("turns_taken", 0, game_.turns_per_round(), s.turns_taken);
    small("round", 1, 65535, s.round);
    with(v, at, "step", [&](const json& n, const Pointer& p) {
        if (auto step = r_.name<Step>(n, p, parse_step, "step"))
            s.step = *step;
    });
    with(v, at, "last_roll", [&](const json& n, const Pointer& p) {
        if (n.is_null())
            return;
        const auto text = r_.string(n, p);
        if (!text)
            return;
        for (const DieFace& face : catalog.die_faces) {
            if (face.all ? *text == "all" : *text == candy_type_id(face.candy)) {
                s.last_roll = face;
                return;
            }
        }
        r_.error(p, "the candy die has no face \"" + *text + "\"");
    });
    with(v, at, "end", [&](const json& n, const Pointer& p) {
        if (auto end = r_.name<EndReason>(n, p, parse_end_reason, "end reason"))
            s.end = *end;
    });
    if (v.contains("choosing")) {
        with(v, at, "choosing", [&](const json& l, const Pointer& p) {
            if (!r_.is_array(l, p))
                return;
            if (l.empty() || l.size() > 2) {
                r_.error(p, "expected 1 or 2 orders drawn to choose from, found " +
                                std::to_string(l.size()));
                return;
            }
            for (size_t i = 0; i < l.size(); ++i) {
                if (auto c = card(l[i], p / i, orders_); c && orders_.put(*c, p / i, r_))
                    s.choosing[i] = static_cast<std::int8_t>(*c);
            }
        });
    }
    if (v.contains("revealed")) {
        with(v, at, "revealed", [&](const json& n, const Pointer& p) {
            if (auto c = card(n, p, orders_); c && orders_.put(*c, p, r_))
                s.revealed = static_cast<std::int8_t>(*c);
        });
    }
    const auto flag = [&](std::string_view key, bool& out) {
        if (!v.contains(key))
            return;
        with(v, at, key, [&](const json& b, const Pointer& p) {
            if (auto value = r_.boolean(b, p))
                out = *value;
        });
    };
    flag("factory_done", s.factory_done);
    flag("claimed_this_turn", s.claimed_this_turn);
    flag("worker_used_this_turn", s.worker_used_this_turn);
    flag("extra_order_action", s.extra_order_action);
    flag("extra_factory_action", s.extra_factory_action);
    if (v.contains("moved_out_of")) {
        with(v, at, "moved_out_of", [&](const json& o, const Pointer& p) {
            if (!r_.is_object(o, p))
                return;
            for (const auto& [key, spots] : o.items()) {
                const auto type = parse_candy_type(key);
                if (!type) {
                    r_.error(p / key, "unknown candy type \"" + key + "\"");
                    continue;
                }
                if (!r_.is_array(spots, p / key))
                    continue;
                for (size_t i = 0; i < spots.size(); ++i) {
                    if (auto spot =
                            r_.name<int>(spots[i], p / key / i, parse_dock_spot_name, "dock spot"))
                        s.moved_out_of[static_cast<size_t>(index_of(*type))] |=
                            static_cast<std::uint16_t>(1u << *spot);
                }
            }
        });
    }
    if (r_.error_count() != errors_before)
        return std::nullopt;

    orders_.check_all_placed(at, r_,
                             "the order deck, the discard pile, the market, any hand, any "
                             "completed orders, the cards set aside, those drawn to choose "
                             "from or the one shown to make a candy");
    tiles_.check_all_placed(at, r_,
                            "the tile deck, the discard pile, any hand, the floor or the tiles "
                            "set aside");
    // The bookkeeping every state keeps (sugarworks/consistency.hpp), read whole.
    if (r_.error_count() == errors_before) {
        for (const StateProblem& problem : consistency_problems(game_, s))
            r_.error(at / Pointer(problem.member), problem.message);
    }
    if (r_.error_count() != errors_before)
        return std::nullopt;
    return s;
}

}  // namespace

std::optional<GameState> state_from_json(const Game& game, const json& value,
                                         const std::string& file, const Pointer& at,
                                         Diagnostics& errors) {
    io::JsonReader reader(file, errors);
    StateReader state_reader(game, reader);
    return state_reader.read(value, at);
}

}  // namespace sugarworks
