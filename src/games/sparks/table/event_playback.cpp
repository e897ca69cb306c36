#include "table/event_playback.hpp"

#include <algorithm>

namespace sparks::table {

double beat_seconds(EventKind kind) {
    switch (kind) {
        case EventKind::DieTaken:
        case EventKind::DieGained:
        case EventKind::DiePlaced:
        case EventKind::DieRetrieved:
        case EventKind::DieSold:
        case EventKind::DieRerolled:
        case EventKind::DieChanged:
        case EventKind::Advanced:
        case EventKind::BoxActivated:
            return 0.45;
        case EventKind::RobotCompleted:
        case EventKind::LevelReached:
        case EventKind::BonusTaken:
        case EventKind::UpgradeTaken:
        case EventKind::AssistantRecruited:
        case EventKind::ProductionPlayed:
        case EventKind::TurnStarted:
        case EventKind::GameEnded:
            return 0.7;
        default:
            return 0.12;
    }
}

void EventPlayback::add(const std::vector<Event>& events) {
    queue_.insert(queue_.end(), events.begin(), events.end());
    if (!now_)
        start_next();
}

void EventPlayback::start_next() {
    now_.reset();
    into_ = 0;
    if (queue_.empty())
        return;
    now_ = queue_.front();
    queue_.pop_front();
    length_ = beat_seconds(now_->kind);
    ++beat_;
    started_.push_back(*now_);
}

void EventPlayback::advance(double seconds) {
    // Behind by more than a few beats: catch up, faster the further behind.
    seconds *= 1.0 + static_cast<double>(queue_.size()) / 6.0;
    while (now_ && seconds > 0) {
        const double left = length_ - into_;
        if (seconds < left) {
            into_ += seconds;
            return;
        }
        seconds -= left;
        start_next();
    }
}

void EventPlayback::skip() {
    queue_.clear();
    now_.reset();
    into_ = 0;
}

double EventPlayback::progress() const {
    return length_ > 0 ? std::clamp(into_ / length_, 0.0, 1.0) : 1.0;
}

std::vector<Event> EventPlayback::take_started() {
    std::vector<Event> out;
    out.swap(started_);
    return out;
}

}  // namespace sparks::table
