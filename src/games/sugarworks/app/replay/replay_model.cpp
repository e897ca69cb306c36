#include "replay/replay_model.hpp"

#include <algorithm>

#include "sugarworks/scoring.hpp"

namespace sugarworks::app {

ReplayModel::ReplayModel(Table table, std::string title, double speed, bool patterns)
    : table_(std::move(table)), title_(std::move(title)), patterns_(patterns) {
    set_speed(speed);
    // The log tells the set-up, then each action's events in order (a loaded game
    // has no remarks): where each action's lines begin.
    const std::size_t n = action_count();
    const auto& log = table_.log();
    log_from_.resize(n + 1);
    std::size_t line = 0;
    for (std::size_t k = 0; k <= n; ++k) {
        while (line < log.size() && log[line].action < static_cast<int>(k))
            ++line;
        log_from_[k] = static_cast<int>(line);
    }
    go_to(0, false);
}

// [SECTION] What is on screen

std::vector<ReplayViewChoice> ReplayModel::views() const {
    std::vector<ReplayViewChoice> out{{kSpectatorViewer, "Everyone"}};
    if (finished()) {
        for (int i = 0; i < table_.seat_count(); ++i)
            out.push_back({i, table_.seat(i).name});
    }
    return out;
}

ReplayFrame ReplayModel::frame() const {
    const Game& game = table_.game();
    const Match& match = table_.match();
    const GameState& now = state();
    ReplayFrame r;
    r.title = title_;
    r.shown = shown_;
    r.actions = action_count();
    r.round = now.round;
    r.rounds = table_.state().round;
    if (shown_ > 0)
        r.actor = table_.seat(match.actor(shown_ - 1)).name;
    r.finished = finished();
    r.views = views();
    r.viewer = viewer_;
    r.can_take_over = !now.over();

    TableFrame& f = r.table;
    f.game = &game;
    f.seats = seat_looks(table_);
    f.seed = match.seed();
    f.view = player_view(game, now, viewer_);
    // While the conveyors run, the table as the movement has it so far (the action
    // made, each special order out of the hand once its event is shown), so the
    // panels do not give away what the movement is about to do.
    if (clip_active_) {
        const auto told = static_cast<std::size_t>(events_told(*clip_, playback_));
        if (const std::optional<GameState> during = match.during_movement(shown_ - 1, told))
            f.view = player_view(game, *during, viewer_);
    }
    f.panels = f.view;
    // A game watched back shows a hand in the order of its cards.
    f.view.my_tiles.for_each([&](int tile) { f.hand_tiles.push_back(tile); });
    f.view.my_orders.for_each([&](int card) { f.hand_orders.push_back(card); });
    if (hands_public(game) && viewer_ != kSpectatorViewer) {
        const ScoreSheet sheet = score(game, now);
        if (!sheet.players.empty())
            f.score_now = ScoreNow{sheet.players.front().total, sheet.rating};
    }
    if (lines_viewer_ != viewer_) {
        lines_ = log_lines(table_, viewer_);
        lines_viewer_ = viewer_;
    }
    f.log = &lines_;
    if (clip_active_) {
        const int from = log_from_[shown_ - 1];
        f.log_shown = from + events_told(*clip_, playback_);
        const int on_screen = event_on_screen(*clip_, playback_);
        f.log_current = on_screen < 0 ? -1 : from + on_screen;
    } else {
        f.log_shown = log_from_[shown_];
    }
    f.playback = clip_active_ ? &playback_ : &still_;
    f.movement = movement_controls(playback_, clip_active_, speed_);
    f.movement.round = clip_ ? clip_->round : 0;
    f.movement.can_replay = clip_.has_value();
    f.movement.replay_label = "Play this movement again";
    f.patterns = patterns_;
    f.watched_back = true;
    if (viewer_ == kSpectatorViewer) {
        f.no_hand_why = finished()
                            ? "Seen by everyone: no hand is shown. Choose a player under "
                              "\"Seen by\" (or press 1 to 4) to see the game as they saw it."
                            : "Seen by everyone: no hand is shown, since this game is not over "
                              "and may still be played on.";
    }
    return r;
}

std::optional<Table> ReplayModel::take_over() const {
    if (state().over())
        return std::nullopt;
    return Table(table_.match().first(shown_), table_.info());
}

// [SECTION] What people ask

void ReplayModel::handle(const ReplayIntents& want) {
    const MovementIntents& movie = want.movement;
    if (movie.speed)
        set_speed(*movie.speed);
    steer(playback_, movie);
    if (movie.skip && clip_active_) {
        playback_.advance(1e9);
        sound_cursor_.silence(playback_);
        end_clip();
    }
    if (movie.replay && clip_ && !clip_active_)
        start_clip(true);
    if (want.viewer)
        set_viewer(*want.viewer);
    const std::size_t n = action_count();
    if (want.to_start)
        go_to(0, false);
    else if (want.to_end)
        go_to(n, false);
    else if (want.go_to)
        go_to(*want.go_to, false);
    else if (want.actions > 0 && shown_ < n)
        go_to(shown_ + 1, true);
    else if (want.actions < 0 && shown_ > 0)
        go_to(shown_ - 1, false);
    else if (want.rounds > 0 && shown_ < n)
        go_to(next_round(shown_), true);
    else if (want.rounds < 0 && shown_ > 0)
        go_to(previous_round(shown_), false);
}

void ReplayModel::go_to(std::size_t actions, bool play) {
    const std::size_t to = std::min(actions, action_count());
    // Going on, the movement of the last action stepped over plays (to a new
    // round: the one that ended the round before); going back, nothing plays.
    const bool on = play && to > shown_;
    shown_ = to;
    still_ = Playback(state().floor, {});
    clip_.reset();
    clip_active_ = false;
    if (shown_ > 0)
        start_clip(on);
}

void ReplayModel::set_viewer(int viewer) {
    for (const ReplayViewChoice& v : views()) {
        if (v.viewer == viewer)
            viewer_ = viewer;
    }
}

void ReplayModel::set_speed(double speed) {
    speed_ = std::clamp(speed, kMinSpeed, kMaxSpeed);
    playback_.set_speed(speed_);
}

// The movement of the last action shown, if it ran the conveyors: played from
// their start when `play`, else only offered again from the movement bar.
void ReplayModel::start_clip(bool play) {
    const Match& match = table_.match();
    const std::optional<Floor> start = match.movement_start(shown_ - 1);
    if (!start)
        return;
    if (!clip_)
        clip_ = movement_clip(match.events(shown_ - 1), *start);
    if (!clip_ || !play)
        return;
    clip_active_ = true;
    sound_cursor_.restart();
    playback_ = Playback(clip_->start, clip_->events);
    playback_.set_speed(speed_);
    playback_.play();
    update(0);
}

void ReplayModel::end_clip() {
    clip_active_ = false;
}

void ReplayModel::update(double dt) {
    if (!clip_active_)
        return;
    playback_.advance(dt);
    sound_cursor_.follow(playback_, sounds_);
    if (playback_.finished())
        end_clip();
}

std::vector<Cue> ReplayModel::take_sounds() {
    return std::exchange(sounds_, {});
}

// [SECTION] Rounds

std::size_t ReplayModel::round_start(std::size_t actions) const {
    const auto& states = table_.match().states();
    std::size_t k = std::min(actions, action_count());
    while (k > 0 && states[k - 1].round == states[k].round)
        --k;
    return k;
}

std::size_t ReplayModel::next_round(std::size_t actions) const {
    const auto& states = table_.match().states();
    const std::size_t n = action_count();
    std::size_t k = std::min(actions, n);
    const int round = states[k].round;
    while (k < n && states[k].round == round)
        ++k;
    return k;
}

std::size_t ReplayModel::previous_round(std::size_t actions) const {
    const std::size_t start = round_start(actions);
    if (start < actions || start == 0)
        return start;
    return round_start(start - 1);
}

}  // namespace sugarworks::app
