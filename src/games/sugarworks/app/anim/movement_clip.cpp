#include "anim/movement_clip.hpp"

namespace sugarworks::app {

std::vector<Event> floor_events_outside_movement(const std::vector<GameEvent>& events) {
    std::vector<Event> out;
    visit_outside_movement(events, [&](const GameEvent& e) {
        if (e.kind == GameEventKind::Floor)
            out.push_back(e.floor);
    });
    return out;
}

std::optional<MovementClip> movement_clip(const std::vector<GameEvent>& events,
                                          const Floor& start) {
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
    clip.start = tally_floor(start);
    clip.first_game_event = started;
    clip.round = events[static_cast<size_t>(started)].round;
    for (int i = started + 1; i < ended; ++i) {
        const GameEvent& e = events[static_cast<size_t>(i)];
        if (e.kind != GameEventKind::Floor)
            continue;
        clip.events.push_back(e.floor);
        clip.game_events.push_back(i);
    }
    return clip;
}

int events_told(const MovementClip& clip, const Playback& playback) {
    const int lines = playback.lines_shown();
    return lines > 0 ? clip.game_events[static_cast<size_t>(lines - 1)] + 1
                     : clip.first_game_event + 1;
}

int event_on_screen(const MovementClip& clip, const Playback& playback) {
    return playback.finished() ? -1 : clip.game_events[static_cast<size_t>(playback.current())];
}

}  // namespace sugarworks::app
