// The table's model: the conveyors' movement played back, and refusals shown and forgotten.
#include "table/table_model.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

// [SECTION] Movement playback

void TableModel::start_clip(const MovementClip& clip, int first_log, bool replay) {
    clip_ = clip;
    clip_first_log_ = first_log;
    clip_actions_ = table_.match().actions().size();
    clip_replay_ = replay;
    clip_active_ = true;
    sound_cursor_.restart();
    tips_followed_ = 0;
    staged_.reset();
    pick_ = {};
    playback_ = Playback(clip.start, clip.events);
    playback_.set_speed(prefs_.speed);
    playback_.play();
    update(0);
}

TableModel::Situation TableModel::situation() const {
    const GameState& s = table_.state();
    return {table_.match().actions().size(), clip_active_, s.current, s.step, phase()};
}

// Why a click was refused holds only while the table is as it was then: once an
// action is taken, the conveyors start or stop, or another player acts, it would
// speak of what is gone ("It is Blake's turn" while Casey plays).
void TableModel::forget_stale_refusal() {
    if (refusal_ && situation() != refused_in_)
        refusal_.reset();
}

void TableModel::refuse(Refusal refusal) {
    refusal_ = std::move(refusal);
    refusal_for_ = kRefusalSeconds;
    refused_in_ = situation();
}

void TableModel::update(double dt) {
    produced_t_ = std::min(1.0, produced_t_ + dt * prefs_.speed / 0.8);
    roll_shown_for_ = std::max(0.0, roll_shown_for_ - dt * prefs_.speed);
    refusal_for_ -= dt;
    if (refusal_for_ <= 0)
        refusal_.reset();
    if (still_actions_ != log_version_) {
        still_ = Playback(table_.state().floor, {});
        still_actions_ = log_version_;
    }
    drive_computers(dt);
    forget_stale_refusal();
    tips_.update(dt, tip_in_view());
    if (!clip_active_)
        return;
    // The lesson holds the floor just after what the learner was told to watch.
    if (lesson_on() && !lesson_->holding() &&
        lesson_->run().current().task == lessons::LessonTask::Watch) {
        const std::optional<int> line = lesson_sight_line();
        // A sight that is the movement's very last moment is held by keeping the
        // finished movement on the floor (below), not by a hold point; a sight
        // after the movement (a candy made) is seen on the table.
        const bool last_moment =
            line && *line == playback_.size() && !clip_->game_events.empty() &&
            clip_->game_events.back() == static_cast<int>(*lesson_->sight_end());
        if (line && (*line < playback_.size() || last_moment)) {
            if (*line < playback_.size())
                playback_.hold_at(*line, 0);
            lesson_->hold();
        }
    }
    playback_.advance(dt);
    sound_cursor_.follow(playback_, sounds_);
    // Each moment's tip as the playback reaches it (again after a rewind).
    tips_followed_ = std::min(tips_followed_, playback_.lines_shown());
    for (; tips_followed_ < playback_.lines_shown(); ++tips_followed_)
        offer_floor_tip(playback_.events(), static_cast<std::size_t>(tips_followed_));
    if (clip_replay_) {
        log_shown_ = static_cast<int>(table_.log().size());
    } else {
        log_shown_ = clip_first_log_ + events_told(*clip_, playback_);
    }
    log_current_ = playback_.finished() ? -1 : clip_first_log_ + event_on_screen(*clip_, playback_);
    // The last candy has stopped: the table (or the next hand-off) comes back,
    // unless a lesson holds that very moment for the learner to look at.
    if (playback_.finished() && !(lesson_on() && lesson_->holding()))
        end_clip();
    forget_stale_refusal();
}

void TableModel::end_clip() {
    clip_active_ = false;
    if (!clip_replay_) {
        notice_ = pending_notice_;
        pending_notice_.clear();
        if (!pending_produced_.empty()) {
            produced_ = std::move(pending_produced_);
            pending_produced_.clear();
            produced_t_ = 0;
        }
        // Everyone watched: whoever acts next takes the computer again.
        owner_ = kTableViewer;
        offer_game_tips(std::exchange(tips_after_, {}), true);
    }
    log_current_ = -1;
    log_shown_ = static_cast<int>(table_.log().size());
}

}  // namespace sugarworks::app
