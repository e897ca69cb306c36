#include "anim/movement_clip.hpp"

namespace sugarworks::app {

std::optional<MovementClip> movement_clip(const std::vector<GameEvent>& events,
                                          const GameState& after) {
    int started = -1;
    int ended = static_cast<int>(events.size());
    for (int i = 0; i < static_cast<int>(events.size()); ++i) {
        const GameEventKind kind = events[static_cast<size_t>(i)].kind;
        if (kind == GameEventKind::MovementStarted && started < 0)
            started = i;
        else if (kind == GameEventKind::MovementEnded && started >= 0) {
            ended = i;
            break;
        }
    }
    if (started < 0)
        return std::nullopt;

    MovementClip clip;
    clip.first_game_event = started;
    clip.round = events[static_cast<size_t>(started)].round;
    for (int i = started + 1; i < ended; ++i) {
        const GameEvent& e = events[static_cast<size_t>(i)];
        if (e.kind != GameEventKind::Floor)
            continue;
        clip.events.push_back(e.floor);
        clip.game_events.push_back(i);
    }

    // Every candy on the floor when the conveyors start is activated, or moved
    // before its turn; its first event says where it stood. The crates, the
    // gutter and the supply are the state's, with the movement (and the
    // production after it) taken back out.
    FloorTally& start = clip.start;
    std::array<bool, kCandyIdSlots> seen{};
    const auto first_seen = [&](CandyId id, const Place& at) {
        if (id == kNoCandy || id >= kCandyIdSlots || seen[id])
            return;
        seen[id] = true;
        start.where[id] = at;
    };
    for (const Event& e : clip.events) {
        switch (e.kind) {
            case EventKind::Activate:
            case EventKind::Move:
                first_seen(e.candy, e.from);
                break;
            case EventKind::Bonk:
                first_seen(e.other, e.to);
                break;
            default:
                break;
        }
    }
    for (int i = 0; i < after.floor.crate_count(); ++i)
        start.crates[static_cast<size_t>(i)] = after.floor.crate(i).contents;
    start.lost = after.floor.lost();
    start.supply = after.floor.supply_counts();
    for (const Event& e : clip.events) {
        if (e.candy == kNoCandy || e.candy >= kCandyIdSlots)
            continue;
        const auto type = static_cast<size_t>(index_of(type_of(e.candy)));
        if (e.kind == EventKind::Delivered && e.to.index < kMaxCrates)
            --start.crates[e.to.index][type];
        else if (e.kind == EventKind::Lost)
            --start.lost[type];
    }
    for (size_t i = static_cast<size_t>(ended); i < events.size(); ++i) {
        if (events[i].kind == GameEventKind::CandyProduced)
            ++start.supply[static_cast<size_t>(index_of(events[i].candy))];
    }
    return clip;
}

}  // namespace sugarworks::app
