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
#include "ui/table_widgets.hpp"
#include "ui/theme.hpp"
#include "ui/tip_box.hpp"

namespace sugarworks::app {
namespace {

// "9.5" as "9․5" and "10,000" as "10‚000": ImGui's word wrap may break a line
// after any full stop or comma, in a number too ("10," then "000"); the one dot
// leader and the low comma look the same and are not places to break.
std::string numbers_kept_whole(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool between_digits = (text[i] == '.' || text[i] == ',') && i > 0 &&
                                    i + 1 < text.size() &&
                                    std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
                                    std::isdigit(static_cast<unsigned char>(text[i + 1]));
        if (!between_digits)
            out += text[i];
        else if (text[i] == '.')
            out += "\xE2\x80\xA4";  // one dot leader: a point the wrap keeps
        else
            out += "\xE2\x80\x9A";  // a low comma: "10,000" stays on one line
    }
    return out;
}

std::string step_hint(Step step, const Scenario& scenario) {
    switch (step) {
        case Step::Roll:
            return "Roll the candy die: a candy of the type it shows is made on its output.";
        case Step::OrderAction:
            if (!scenario.market)
                return "Order action: draw the top order of the deck.";
            return "Order action: take an order from the market, draw the top of the deck, or "
                   "discard one from the market.";
        case Step::DiscardDown:
            return "You hold more orders than the hand limit: discard down to it (click an "
                   "order in the hand, or choose below).";
        case Step::FactoryAction:
            return "Factory action: play a tile (pick it, then a lit space), move an output "
                   "(click it, then an open spot) or make a candy (pick an order, then its lit "
                   "output: the order is spent).";
        case Step::GameOver:
            return "The game is over.";
        case Step::KeepOne:
            return "Keep one of the two orders you drew; the other is discarded.";
        case Step::ChooseWorker:
            return "Choose which side of your Sugarworker card you play. Everyone sees it.";
        case Step::ChooseCandy:
            return "The order you pointed at can make a candy, and everyone now sees it: "
                   "choose which of its candies to make.";
    }
    return "";
}

bool contains(const Rect& r, ImVec2 v) {
    return v.x >= r.min.x && v.x < r.max.x && v.y >= r.min.y && v.y < r.max.y;
}

bool is_spatial(ActionKind k) {
    return k == ActionKind::PlayTile || k == ActionKind::Adjust || k == ActionKind::MakeCandy;
}

// Actions with a button of their own on the table (the market, the decks, the die).
bool has_own_button(ActionKind k) {
    return k == ActionKind::TakeOrder || k == ActionKind::DiscardMarket ||
           k == ActionKind::DrawOrder || k == ActionKind::RollDie;
}

// A full-width button whose label wraps over as many lines as it needs.
bool wrapped_button(Marks& marks, const std::string& name, const std::string& label) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float w = ImGui::GetContentRegionAvail().x;
    const float wrap = w - 2 * style.FramePadding.x;
    const ImVec2 text = ImGui::CalcTextSize(label.c_str(), nullptr, false, wrap);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushID(name.c_str());
    const bool pressed = ImGui::Button("##wrapped", {w, text.y + 2 * style.FramePadding.y});
    ImGui::PopID();
    marks.mark_item(name);
    marks.said(label);
    ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(),
                                        {at.x + style.FramePadding.x, at.y + style.FramePadding.y},
                                        ImGui::GetColorU32(ImGuiCol_Text), label.c_str(), nullptr,
                                        wrap);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", label.c_str());
    return pressed;
}

// Where a floor event happened, for the log's hover highlight.
std::optional<Cell> event_cell(const LogLine& e) {
    if (e.kind != GameEventKind::Floor)
        return std::nullopt;
    const Place& at = e.floor.kind == EventKind::Activate ? e.floor.from : e.floor.to;
    if (at.kind == PlaceKind::Grid)
        return at.cell();
    return std::nullopt;
}

// What a button says: the core's words for the action, and for a side of a
// Sugarworker card its name and what it does, so the choice is not made blind.
std::string action_label(const TableFrame& f, const Action& a) {
    const Game& game = *f.game;
    std::string label = describe_action(a, game);
    if (a.kind != ActionKind::ChooseWorkerSide || f.view.viewer < 0)
        return label;
    const PublicPlayer& me = f.view.players[static_cast<size_t>(f.view.viewer)];
    const auto& workers = game.catalog().sugarworkers;
    if (me.worker < 0 || me.worker >= static_cast<int>(workers.size()) || a.card < 0 || a.card > 1)
        return label;
    const WorkerAbility& ab =
        workers[static_cast<size_t>(me.worker)].sides[static_cast<size_t>(a.card)];
    return label + ", " + ab.name + ": " + ability_text(ab, game.scenario());
}

}  // namespace

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

float market_buttons_height(float) {
    return ImGui::GetFrameHeight();
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
