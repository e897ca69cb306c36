// The table screen's floor: the factory floor, the move preview and the order market.
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

// [SECTION] The floor

void TableScreen::draw_floor_area(const TableFrame& f, const Painter& p, const FloorLayout& lay,
                                  float s, Marks& marks, TableIntents& out) {
    const Floor& floor = f.view.floor;
    const Catalog& catalog = f.game->catalog();
    const TablePick& pick = f.pick;
    const Scene scene = build_scene(*f.playback, lay);
    FloorView fv{&floor, &catalog, &f.playback->tally(), &scene};
    fv.in_play = candies_in_play(f.game->scenario());
    fv.min_text = kMinTextPoints * s;
    draw_floor_scene(p, lay, fv);
    marks.begin_area("floor", floor_area_);
    struct EndArea {
        Marks& m;
        ~EndArea() { m.end_area(); }
    } end_area{marks};

    for (int r = 0; r < floor.rows(); ++r) {
        for (int c = 0; c < floor.cols(); ++c)
            marks.mark("cell:" + cell_name({r, c}, floor.rows()), lay.space({r, c}));
    }
    // What the layout check measures: the board's share of the window, and the
    // floor's smallest words (its counts), which never go under the screen's least.
    const Rect board{lay.board().min, {lay.crate_counts(0).max.x, lay.board().max.y}};
    marks.mark("floor:board", board, MarkRole::Overlay);
    marks.said("the floor's counts", smallest_floor_text(lay, fv));
    for (int spot = 0; spot < floor.dock_count(); ++spot)
        marks.mark("dock:" + std::to_string(spot), lay.dock_spot(spot));

    if (f.movement.active && !f.movement.finished)
        return;  // no choosing while the conveyors run
    if (f.staged) {
        // The action waiting for a second click, drawn where it goes.
        draw_preview(f, p, lay);
        ImDrawList* fg = ImGui::GetForegroundDrawList();
        if (f.staged->kind == ActionKind::PlayTile) {
            const Rect r = lay.space(f.staged->cell);
            const Painter gp{fg, p.art, p.font, p.patterns};
            draw_tile_art(gp, r.inset(0.04f * lay.cell()), catalog.placed(f.staged->card), &catalog,
                          0.85f);
            fg->AddRect(r.min, r.max, palette::kPinkDeep, 0.1f * lay.cell(), 0, 4.0f);
            marks.mark("staged", r, MarkRole::Overlay);
        } else if (f.staged->kind == ActionKind::Adjust) {
            // An output to move (the coach's hint may stage one): from, to, and the way.
            const Rect from = lay.dock_spot(f.staged->from);
            const Rect to = lay.dock_spot(f.staged->to);
            const float round = 0.1f * lay.cell();
            fg->AddRect(from.min, from.max, palette::kPinkDeep, round, 0, 2.5f);
            fg->AddLine(from.center(), to.center(), palette::kPinkDeep, 3.0f);
            fg->AddRect(to.min, to.max, palette::kPinkDeep, round, 0, 4.0f);
            marks.mark("staged", to, MarkRole::Overlay);
        }
        const ImGuiIO& io = ImGui::GetIO();
        if (!io.WantCaptureMouse && ImGui::IsMouseClicked(0)) {
            const Rect target = f.staged->kind == ActionKind::PlayTile ? lay.space(f.staged->cell)
                                : f.staged->kind == ActionKind::Adjust ? lay.dock_spot(f.staged->to)
                                                                       : Rect{};
            const bool on_it =
                (f.staged->kind == ActionKind::PlayTile || f.staged->kind == ActionKind::Adjust) &&
                contains(target, io.MousePos);
            if (on_it)
                out.confirm = true;
            else
                out.cancel = true;  // a click elsewhere puts it back
        }
        return;
    }

    // What the pick allows, lit on the floor.
    std::vector<std::pair<Rect, Action>> targets;
    std::vector<Rect> pickable;
    for (const Action& a : f.legal) {
        switch (pick.kind) {
            case TablePick::Kind::Tile:
                if (a.kind == ActionKind::PlayTile && a.card == pick.card)
                    targets.emplace_back(lay.space(a.cell), a);
                break;
            case TablePick::Kind::Output:
                if (a.kind == ActionKind::Adjust && a.from == pick.spot)
                    targets.emplace_back(lay.dock_spot(a.to), a);
                break;
            case TablePick::Kind::Order:
                if (a.kind == ActionKind::MakeCandy && a.card == pick.card) {
                    if (const auto spot = floor.output_spot(a.candy))
                        targets.emplace_back(lay.dock_spot(*spot), a);
                }
                break;
            case TablePick::Kind::None:
                if (a.kind == ActionKind::Adjust)
                    pickable.push_back(lay.dock_spot(a.from));
                break;
        }
    }
    ImDrawList* fg = ImGui::GetForegroundDrawList();
    const float cell = lay.cell();
    const float pulse = 0.6f + 0.4f * std::sin(static_cast<float>(ImGui::GetTime()) * 4.0f);
    for (size_t i = 0; i < targets.size(); ++i)
        marks.mark("target:" + std::to_string(i), targets[i].first, MarkRole::Overlay);
    for (const auto& [r, a] : targets) {
        fg->AddRectFilled(r.min, r.max, IM_COL32(120, 230, 170, static_cast<int>(50 * pulse)),
                          0.1f * cell);
        fg->AddRect(r.min, r.max, IM_COL32(40, 170, 110, 255), 0.1f * cell, 0,
                    std::max(2.0f, 0.05f * cell));
    }
    for (size_t i = 0; i < pickable.size(); ++i)
        marks.mark("adjustable:" + std::to_string(i), pickable[i], MarkRole::Overlay);
    for (const Rect& r : pickable)
        fg->AddRect(r.min, r.max, IM_COL32(255, 206, 72, 200), 0.1f * cell, 0, 2.0f);
    if (pick.kind == TablePick::Kind::Output) {
        const Rect r = lay.dock_spot(pick.spot);
        fg->AddRect(r.min, r.max, palette::kPinkDeep, 0.1f * cell, 0, 3.0f);
    }

    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 mouse = io.MousePos;
    const bool over_ui = io.WantCaptureMouse;
    const Action* hovered = nullptr;
    for (const auto& [r, a] : targets) {
        if ((!over_ui && contains(r, mouse)) || (key_point_ && contains(r, *key_point_)))
            hovered = &a;
    }

    if (pick.kind == TablePick::Kind::Tile && !over_ui && contains(lay.board(), mouse)) {
        const Rect ghost = Rect::around(mouse, 0.9f * cell, 0.9f * cell);
        const Painter gp{fg, p.art, p.font, p.patterns};
        draw_tile_art(gp, ghost, catalog.placed(pick.card), &catalog, 0.6f);
    }
    // The preview: where each candy would go if the conveyors ran with it done.
    if (hovered)
        out.hover = *hovered;
    if (hovered && f.preview_of == *hovered)
        draw_preview(f, p, lay);
    // A log line under the pointer: its space, and its candy where it stands now.
    if (hovered_log_ >= 0 && hovered_log_ < static_cast<int>(f.log->size())) {
        const LogLine& e = (*f.log)[static_cast<size_t>(hovered_log_)];
        if (const auto c = event_cell(e)) {
            const Rect r = lay.space(*c);
            fg->AddRect(r.min, r.max, palette::kGold, 0.1f * cell, 0, 4.0f);
        }
        if (e.kind == GameEventKind::Floor) {
            for (const CandySprite& sprite : scene.candies) {
                if (sprite.id == e.floor.candy)
                    fg->AddCircle(sprite.look.center, 0.6f * sprite.look.size, palette::kPinkDeep,
                                  32, 3.0f);
            }
        }
    }
    // Production: a ring opening around each output that has just made a candy.
    if (f.produced_t < 1) {
        const float t = f.produced_t;
        for (const int spot : f.produced) {
            const ImVec2 c = lay.dock_candy(spot);
            fg->AddCircle(c, (0.25f + 0.35f * t) * cell, palette::with_alpha(palette::kGold, 1 - t),
                          32, 4.0f * (1 - t) + 1);
        }
    }

    // What a space or an output is, for a pointer resting on it.
    if (!over_ui && !hovered && pick.kind == TablePick::Kind::None) {
        for (int r = 0; r < floor.rows(); ++r) {
            for (int c = 0; c < floor.cols(); ++c) {
                if (!contains(lay.space({r, c}), mouse))
                    continue;
                const PlacedTile& tile = floor.tile_at({r, c});
                const std::string name = tile.tile == kPrintedTile
                                             ? std::string("Printed space")
                                             : catalog.kind_of_tile(tile.tile).name;
                // Beside the board, never over the rows of the floor.
                tooltip_outside(
                    lay.board(), lay.space({r, c}),
                    cell_name({r, c}, floor.rows()) + ": " + name + "\n" + describe_face(tile.face),
                    true);
            }
        }
        for (int spot = 0; spot < floor.dock_count(); ++spot) {
            const Dock& dock = floor.dock(spot);
            if (!dock.has_output() || !contains(lay.dock_spot(spot), mouse))
                continue;
            const bool movable = std::any_of(f.legal.begin(), f.legal.end(), [&](const Action& a) {
                return a.kind == ActionKind::Adjust && a.from == spot;
            });
            const std::string type(candy_type_name(dock.output_type()));
            tooltip_outside(lay.board(), lay.dock_spot(spot),
                            "The " + type + " output: a new " + type + " is made here." +
                                (movable ? "\nClick it, then an open spot, to move it." : ""),
                            true);
        }
    }

    if (over_ui || !ImGui::IsMouseClicked(0))
        return;
    if (hovered) {
        out.act = *hovered;
        return;
    }
    // A click on what is not lit: the action it would be, for the core to say why not.
    const auto attempt = [&](const Action& a) {
        out.attempt = a;
        out.at = {mouse.x, mouse.y};
    };
    const auto dock_under = [&]() -> int {
        for (int spot = 0; spot < floor.dock_count(); ++spot) {
            if (contains(lay.dock_spot(spot), mouse))
                return spot;
        }
        return -1;
    };
    const int dock = dock_under();
    if (pick.kind == TablePick::Kind::None) {
        for (const Action& a : f.legal) {
            if (a.kind == ActionKind::Adjust && contains(lay.dock_spot(a.from), mouse)) {
                out.pick = TablePick{TablePick::Kind::Output, -1, a.from};
                return;
            }
        }
        // An output that cannot move now: to the first open spot, to hear why.
        if (dock >= 0 && floor.dock(dock).has_output()) {
            for (int to = 0; to < floor.dock_count(); ++to) {
                if (!floor.dock(to).has_output()) {
                    attempt(Action::adjust(dock, to));
                    return;
                }
            }
        }
        // Anywhere else on the board: what to pick first.
        if (contains(lay.board(), mouse)) {
            out.floor_unpicked = true;
            out.at = {mouse.x, mouse.y};
        }
        return;
    }
    if (!contains(lay.board(), mouse))
        return;
    switch (pick.kind) {
        case TablePick::Kind::Tile:
            for (int r = 0; r < floor.rows(); ++r) {
                for (int c = 0; c < floor.cols(); ++c) {
                    if (contains(lay.space({r, c}), mouse)) {
                        attempt(Action::play_tile(pick.card, {r, c}));
                        return;
                    }
                }
            }
            break;
        case TablePick::Kind::Output:
            if (dock >= 0) {
                attempt(Action::adjust(pick.spot, dock));
                return;
            }
            break;
        case TablePick::Kind::Order:
            if (dock >= 0 && floor.dock(dock).has_output()) {
                attempt(Action::make_candy(pick.card, floor.dock(dock).output_type()));
                return;
            }
            break;
        case TablePick::Kind::None:
            break;
    }
    out.cancel = true;
}

// Where each candy would go, and what would befall it there: a Bonk!, an eater,
// a crate, Lost. From the core's preview of the action (TableFrame::preview).
void TableScreen::draw_preview(const TableFrame& f, const Painter& p, const FloorLayout& lay) {
    if (!f.preview)
        return;
    const std::vector<CandyPath> paths = preview_paths(*f.preview);
    const Painter gp{ImGui::GetForegroundDrawList(), p.art, p.font, p.patterns};
    draw_preview_paths(gp, lay, paths);
    // In words too, in the bar under the floor (never over the paths it sums up).
    preview_note_ = preview_note(*f.preview, paths);
}

namespace {

// The market's buttons are narrow (a slot may be a quarter of the middle column):
// their words have this little padding at the sides.
float market_button_padding() {
    return 0.5f * ImGui::GetStyle().FramePadding.x;
}

// The word on the discard button: "Discard" where half the slot holds it, else a
// cross (its tooltip says what it does), so the two buttons keep one row.
const char* discard_label(float width) {
    const float half = 0.5f * (width - ImGui::GetStyle().ItemSpacing.x);
    return ImGui::CalcTextSize("Discard").x + 2 * market_button_padding() <= half ? "Discard"
                                                                                  : "\xC3\x97";
}

// A market button: pressed when its action is offered; else greyed, and a click
// on it asks the core why not (no button comes and goes with the step).
void market_button(const TableFrame& f, Marks& marks, const Action& action, const std::string& name,
                   const char* label, const char* what, float width, TableIntents& out) {
    const bool open = offered(f, action);
    if (!open) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.6f);
    }
    const bool pressed = ImGui::Button((std::string(label) + "##" + name).c_str(), {width, 0});
    marks.mark_item(open ? name : name + ":idle", open ? MarkRole::Control : MarkRole::Text);
    marks.said(label);
    if (!open) {
        ImGui::PopStyleVar();
        ImGui::PopStyleColor();
    }
    if (open)
        mark_if_staged(f, action);
    if (ImGui::IsItemHovered()) {
        std::string words = what;
        for (const auto& [idle, why] : f.idle_reasons) {
            if (!open && idle == action)
                words += "\n\n" + why;
        }
        item_tooltip(words);
    }
    if (!pressed)
        return;
    if (open) {
        out.act = action;
    } else {
        out.attempt = action;
        out.at = {ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y};
    }
}

}  // namespace

// The market: each face-up order in its slot of the layout, its buttons under it.
void TableScreen::draw_market(const TableFrame& f, const PlayerView& view, const Painter& p,
                              const TableLayout& layout, Marks& marks, TableIntents& out) {
    const Catalog& catalog = f.game->catalog();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float button_h = ImGui::GetFrameHeight();
    for (int slot = 0; slot < kMarketSlots; ++slot) {
        const int card = view.market[static_cast<size_t>(slot)];
        if (card == kNoCard)
            continue;
        const Rect& r = layout.market_slots[static_cast<size_t>(slot)];
        const float w = r.width();
        // The buttons in a row under the card, which gets the height they leave.
        const float buttons_h = market_buttons_height(w);
        ImGui::PushID(slot);
        ImGui::SetCursorScreenPos(r.min);
        // A click on the card itself takes it, or says why it cannot be taken now.
        const float card_h = r.height() - buttons_h - spacing;
        if (order_card(p, catalog, card, w, false, marks, "market_card:" + std::to_string(slot),
                       card_h, MarkRole::Text, card_h)) {
            const Action take = Action::take_order(card);
            if (offered(f, take)) {
                out.act = take;
            } else {
                out.attempt = take;
                out.at = {ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y};
            }
        }
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                            {market_button_padding(), ImGui::GetStyle().FramePadding.y});
        const char* discard = discard_label(w);
        const float cross_w = ImGui::CalcTextSize(discard).x + 4 * market_button_padding();
        const bool cross = discard[0] != 'D';
        const float take_w = cross ? w - spacing - cross_w : 0.5f * (w - spacing);
        ImGui::SetCursorScreenPos({r.min.x, r.max.y - button_h});
        market_button(f, marks, Action::take_order(card), "market:" + std::to_string(slot), "Take",
                      "Take it into your hand (an order action)", take_w, out);
        ImGui::SetCursorScreenPos({r.min.x + take_w + spacing, r.max.y - button_h});
        market_button(f, marks, Action::discard_market(card),
                      "market_discard:" + std::to_string(slot), discard,
                      "Discard it from the market (an order action)", w - take_w - spacing, out);
        ImGui::PopStyleVar();
        ImGui::PopID();
    }
}

}  // namespace sugarworks::app
