#include "table/table_model.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

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

// [SECTION] What people ask

void TableModel::handle(const TableIntents& want) {
    // Why the last click was refused stays up until the next thing done.
    if (want.act || want.pick || want.pick_in_hand || want.confirm || want.cancel || want.attempt ||
        want.floor_unpicked || want.lift_cover || want.recap_read || want.undo || want.redo ||
        want.take_back || want.hint || want.lesson_next)
        refusal_.reset();
    if (want.dismiss_tip)
        tips_.dismiss();
    const MovementIntents& movie = want.movement;
    if (movie.speed)
        prefs_.speed = *movie.speed;
    steer(playback_, movie);
    // The learner who works the conveyors' controls goes on from the lesson's hold.
    if (lesson_ && lesson_->holding() && (movie.play || movie.step || movie.skip)) {
        lesson_->release();
        playback_.release_hold();
    }
    if (movie.skip && clip_active_) {
        playback_.advance(1e9);
        sound_cursor_.silence(playback_);   // skipped: not a burst of every sound at once
        tips_followed_ = playback_.size();  // nor a tip of a moment no one saw
        end_clip();
        return;
    }
    if (movie.replay && clip_ && !clip_active_)
        start_clip(*clip_, clip_first_log_, true);
    if (want.lift_cover && phase() == TablePhase::Cover)
        lift_cover();
    if (want.recap_read && phase() == TablePhase::Recap) {
        table_.mark_seen(owner_);
        recap_pending_ = false;
    }
    if (want.take_back && phase() == TablePhase::Cover)
        take_back();
    if (want.undo) {
        if (phase() == TablePhase::Cover)
            take_back();
        else if (can_undo())
            undo();
    }
    if (want.redo && can_redo())
        after_change(table_.redo());
    if (want.cancel) {
        if (staged_)
            staged_.reset();
        else if (thinking_ && thinking_hint_)
            forget_computer_turn();
        else
            pick_ = {};
    }
    if (want.pick)
        pick_ = *want.pick == pick_ ? TablePick{} : *want.pick;
    if (want.pick_in_hand)
        pick_in_hand(*want.pick_in_hand);
    if (want.hover)
        hovered_ = want.hover;
    else if (!want.act && !want.confirm)
        hovered_.reset();
    if (want.hint && can_hint())
        think(viewer(), true);
    if (want.lesson_next)
        lesson_go_on();
    if (want.confirm && staged_)
        send(*staged_);
    else if (want.act)
        act(*want.act);
    else if (want.attempt)
        attempt(*want.attempt, want.at);
    else if (want.floor_unpicked)
        floor_unpicked(want.at);
    refresh_preview();
}

void TableModel::pick_in_hand(int index) {
    if (viewer() < 0 || clip_active_)
        return;
    // The hand as it is drawn: tiles, then orders, each in the order they came.
    const HandOrder& hand = hand_order(viewer(), table_.view(viewer()));
    std::optional<TablePick> found;
    const auto tiles = static_cast<int>(hand.tiles.size());
    if (index >= 0 && index < tiles)
        found = TablePick{TablePick::Kind::Tile, hand.tiles[static_cast<std::size_t>(index)], -1};
    else if (index >= tiles && index < tiles + static_cast<int>(hand.orders.size()))
        found = TablePick{TablePick::Kind::Order,
                          hand.orders[static_cast<std::size_t>(index - tiles)], -1};
    if (found) {
        pick_ = *found == pick_ ? TablePick{} : *found;
        staged_.reset();
    }
}

// A click on an action: sent, or, when it cannot be taken back, staged for a
// second click. A click on anything else while one is staged puts it back.
void TableModel::act(const Action& action) {
    if (clip_active_ || phase() != TablePhase::Table || computer_to_act())
        return;
    refusal_.reset();
    if (staged_) {
        if (*staged_ == action)
            send(action);
        else
            staged_.reset();
        return;
    }
    if (!lesson_allows(action)) {
        refuse(Refusal{lesson_->run().refusal(), {-1, -1}});
        return;
    }
    const auto& legal = table_.legal();
    const bool listed = std::find(legal.begin(), legal.end(), action) != legal.end();
    if (listed && prefs_.confirm_final) {
        if (std::optional<Confirmation> confirm = confirmation(action)) {
            stage(action, std::move(*confirm));
            return;
        }
    }
    send(action);
}

std::optional<TableModel::Confirmation> TableModel::confirmation(const Action& action) const {
    const GameState& s = table_.state();
    const std::optional<Commitment> c = commitment(table_.game(), s, action);
    if (!c)
        return std::nullopt;
    if (c->weighty())
        return Confirmation{commitment_heading(*c), commitment_words(*c, table_.game())};
    // Whoever plays next: a person may still take it back from the cover, but a
    // computer plays at once, and then Undo cannot.
    if (c->next_actor >= 0 && c->next_actor != s.current && table_.is_computer(c->next_actor)) {
        return Confirmation{"Sure? This ends your turn.",
                            table_.seat(c->next_actor).name +
                                ", a computer player, plays next: once they have, Undo "
                                "cannot take this back."};
    }
    return std::nullopt;
}

void TableModel::stage(const Action& action, Confirmation confirm) {
    staged_ = action;
    staged_confirm_ = std::move(confirm);
}

// The core names seats "Player 1".."Player 4": at the table they have names.
std::string TableModel::with_seat_names(std::string text) const {
    // One pass, so a seat named like another seat's number is left alone.
    const std::string word = "Player ";
    std::string out;
    std::size_t from = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, from)) {
        const std::size_t digit = at + word.size();
        const bool numbered =
            digit < text.size() && text[digit] >= '1' && text[digit] <= '9' &&
            (digit + 1 >= text.size() || text[digit + 1] < '0' || text[digit + 1] > '9');
        const int seat = numbered ? text[digit] - '1' : -1;
        out += text.substr(from, at - from);
        if (seat >= 0 && seat < table_.seat_count()) {
            out += table_.seat(seat).name;
            from = digit + 1;
        } else {
            out += word;
            from = digit;
        }
    }
    return out + text.substr(from);
}

// A click on what is not offered: the core says why, next to the pointer, in the
// words the command line prints; if the rules take it after all, it is a click.
void TableModel::floor_unpicked(ScreenPoint at) {
    if (phase() != TablePhase::Table || viewer() < 0 || clip_active_)
        return;
    std::string words;
    if (lesson_on() && !lesson_->run().learner_chooses()) {
        words = lesson_->run().refusal();
    } else if (viewer() == table_.state().current && !computer_to_act()) {
        const std::vector<Action> legal = table_.legal();
        const auto offers = [&](ActionKind kind) {
            return std::any_of(legal.begin(), legal.end(),
                               [&](const Action& a) { return a.kind == kind; });
        };
        if (offers(ActionKind::PlayTile))
            words =
                "Pick a tile in your hand first: the spaces it may go on light up. (Or pick "
                "an output to move it, or an order to make its candy.)";
        else if (!legal.empty())
            words = "Not on the floor now: it is time for " +
                    std::string(step_words(table_.state().step)) + ".";
    }
    if (words.empty())
        return;
    refuse(Refusal{words, at});
}

std::optional<std::string> TableModel::why_not(const Action& action) const {
    if (clip_active_) {
        return lesson_on() ? lesson_->run().refusal()
                           : std::string(
                                 "The conveyors are running: wait for them, or press "
                                 "End to skip to the end.");
    }
    // In a lesson, the step's own words first: the learner is following them.
    if (!lesson_allows(action))
        return lesson_->run().refusal();
    if (computer_to_act())
        return "It is " + table_.seat(table_.state().current).name +
               "'s turn: the computer is playing it.";
    if (const auto refused = table_.game().check(table_.state(), action))
        return with_seat_names(refused->message);
    return std::nullopt;
}

void TableModel::attempt(const Action& action, ScreenPoint at) {
    if (phase() != TablePhase::Table || viewer() < 0)
        return;
    if (const std::optional<std::string> reason = why_not(action)) {
        refuse(Refusal{*reason, at});
        return;
    }
    act(action);
}

void TableModel::send(const Action& action) {
    staged_.reset();
    hint_of_.reset();
    const int actor = table_.state().current;
    const int previous = last_actor();
    SubmitResult result = table_.submit(action);
    if (!result.ok) {
        notice_ = "Not allowed: " + result.reason;
        return;
    }
    if (lesson_)
        lesson_->observe(action, lesson_->learner() == actor, result.events,
                         table_.match().actions().size() - 1);
    pick_ = {};
    // With every hand public there is no cover to pass: the take-back ends when
    // another seat acts.
    if (hands_public(table_.game()) && previous >= 0 && actor != previous)
        take_back_floor_ = table_.match().actions().size() - 1;
    after_change(result);
}

void TableModel::after_change(const SubmitResult& result) {
    if (!result.ok)
        return;
    ++log_version_;
    notice_.clear();
    // The notice is gone: a tip that waited to stand by it will not (one being
    // read stays its seconds, as does a floor tip: it speaks of what happened).
    tips_.withdraw(TipSpot::Notice, false);
    const Table& t = table_;
    const std::vector<Cue> heard = cues_outside_movement(result.events);
    sounds_.insert(sounds_.end(), heard.begin(), heard.end());
    // Special orders completed, told to everyone at the table (after the
    // movement that completed them has played, so it is not given away).
    std::string completed;
    for (size_t i = 0; i < result.events.size(); ++i) {
        const GameEventKind k = result.events[i].kind;
        if (k == GameEventKind::SpecialCompleted || k == GameEventKind::ClaimRight) {
            const auto base = static_cast<size_t>(result.first_log);
            std::string line = t.log()[base + i].text_for(kTableViewer);
            const int trigger = result.events[i].trigger_index;
            if (trigger >= 0 && static_cast<size_t>(trigger) < result.events.size())
                line += " " + t.log()[base + static_cast<size_t>(trigger)].text_for(kTableViewer);
            completed += (completed.empty() ? "" : "\n") + line;
        }
        if (k == GameEventKind::RoundStarted)
            round_started_ = true;
    }
    // Candies made by the die (or by every output), to glow on their docks;
    // those made after a movement glow when it has played.
    std::vector<int> produced;
    for (const GameEvent& e : result.events) {
        if (e.kind == GameEventKind::CandyProduced && e.spot >= 0)
            produced.push_back(e.spot);
    }
    offer_game_tips(result.events, false);
    const std::optional<Floor> start = t.match().movement_start();
    if (const auto clip = start ? movement_clip(result.events, *start) : std::nullopt) {
        pending_notice_ = completed;
        pending_produced_ = produced;
        tips_after_ = result.events;
        start_clip(*clip, result.first_log, false);
        return;
    }
    notice_ = completed;
    offer_game_tips(result.events, true);
    if (!produced.empty()) {
        produced_ = produced;
        produced_t_ = 0;
    }
    log_shown_ = static_cast<int>(t.log().size());
    // The die was rolled with everyone watching: the table shows what it made for
    // a moment, then the next hand is behind the cover.
    if (whole_table_watches(result.events)) {
        owner_ = kTableViewer;
        if (!hands_public(t.game()))
            roll_shown_for_ = kRollShownSeconds;
    }
}

void TableModel::undo() {
    if (!table_.undo())
        return;
    forget_computer_turn();
    ++log_version_;
    staged_.reset();
    pick_ = {};
    notice_ = "Taken back.";
    tips_.withdraw(TipSpot::Floor, true);  // what they spoke of is taken back
    tips_.withdraw(TipSpot::Notice, true);
    log_shown_ = static_cast<int>(table_.log().size());
}

// From the cover: the player who just acted takes their action back and has the
// computer again (nothing of the next player's was shown).
void TableModel::take_back() {
    if (!can_take_back())
        return;
    const int who = last_actor();
    undo();
    owner_ = who;
    recap_pending_ = false;
    table_.mark_seen(who);
}

void TableModel::lift_cover() {
    const int seat = table_.state().current;
    if (seat != last_actor())
        take_back_floor_ = table_.match().actions().size();
    owner_ = seat;
    staged_.reset();
    pick_ = {};
    recap_pending_ = !table_.recap(seat).empty();
    if (!recap_pending_)
        table_.mark_seen(seat);
}

void TableModel::hand_off() {
    forget_computer_turn();  // the search stops; coming back thinks it out again
    if (!hands_public(table_.game()))
        owner_ = kTableViewer;
    staged_.reset();
    pick_ = {};
}

void TableModel::refresh_preview() {
    const std::optional<Action> of = staged_          ? staged_
                                     : computer_move_ ? std::optional(computer_move_->action)
                                                      : hovered_;
    const std::size_t actions = table_.match().actions().size();
    if (of == preview_of_ && actions == preview_actions_)
        return;
    preview_of_ = of;
    preview_actions_ = actions;
    preview_.reset();
    if (of && (of->kind == ActionKind::PlayTile || of->kind == ActionKind::Adjust ||
               of->kind == ActionKind::MakeCandy || of->kind == ActionKind::EatCandy))
        preview_ = table_.game().preview(table_.state(), *of);
}

// [SECTION] Computer players and the coach

bool TableModel::computer_to_act() const {
    const GameState& s = table_.state();
    return !s.over() && table_.is_computer(s.current);
}

bool TableModel::can_hint() const {
    const GameState& s = table_.state();
    if (lesson_on() && !lesson_->run().learner_chooses())
        return false;
    return prefs_.hints && !thinking_ && !computer_move_ && !clip_active_ && roll_shown_for_ <= 0 &&
           !s.over() && phase() == TablePhase::Table && viewer() == s.current &&
           !table_.is_computer(s.current);
}

// The seat's information is rebuilt from the match (what it saw happen), never
// read off the state; the seed is the tournament's, so a computer at the table
// chooses as it does there, and a replayed game meets the same choices.
void TableModel::think(int seat, bool hint) {
    const Match& match = table_.match();
    const std::size_t actions = match.actions().size();
    const bots::BotLevel level = hint ? bots::BotLevel::Hard : *table_.seat(seat).computer;
    // The reason names the other seats as the table does.
    bots::BotSettings search = prefs_.search;
    search.player_names = table_.names();
    thinking_ = std::make_unique<ComputerTurn>(
        table_.game(), information_from(match, seat), level,
        bots::decision_seed(match.seed(), static_cast<int>(actions), seat), search, actions);
    thinking_hint_ = hint;
}

void TableModel::drive_computers(double dt) {
    if (thinking_ && thinking_->done()) {
        const std::unique_ptr<ComputerTurn> done = std::move(thinking_);
        // An answer to a table that has changed since (an undo) is dropped.
        if (done->actions() == table_.match().actions().size()) {
            if (thinking_hint_) {
                // Read as every confirmation is, with the coach's reason added.
                const Action& hinted = done->choice().action;
                stage(hinted, confirmation(hinted).value_or(Confirmation{"Sure?", std::string()}));
                hint_of_ = staged_;
                hint_ = done->choice().reason;
                pick_ = {};
                table_.count_hint(done->seat());
            } else {
                computer_move_ = done->choice();
                computer_move_for_ = prefs_.computer_pace;
            }
            refresh_preview();
        }
    }
    if (computer_move_) {
        computer_move_for_ -= dt * prefs_.speed;
        if (computer_move_for_ <= 0) {
            const bots::BotChoice choice = *std::exchange(computer_move_, std::nullopt);
            play_computer(choice);
        }
        return;
    }
    if (thinking_ || !computer_to_act() || clip_active_ || roll_shown_for_ > 0)
        return;
    if (lesson_on()) {
        // While the learner reads (a step to read, or a sight seen and not yet
        // read on), the computers wait, scripted or not; then the lesson's script
        // first, shown at the table's pace like a choice.
        if (lesson_->run().computers_wait())
            return;
        if (const auto scripted = lesson_->run().scripted_computer_action()) {
            computer_move_ = bots::BotChoice{*scripted, {}, {}, {}, 0};
            computer_move_for_ = prefs_.computer_pace;
            refresh_preview();
            return;
        }
    }
    think(table_.state().current, false);
}

void TableModel::play_computer(const bots::BotChoice& choice) {
    const int seat = table_.state().current;
    const Seat& who = table_.seat(seat);
    // The reason everyone may read: in a game of hidden hands, how it chose and
    // not what it hopes for, which would tell of its cards.
    const std::string why = hands_public(table_.game()) ? choice.reason : choice.summary;
    // A lesson's scripted move has no reason of its own: the lesson's words tell it.
    const std::string remark =
        why.empty() ? std::string()
                    : who.name + " (" + std::string(bots::level_words(*who.computer)) + "): " + why;
    SubmitResult result = table_.submit(choice.action, remark);
    if (!result.ok) {
        notice_ = who.name + "'s choice was refused: " + result.reason;
        return;
    }
    if (lesson_)
        lesson_->observe(choice.action, false, result.events, table_.match().actions().size() - 1);
    pick_ = {};
    after_change(result);
    refresh_preview();
}

void TableModel::forget_computer_turn() {
    thinking_.reset();
    computer_move_.reset();
    if (hint_of_ && staged_ == hint_of_)
        staged_.reset();
    hint_of_.reset();
}

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

// [SECTION] Tips

bool TableModel::tip_in_view() const {
    const std::optional<TableTip>& up = tips_.current();
    if (!up)
        return false;
    return up->spot == TipSpot::Sheet ? phase() == TablePhase::Over : phase() == TablePhase::Table;
}

std::optional<TableTip> TableModel::tip(TipSpot spot) const {
    const std::optional<TableTip>& up = tips_.current();
    if (!up || up->spot != spot || !tip_in_view())
        return std::nullopt;
    return up;
}

void TableModel::offer_floor_tip(const std::vector<Event>& events, std::size_t index) {
    const Event& e = events[index];
    const std::optional<TipKind> kind = tip_kind(e);
    if (!kind)
        return;
    TableTip tip{*kind,
                 tip_words(e, table_.game().catalog()),
                 TipSpot::Floor,
                 *kind == TipKind::Jump ? e.from : e.to,
                 {e.from, e.to}};
    if (index + 1 < events.size()) {
        tip.keep_clear.push_back(events[index + 1].from);
        tip.keep_clear.push_back(events[index + 1].to);
    }
    tips_.offer(std::move(tip));
}

void TableModel::offer_game_tips(const std::vector<GameEvent>& events, bool after_movement) {
    if (!after_movement) {
        // A tile laid under a candy its eater eats: on the floor, before any movement.
        const std::vector<Event> outside = floor_events_outside_movement(events);
        for (std::size_t i = 0; i < outside.size(); ++i)
            offer_floor_tip(outside, i);
        return;
    }
    // The end is told on the score sheet; a special order by the notice on the
    // table, which a game that has ended no longer shows.
    const bool over = table_.state().over();
    for (const GameEvent& e : events) {
        const std::optional<TipKind> kind = tip_kind(e);
        if (!kind || on_the_floor(*kind))
            continue;
        const TipSpot spot = *kind == TipKind::GameEnded ? TipSpot::Sheet : TipSpot::Notice;
        if (spot == TipSpot::Notice && over)
            continue;
        tips_.offer({*kind, tip_words(e, table_.game()), spot, {}, {}});
    }
}

}  // namespace sugarworks::app
