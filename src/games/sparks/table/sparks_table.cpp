// Sparks' table as the shell draws it: the viewer's model built from their
// player view, the board beside the turn's panel, and a press applied as the
// seat's action.
#include <algorithm>
#include <cmath>
#include <string>

#include "sparks/action_text.hpp"
#include "sparks/player_view.hpp"
#include "table/game_in_play.hpp"
#include "table/sparks_look.hpp"
#include "table/table_parts.hpp"

namespace sparks::table {

void SparksInPlay::draw_table(int viewer, shell::TableUi& ui) {
    const Game& game = match_.game();
    const int who = viewer == shell::kWholeTable ? kTableViewer : viewer;
    const PlayerView view = who == kTableViewer ? table_view(game, match_.state())
                                                : player_view(game, match_.state(), who);
    const GameState known = known_state(game, view);
    const bool acting = who != kTableViewer && seat_to_act() == who && person_at(who);
    TableModel model{.game = game,
                     .view = view,
                     .known = known,
                     .names = names(),
                     .viewer = who,
                     .acting = acting,
                     .log = log_for(who),
                     .refused = acting ? refused_ : std::string(),
                     .can_undo = acting && match_.can_take_back(who),
                     .can_redo = acting && match_.can_redo(),
                     .result = result()};
    // A staged action belongs to the decision it was staged at.
    if (acting && staged_ && !game.check(match_.state(), *staged_))
        model.staged = staged_;
    else
        staged_.reset();
    if (acting && hint_ && hint_after_ == match_.actions().size()) {
        model.hint = hint_->action;
        model.hint_reason = hint_->reason;
    }
    // The legal actions of the person to act, from what they know: the table offers
    // nothing their view does not.
    if (acting)
        game.legal_actions(known, model.legal);
    drawn_for_ = acting ? who : kNone;
    drawn_after_ = match_.actions().size();
    TableIntent intent;
    // What is shown happening: a die that moves this beat flies from where it stood.
    showing_.now = playback_.now();
    showing_.progress = playback_.progress();
    showing_.flying = kNone;
    if (showing_.now && flight_beat_ != playback_.beat()) {
        flight_beat_ = playback_.beat();
        const auto from = showing_.die_at.find(showing_.now->die);
        flight_from_ =
            from != showing_.die_at.end() ? std::optional<ImVec2>(from->second) : std::nullopt;
    }
    // Where each die stands is learnt afresh each frame: a die not drawn (on a board
    // not shown) has no place, and its flight is not drawn.
    const std::map<int, ImVec2> last_places = std::move(showing_.die_at);
    showing_.die_at.clear();
    showing_.cogs_at.clear();
    if (showing_.now && flight_from_ && showing_.now->die != kNone && showing_.progress < 1.0 &&
        last_places.count(showing_.now->die) > 0)
        showing_.flying = showing_.now->die;
    TableFrame frame{.m = model,
                     .ui = ui,
                     .picks = picks_,
                     .intent = intent,
                     .showing = showing_,
                     .unit = ImGui::GetFontSize()};

    picks_.visible.clear();
    // Handed to another viewer: their own board, nothing picked up, the panel's top.
    const bool new_viewer = who != last_viewer_;
    const bool new_phase = view.phase != last_phase_;
    if (new_viewer) {
        picks_.shown_seat = kNone;
        picks_.die = kNone;
    }
    last_viewer_ = who;
    last_phase_ = view.phase;

    // The board on the left, the turn on the right.
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float turn_width = std::max(frame.unit * 20.0f, room.x * 0.36f);
    ImGui::BeginChild("##sparks_board", {room.x - turn_width - frame.unit * 0.5f, room.y});
    draw_scoring_board(frame);
    draw_junkyard(frame);
    const int shown = picks_.shown_seat >= 0 && picks_.shown_seat < view.players
                          ? picks_.shown_seat
                          : (who >= 0 ? who : view.active);
    draw_seat_board(frame, shown);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##sparks_turn", {0, room.y});
    if (new_viewer || new_phase)
        ImGui::SetScrollY(0);
    draw_turn_panel(frame);
    ImGui::EndChild();
    draw_flight(frame.unit);

    if (intent.skip) {
        playback_.skip();
    } else if (intent.hint && acting) {
        // The coach plays as Medium does: quick, and what a good player would do.
        hint_ = choice_at(bots::BotLevel::Medium);
        hint_after_ = match_.actions().size();
    } else if (intent.undo && match_.undo()) {
        refused_.clear();
        playback_.skip();
        hint_.reset();
        log_kept_.clear();
    } else if (intent.redo) {
        if (const auto events = match_.redo()) {
            refused_.clear();
            applied(*events);
        }
    } else if (intent.confirm && acting && staged_) {
        const Action staged = *staged_;
        staged_.reset();
        if (try_action(staged))
            picks_.die = kNone;
    } else if (intent.unstage) {
        staged_.reset();
    } else if (intent.act && acting) {
        pressed(*intent.act);
        if (!staged_ && refused_.empty())
            picks_.die = kNone;
    }
}

void SparksInPlay::draw_flight(float unit) {
    if (showing_.flying == kNone || !flight_from_)
        return;
    const int die = showing_.flying;
    // A die sold goes to its seller's cogs; any other to where it now stands.
    const bool sold = showing_.now && showing_.now->kind == EventKind::DieSold;
    const auto to = sold ? showing_.cogs_at.find(showing_.now->player) : showing_.die_at.find(die);
    const auto end = sold ? showing_.cogs_at.end() : showing_.die_at.end();
    const float t = static_cast<float>(showing_.progress);
    // Ease in and out.
    const float eased = t * t * (3.0f - 2.0f * t);
    // Only a flight with both ends on the table is drawn: a die that went to a board
    // not shown simply leaves.
    if (to == end)
        return;
    const ImVec2 at{flight_from_->x + (to->second.x - flight_from_->x) * eased,
                    flight_from_->y + (to->second.y - flight_from_->y) * eased};
    const std::size_t face = static_cast<std::size_t>(die);
    const GameState& s = match_.state();
    if (face >= s.faces.size())
        return;
    // A little lift at the middle of the flight.
    const float lift = unit * 0.6f * std::sin(eased * 3.14159265f);
    draw_die(ImGui::GetForegroundDrawList(), {at.x, at.y - lift}, unit * 2.0f,
             die_colour(match_.game(), die), s.faces[face], Lit::Picked);
}

std::optional<std::optional<std::string>> SparksInPlay::autoplay_press(const shell::Marks& frame,
                                                                       std::uint32_t random) {
    // A person's random press among the actions offered and the dice to pick up,
    // where they can be seen (not scrolled out of their panel), once a frame of the
    // game as it now stands was drawn for them.
    const int seat = seat_to_act();
    if (seat == shell::kWholeTable || !person_at(seat))
        return std::nullopt;
    if (drawn_for_ != seat || drawn_after_ != match_.actions().size())
        return std::optional<std::string>();
    // A decision staged is confirmed, as the person who chose it means to.
    if (staged_ && picks_.visible.count("confirm:yes"))
        return std::optional<std::string>("confirm:yes");
    std::vector<std::string> offered;
    for (const auto& [name, mark] : frame.marks()) {
        if (mark.role != shell::MarkRole::Control ||
            !(name.starts_with("act:") || name.starts_with("pick:")))
            continue;
        if (!picks_.visible.count(name))
            continue;
        offered.push_back(name);
    }
    if (offered.empty())
        return std::nullopt;  // the shell's own: the cover, the recap, nothing to press
    return std::optional<std::string>(offered[random % offered.size()]);
}

}  // namespace sparks::table
