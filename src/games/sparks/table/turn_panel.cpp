// The turn's panel of Sparks' table: what the game waits for and why, the
// viewer's actions as buttons (only legal ones: the rules list them), the hand,
// the other seats at a glance and the log.
#include <algorithm>
#include <cctype>
#include <string>

#include "rules/choices.hpp"
#include "sparks/action_text.hpp"
#include "sparks/card_text.hpp"
#include "sparks/event_text.hpp"
#include "table/table_parts.hpp"

namespace sparks::table {

namespace {

// Actions about one die in storage, offered once the die is picked up.
bool about_a_stored_die(const Action& a) {
    switch (a.kind) {
        case ActionKind::PlaceRobot:
        case ActionKind::PlaceUpgrade:
        case ActionKind::Sell:
        case ActionKind::ChangeValue:
        case ActionKind::Retrieve:
            return true;
        case ActionKind::UseAssistant:
            return a.die != kNone;
        default:
            return false;
    }
}

// What the viewer is asked to do now, in a sentence.
std::string asked(const TableFrame& f) {
    const PlayerView& v = f.m.view;
    if (!v.pending.empty())
        return "First decide: " + rules::pending_words(v.pending.front()) + ".";
    switch (v.phase) {
        case Phase::ChooseRobots:
            return "Put the robots you drew into your assembly line's empty slots (the last one "
                   "goes back under the deck).";
        case Phase::Draft:
            return "Keep one assistant of the packet; the rest go to the player on your left.";
        case Phase::Production:
            return "Play one of your production tiles: it says how many dice you take, from "
                   "which end of the junkyard.";
        case Phase::TakeDice:
            return "Take your die from either end of the junkyard: click a lit die.";
        case Phase::Actions:
            return "Use your dice: click a die in your storage, then a lit space on a robot or "
                   "the upgrade section, or choose from its list. End when you are done.";
        case Phase::Refill:
            return "Refill your assembly line: draw robots for the empty slots, or first put an "
                   "unfinished robot under the deck.";
        case Phase::Over:
            break;
    }
    return "";
}

bool act_button(TableFrame& f, const Action& a) {
    const std::string words = action_text(f.m.game, f.m.view, a);
    const bool pressed = f.ui.wide_button(words, act_id(a));
    seen(f, act_id(a));
    if (pressed)
        f.intent.act = a;
    return pressed;
}

// The production tiles the active player may play, each with what it gives and a
// button for each run of dice it may take.
void draw_production(TableFrame& f) {
    f.ui.heading("Your production tiles");
    int shown = kNone;
    for (const Action& a : f.m.legal) {
        if (a.kind != ActionKind::PlayProduction)
            continue;
        if (a.tile != shown) {
            shown = a.tile;
            const ProductionTile& tile = f.content().production[at(a.tile)];
            f.ui.text(capitalised(production_name(tile.kind)) + ": " +
                      lower_first_letter(production_text(tile, f.m.view.players)) + ".");
        }
        const std::string run = production_run_text(f.m.game, f.m.view, a);
        if (f.ui.wide_button("Take " + run, act_id(a)))
            f.intent.act = a;
        seen(f, act_id(a));
        if (ImGui::IsItemHovered()) {
            const ProductionTile& tile = f.content().production[at(a.tile)];
            f.picks.run_first = a.index;
            f.picks.run_length = rules::production_dice(f.m.game, tile);
        }
    }
}

void draw_actions(TableFrame& f) {
    const PlayerView& v = f.m.view;
    // The die picked up: everything it may do.
    if (f.picks.die != kNone &&
        std::none_of(f.m.legal.begin(), f.m.legal.end(), [&](const Action& a) {
            return a.die == f.picks.die && about_a_stored_die(a);
        }))
        f.picks.die = kNone;  // used, sold, or no longer the viewer's to use
    if (f.picks.die != kNone) {
        f.ui.heading("With " + f.die_words(f.picks.die));
        for (const Action& a : f.m.legal)
            if (a.die == f.picks.die && about_a_stored_die(a))
                act_button(f, a);
        if (f.ui.button("Put it down", "view:put_down"))
            f.picks.die = kNone;
    } else if (v.phase == Phase::Actions && v.pending.empty() &&
               std::any_of(f.m.legal.begin(), f.m.legal.end(), about_a_stored_die)) {
        f.ui.text("Click a die in your storage to see where it may go and what it may do.");
    }
    if (std::any_of(f.m.legal.begin(), f.m.legal.end(),
                    [](const Action& a) { return a.kind == ActionKind::PlayProduction; }))
        draw_production(f);
    bool heading = false;
    for (const Action& a : f.m.legal) {
        if (about_a_stored_die(a) || a.kind == ActionKind::PlayProduction)
            continue;
        // A die taken by a click on the junkyard, a robot put in a slot under its
        // card: no button of their own here.
        if ((a.kind == ActionKind::TakeDice && a.index2 == kNone) ||
            a.kind == ActionKind::AssignRobot)
            continue;
        if (!heading) {
            f.ui.heading(v.pending.empty() ? "Actions" : "Decide");
            heading = true;
        }
        act_button(f, a);
    }
}

void draw_cards(TableFrame& f, const std::string& title, const std::vector<int>& cards,
                bool robots) {
    if (cards.empty())
        return;
    f.ui.heading(title);
    for (const int card : cards) {
        if (robots) {
            draw_offered_robot(f, card);
        } else {
            f.ui.text(assistant_text(f.content().assistants[at(card)]));
        }
    }
}

void draw_others(TableFrame& f) {
    const PlayerView& v = f.m.view;
    f.ui.heading("The players");
    const GameState& known = f.m.known;
    for (int seat = 0; seat < v.players; ++seat) {
        const PublicSeat& s = v.seats[at(seat)];
        std::string line = f.who(seat) + (seat == v.active ? " (active)" : "") + ": " +
                           std::to_string(score(f.m.game, known, seat).total()) +
                           " points so far, level " + std::to_string(s.level + 1) + ", " +
                           std::to_string(s.completed.size()) + " robots, " +
                           std::to_string(s.hand_size) + " cards in hand.";
        // The button first: words wrap, a button after them may not fit the line.
        const bool shown =
            f.picks.shown_seat == seat ||
            (f.picks.shown_seat == kNone && seat == (v.seat >= 0 ? v.seat : v.active));
        if (f.ui.button(shown            ? "Shown"
                        : seat == v.seat ? "Yours"
                                         : "Show",
                        "view:board:" + std::to_string(seat), !shown))
            f.picks.shown_seat = seat;
        ImGui::SameLine();
        f.ui.text(line);
    }
}

void draw_log(TableFrame& f) {
    f.ui.heading("What happened");
    const std::size_t shown = 12;
    const std::size_t first = f.m.log.size() > shown ? f.m.log.size() - shown : 0;
    for (std::size_t i = first; i < f.m.log.size(); ++i)
        f.ui.text(f.m.log[i]);
}

}  // namespace

void draw_turn_panel(TableFrame& f) {
    const PlayerView& v = f.m.view;
    f.picks.run_first = kNone;
    const int rounds = f.content().rounds;
    // What this game is played with, all public: the solo game's goals, the draft.
    std::string played_with;
    if (f.m.game.solo())
        played_with = "The solo game, against " + std::to_string(v.goals.size()) +
                      (v.goals.size() == 1 ? " goal tile" : " goal tiles") +
                      (v.goals.empty() ? "." : ": see the junkyard.");
    if (f.m.game.options().assistant_draft)
        played_with +=
            std::string(played_with.empty() ? "" : " ") + "Played with the assistant draft.";
    if (v.phase == Phase::Over) {
        f.ui.heading("Final scores, after round " + std::to_string(std::min(v.round, rounds)) +
                     " of " + std::to_string(rounds));
        draw_score_sheet(f);
    } else {
        // A heading does not wrap: the round alone, the active player under it.
        f.ui.heading("Round " + std::to_string(v.round + 1) + " of " + std::to_string(rounds));
        f.ui.text(f.who(v.active) + " is the active player.");
        if (!played_with.empty())
            f.ui.text(played_with);
        if (f.m.acting) {
            f.ui.text(f.who(v.current) + ", your turn. " + asked(f));
        } else {
            f.ui.text("Waiting for " + f.who(v.current) + ": " + std::string(phase_words(v.phase)) +
                      ".");
        }
    }
    // A row that stands still: Undo, Redo, Hint and Skip are always there, greyed
    // when they would do nothing, so that a click never lands on a thing that moved.
    if (f.ui.button("Undo", "undo", f.m.can_undo))
        f.intent.undo = true;
    ImGui::SameLine();
    if (f.ui.button("Redo", "redo", f.m.can_redo))
        f.intent.redo = true;
    ImGui::SameLine();
    if (f.ui.button("Hint", "view:hint", f.m.acting && !f.m.hint))
        f.intent.hint = true;
    ImGui::SameLine();
    if (f.ui.button("Skip", "view:skip", f.showing.now.has_value()))
        f.intent.skip = true;
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::BeginTooltip();
        f.ui.text("Show at once what is being shown happening (the speed is in Settings)");
        ImGui::EndTooltip();
    }
    // The news of the moment in a box of its own height: what is being shown happening,
    // a refusal and why, the coach's advice.
    ImGui::BeginChild("##news", {0, f.unit * 4.6f}, true);
    // The last decision before the table goes on waits here for its second click.
    if (f.m.staged) {
        // The buttons first, where they are always seen; the words of the decision after.
        if (f.ui.button("Confirm", "confirm:yes"))
            f.intent.confirm = true;
        seen(f, "confirm:yes");
        ImGui::SameLine();
        if (f.ui.button("Change my mind", "view:unstage"))
            f.intent.unstage = true;
        f.ui.text("Your last decision before the table goes on: " +
                  lower_first_letter(action_text(f.m.game, v, *f.m.staged)) + ".");
    }
    if (f.showing.now) {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 226, 140, 255));
        f.ui.text(event_text(f.m.game, *f.showing.now, f.m.names, f.m.viewer));
        ImGui::PopStyleColor();
    }
    if (!f.m.refused.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 150, 130, 255));
        f.ui.text("Not allowed: " + f.m.refused);
        ImGui::PopStyleColor();
    }
    if (f.m.hint) {
        const std::string would = lower_first_letter(action_text(f.m.game, v, *f.m.hint));
        f.ui.text("The coach would " + would +
                  (f.m.hint_reason.empty() ? "." : ": " + f.m.hint_reason + "."));
    }
    ImGui::EndChild();
    if (f.m.acting) {
        draw_actions(f);
    }
    draw_cards(f, "Robots you drew", v.my_offer, true);
    draw_cards(f, "Your draft packet", v.my_packet, false);
    draw_cards(f, "Your hand of assistants", v.my_hand, false);
    draw_others(f);
    draw_log(f);
}

}  // namespace sparks::table
