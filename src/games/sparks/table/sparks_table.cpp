// Sparks' table as the shell draws it: the viewer's model built from their
// player view, the board beside the turn's panel, and a press applied as the
// seat's action.
#include <algorithm>
#include <string>

#include "sparks/action_text.hpp"
#include "sparks/player_view.hpp"
#include "table/game_in_play.hpp"
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
                     .log = log_lines(0, who),
                     .refused = acting ? refused_ : std::string(),
                     .can_undo = acting && match_.can_take_back(who),
                     .can_redo = acting && match_.can_redo(),
                     .result = result()};
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
    TableFrame frame{
        .m = model, .ui = ui, .picks = picks_, .intent = intent, .unit = ImGui::GetFontSize()};

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
    draw_turn_panel(frame);
    ImGui::EndChild();

    if (intent.hint && acting) {
        // The coach plays as Medium does: quick, and what a good player would do.
        hint_ = choice_at(bots::BotLevel::Medium);
        hint_after_ = match_.actions().size();
    } else if (intent.undo && match_.undo()) {
        refused_.clear();
    } else if (intent.redo && match_.redo()) {
        refused_.clear();
    } else if (intent.act && acting) {
        if (try_action(*intent.act))
            picks_.die = kNone;
    }
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
    std::vector<std::string> offered;
    for (const auto& [name, mark] : frame.marks()) {
        if (mark.role != shell::MarkRole::Control ||
            !(name.starts_with("act:") || name.starts_with("pick:")))
            continue;
        const auto panel = frame.panels().find(mark.panel);
        const ImVec2 c = mark.rect.center();
        if (panel != frame.panels().end()) {
            const shell::Rect& seen = panel->second.visible;
            if (c.x < seen.min.x || c.x > seen.max.x || c.y < seen.min.y || c.y > seen.max.y)
                continue;
        }
        offered.push_back(name);
    }
    if (offered.empty())
        return std::nullopt;  // the shell's own: the cover, the recap, nothing to press
    return std::optional<std::string>(offered[random % offered.size()]);
}

}  // namespace sparks::table
