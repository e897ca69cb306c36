#include "anim/floor_tally.hpp"

namespace sugarworks::app {

FloorTally tally_floor(const Floor& floor) {
    FloorTally tally;
    for (int id = 0; id < kCandyIdSlots; ++id) {
        if (const auto place = floor.find(static_cast<CandyId>(id)))
            tally.where[static_cast<size_t>(id)] = *place;
    }
    for (int i = 0; i < floor.crate_count(); ++i)
        tally.crates[static_cast<size_t>(i)] = floor.crate(i).contents;
    tally.lost = floor.lost();
    tally.supply = floor.supply_counts();
    return tally;
}

void apply_event(FloorTally& tally, const Event& event) {
    if (event.candy == kNoCandy || event.candy >= kCandyIdSlots)
        return;
    Place& where = tally.where[event.candy];
    const auto type = static_cast<size_t>(index_of(type_of(event.candy)));
    switch (event.kind) {
        case EventKind::Move:
            where = event.to;
            break;
        case EventKind::Delivered:
            where = Place{};
            if (event.to.index < kMaxCrates)
                ++tally.crates[event.to.index][type];
            break;
        case EventKind::Lost:
            where = Place{};
            ++tally.lost[type];
            break;
        case EventKind::Activate:
        case EventKind::Bonk:
        case EventKind::Eaten:
        case EventKind::TilePlaced:
            break;
    }
}

}  // namespace sugarworks::app
