// The table's model: what people ask (a pick, an action, a confirmation, undo, the hand-off) turned
// into the game's actions.
#include "table/table_model.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

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

}  // namespace sugarworks::app
