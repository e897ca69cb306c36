#include "anim/playback.hpp"

#include <algorithm>

#include "anim/timing.hpp"

namespace sugarworks::app {

Playback::Playback(const Floor& start, std::vector<Event> events)
    : start_(tally_floor(start)), tally_(start_), events_(std::move(events)) {}

Playback::Playback(const FloorTally& start, std::vector<Event> events)
    : start_(start), tally_(start_), events_(std::move(events)) {}

void Playback::play() {
    if (held_) {  // a second "run" goes on past the hold point
        held_ = false;
        hold_.reset();
    }
    playing_ = !finished();
    stepping_ = false;
}

void Playback::step() {
    if (finished())
        return;
    playing_ = true;
    stepping_ = true;
}

void Playback::pause() {
    playing_ = false;
    stepping_ = false;
}

void Playback::rewind() {
    tally_ = start_;
    current_ = 0;
    elapsed_ = 0;
    playing_ = stepping_ = held_ = false;
}

void Playback::hold_at(int index, float progress) {
    hold_ = Hold{std::clamp(index, 0, std::max(0, size() - 1)), std::clamp(progress, 0.0f, 1.0f)};
}

void Playback::release_hold() {
    hold_.reset();
    if (held_) {
        held_ = false;
        playing_ = !finished();
    }
}

void Playback::set_speed(double speed) {
    speed_ = std::clamp(speed, kMinSpeed, kMaxSpeed);
}

float Playback::progress() const {
    if (finished())
        return 0;
    return static_cast<float>(std::clamp(elapsed_ / event_seconds(events_[current_]), 0.0, 1.0));
}

int Playback::lines_shown() const {
    return std::min(size(), current_ + (elapsed_ > 0 ? 1 : 0));
}

void Playback::finish_current() {
    apply_event(tally_, events_[current_]);
    ++current_;
    elapsed_ = 0;
}

void Playback::advance(double seconds) {
    double left = std::max(0.0, seconds) * speed_;
    while (playing_ && left > 0 && !finished()) {
        const double duration = event_seconds(events_[current_]);
        if (hold_ && hold_->index == current_ && !held_) {
            const double target = hold_->progress * duration;
            if (elapsed_ + left >= target) {
                elapsed_ = std::max(elapsed_, target);
                playing_ = stepping_ = false;
                held_ = true;
                return;
            }
        }
        if (elapsed_ + left < duration) {
            elapsed_ += left;
            return;
        }
        left -= duration - elapsed_;
        finish_current();
        if (stepping_)
            pause();
    }
    if (finished())
        pause();
}

}  // namespace sugarworks::app
