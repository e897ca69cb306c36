// Plays a movement's event list back in time: which event is on screen, how far
// into it, and the tally of everything before it. Pure: no SDL, no drawing.
#pragma once

#include <optional>
#include <vector>

#include "anim/floor_tally.hpp"
#include "sugarworks/event.hpp"
#include "sugarworks/floor.hpp"

namespace sugarworks::app {

inline constexpr double kMinSpeed = 0.25;
inline constexpr double kMaxSpeed = 8.0;

class Playback {
  public:
    Playback() = default;
    // Events may be empty (the conveyors have not run yet).
    Playback(const Floor& start, std::vector<Event> events);
    // From a tally of the floor (a movement in the middle of a game).
    Playback(const FloorTally& start, std::vector<Event> events);

    // [SECTION] Commands
    void play();  // plays on to the end (or the hold point)
    void step();  // plays the event on screen, then waits
    void pause();
    void rewind();  // back to the start floor, waiting
    // Stops in the middle of event `index` (0-based) at `progress` in [0, 1]
    // instead of running to the end: reproducible stills of the animation.
    void hold_at(int index, float progress);
    // Forgets the hold point; when stopped there, plays on.
    void release_hold();
    void set_speed(double speed);
    void advance(double seconds);

    // [SECTION] State
    const std::vector<Event>& events() const { return events_; }
    int size() const { return static_cast<int>(events_.size()); }
    int current() const { return current_; }  // the event on screen; size() when done
    float progress() const;                   // 0..1 into the current event
    double speed() const { return speed_; }
    bool playing() const { return playing_; }
    bool finished() const { return current_ >= size(); }
    bool held() const { return held_; }  // stopped at the hold point
    // Events whose log line is shown: those done and the one playing.
    int lines_shown() const;
    // The floor after every event before current().
    const FloorTally& tally() const { return tally_; }
    const FloorTally& start() const { return start_; }

  private:
    struct Hold {
        int index;
        float progress;
    };
    void finish_current();

    FloorTally start_{};
    FloorTally tally_{};
    std::vector<Event> events_;
    int current_ = 0;
    double elapsed_ = 0;  // seconds (at 1x) into the current event
    double speed_ = 1;
    bool playing_ = false;
    bool stepping_ = false;
    bool held_ = false;
    std::optional<Hold> hold_;
};

}  // namespace sugarworks::app
