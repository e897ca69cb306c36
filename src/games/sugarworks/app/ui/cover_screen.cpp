#include "ui/cover_screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "anim/playback.hpp"
#include "render/floor_painter.hpp"
#include "render/palette.hpp"
#include "render/scene.hpp"
#include "render/scene_painter.hpp"
#include "ui/seat_colours.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
namespace {

void centered(Marks& marks, const std::string& text) {
    const float w = ImGui::CalcTextSize(text.c_str()).x;
    ImGui::SetCursorPosX(std::max(0.0f, 0.5f * (ImGui::GetWindowWidth() - w)));
    ui_text(marks, text);
}

}  // namespace

void draw_floor_behind(const Painter& p, const Floor& floor, const Catalog& catalog,
                       unsigned in_play) {
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    draw_backdrop(p, {{0, 0}, size});
    const FloorLayout layout(floor, {20, 20}, {size.x - 20, size.y - 20});
    const Playback still(floor, {});
    const Scene scene = build_scene(still, layout);
    FloorView view{&floor, &catalog, &still.tally(), &scene};
    view.in_play = in_play;
    draw_floor(p, layout, view);
    draw_candies(p, scene, false);
    draw_corner_icons(p, layout, view);
}

TableIntents draw_cover(const Painter& p, const shell::Fonts& fonts, float s, Marks& marks,
                        const CoverText& cover) {
    TableIntents out;
    const std::string& name = cover.name;
    const std::string& take_back = cover.take_back;
    const ImU32 colour = seat_colour(cover.colour);
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    // A veil over the whole window: the floor behind is public, but nothing
    // on it should be mistaken for the next player's hand.
    p.dl->AddRectFilled({0, 0}, size, IM_COL32(74, 44, 34, 150));
    const float w = next_window_centered(560 * s, (take_back.empty() ? 300 : 350) * s).x;
    ImGui::Begin("##cover", nullptr, kCardFlags);
    const ImVec2 at = ImGui::GetWindowPos();
    ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + w, at.y + 14 * s}, colour, 14 * s,
                                              ImDrawFlags_RoundCornersTop);
    ImGui::Dummy({0, 22 * s});
    ImGui::PushFont(fonts.title);
    centered(marks, "Pass to " + name);
    ImGui::PopFont();
    ImGui::Dummy({0, 10 * s});
    centered(marks, cover.why);
    centered(marks, name + ": press the button when only you can see the screen.");
    ImGui::Dummy({0, 24 * s});
    const std::string label = "I am " + name + ": show my hand (Enter)";
    const float bw = ImGui::CalcTextSize(label.c_str()).x + 60 * s;
    ImGui::SetCursorPosX(0.5f * (w - bw));
    if (ui_button(marks, "cover:show", label.c_str(), {bw, 48 * s}))
        out.lift_cover = true;
    ImGui::SetItemDefaultFocus();
    ImGui::Dummy({0, 10 * s});
    if (!take_back.empty()) {
        // The player who just acted may still change their mind, until the next one
        // takes the computer: their action revealed nothing.
        const std::string undo = take_back + " (Ctrl+Z)";
        const float uw = ImGui::CalcTextSize(undo.c_str()).x + 40 * s;
        ImGui::SetCursorPosX(0.5f * (w - uw));
        if (ui_button(marks, "cover:take_back", undo.c_str(), {uw, 0}))
            out.take_back = true;
        ImGui::Dummy({0, 6 * s});
    }
    ImGui::SetCursorPosX(0.5f * (w - 160 * s));
    if (ui_button(marks, "cover:menu", "Main menu", {160 * s, 0}))
        out.menu = true;
    ImGui::End();
    return out;
}

TableIntents draw_recap(const shell::Fonts& fonts, float s, Marks& marks, const std::string& title,
                        const std::vector<std::string>& lines) {
    TableIntents out;
    const float h = next_window_centered(720 * s, 560 * s).y;
    ImGui::Begin("##recap", nullptr, kCardFlags);
    ImGui::PushFont(fonts.bold);
    ui_text(marks, title);
    ImGui::PopFont();
    ImGui::BeginChild("##recaplines", {0, h - 110 * s}, true);
    for (const std::string& line : lines) {
        bullet(s);
        ui_text_wrapped(marks, line);
    }
    ImGui::EndChild();
    ImGui::Dummy({0, 6 * s});
    if (ui_button(marks, "recap:start", "Start my turn (Enter)", {-1, 44 * s}))
        out.recap_read = true;
    ImGui::SetItemDefaultFocus();
    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
