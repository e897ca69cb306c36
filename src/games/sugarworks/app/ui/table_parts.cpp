#include "ui/table_parts.hpp"

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

namespace sugarworks::app::table_parts {

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

// The rule of the step (the core's words) and how this table's controls do it.
std::string step_hint(Step step, const Scenario& scenario) {
    std::string hint = step_rule(step, scenario);
    if (step == Step::DiscardDown)
        hint += " Click an order in the hand, or choose below.";
    else if (step == Step::FactoryAction)
        hint += " Pick a tile or an order, then a lit place; click an output, then an open spot.";
    return hint;
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

float market_buttons_height(float) {
    return ImGui::GetFrameHeight();
}

}  // namespace sugarworks::app::table_parts
