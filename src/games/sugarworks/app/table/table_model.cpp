// The table's model: the game at the table and what is on screen of it; what
// people ask, the computers, movement, lessons and tips are in table_model_*.cpp.
#include "table/table_model.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

TablePrefs table_prefs(const shell::Settings& settings, double speed) {
    TablePrefs prefs;
    prefs.speed = speed;
    prefs.confirm_final = settings.confirm_final_actions;
    prefs.patterns = settings.colourblind;
    prefs.computer_pace = settings.computer_pace;
    prefs.hints = settings.hints;
    prefs.tips = settings.tips;
    return prefs;
}

TableModel::TableModel(Table table, TablePrefs prefs)
    : table_(std::move(table)), prefs_(prefs), take_back_floor_(table_.match().actions().size()) {
    log_shown_ = static_cast<int>(table_.log().size());
    tips_.set_setting(prefs_.tips);
}

void TableModel::set_prefs(const TablePrefs& prefs) {
    prefs_ = prefs;
    playback_.set_speed(prefs_.speed);
    if (!prefs_.confirm_final)
        staged_.reset();
    tips_.set_setting(prefs_.tips);
}

bool TableModel::take_round_started() {
    return std::exchange(round_started_, false);
}

std::vector<Cue> TableModel::take_sounds() {
    return std::exchange(sounds_, {});
}

// [SECTION] What is on screen

bool TableModel::shared() const {
    // With one person at the screen (or none) there is no one to hide a hand from.
    if (hands_public(table_.game()) || table_.human_count() <= 1)
        return false;
    const GameState& s = table_.state();
    return clip_active_ || s.over() || s.step == Step::Roll || roll_shown_for_ > 0;
}

TablePhase TableModel::phase() const {
    const GameState& s = table_.state();
    if (clip_active_ || roll_shown_for_ > 0)
        return TablePhase::Table;
    // A lesson's last words are read at the table before its score sheet.
    if (s.over())
        return lesson_on() ? TablePhase::Table : TablePhase::Over;
    // The cover passes the computer between two people only.
    if (hands_public(table_.game()) || s.step == Step::Roll || table_.is_computer(s.current) ||
        table_.human_count() <= 1)
        return TablePhase::Table;
    if (owner_ != s.current)
        return TablePhase::Cover;
    return recap_pending_ ? TablePhase::Recap : TablePhase::Table;
}

int TableModel::viewer() const {
    if (hands_public(table_.game()))
        return table_.state().current;
    // One person among computers sees their own hand throughout; with no one,
    // the screen shows the table.
    if (table_.human_count() <= 1)
        return table_.sole_human();
    if (shared() || phase() != TablePhase::Table || table_.is_computer(table_.state().current))
        return kTableViewer;
    return owner_;
}

int TableModel::last_actor() const {
    const auto& actions = table_.match().actions();
    return actions.empty() ? -1 : table_.match().actor(actions.size() - 1);
}

// A computer's action is not taken back: it would only play it again.
bool TableModel::can_take_back() const {
    return !lesson_on() && !clip_active_ && table_.match().actions().size() > take_back_floor_ &&
           !table_.is_computer(last_actor()) && table_.match().can_take_back(last_actor());
}

bool TableModel::can_undo() const {
    return phase() == TablePhase::Table && can_take_back() &&
           (viewer() == last_actor() || hands_public(table_.game()) || shared());
}

bool TableModel::can_redo() const {
    return !lesson_on() && phase() == TablePhase::Table && !clip_active_ &&
           table_.match().can_redo() &&
           (viewer() == table_.state().current || hands_public(table_.game()));
}

CoverText TableModel::cover() const {
    const GameState& s = table_.state();
    CoverText c;
    c.name = table_.seat(s.current).name;
    c.colour = table_.seat(s.current).colour;
    c.why = "Round " + std::to_string(s.round) + ": " + std::string(step_words(s.step)) + ".";
    if (can_take_back()) {
        const int who = last_actor();
        c.take_back = (who == s.current ? std::string("Take back my last action")
                                        : table_.seat(who).name + ": take back my last action");
    }
    return c;
}

std::vector<std::string> TableModel::recap() const {
    return owner_ >= 0 ? table_.recap(owner_) : std::vector<std::string>{};
}

std::string TableModel::recap_title() const {
    if (owner_ < 0)
        return "";
    const Match& match = table_.match();
    bool acted = false;
    for (std::size_t i = 0; i < match.actions().size() && !acted; ++i)
        acted = match.actor(i) == owner_;
    return table_.seat(owner_).name +
           (acted ? ", since your last turn:" : ", since the game began:");
}

// The viewer's orders that their hand did not hold when their previous turn
// ended. Before their first turn ends nothing is new: the deal is not news.
CardSet TableModel::new_orders(int viewer) const {
    CardSet out;
    if (viewer < 0)
        return out;
    const Match& match = table_.match();
    std::size_t i = match.actions().size();
    while (i > 0 && match.actor(i - 1) == viewer)
        --i;  // this turn's own actions
    while (i > 0 && match.actor(i - 1) != viewer)
        --i;  // everyone else's since
    if (i == 0)
        return out;
    const CardSet before = player_view(table_.game(), match.states()[i], viewer).my_orders;
    table_.view(viewer).my_orders.for_each([&](int card) {
        if (!before.contains(card))
            out.add(card);
    });
    return out;
}

namespace {

// `kept` in its order without the cards `now` lacks, then the cards of `now` it
// lacked, in the set's order.
void follow_hand(std::vector<int>& kept, const CardSet& now) {
    std::erase_if(kept, [&](int card) { return !now.contains(card); });
    now.for_each([&](int card) {
        if (std::find(kept.begin(), kept.end(), card) == kept.end())
            kept.push_back(card);
    });
}

}  // namespace

const TableModel::HandOrder& TableModel::hand_order(int viewer, const PlayerView& view) const {
    HandOrder& order = hand_order_[static_cast<std::size_t>(viewer)];
    follow_hand(order.tiles, view.my_tiles);
    follow_hand(order.orders, view.my_orders);
    return order;
}

std::optional<GameState> TableModel::state_during_movement() const {
    const Match& match = table_.match();
    if (match.actions().empty() || !clip_)
        return std::nullopt;
    const std::size_t last = match.actions().size() - 1;
    const auto shown = static_cast<std::size_t>(events_told(*clip_, playback_));
    if (during_for_ != std::pair{last, shown}) {
        during_ = match.during_movement(last, shown);
        during_for_ = {last, shown};
    }
    return during_;
}

TableFrame TableModel::frame() const {
    const Table& t = table_;
    const int v = viewer();
    TableFrame f;
    f.game = &t.game();
    f.seats = seat_looks(t);
    f.seed = t.match().seed();
    f.shared = shared();
    // Where hands are public the score as it stands is no secret; once per action.
    if (hands_public(t.game()) && score_actions_ != t.match().actions().size()) {
        const ScoreSheet sheet = score(t.game(), t.state());
        score_now_ =
            sheet.players.empty()
                ? std::nullopt
                : std::optional<ScoreNow>(ScoreNow{sheet.players.front().total, sheet.rating});
        score_actions_ = t.match().actions().size();
    }
    f.score_now = score_now_;
    f.view = t.view(v);
    // While the conveyors run, the table as they have it so far: the action that
    // started them made (its order spent), and each special order out of the hand
    // once its event is on the floor, not before and not only at the end.
    if (clip_active_ && !clip_replay_) {
        if (const std::optional<GameState> during = state_during_movement())
            f.view = player_view(t.game(), *during, v);
    }
    // Once per action and viewer, not once a frame: it reads an old state's view.
    // (log_version_ counts every change, undos included.)
    if (new_orders_for_ != std::make_pair(v, log_version_)) {
        new_orders_ = new_orders(v);
        new_orders_for_ = {v, log_version_};
    }
    f.new_orders = new_orders_;
    if (v >= 0) {
        const HandOrder& hand = hand_order(v, f.view);
        f.hand_tiles = hand.tiles;
        f.hand_orders = hand.orders;
    }
    f.panels = f.view;
    // Only the seat to act has choices; while the conveyors run, no one does.
    f.computer_turn = t.is_computer(t.state().current) && !t.state().over();
    if (!clip_active_ && roll_shown_for_ <= 0 && !f.computer_turn &&
        (v == t.state().current || t.state().step == Step::Roll)) {
        f.legal = t.legal();
        // In a lesson only what the step asks for is offered; a click on
        // anything else hears why.
        if (lesson_on())
            std::erase_if(f.legal, [&](const Action& a) { return !lesson_allows(a); });
    }
    // The market's greyed buttons say why when pointed at, as a click on them does.
    if (phase() == TablePhase::Table && v >= 0) {
        for (const int card : f.view.market) {
            if (card == kNoCard)
                continue;
            for (const Action& a : {Action::take_order(card), Action::discard_market(card)}) {
                if (std::find(f.legal.begin(), f.legal.end(), a) != f.legal.end())
                    continue;
                if (std::optional<std::string> reason = why_not(a))
                    f.idle_reasons.push_back({a, std::move(*reason)});
            }
        }
    }
    if (thinking_) {
        f.thinking = thinking_hint_ ? std::string("The coach is thinking")
                                    : t.seat(thinking_->seat()).name + " is thinking";
    }
    if (computer_move_) {
        const int seat = t.state().current;
        f.computer_move =
            public_before_played(t.game(), computer_move_->action)
                ? t.seat(seat).name + ": " +
                      with_seat_names(describe_action(computer_move_->action, t.game()))
                : t.seat(seat).name + " plays";
    }
    // Drawn to the end (disabled when over, or while a lesson's step names the
    // move), so the top bar never shifts.
    f.hints_offered = prefs_.hints && t.human_count() > 0;
    f.can_hint = can_hint();
    if (hint_of_ && staged_ == hint_of_)
        f.hint = hint_;
    f.pick = pick_;
    f.staged = staged_;
    if (staged_) {
        f.confirm_heading = staged_confirm_.heading;
        f.confirm_words = staged_confirm_.words;
    }
    f.preview_of = preview_of_;
    f.preview = preview_;

    if (lines_viewer_ != v || lines_version_ != log_version_) {
        lines_ = log_lines(t, v);
        lines_viewer_ = v;
        lines_version_ = log_version_;
    }
    f.log = &lines_;
    f.log_shown = log_shown_;
    f.log_current = clip_active_ ? log_current_ : -1;
    f.playback = clip_active_ ? &playback_ : &still_;
    f.movement = movement_controls(playback_, clip_active_, prefs_.speed);
    f.movement.round = clip_ ? clip_->round : 0;
    // A lesson holding the movement's last moment: the conveyors are stopped at
    // it, and the round it belongs to is still the one on show.
    if (clip_active_ && lesson_on() && lesson_->holding())
        f.movement.finished = false;
    f.movement.can_replay = clip_.has_value() && clip_actions_ == t.match().actions().size();

    f.can_undo = can_undo();
    f.can_redo = can_redo();
    if (lesson_on()) {
        f.undo_tip = "A lesson is not taken back: Restart begins it again.";
    } else if (f.can_undo) {
        f.undo_tip = "Ctrl+Z: take back " + t.seat(last_actor()).name + "'s last action" +
                     (t.match().movement_start() ? ", and the movement it ran." : ".");
    } else {
        f.undo_tip =
            "Ctrl+Z takes back your last action until the next player takes the "
            "computer, or a computer player moves. An action that revealed "
            "something (a card drawn, the die rolled) cannot be taken back.";
    }
    f.patterns = prefs_.patterns;
    f.lesson = lesson_frame();
    f.notice = notice_;
    if (!save_problem_.empty())
        f.notice += (f.notice.empty() ? "" : "\n") + save_problem_;
    f.refusal = refusal_;
    f.tip = tip(TipSpot::Floor);
    if (!f.tip)
        f.tip = tip(TipSpot::Notice);
    f.produced = produced_;
    f.produced_t = static_cast<float>(produced_t_);
    return f;
}

std::string table_report(const TableModel& model, const ScoreSheet* sheet) {
    const Table& t = model.table();
    std::string out = "round " + std::to_string(t.state().round) + ", " +
                      std::to_string(t.match().actions().size()) + " actions";
    // What was done, by kind, so a test of input can see every kind it took.
    std::string kinds;
    for (const Action& a : t.match().actions())
        kinds += (kinds.empty() ? "" : " ") + std::string(action_kind_id(a.kind));
    if (!kinds.empty())
        out += " (" + kinds + ")";
    if (const auto& lesson = model.lesson())
        out += "; lesson " + lesson->lesson().id + " at step " +
               std::to_string(std::min(lesson->run().step() + 1, lesson->run().steps())) + " of " +
               std::to_string(lesson->run().steps()) + (lesson->over() ? " (done)" : "");
    if (sheet) {
        out += "; scores";
        for (std::size_t i = 0; i < sheet->players.size(); ++i)
            out += " " + std::to_string(sheet->players[i].total);
    }
    return out;
}

}  // namespace sugarworks::app
