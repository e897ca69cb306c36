// A lesson file's "setup" (schema sugarworks.lesson/2), read into an Arrangement.
#include "lessons/lesson_setup.hpp"

#include <algorithm>
#include <string>

namespace sugarworks::lessons {

using io::json;
using io::Pointer;

namespace {

// A tile named by its kind is resolved once the whole setup is read (the tiles
// named by number are then known); until then it holds kFirstPending - n.
constexpr int kFirstPending = -1000;

struct PendingTile {
    int kind = 0;  // index into catalog.tile_kinds
    Pointer at;
};

class SetupReader {
  public:
    SetupReader(io::JsonReader& reader, const Catalog& catalog)
        : reader_(reader), catalog_(catalog) {}

    SetupRead read(const json& value, const Pointer& at) {
        SetupRead out;
        if (!reader_.is_object(value, at))
            return out;
        reader_.no_unknown_members(value, at,
                                   {"seats", "market", "order_deck", "tile_deck", "blankets",
                                    "outputs", "tiles", "candies", "crates", "lost"});
        Arrangement& a = out.arrangement;
        if (const json* m = reader_.member(value, at, "seats", false))
            read_seats(*m, at / "seats", a);
        if (const json* m = reader_.member(value, at, "market", false)) {
            list(*m, at / "market", [&](const json& v, const Pointer& p) {
                a.market.push_back(v.is_null() ? kNoCard : order(v, p));
            });
        }
        if (const json* m = reader_.member(value, at, "order_deck", false))
            list(*m, at / "order_deck",
                 [&](const json& v, const Pointer& p) { a.order_deck_top.push_back(order(v, p)); });
        if (const json* m = reader_.member(value, at, "tile_deck", false))
            list(*m, at / "tile_deck",
                 [&](const json& v, const Pointer& p) { a.tile_deck_top.push_back(tile(v, p)); });
        if (const json* m = reader_.member(value, at, "blankets", false))
            read_blankets(*m, at / "blankets", a);
        if (const json* m = reader_.member(value, at, "outputs", false))
            read_outputs(*m, at / "outputs", a);
        if (const json* m = reader_.member(value, at, "tiles", false))
            list(*m, at / "tiles",
                 [&](const json& v, const Pointer& p) { read_floor_tile(v, p, a); });
        if (const json* m = reader_.member(value, at, "candies", false)) {
            a.candies.emplace();
            list(*m, at / "candies", [&](const json& v, const Pointer& p) { read_candy(v, p, a); });
        }
        if (const json* m = reader_.member(value, at, "crates", false))
            list(*m, at / "crates",
                 [&](const json& v, const Pointer& p) { read_off_floor(v, p, true, out); });
        if (const json* m = reader_.member(value, at, "lost", false))
            list(*m, at / "lost",
                 [&](const json& v, const Pointer& p) { read_off_floor(v, p, false, out); });
        resolve_tile_kinds(a);
        return out;
    }

  private:
    template <typename Each>
    void list(const json& value, const Pointer& at, Each each) {
        if (!reader_.is_array(value, at))
            return;
        for (std::size_t i = 0; i < value.size(); ++i)
            each(value[i], at / i);
    }

    // An order card: its number in data/sugarworks/orders.json or its id.
    int order(const json& value, const Pointer& at) {
        const auto& orders = catalog_.orders;
        if (value.is_number_integer()) {
            const auto n = value.get<long long>();
            if (n < 0 || n >= static_cast<long long>(orders.size()))
                reader_.error(at, "there is no order card " + std::to_string(n));
            return static_cast<int>(n);
        }
        if (!value.is_string()) {
            reader_.error(at, "expected an order card's id or number, found " +
                                  std::string(io::type_word(value)));
            return kNoCard;
        }
        const auto id = value.get<std::string>();
        for (std::size_t i = 0; i < orders.size(); ++i)
            if (orders[i].id == id)
                return static_cast<int>(i);
        reader_.error(at, "unknown order card \"" + id + "\"");
        return kNoCard;
    }

    // A conveyor tile: its number in the box, or its kind (resolved later).
    int tile(const json& value, const Pointer& at) {
        if (value.is_number_integer()) {
            const auto n = value.get<long long>();
            if (n < 0 || n >= catalog_.tile_count())
                reader_.error(at, "there is no conveyor tile " + std::to_string(n));
            return static_cast<int>(n);
        }
        if (!value.is_string()) {
            reader_.error(at, "expected a conveyor tile's kind or number, found " +
                                  std::string(io::type_word(value)));
            return -1;
        }
        const auto id = value.get<std::string>();
        for (std::size_t k = 0; k < catalog_.tile_kinds.size(); ++k) {
            if (catalog_.tile_kinds[k].id == id) {
                pending_.push_back({static_cast<int>(k), at});
                return kFirstPending - static_cast<int>(pending_.size() - 1);
            }
        }
        reader_.error(at, "unknown conveyor tile kind \"" + id + "\"");
        return -1;
    }

    std::optional<CandyType> candy(const json& object, const Pointer& at, std::string_view key) {
        const json* m = reader_.member(object, at, key);
        if (!m)
            return std::nullopt;
        return reader_.name<CandyType>(*m, at / std::string(key), parse_candy_type, "candy type");
    }

    void read_seats(const json& value, const Pointer& at, Arrangement& a) {
        list(value, at, [&](const json& seat, const Pointer& p) {
            SeatArrangement hand;
            if (reader_.is_object(seat, p)) {
                reader_.no_unknown_members(seat, p, {"tiles", "orders"});
                if (const json* m = reader_.member(seat, p, "tiles", false)) {
                    hand.tiles.emplace();
                    list(*m, p / "tiles", [&](const json& v, const Pointer& q) {
                        hand.tiles->push_back(tile(v, q));
                    });
                }
                if (const json* m = reader_.member(seat, p, "orders", false)) {
                    hand.orders.emplace();
                    list(*m, p / "orders", [&](const json& v, const Pointer& q) {
                        hand.orders->push_back(order(v, q));
                    });
                }
            }
            a.seats.push_back(std::move(hand));
        });
    }

    void read_blankets(const json& value, const Pointer& at, Arrangement& a) {
        a.blankets.emplace();
        list(value, at, [&](const json& b, const Pointer& p) {
            BlanketArrangement blanket;
            if (!reader_.is_object(b, p))
                return;
            reader_.no_unknown_members(b, p, {"blanket", "side"});
            if (const json* m = reader_.member(b, p, "blanket")) {
                if (auto id = reader_.string(*m, p / "blanket")) {
                    const auto& cards = catalog_.blankets;
                    const auto it = std::find_if(cards.begin(), cards.end(),
                                                 [&](const BlanketCard& c) { return c.id == *id; });
                    if (it == cards.end())
                        reader_.error(p / "blanket", "unknown blanket order \"" + *id + "\"");
                    blanket.card = static_cast<int>(it - cards.begin());
                }
            }
            if (const json* m = reader_.member(b, p, "side")) {
                if (auto side = reader_.string(*m, p / "side")) {
                    if (*side != "grey" && *side != "colourful")
                        reader_.error(p / "side", "unknown side \"" + *side +
                                                      "\" (expected grey or colourful)");
                    blanket.colourful = *side == "colourful";
                }
            }
            a.blankets->push_back(blanket);
        });
    }

    void read_outputs(const json& value, const Pointer& at, Arrangement& a) {
        a.outputs.emplace();
        if (!reader_.is_object(value, at))
            return;
        for (const auto& [key, type] : value.items()) {
            const Pointer p = at / key;
            const auto spot = parse_dock_spot_name(key);
            if (!spot) {
                reader_.error(p, "unknown dock spot \"" + key + "\" (written like \"A-upper\")");
                continue;
            }
            if (type.is_null())
                continue;
            if (auto t = reader_.name<CandyType>(type, p, parse_candy_type, "candy type"))
                (*a.outputs)[static_cast<std::size_t>(*spot)] = *t;
        }
    }

    void read_floor_tile(const json& value, const Pointer& at, Arrangement& a) {
        if (!reader_.is_object(value, at))
            return;
        reader_.no_unknown_members(value, at, {"at", "tile"});
        TileOnFloor t;
        if (const json* m = reader_.member(value, at, "at"))
            t.at = reader_.cell(*m, at / "at").value_or(Cell{});
        if (const json* m = reader_.member(value, at, "tile"))
            t.tile = tile(*m, at / "tile");
        a.tiles.push_back(t);
    }

    void read_candy(const json& value, const Pointer& at, Arrangement& a) {
        if (!reader_.is_object(value, at))
            return;
        reader_.no_unknown_members(value, at, {"type", "at"});
        CandyOnFloor c;
        if (auto type = candy(value, at, "type"))
            c.type = *type;
        if (const json* m = reader_.member(value, at, "at")) {
            if (m->is_string() && m->get<std::string>() == "output")
                c.on_output = true;
            else if (auto cell = reader_.cell(*m, at / "at"))
                c.at = *cell;
        }
        a.candies->push_back(c);
    }

    void read_off_floor(const json& value, const Pointer& at, bool crate, SetupRead& out) {
        if (!reader_.is_object(value, at))
            return;
        if (crate)
            reader_.no_unknown_members(value, at, {"crate", "type", "count"});
        else
            reader_.no_unknown_members(value, at, {"type", "count"});
        CandiesOffFloor c;
        if (crate) {
            if (const json* m = reader_.member(value, at, "crate"))
                c.crate = reader_.name<CrateKind>(*m, at / "crate", parse_crate_kind, "crate")
                              .value_or(CrateKind::Heart);
        }
        if (auto type = candy(value, at, "type"))
            c.type = *type;
        if (const json* m = reader_.member(value, at, "count", false))
            c.count = reader_.integer(*m, at / "count", 1, kMaxCandiesPerType).value_or(1);
        out.arrangement.off_floor.push_back(c);
        out.off_floor_at.push_back(at);
    }

    // Each tile named by kind becomes the lowest-numbered tile of that kind that no
    // entry names by number and no earlier kind entry has taken.
    void resolve_tile_kinds(Arrangement& a) {
        std::vector<int*> slots;
        for (SeatArrangement& seat : a.seats)
            if (seat.tiles)
                for (int& t : *seat.tiles)
                    slots.push_back(&t);
        for (int& t : a.tile_deck_top)
            slots.push_back(&t);
        for (TileOnFloor& t : a.tiles)
            slots.push_back(&t.tile);
        std::vector<bool> taken(static_cast<std::size_t>(catalog_.tile_count()), false);
        for (const int* t : slots)
            if (*t >= 0 && *t < catalog_.tile_count())
                taken[static_cast<std::size_t>(*t)] = true;
        std::vector<int> resolved;
        for (const PendingTile& p : pending_) {
            int found = -1;
            for (int t = 0; t < catalog_.tile_count() && found < 0; ++t)
                if (catalog_.tile_kind_of[static_cast<std::size_t>(t)] == p.kind &&
                    !taken[static_cast<std::size_t>(t)])
                    found = t;
            const TileKind& kind = catalog_.tile_kinds[static_cast<std::size_t>(p.kind)];
            if (found < 0)
                reader_.error(p.at, "no " + kind.name + " is left (the box has " +
                                        std::to_string(kind.count) +
                                        ", and the setup names them all before this one)");
            else
                taken[static_cast<std::size_t>(found)] = true;
            resolved.push_back(found);
        }
        for (int* t : slots)
            if (*t <= kFirstPending)
                *t = resolved[static_cast<std::size_t>(kFirstPending - *t)];
    }

    io::JsonReader& reader_;
    const Catalog& catalog_;
    std::vector<PendingTile> pending_;
};

}  // namespace

SetupRead read_setup(const json& value, const Pointer& at, io::JsonReader& reader,
                     const Catalog& catalog) {
    return SetupReader(reader, catalog).read(value, at);
}

Pointer setup_pointer(const ArrangeProblem& problem, const SetupRead& setup) {
    const Pointer top = Pointer() / "setup";
    const auto entry = [&](const Pointer& list) {
        return problem.index >= 0 ? list / static_cast<std::size_t>(problem.index) : list;
    };
    const auto seat = [&] { return top / "seats" / static_cast<std::size_t>(problem.seat); };
    switch (problem.part) {
        case ArrangePart::Seat:
            return seat();
        case ArrangePart::SeatTiles:
            return entry(seat() / "tiles");
        case ArrangePart::SeatOrders:
            return entry(seat() / "orders");
        case ArrangePart::Market:
            return entry(top / "market");
        case ArrangePart::OrderDeckTop:
            return entry(top / "order_deck");
        case ArrangePart::TileDeckTop:
            return entry(top / "tile_deck");
        case ArrangePart::Blankets:
            return entry(top / "blankets");
        case ArrangePart::Outputs:
            return problem.index >= 0 ? top / "outputs" / dock_spot_name(problem.index)
                                      : top / "outputs";
        case ArrangePart::Tiles:
            return entry(top / "tiles");
        case ArrangePart::Candies:
            return entry(top / "candies");
        case ArrangePart::OffFloor:
            if (problem.index >= 0 && problem.index < static_cast<int>(setup.off_floor_at.size()))
                return setup.off_floor_at[static_cast<std::size_t>(problem.index)];
            return top;
    }
    return top;
}

}  // namespace sugarworks::lessons
