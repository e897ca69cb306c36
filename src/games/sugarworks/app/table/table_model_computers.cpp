// The table's model: computer seats and the coach thinking off the frame, and their moves played at
// a person's pace.
#include "table/table_model.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

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

}  // namespace sugarworks::app
