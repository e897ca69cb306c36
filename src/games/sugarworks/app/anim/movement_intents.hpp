// The conveyor controls, shared by the table and the movement example: what
// they show (MovementControls) and what a click or key on them asks for
// (MovementIntents). Pure data, and the one function that steers a Playback.
#pragma once

#include <optional>
#include <string>

#include "anim/playback.hpp"

namespace sugarworks::app {

struct MovementControls {
    bool active = false;  // a movement is on screen
    bool playing = false;
    bool finished = false;
    int done = 0;
    int total = 0;
    double speed = 1;
    bool can_replay = false;  // a movement can be played (again) from its start
    std::string replay_label = "Replay the last movement";
    int round = 0;  // the table: the round whose movement it is
};

struct MovementIntents {
    bool play = false;
    bool pause = false;
    bool step = false;
    bool skip = false;    // to the end at once
    bool replay = false;  // from the start again
    std::optional<double> speed;
};

// The controls of `playback` (a movement on screen when `active`) at `speed`.
inline MovementControls movement_controls(const Playback& playback, bool active, double speed) {
    MovementControls m;
    m.active = active;
    m.playing = playback.playing();
    m.finished = active && playback.finished();
    m.done = playback.lines_shown();
    m.total = playback.size();
    m.speed = speed;
    return m;
}

// Play, pause, step and speed move the playback's clock; skip and replay are for
// its owner, who knows what comes after the end and where the start is.
inline void steer(Playback& playback, const MovementIntents& want) {
    if (want.speed)
        playback.set_speed(*want.speed);
    if (want.pause)
        playback.pause();
    if (want.play)
        playback.play();
    if (want.step)
        playback.step();
}

}  // namespace sugarworks::app
