#include "sugarworks/event_json.hpp"

namespace sugarworks {

using nlohmann::json;

namespace {

json counts_to_json(const CandyCounts& counts) {
    json out = json::object();
    for (CandyType t : kAllCandyTypes)
        out[std::string(candy_type_id(t))] = counts[static_cast<size_t>(index_of(t))];
    return out;
}

json candy_to_json(CandyId id) {
    return {{"id", id}, {"type", candy_type_id(type_of(id))}};
}

}  // namespace

json place_to_json(const Place& place, const Floor& floor) {
    switch (place.kind) {
        case PlaceKind::Grid:
            return {{"cell", cell_name(place.cell(), floor.rows())}};
        case PlaceKind::Dock:
            return {{"dock", dock_spot_name(place.index)}};
        case PlaceKind::Crate:
            return {{"crate", crate_kind_id(floor.crate(place.index).kind)},
                    {"cell", cell_name(place.cell(), floor.rows())}};
        case PlaceKind::OffBoard:
            return {{"off_board", {place.row, place.col}}};
        case PlaceKind::Lost:
            return {{"lost", true}};
        case PlaceKind::Supply:
            return {{"supply", true}};
        case PlaceKind::None:
            break;
    }
    return nullptr;
}

json event_to_json(const Event& e, const Floor& floor) {
    json out = {{"event", event_kind_id(e.kind)}};
    if (e.candy != kNoCandy)
        out["candy"] = candy_to_json(e.candy);
    if (e.actor != kNoCandy) {
        out["actor"] = e.actor;
        out["step"] = e.step;
    }
    switch (e.kind) {
        case EventKind::Activate:
            out["at"] = place_to_json(e.from, floor);
            break;
        case EventKind::Move:
            out["from"] = place_to_json(e.from, floor);
            out["to"] = place_to_json(e.to, floor);
            out["cause"] = move_cause_id(e.cause);
            break;
        case EventKind::Bonk:
            out["struck"] = candy_to_json(e.other);
            out["at"] = place_to_json(e.to, floor);
            break;
        case EventKind::Eaten:
            out["at"] = place_to_json(e.to, floor);
            out["tile"] = e.tile;
            break;
        case EventKind::Delivered:
            out["into"] = place_to_json(e.to, floor);
            break;
        case EventKind::Lost:
            out["at"] = place_to_json(e.to, floor);
            out["cause"] = loss_cause_id(e.loss);
            break;
        case EventKind::TilePlaced:
            out["at"] = place_to_json(e.to, floor);
            out["tile"] = e.tile;
            out["replaced"] = e.other_tile;
            break;
    }
    if (e.actor != kNoCandy)
        out["chain_depth"] = e.depth;
    return out;
}

json events_to_json(const std::vector<Event>& events, const Floor& floor) {
    json out = json::array();
    for (const Event& e : events)
        out.push_back(event_to_json(e, floor));
    return out;
}

json floor_to_json(const Floor& floor) {
    json candies = json::array();
    json tiles = json::array();
    for (int r = 0; r < floor.rows(); ++r) {
        for (int c = 0; c < floor.cols(); ++c) {
            const CandyId id = floor.candy_at({r, c});
            if (id != kNoCandy) {
                json entry = candy_to_json(id);
                entry["at"] = cell_name({r, c}, floor.rows());
                candies.push_back(entry);
            }
            const PlacedTile& tile = floor.tile_at({r, c});
            if (tile.tile != kPrintedTile || tile.face.corner.kind != CornerKind::None) {
                json t = {{"at", cell_name({r, c}, floor.rows())},
                          {"tile", tile.tile},
                          {"center", center_icon_id(tile.face.center)}};
                if (tile.face.corner.kind == CornerKind::X)
                    t["corner"] = "x";
                if (tile.face.corner.kind == CornerKind::Eater) {
                    t["corner"] = {{"eater", candy_type_id(tile.face.corner.eats)}};
                }
                tiles.push_back(t);
            }
        }
    }
    json docks = json::object();
    for (int spot = 0; spot < floor.dock_count(); ++spot) {
        const Dock& d = floor.dock(spot);
        if (!d.has_output()) {
            docks[dock_spot_name(spot)] = nullptr;
            continue;
        }
        json entry = {{"output", candy_type_id(d.output_type())}};
        entry["candy"] = d.candy == kNoCandy ? json(nullptr) : candy_to_json(d.candy);
        docks[dock_spot_name(spot)] = entry;
    }
    json crates = json::array();
    for (int i = 0; i < floor.crate_count(); ++i) {
        const Crate& k = floor.crate(i);
        crates.push_back({{"crate", crate_kind_id(k.kind)},
                          {"at", cell_name(k.cell, floor.rows())},
                          {"contents", counts_to_json(k.contents)}});
    }
    return {{"candies", candies},
            {"tiles", tiles},
            {"docks", docks},
            {"crates", crates},
            {"lost", counts_to_json(floor.lost())},
            {"removed", counts_to_json(floor.removed())},
            {"supply", counts_to_json(floor.supply_counts())}};
}

}  // namespace sugarworks
