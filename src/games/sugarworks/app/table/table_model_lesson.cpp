// The table's model: a lesson's step at the table, what it allows and when it goes on.
#include "table/table_model.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

// [SECTION] The lesson

void TableModel::set_lesson(TableLesson lesson) {
    lesson_ = std::move(lesson);
    forget_computer_turn();
    show_resumed_step();
}

// A lesson resumed part-way shows its step as a learner arriving at it saw it: the
// last action's movement from where the step began in it, standing still there
// while the learner reads on, or going on to the sight the step waits for.
void TableModel::show_resumed_step() {
    const auto from = lesson_on() ? lesson_->resumed_playback() : std::nullopt;
    const Match& match = table_.match();
    const std::optional<Floor> start = match.movement_start();
    if (!from || !start)
        return;
    const std::size_t last = match.actions().size() - 1;
    const std::vector<GameEvent> events = match.events(last);
    const std::optional<MovementClip> clip = movement_clip(events, *start);
    if (!clip)
        return;
    const auto line =
        static_cast<int>(std::count_if(clip->game_events.begin(), clip->game_events.end(),
                                       [&](int e) { return e < static_cast<int>(from->events); }));
    if (line >= static_cast<int>(clip->events.size()))
        return;  // the step began once the conveyors had stopped
    const auto& log = table_.log();
    const auto first_log = std::find_if(log.begin(), log.end(), [&](const LogEntry& e) {
        return e.action == static_cast<int>(last) && !e.remark;
    });
    // The action's moment as when it was played: its movement starts.
    after_change(SubmitResult{true, {}, events, static_cast<int>(first_log - log.begin())});
    if (!clip_active_ || line == 0)
        return;
    // On, unheard, to where the step began.
    playback_.hold_at(line, 0);
    playback_.advance(1e9);
    sound_cursor_.silence(playback_);
    tips_followed_ = playback_.lines_shown();
    if (from->held) {
        lesson_->hold();
    } else {
        lesson_->release();  // the step's own sight, further on, is held when reached
        playback_.release_hold();
    }
}

bool TableModel::lesson_allows(const Action& action) const {
    return !lesson_on() || lesson_->run().allows(action);
}

std::optional<int> TableModel::lesson_sight_line() const {
    if (!lesson_ || !clip_ || !lesson_->sight_action() ||
        *lesson_->sight_action() + 1 != clip_actions_)
        return std::nullopt;
    // The lines up to the sight's event: a floor event is its own line, a game
    // event (a special order completed) comes after the line that caused it.
    const auto event = static_cast<int>(*lesson_->sight_end());
    return static_cast<int>(std::count_if(clip_->game_events.begin(), clip_->game_events.end(),
                                          [&](int e) { return e <= event; }));
}

bool TableModel::lesson_sight_reached() const {
    const std::optional<int> line = lesson_sight_line();
    return !line || !clip_active_ || playback_.current() >= *line;
}

bool TableModel::lesson_can_go_on() const {
    return lesson_on() && lesson_->run().can_go_on() && lesson_sight_reached();
}

void TableModel::lesson_go_on() {
    if (!lesson_can_go_on())
        return;
    lesson_->go_on(table_.match().actions().size());
    if (!lesson_->holding())
        playback_.release_hold();
}

std::optional<LessonFrame> TableModel::lesson_frame() const {
    if (!lesson_)
        return std::nullopt;
    const lessons::LessonRun& run = lesson_->run();
    LessonFrame f;
    f.title = lesson_->lesson().title;
    f.steps = run.steps();
    f.finished = run.finished();
    f.step = std::min(run.step() + 1, run.steps());
    f.next_title = lesson_->next_title();
    f.all_steps = &lesson_->lesson().steps;
    if (f.finished) {
        f.words = f.next_title.empty()
                      ? "That is the end of the lesson. Play on as you like, or leave it for "
                        "the lessons and a game of your own from the menu."
                      : "That is the end of the lesson. Play on as you like, or go on to the "
                        "next one: " +
                            f.next_title + ".";
        return f;
    }
    const lessons::LessonStep& step = run.current();
    f.words = with_seat_names(step.say);
    f.task = step.task;
    f.show = step.show;
    f.can_next = lesson_can_go_on();
    f.staged = staged_.has_value();
    f.waiting = step.task == lessons::LessonTask::Watch && !f.can_next;
    return f;
}

}  // namespace sugarworks::app
