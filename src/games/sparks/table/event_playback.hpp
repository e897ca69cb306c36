// What the table is showing happen: the events of the actions applied, one beat
// each, in order, so that a die is seen to go where it went, a marker to climb, a
// level to rise, each with its line and its sound. Only what is shown, never the
// game: the board already stands as the rules left it. Speed as the settings say;
// a queue that grows (computers playing fast) is played faster to catch up.
#pragma once

#include <deque>
#include <optional>
#include <vector>

#include "sparks/event.hpp"

namespace sparks::table {

class EventPlayback {
  public:
    // The events of an action just applied, after any still to be shown.
    void add(const std::vector<Event>& events);
    // `seconds` have passed at speed 1 (the settings' speed already applied).
    void advance(double seconds);
    // Everything still to be shown is shown at once (the player's Skip).
    void skip();
    bool playing() const { return now_.has_value() || !queue_.empty(); }
    // The event being shown, and how far into its beat (0 to 1).
    const std::optional<Event>& now() const { return now_; }
    double progress() const;
    // Counts the beats begun: a new number, a new event shown.
    int beat() const { return beat_; }
    // The events whose beat began since the last call (their sounds).
    std::vector<Event> take_started();

  private:
    std::deque<Event> queue_;
    std::optional<Event> now_;
    double into_ = 0;    // seconds into the beat of now_
    double length_ = 0;  // its beat's length
    std::vector<Event> started_;
    int beat_ = 0;

    void start_next();
};

// How long an event's beat lasts at speed 1: a die that moves or a marker that
// climbs is watched; bookkeeping passes at a glance.
double beat_seconds(EventKind kind);

}  // namespace sparks::table
