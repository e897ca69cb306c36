// The movement phase inside an action's events, ready to play back: the floor
// events of the conveyors and the floor as the core says it stood when they
// started. Pure: a filter over the core's events, no rule here.
#pragma once

#include <optional>
#include <vector>

#include "anim/floor_tally.hpp"
#include "anim/playback.hpp"
#include "sugarworks/game_event.hpp"
#include "sugarworks/game_state.hpp"

namespace sugarworks::app {

struct MovementClip {
    FloorTally start;
    std::vector<Event> events;     // the floor events between MovementStarted and MovementEnded
    std::vector<int> game_events;  // for each, its index in the action's event list
    int first_game_event = 0;      // the index of MovementStarted
    int round = 0;
};

// Calls `visit` with each of `events` (one action's) that is not part of a
// conveyor movement (between MovementStarted and MovementEnded), in order.
template <typename Visit>
void visit_outside_movement(const std::vector<GameEvent>& events, Visit visit) {
    bool moving = false;
    for (const GameEvent& e : events) {
        if (e.kind == GameEventKind::MovementStarted)
            moving = true;
        else if (e.kind == GameEventKind::MovementEnded)
            moving = false;
        else if (!moving)
            visit(e);
    }
}

// The floor events of `events` (one action's) that are not the conveyors': a
// tile laid, and a candy its corner icon eats at once. They happen at once.
std::vector<Event> floor_events_outside_movement(const std::vector<GameEvent>& events);

// The movement of `events` (one action's), or nothing when the conveyors did not
// run. `start` is the floor as they started (Match::movement_start).
std::optional<MovementClip> movement_clip(const std::vector<GameEvent>& events, const Floor& start);

// While `playback` plays `clip`: how many of the action's events the log tells
// (those before the conveyors started, their start, and each floor event shown
// so far), and the one on screen (-1 once the playback has finished).
int events_told(const MovementClip& clip, const Playback& playback);
int event_on_screen(const MovementClip& clip, const Playback& playback);

}  // namespace sugarworks::app
