#include "ui/cover_screen.hpp"

#include <imgui.h>

#include "anim/playback.hpp"
#include "render/floor_painter.hpp"
#include "render/palette.hpp"
#include "render/scene.hpp"
#include "render/scene_painter.hpp"
#include "shell/ui/handoff_card.hpp"
#include "ui/seat_colours.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {

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
    // A veil over the whole window: the floor behind is public, but nothing
    // on it should be mistaken for the next player's hand.
    p.dl->AddRectFilled({0, 0}, ImGui::GetIO().DisplaySize, IM_COL32(74, 44, 34, 150));
    const shell::CoverChoice chosen = shell::draw_cover_card(
        fonts, s, marks, {cover.name, seat_colour(cover.colour), cover.why, cover.take_back});
    TableIntents out;
    out.lift_cover = chosen.show;
    out.take_back = chosen.take_back;
    out.menu = chosen.menu;
    return out;
}

TableIntents draw_recap(const shell::Fonts& fonts, float s, Marks& marks, const std::string& title,
                        const std::vector<std::string>& lines) {
    TableIntents out;
    out.recap_read = shell::draw_recap_card(fonts, s, marks, title, lines);
    return out;
}

}  // namespace sugarworks::app
