// The table screen's frame: the panels laid out, tips and lessons over them.
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

// [SECTION] The frame

// A tip on the floor: beside the place of its moment, leaving the candies it
// speaks of in view, with a line to that place, which is ringed in gold.
void TableScreen::draw_floor_tip(const TableTip& tip, const shell::Fonts& fonts, float s,
                                 Marks& marks) {
    // A place off the grid (a candy gone over an edge) is shown at the board's edge.
    Rect anchor = place_rect(layout_, tip.at);
    if (tip.at.kind == PlaceKind::OffBoard) {
        const Rect board = layout_.board();
        const float dx =
            std::max(0.0f, board.min.x - anchor.min.x) - std::max(0.0f, anchor.max.x - board.max.x);
        const float dy =
            std::max(0.0f, board.min.y - anchor.min.y) - std::max(0.0f, anchor.max.y - board.max.y);
        anchor = {{anchor.min.x + dx, anchor.min.y + dy}, {anchor.max.x + dx, anchor.max.y + dy}};
    }
    std::vector<Rect> clear;
    for (const Place& place : tip.keep_clear)
        clear.push_back(place_rect(layout_, place));
    // A candy lost or eaten tumbles into the gutter: that stays in view too.
    if (tip.kind == TipKind::Eater || tip.kind == TipKind::XTile ||
        tip.kind == TipKind::LostOffEdge || tip.kind == TipKind::LostOntoOutput ||
        tip.kind == TipKind::LostInLoop)
        clear.push_back(layout_.lost_card());
    // The burst of a Bonk! rises over the top of its space.
    if (tip.kind >= TipKind::BonkRedCircle && tip.kind <= TipKind::BonkPurpleRectangle) {
        const float c = layout_.cell();
        clear.push_back({{anchor.min.x - 0.3f * c, anchor.min.y - 0.5f * c},
                         {anchor.max.x + 0.3f * c, anchor.min.y + 0.3f * c}});
    }
    draw_tip_beside(tip, anchor, clear, fonts, s, marks);
}

// The card in the floor's area, by `anchor` and over none of `clear`, with a
// line to the anchor, which is ringed in gold.
void TableScreen::draw_tip_beside(const TableTip& tip, const Rect& anchor,
                                  const std::vector<Rect>& clear, const shell::Fonts& fonts,
                                  float s, Marks& marks) {
    ImDrawList* fg = ImGui::GetForegroundDrawList();
    const float margin = 6 * s;
    const Rect area = floor_area_.inset(margin);
    const float wrap = std::min(area.width(), 560 * s);
    const ImVec2 size = tip_card_size(fonts, tip.words, wrap, s);
    const Rect board = layout_.board();
    const Rect spot = place_tip_box(area, size, anchor, clear, board, 0.15f * layout_.cell());
    const ImU32 line = IM_COL32(214, 160, 40, 255);
    // The line first, so the card stands over its end.
    if (anchor.min.x >= spot.max.x) {
        // A panel to the right of the floor (the notice): across to its edge.
        const float y = std::clamp(anchor.center().y, spot.min.y + 8 * s, spot.max.y - 8 * s);
        fg->AddLine({spot.max.x, y}, {anchor.min.x, std::clamp(y, anchor.min.y, anchor.max.y)},
                    line, 2.5f * s);
    } else {
        // From a card beside the board the line runs to the board's edge, not
        // across the candies on the way: the ring shows the space.
        const bool above = spot.center().y < anchor.center().y;
        const ImVec2 from{std::clamp(anchor.center().x, spot.min.x + 12 * s, spot.max.x - 12 * s),
                          above ? spot.max.y : spot.min.y};
        float end = above ? anchor.min.y : anchor.max.y;
        if (above && spot.max.y <= board.min.y)
            end = std::min(end, board.min.y + 0.5f * (layout_.space({0, 0}).min.y - board.min.y));
        else if (!above && spot.min.y >= board.max.y)
            end = std::max(end, board.max.y);
        fg->AddLine(from, {anchor.center().x, end}, line, 2.5f * s);
    }
    fg->AddRect(anchor.min, anchor.max, palette::kGold, 0.1f * layout_.cell(), 0, 3 * s);
    const Rect box = draw_tip_card(fg, fonts, tip.words, spot.min, wrap, s);
    marks.begin_area("floor", floor_area_);
    marks.mark("tip:" + std::string(tip_kind_id(tip.kind)), box, MarkRole::Overlay);
    marks.said(tip.words, tip_font(fonts)->FontSize);
    marks.end_area();
}

TableIntents TableScreen::draw(const TableFrame& f, const Painter& p, const shell::Fonts& fonts,
                               float s, Marks& marks) {
    TableIntents out;
    const PlayerView& view = f.view;
    const PlayerView& shown = f.panels;

    const ImGuiIO& io = ImGui::GetIO();
    const TableLayout t = layout_table(io.DisplaySize, s, needs(f, io.DisplaySize, fonts, s));
    table_layout_ = t;
    lesson_area_ = t.lesson;
    floor_area_ = t.floor;
    preview_note_.clear();
    layout_ = FloorLayout(view.floor, t.floor.min, t.floor.max);
    {
        // The pattern only where no panel will hide it: it is the costliest thing
        // a frame fills under a software renderer. Panels have rounded corners,
        // so the pattern runs a corner's width under each edge.
        const float round = ImGui::GetStyle().WindowRounding;
        std::vector<Rect> covered{t.header,
                                  t.side.inset(round),
                                  t.log.inset(round),
                                  t.hand.inset(round),
                                  t.actions.inset(round),
                                  layout_.board().inset(0.2f * layout_.cell()),
                                  layout_.lost_card().inset(0.12f * layout_.cell()),
                                  layout_.supply_card().inset(0.12f * layout_.cell())};
        if (f.game->scenario().market)
            covered.push_back(t.market.inset(round));
        draw_backdrop(p, {{0, 0}, io.DisplaySize}, covered);
    }
    const int round = conveyors_running(f) ? f.movement.round : view.round;
    std::string status = "Round " + std::to_string(round) + "  \xC2\xB7  ";
    if (conveyors_running(f))
        status += "the conveyors are running";
    else if (view.step == Step::GameOver)
        status += "the game is over";
    else
        status += f.seats[static_cast<size_t>(view.current)].name + ": " +
                  std::string(step_words(view.step));
    // Alone, a player takes two sets of actions before each movement: which one this is.
    if (!conveyors_running(f) && view.player_count == 1 && view.step != Step::GameOver) {
        status += "  \xC2\xB7  player actions " +
                  std::to_string(std::min(view.turns_taken + 1, f.game->turns_per_round())) +
                  " of " + std::to_string(f.game->turns_per_round());
    }
    // The seed where there is room for it (it is on the score sheet's replay too).
    const std::string seed = "  \xC2\xB7  seed " + std::to_string(f.seed);
    const Rect header_text =
        draw_header(p, fonts.title, fonts.body, t.header, f.game->scenario().name, status,
                    t.header_text.max.x, seed);
    marks.begin_area("header", t.header);
    marks.mark("header:text", header_text, MarkRole::Text);
    marks.said(status, 0.22f * t.header.height());
    marks.end_area();

    if (!f.watched_back)
        draw_toolbar(f, t.toolbar, s, marks, out);

    draw_floor_area(f, p, layout_, s, marks, out);
    draw_movement_bar(f, t.bar, s, marks, fonts, out);

    const auto panel = [&](const char* id, const Rect& r, ImGuiWindowFlags extra) {
        ImGui::SetNextWindowPos(r.min);
        ImGui::SetNextWindowSize({r.width(), r.height()});
        return ImGui::Begin(id, nullptr, kPanelFlags | extra);
    };
    if (f.game->scenario().market) {
        // Padding the slots stand clear of, so no card is clipped at its edge.
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {t.pad, t.pad});
        panel("##market", t.market, ImGuiWindowFlags_NoScrollbar);
        ImGui::PopStyleVar();
        draw_market(f, shown, p, t, marks, out);
        ImGui::End();
    }

    panel("##public", t.side, ImGuiWindowFlags_AlwaysVerticalScrollbar);
    public_.draw(f, shown, p, fonts, s, marks);
    ImGui::End();

    panel("##log", t.log, ImGuiWindowFlags_NoScrollbar);
    draw_log(f, fonts);
    ImGui::End();

    panel("##hand", t.hand, ImGuiWindowFlags_AlwaysVerticalScrollbar);
    draw_hand_panel(f, view, p, fonts, s, marks, out);
    ImGui::End();

    if (!f.watched_back) {
        panel("##actions", t.actions, ImGuiWindowFlags_AlwaysVerticalScrollbar);
        draw_actions(f, fonts, marks, out);
        ImGui::End();
    }

    if (f.lesson) {
        // The lesson's words stand out from the table's panels.
        ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(1.0f, 0.97f, 0.86f, 0.98f));
        ImGui::PushStyleColor(ImGuiCol_Border, ImGui::ColorConvertU32ToFloat4(palette::kPink));
        ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2 * s);
        panel("##lesson", t.lesson, 0);
        const LessonIntents lesson =
            draw_lesson_panel(*f.lesson, t.lesson.width(), fonts, s, marks);
        ImGui::End();
        ImGui::PopStyleVar();
        ImGui::PopStyleColor(2);
        out.lesson_next = lesson.next;
        out.lesson_restart = lesson.restart;
        out.lesson_leave = lesson.leave;
        out.lesson_onward = lesson.onward;
        if (f.lesson->show.bonk_chart)
            draw_lesson_bonk_chart(f, p, fonts, s, marks);
        if (const auto shown = lesson_mark(f, t, marks))
            draw_lesson_highlight(*shown, s, marks);
    }
    if (f.tip && f.tip->spot == TipSpot::Floor)
        draw_floor_tip(*f.tip, fonts, s, marks);
    // A special order completed: over the floor (which is still by then), by the
    // notice in the bar that says so.
    if (f.tip && f.tip->spot == TipSpot::Notice) {
        const Rect anchor = notice_at_ ? *notice_at_ : t.bar;
        draw_tip_beside(*f.tip, anchor.inset(-4 * s), {}, fonts, s, marks);
    }
    // A click anywhere, on the tip or not, sends it away (and does what it does).
    if (f.tip && ImGui::IsMouseClicked(0))
        out.dismiss_tip = true;
    return out;
}

// The Bonk! chart beside the space the lesson shows (or the board), over
// neither that space nor the burst above it.
void TableScreen::draw_lesson_bonk_chart(const TableFrame& f, const Painter& p,
                                         const shell::Fonts& fonts, float s, Marks& marks) {
    const lessons::LessonHighlight& show = f.lesson->show;
    const Rect board = layout_.board();
    const Rect anchor = show.mark == lessons::LessonMark::Space ? layout_.space(show.cell) : board;
    const float c = layout_.cell();
    const std::vector<Rect> clear{{{anchor.min.x - 0.3f * c, anchor.min.y - 0.5f * c},
                                   {anchor.max.x + 0.3f * c, anchor.min.y + 0.3f * c}}};
    const std::vector<BonkChartRow> rows = bonk_chart_rows(f.game->catalog());
    const ImVec2 size = bonk_chart_card_size(fonts, rows, s);
    // Beside the board in the floor's area, or over the public table to its left,
    // which the lesson's step does not speak of (the floor takes the middle's width),
    // below the step's words that head the left column.
    const Rect area{
        {table_layout_.side.min.x, std::max(floor_area_.min.y, table_layout_.side.min.y)},
        floor_area_.max};
    const Rect spot = place_tip_box(area.inset(6 * s), size, anchor, clear, board, 0.15f * c);
    // Where the floor has no room for it beside the space (a small window), the
    // step's words and the Rules screen carry the chart: the space stays in view.
    const Rect ringed = anchor.inset(-8 * s);
    const Rect covered = spot.intersection(ringed);
    if (show.mark == lessons::LessonMark::Space && covered.width() > 0 && covered.height() > 0)
        return;
    const Painter fg{ImGui::GetForegroundDrawList(), p.art, p.font, p.patterns};
    const Rect drawn = draw_bonk_chart_card(fg, fonts, rows, show.bonk_chart, spot.min, s);
    marks.mark_on_top("lesson:bonk_chart", drawn);
}

// Where the lesson's step points, as drawn this frame: a space or an output on
// the floor, a panel, a part of one, or a button.
std::optional<Rect> TableScreen::lesson_mark(const TableFrame& f, const TableLayout& t,
                                             const Marks& marks) const {
    using lessons::LessonMark;
    const lessons::LessonHighlight& show = f.lesson->show;
    // A move that waits for "Do it": that button is the thing to press now.
    if (f.lesson->staged && f.lesson->task == lessons::LessonTask::Act) {
        if (const auto confirm = marks.find("confirm"))
            return confirm;
    }
    // The marks whose names begin with `prefix`, as one rectangle.
    const auto all_of = [&](std::string_view prefix) -> std::optional<Rect> {
        std::optional<Rect> out;
        for (const auto& [name, mark] : marks.marks()) {
            if (name.rfind(prefix, 0) != 0)
                continue;
            out = out ? out->united(mark.rect) : mark.rect;
        }
        return out;
    };
    switch (show.mark) {
        case LessonMark::None:
            return std::nullopt;
        case LessonMark::Space:
            return layout_.space(show.cell);
        case LessonMark::Dock:
            return layout_.dock_spot(show.dock);
        case LessonMark::Hand:
            return t.hand;
        case LessonMark::Orders:
            if (const auto orders = all_of("order:"))
                return orders->intersection(t.hand);
            return t.hand;
        case LessonMark::Market:
            return f.game->scenario().market ? std::optional(t.market) : std::nullopt;
        case LessonMark::Blankets:
            return public_.blankets() ? public_.blankets() : std::optional(t.side);
        case LessonMark::Crates: {
            std::optional<Rect> out;
            for (int i = 0; i < f.view.floor.crate_count(); ++i) {
                const Rect r = layout_.crate(i);
                out = out ? out->united(r) : r;
            }
            return out;
        }
        case LessonMark::Lost:
            return layout_.lost_card();
        case LessonMark::Log:
            return t.log;
        case LessonMark::Hint:
            return marks.find("hint");
        case LessonMark::Movement:
            return t.bar;
        case LessonMark::Die:
            // Its Roll button when the learner rolls it, else the die's last roll.
            if (const auto roll = marks.find("roll"))
                return roll;
            return marks.find("die");
    }
    return std::nullopt;
}

// The room the panels ask for: the public table's sections as measured, and the
// market's slots as tall as the tallest card of the mode's order pool at the
// slot's width, with its buttons (not the tallest now in the market, which would
// move the floor whenever a longer card came in).
TableNeeds TableScreen::needs(const TableFrame& f, ImVec2 window, const shell::Fonts& fonts,
                              float s) const {
    TableNeeds n;
    n.actions_h = actions_h_;
    n.market = f.game->scenario().market;
    n.public_h = public_.needed_height();
    if (f.lesson) {
        const float width = layout_table(window, s, n).side.width();  // the left column's
        n.lesson_h = lesson_panel_height(*f.lesson, width, fonts, s);
    }
    if (!n.market)
        return n;
    const float w = market_slot_width(window, s);  // the same with or without a lesson
    if (market_card_game_ != f.game || market_card_w_ != w) {
        // Tall enough for three cards in four of the mode's pool: the rest show
        // their first lines, and all of them when pointed at.
        const Catalog& catalog = f.game->catalog();
        std::vector<float> heights;
        for (std::size_t card = 0; card < catalog.orders.size(); ++card) {
            if (in_pool(catalog.orders[card], f.game->scenario().order_pool))
                heights.push_back(order_card_height(catalog, static_cast<int>(card), w));
        }
        std::sort(heights.begin(), heights.end());
        market_card_h_ = heights.empty() ? 0 : heights[(heights.size() * 3) / 4];
        market_card_game_ = f.game;
        market_card_w_ = w;
    }
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    n.market_slot_h = market_card_h_ + spacing + market_buttons_height(w);
    return n;
}

// Undo, redo, save, rules and menu, right-aligned on the banner.
void TableScreen::draw_toolbar(const TableFrame& f, const Rect& r, float s, Marks& marks,
                               TableIntents& out) {
    ImGui::SetNextWindowPos(r.min);
    ImGui::SetNextWindowSize({r.width(), r.height()});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0));
    ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0, 0, 0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
    ImGui::Begin("##tablebar", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
    const ImGuiStyle& style = ImGui::GetStyle();
    const char* labels[] = {"Undo", "Redo", "Save", "Rules", "Menu (Esc)"};
    float width = 0;
    for (const char* label : labels)
        width += ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x + 8 * s;
    // The coach's button, first on the bar when the settings offer it: as wide as
    // the longer of its two words, so the bar does not shift when it thinks.
    const char* hint_label =
        f.thinking == "The coach is thinking" ? "Thinking\xE2\x80\xA6" : "Hint (H)";
    const float hint_w =
        std::max(ImGui::CalcTextSize("Thinking\xE2\x80\xA6").x, ImGui::CalcTextSize("Hint (H)").x) +
        2 * style.FramePadding.x;
    if (f.hints_offered)
        width += hint_w + 8 * s;
    const float h = r.height();
    ImGui::SetCursorPos({std::max(0.0f, r.width() - width + 4 * s),
                         std::max(0.0f, 0.5f * (h - ImGui::GetFrameHeight()))});
    if (f.hints_offered) {
        if (ui_button_if(marks, f.can_hint, "hint", hint_label, {hint_w, 0}))
            out.hint = true;
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
            ImGui::SetTooltip(
                "%s", f.can_hint ? "The coach stages the move it would make now, and says why"
                                 : "The coach gives hints on your own turns");
        }
        ImGui::SameLine(0, 8 * s);
    }
    if (ui_button_if(marks, f.can_undo, "undo", "Undo"))
        out.undo = true;
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", f.undo_tip.c_str());
    ImGui::SameLine(0, 8 * s);
    if (ui_button_if(marks, f.can_redo, "redo", "Redo"))
        out.redo = true;
    ImGui::SameLine(0, 8 * s);
    if (ui_button(marks, "save", "Save"))
        out.save = true;
    ImGui::SameLine(0, 8 * s);
    if (ui_button(marks, "rules", "Rules"))
        out.rules = true;
    ImGui::SameLine(0, 8 * s);
    if (ui_button(marks, "menu", "Menu (Esc)"))
        out.menu = true;
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
}

}  // namespace sugarworks::app
