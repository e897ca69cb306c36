// The table screen's right side: the hand, the actions, the log and the movement bar.
#include "ui/table_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>

#include "anim/preview_paths.hpp"
#include "render/art.hpp"
#include "render/candy_painter.hpp"
#include "render/floor_painter.hpp"
#include "render/palette.hpp"
#include "render/preview_painter.hpp"
#include "render/scene.hpp"
#include "render/scene_painter.hpp"
#include "sugarworks/game_end.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/movement.hpp"
#include "sugarworks/text.hpp"
#include "ui/bonk_chart_card.hpp"
#include "ui/header_bar.hpp"
#include "ui/layout_check.hpp"
#include "ui/lesson_panel.hpp"
#include "ui/log_panel.hpp"
#include "ui/movement_bar.hpp"
#include "ui/order_card.hpp"
#include "ui/seat_colours.hpp"
#include "ui/table_layout.hpp"
#include "ui/table_parts.hpp"
#include "ui/table_widgets.hpp"
#include "ui/theme.hpp"
#include "ui/tip_box.hpp"

namespace sugarworks::app {

using namespace table_parts;

// [SECTION] The hand, the actions and the log

void TableScreen::draw_hand_panel(const TableFrame& f, const PlayerView& view, const Painter& p,
                                  const shell::Fonts& fonts, float s, Marks& marks,
                                  TableIntents& out) {
    const Catalog& catalog = f.game->catalog();
    const TablePick& pick = f.pick;
    if (view.viewer < 0 && f.watched_back) {
        heading(fonts, marks, "No hand shown");
        ui_text_wrapped(marks, f.no_hand_why);
        return;
    }
    if (view.viewer < 0) {
        // Everyone is watching: no hand is drawn.
        heading(fonts, marks, "Everyone is watching");
        ui_text_wrapped(marks, f.movement.active
                                   ? "No hand is shown while the conveyors run; the next "
                                     "player takes the computer when they stop."
                                   : "No hand is shown while the whole table watches.");
        return;
    }
    const std::string& name = f.seats[static_cast<size_t>(view.viewer)].name;
    const bool team = f.game->scenario().cooperative;
    heading(fonts, marks, team ? name + "'s tiles" : name + "'s hand");
    const auto usable = [&](ActionKind kind, int card) {
        return !conveyors_running(f) &&
               std::any_of(f.legal.begin(), f.legal.end(),
                           [&](const Action& a) { return a.kind == kind && a.card == card; });
    };

    const float t = 54 * s;
    int index = 0;
    const Painter wp{ImGui::GetWindowDrawList(), p.art, p.font, p.patterns};
    for (const int tile : f.hand_tiles) {
        ImGui::PushID(tile);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const bool playable = usable(ActionKind::PlayTile, tile);
        if (ImGui::InvisibleButton("##tile", {t, t})) {
            if (playable) {
                out.pick = TablePick{TablePick::Kind::Tile, tile, -1};
            } else {
                // Not now: the core says why (the step, or no space takes it).
                out.attempt = Action::play_tile(tile, {0, 0});
                out.at = {ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y};
            }
        }
        marks.mark_item("tile:" + std::to_string(index));
        const Rect box{at, {at.x + t, at.y + t}};
        const bool picked = pick.kind == TablePick::Kind::Tile && pick.card == tile;
        draw_tile_art(wp, box.inset(3 * s), catalog.placed(tile), &catalog, playable ? 1 : 0.6f);
        wp.dl->AddRect(box.min, box.max,
                       picked ? palette::kPinkDeep
                              : (ImGui::IsItemHovered() ? palette::kGold : palette::kCardEdge),
                       6 * s, 0, picked ? 3.5f * s : 1.5f * s);
        char number[12];
        std::snprintf(number, sizeof number, "%d", index + 1);
        wp.dl->AddText({box.min.x + 4 * s, box.min.y + 2 * s}, palette::kInk, number);
        const TileKind& kind = catalog.kind_of_tile(tile);
        marks.said(kind.name);
        if (ImGui::IsItemHovered()) {
            item_tooltip(kind.name + " (key " + std::to_string(index + 1) + ")\n" +
                         describe_face(catalog.placed(tile).face) +
                         (playable ? "\nClick, then a lit space on the floor." : ""));
        }
        ImGui::PopID();
        ++index;
        // Tiles side by side, as many as the panel is wide (the last ends its row).
        const float next_right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + t;
        if (index < static_cast<int>(f.hand_tiles.size()) &&
            next_right < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
            ImGui::SameLine();
    }

    const PublicPlayer& me = view.players[static_cast<size_t>(view.viewer)];
    if (me.facing_away_count > 0) {
        // Their backs, in the order they were turned away: the player points at one by its
        // place to ask whether it can make a candy.
        char line[160];
        std::snprintf(line, sizeof line,
                      "%d of your orders face away from you, numbered in the order they were "
                      "turned:",
                      me.facing_away_count);
        ui_text_wrapped(marks, line);
        const float back = 34 * s;
        for (int place = 0; place < me.facing_away_count; ++place) {
            ImGui::PushID(3000 + place);
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const Action ask = Action::make_candy_blind(place);
            const bool askable = offered(f, ask);
            if (ImGui::InvisibleButton("##back", {back, back * 1.3f})) {
                if (askable) {
                    out.act = ask;
                } else {
                    out.attempt = ask;
                    out.at = {ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y};
                }
            }
            marks.mark_item("back:" + std::to_string(place));
            ImDrawList* dl = ImGui::GetWindowDrawList();
            const bool hot = askable && ImGui::IsItemHovered();
            dl->AddRectFilled(at, {at.x + back, at.y + back * 1.3f},
                              hot ? palette::kPink : palette::kPinkDeep, 4 * s);
            const std::string number = std::to_string(place + 1);
            const ImVec2 size = ImGui::CalcTextSize(number.c_str());
            dl->AddText({at.x + (back - size.x) / 2, at.y + (back * 1.3f - size.y) / 2},
                        IM_COL32_WHITE, number.c_str());
            if (ImGui::IsItemHovered()) {
                ImGui::SetTooltip(askable ? "An order of yours, facing away (place %d).\nClick: "
                                            "ask whether it can make a candy (your factory "
                                            "action; if not, another card turns away)."
                                          : "An order of yours, facing away (place %d).",
                                  place + 1);
            }
            ImGui::PopID();
            if (place + 1 < me.facing_away_count)
                ImGui::SameLine();
        }
    }
    const float w = ImGui::GetContentRegionAvail().x;
    if (view.revealed != kNoCard) {
        ui_text_wrapped(marks, "Shown to everyone, to make a candy with:");
        order_card(p, catalog, view.revealed, w, false, marks,
                   "revealed:" + std::to_string(view.revealed), 0, MarkRole::Text);
    }
    if (team) {
        // One hand of orders for the whole team, under one limit.
        const bool limited = !f.game->options().toggles.has(Toggle::OrderPawning);
        heading(fonts, marks,
                "Team orders: " + std::to_string(view.my_orders.size()) +
                    (limited ? " (limit " + std::to_string(f.game->options().hand_limit) + ")"
                             : std::string(" (no limit)")));
    }
    // Two cards side by side where the panel is wide enough, so a full hand
    // (a team's eight) is seen without scrolling; each row as tall as its taller card.
    const std::vector<int>& orders = f.hand_orders;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const int columns = w >= 2 * 130 * s + gap ? 2 : 1;
    const float card_w = columns == 2 ? std::floor(0.5f * (w - gap)) : w;
    for (size_t i = 0; i < orders.size(); ++i) {
        const int card = orders[i];
        const size_t row = i / static_cast<size_t>(columns);
        float row_h = 0;
        for (size_t j = row * columns; j < std::min(orders.size(), (row + 1) * columns); ++j)
            row_h = std::max(row_h, order_card_height(catalog, orders[j], card_w));
        if (i % static_cast<size_t>(columns) != 0)
            ImGui::SameLine(0, gap);
        ImGui::PushID(1000 + card);
        const bool picked = pick.kind == TablePick::Kind::Order && pick.card == card;
        if (order_card(p, catalog, card, card_w, picked, marks, "order:" + std::to_string(index),
                       row_h)) {
            if (usable(ActionKind::DiscardFromHand, card)) {
                // Down to the hand limit: a click on the card discards it (staged).
                out.act = Action::discard_from_hand(card);
            } else if (usable(ActionKind::MakeCandy, card)) {
                out.pick = TablePick{TablePick::Kind::Order, card, -1};
            } else {
                // It cannot make a candy now: the core says why (a full output, the step).
                const OrderCard& order = catalog.order(card);
                out.attempt = Action::make_candy(card, order.icons.front());
                out.at = {ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y};
            }
        }
        if (f.new_orders.contains(card)) {
            // Came in since your last turn: a pink frame and a tab on its top edge,
            // clear of the card's words.
            const ImVec2 min = ImGui::GetItemRectMin();
            const ImVec2 max = ImGui::GetItemRectMax();
            ImDrawList* dl = ImGui::GetWindowDrawList();
            dl->AddRect(min, max, palette::kPinkDeep, 6 * s, 0, 2.5f * s);
            const float tab_h = 4 * s;
            dl->AddRectFilled({min.x + 0.3f * (max.x - min.x), min.y},
                              {max.x - 0.3f * (max.x - min.x), min.y + tab_h}, palette::kPinkDeep,
                              2 * s);
            if (ImGui::IsItemHovered())
                item_tooltip("New in your hand since your last turn.");  // under the card's words
        }
        ImGui::PopID();
        ++index;
    }
    if (me.worker >= 0 && me.worker < static_cast<int>(catalog.sugarworkers.size())) {
        const SugarworkerCard& wc = catalog.sugarworkers[static_cast<size_t>(me.worker)];
        ImGui::PushFont(fonts.bold);
        ui_text_wrapped(marks, "Sugarworker: " + wc.name);
        ImGui::PopFont();
        for (int side = 0; side < 2; ++side) {
            if (me.worker_side >= 0 && me.worker_side != side)
                continue;
            const WorkerAbility& ab = wc.sides[static_cast<size_t>(side)];
            std::string line = std::string(side == 0 ? "A" : "B") + ", " + ab.name + ": " +
                               ability_text(ab, f.game->scenario());
            if (me.worker_side == side && me.worker_spent)
                line += " (used)";
            ui_text_wrapped(marks, line);
        }
    }
    for (const std::int8_t card : view.my_choosing) {
        if (card == kNoCard)
            continue;
        ImGui::PushID(2000 + card);
        ui_text(marks, "Drawn, to keep one:");
        order_card(p, catalog, card, w, false, marks, "choosing:" + std::to_string(card), 0,
                   MarkRole::Text);
        ImGui::PopID();
    }
}

void TableScreen::draw_actions(const TableFrame& f, const shell::Fonts& fonts, Marks& marks,
                               TableIntents& out) {
    const Game& game = *f.game;
    const TablePick& pick = f.pick;
    if (f.computer_turn && !(f.movement.active && !f.movement.finished)) {
        // Dots that count up while the search runs: the window is alive.
        const int dots = 1 + static_cast<int>(ImGui::GetTime() * 3) % 3;
        const std::string text =
            !f.computer_move.empty() ? f.computer_move + "\xE2\x80\xA6"
            : !f.thinking.empty()    ? f.thinking + std::string(dots, '.')
                                  : f.seats[static_cast<size_t>(f.view.current)].name + "'s turn.";
        heading(fonts, marks, text);
        marks.mark_item("thinking", MarkRole::Text);  // the same words, by name
        return;
    }
    if (f.staged) {
        // Every confirmation reads alike, the coach's too: its heading, the buttons
        // first (the panel scrolled to them, so they are always seen), the action,
        // the coach's reason when it is the coach's move, and what it commits to.
        const bool coach = !f.hint.empty();
        if (f.hint != shown_hint_ || !coach) {
            ImGui::SetScrollY(0);
            shown_hint_ = f.hint;
        }
        heading(fonts, marks, coach ? "The coach's hint" : f.confirm_heading);
        if (ui_button(marks, "confirm", "Do it (Enter)"))
            out.confirm = true;
        // Beside it where the panel is wide enough, else under it.
        const ImGuiStyle& style = ImGui::GetStyle();
        const float cancel_w =
            ImGui::CalcTextSize("Put it back (Esc)").x + 2 * style.FramePadding.x;
        if (ImGui::GetContentRegionAvail().x - ImGui::GetItemRectSize().x - style.ItemSpacing.x >=
            cancel_w)
            ImGui::SameLine();
        if (ui_button(marks, "cancel", "Put it back (Esc)"))
            out.cancel = true;
        ui_text_wrapped(marks, describe_action(*f.staged, game) + ".");
        if (coach) {
            ui_text_wrapped(marks, numbers_kept_whole(f.hint));
            marks.mark_item("hint:reason", MarkRole::Text);
        }
        if (!f.confirm_words.empty())
            ui_text_wrapped(marks, f.confirm_words);
        return;
    }
    if (f.movement.active && !f.movement.finished) {
        ui_text_wrapped(marks, "The conveyors are running\xE2\x80\xA6");
        return;
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.45f, 0.30f, 0.25f, 1));
    if (f.view.viewer < 0 && f.view.step == Step::Roll) {
        ui_text_wrapped(marks, f.seats[static_cast<size_t>(f.view.current)].name +
                                   " rolls the candy die, with everyone watching.");
    }
    ui_text_wrapped(marks, step_hint(f.view.step, game.scenario()));
    ImGui::PopStyleColor();
    // The die and the deck have their buttons here, by the words that ask for them.
    if (offered(f, Action::roll())) {
        if (ui_button(marks, "roll", "Roll the die", {-1, 0}))
            out.act = Action::roll();
        mark_if_staged(f, Action::roll());
    }
    if (offered(f, Action::draw_order())) {
        if (ui_button(marks, "draw_order", "Draw one from the deck", {-1, 0}))
            out.act = Action::draw_order();
        mark_if_staged(f, Action::draw_order());
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Draw the top order of the deck (your order action)");
    }

    std::map<std::string, int> seen;
    const auto button_for = [&](const Action& a) {
        std::string name = "action:" + std::string(action_kind_id(a.kind));
        const int n = seen[name]++;
        if (n > 0)
            name += "#" + std::to_string(n + 1);
        if (wrapped_button(marks, name, action_label(f, a)))
            out.act = a;
    };
    std::vector<Action> spatial;
    for (const Action& a : f.legal) {
        bool show = false;
        switch (pick.kind) {
            case TablePick::Kind::Tile:
                show = a.kind == ActionKind::PlayTile && a.card == pick.card;
                break;
            case TablePick::Kind::Output:
                show = a.kind == ActionKind::Adjust && a.from == pick.spot;
                break;
            case TablePick::Kind::Order:
                show = (a.kind == ActionKind::MakeCandy && a.card == pick.card);
                break;
            case TablePick::Kind::None:
                show = !is_spatial(a.kind) && !has_own_button(a.kind);
                if (is_spatial(a.kind))
                    spatial.push_back(a);
                break;
        }
        if (show)
            button_for(a);
    }
    if (pick.kind != TablePick::Kind::None) {
        if (ui_button(marks, "unpick", "Put it back (Esc)", {-1, 0}))
            out.cancel = true;
    } else if (!spatial.empty()) {
        // The same moves as the floor offers, for a player who would rather
        // read them than point at them.
        char label[64];
        std::snprintf(label, sizeof label, "Or choose from a list (%zu %s)", spatial.size(),
                      spatial.size() == 1 ? "choice" : "choices");
        const bool open = ImGui::CollapsingHeader(label);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Every tile, output and candy choice there is, as buttons");
        if (open) {
            marks.mark_item("spatial");
            for (const Action& a : spatial)
                button_for(a);
        }
    }
}

void TableScreen::draw_log(const TableFrame& f, const shell::Fonts& fonts) {
    hovered_log_ = log_.draw(*f.log, f.log_shown, f.log_current, fonts);
}

void TableScreen::draw_movement_bar(const TableFrame& f, const Rect& bar, float s, Marks& marks,
                                    const shell::Fonts& fonts, TableIntents& out) {
    // The bar holds the words that come and go: why a click was refused, else the
    // preview of the move under the pointer, else the table's notice (a special
    // order completed, an action taken back). They never push a panel down.
    BarNote note;
    std::string refused;
    if (f.refusal) {
        refused = "Not now: " + f.refusal->reason;
        note = {refused, true};
    } else if (!preview_note_.empty()) {
        note = {preview_note_, false};
    } else if (!f.notice.empty()) {
        note = {f.notice, true};
    }
    notice_at_.reset();
    if (!f.movement.active && !f.movement.can_replay && note.text.empty())
        return;
    ImGui::SetNextWindowPos(bar.min);
    ImGui::SetNextWindowSize({bar.width(), bar.height()});
    // The controls centred in the bar's height, whatever the scale.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding,
                        {8 * s, std::max(0.0f, 0.5f * (bar.height() - ImGui::GetFrameHeight()))});
    ImGui::Begin("##movement", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
    ImGui::PopStyleVar();
    out.movement = app::draw_movement_bar(f.movement, s, marks, note, fonts.bold);
    if (!f.notice.empty() && note.text.data() == f.notice.data())
        notice_at_ = marks.find("bar:note");
    ImGui::End();
}

}  // namespace sugarworks::app
