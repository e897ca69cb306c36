#include "render/floor_painter.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "render/art.hpp"
#include "render/candy_painter.hpp"
#include "render/palette.hpp"
#include "shell/anim/easing.hpp"

namespace sugarworks::app {
namespace {

std::string times(int n) {
    return "\xC3\x97" + std::to_string(n);  // "×3"
}

// A drop shadow `off` below and right of the opaque `r`, filled only where it
// shows (a strip on the right and one along the bottom): what `r` will cover is
// not filled twice.
void shadow_under(const Painter& p, const Rect& r, ImVec2 off, float round) {
    const Rect shadow{{r.min.x + off.x, r.min.y + off.y}, {r.max.x + off.x, r.max.y + off.y}};
    const Rect right{{r.max.x - round, shadow.min.y}, shadow.max};
    const Rect bottom{{shadow.min.x, r.max.y - round}, {r.max.x - round, shadow.max.y}};
    for (const Rect& strip : {right, bottom}) {
        p.dl->PushClipRect(strip.min, strip.max, true);
        p.dl->AddRectFilled(shadow.min, shadow.max, palette::kShadow, round);
        p.dl->PopClipRect();
    }
}

void card(const Painter& p, const Rect& r, float cell) {
    const float round = 0.12f * cell;
    shadow_under(p, r, {0.04f * cell, 0.06f * cell}, round);
    p.dl->AddRectFilled(r.min, r.max, palette::kCard, round);
    p.dl->AddRect(r.min, r.max, palette::kCardEdge, round, 0, std::max(1.0f, 0.025f * cell));
}

// [SECTION] Stand-ins for missing art

void stand_in_tile(const Painter& p, const Rect& r, CenterIcon icon) {
    p.dl->AddRectFilled(r.min, r.max, IM_COL32(196, 190, 184, 255), 0.08f * r.width());
    const CenterMove m = move_of(icon);
    const Offset o = offset_of(m.direction);
    const ImVec2 c = r.center();
    const float s = 0.22f * r.width();
    const ImVec2 d{static_cast<float>(o.dcol), static_cast<float>(o.drow)};
    const ImVec2 n{-d.y, d.x};
    for (int i = 0; i < m.distance; ++i) {
        const float shift = (static_cast<float>(i) - 0.5f * static_cast<float>(m.distance - 1)) * s;
        const ImVec2 tip{c.x + d.x * (s + shift), c.y + d.y * (s + shift)};
        const ImVec2 back{c.x + d.x * (-s * 0.4f + shift), c.y + d.y * (-s * 0.4f + shift)};
        p.dl->AddTriangleFilled(tip, {back.x + n.x * s, back.y + n.y * s},
                                {back.x - n.x * s, back.y - n.y * s}, IM_COL32(120, 112, 106, 255));
    }
}

void stand_in_corner(const Painter& p, const Rect& tile, const CornerIcon& corner) {
    const Rect q{tile.min, {tile.min.x + 0.42f * tile.width(), tile.min.y + 0.42f * tile.height()}};
    if (corner.kind == CornerKind::X) {
        p.dl->AddRectFilled(q.min, q.max, palette::kGold, 4);
        const Rect x = q.inset(0.25f * q.width());
        p.dl->AddLine(x.min, x.max, palette::kInk, 3);
        p.dl->AddLine({x.min.x, x.max.y}, {x.max.x, x.min.y}, palette::kInk, 3);
        return;
    }
    p.dl->AddCircleFilled(q.center(), 0.45f * q.width(), IM_COL32(110, 200, 90, 255));
    draw_candy(p, corner.eats, {.center = q.center(), .size = 0.5f * q.width(), .shadow = false});
}

// [SECTION] The board

void draw_board_frame(const Painter& p, const FloorLayout& lay) {
    const float c = lay.cell();
    const Rect b = lay.board();
    shadow_under(p, b, {0.06f * c, 0.09f * c}, 0.2f * c);
    p.dl->AddRectFilled(b.min, b.max, palette::kBoardFrame, 0.2f * c);
    p.dl->AddRect(b.inset(0.05f * c).min, b.inset(0.05f * c).max, palette::kBoardFrameHi, 0.16f * c,
                  0, std::max(1.0f, 0.025f * c));
    p.dl->AddRect(b.min, b.max, palette::kBoardEdge, 0.2f * c, 0, std::max(1.5f, 0.04f * c));
    // The bed under the tiles, so the gaps between them read as machinery.
    const Rect first = lay.space({0, 0});
    const Rect last = lay.space({lay.rows() - 1, lay.cols() - 1});
    p.dl->AddRectFilled({first.min.x - 0.05f * c, first.min.y - 0.05f * c},
                        {last.max.x + 0.05f * c, last.max.y + 0.05f * c}, palette::kBoardBed,
                        0.08f * c);
    for (int r = 0; r < lay.rows(); ++r) {
        const std::string letter(1, static_cast<char>('A' + r));
        p.text_centered(lay.row_label(r), 0.36f * c, palette::kBoardLabel, letter,
                        palette::kBoardEdge);
    }
    for (int col = 0; col < lay.cols(); ++col) {
        p.text_centered(lay.col_label(col), 0.30f * c, palette::kBoardLabel,
                        std::to_string(col + 1), palette::kBoardEdge);
    }
}

void draw_docks(const Painter& p, const FloorLayout& lay, const Floor& floor) {
    const float c = lay.cell();
    for (int row = 0; row < lay.rows(); ++row) {
        const Rect top = lay.dock_spot(row * kDockSlotsPerRow);
        const Rect bottom = lay.dock_spot(row * kDockSlotsPerRow + kDockSlotsPerRow - 1);
        p.dl->AddRectFilled({top.min.x, top.min.y + 0.02f * c},
                            {bottom.max.x, bottom.max.y - 0.02f * c}, palette::kDockBed, 0.08f * c);
    }
    for (int spot = 0; spot < floor.dock_count(); ++spot) {
        const Dock& dock = floor.dock(spot);
        const Rect press = lay.dock_press(spot);
        if (!dock.has_output()) {
            if (!p.image("places/dock_empty.svg", press)) {
                p.dl->AddRect(press.inset(0.06f * c).min, press.inset(0.06f * c).max,
                              palette::kBoardLabel, 0.06f * c, 0, 2);
            }
            continue;
        }
        if (!p.image("places/output_press.svg", press))
            p.dl->AddRectFilled(press.min, press.max, palette::kPink, 0.08f * c);
        // The press's own candy, pale in its window until a candy stands on it.
        draw_candy(
            p, dock.output_type(),
            {.center = lay.dock_candy(spot), .size = 0.24f * c, .alpha = 0.45f, .shadow = false});
    }
}

void draw_tiles(const Painter& p, const FloorLayout& lay, const FloorView& v) {
    const Floor& floor = *v.floor;
    const float c = lay.cell();
    for (int r = 0; r < floor.rows(); ++r) {
        for (int col = 0; col < floor.cols(); ++col) {
            const Cell cell{r, col};
            const PlacedTile& tile = floor.tile_at(cell);
            const bool played = tile.tile != kPrintedTile;
            const Rect box = lay.space(cell).inset(0.025f * c);
            std::string rel = center_art(tile.face.center);
            if (played && v.catalog && tile.tile < v.catalog->tile_count()) {
                const std::string own = tile_kind_art(v.catalog->kind_of_tile(tile.tile).id);
                if (p.art->exists(own))
                    rel = own;
            }
            if (!p.image(rel, box, played ? palette::kPlayedTint : palette::kPrintedTint))
                stand_in_tile(p, box, tile.face.center);
            p.image(played ? "tiles/played_overlay.svg" : "tiles/printed_overlay.svg", box);
            if (v.scene && v.scene->flash == cell) {
                p.dl->AddRectFilled(
                    box.min, box.max,
                    IM_COL32(255, 255, 255, static_cast<int>(160 * shell::bump(v.scene->flash_t))),
                    0.08f * c);
            }
        }
    }
}

// [SECTION] Beside the board

// What a crate holds, beside it: only the types it holds, so each line can be
// big enough to read at a glance (three lines to the card; more when it holds
// four or five types, which is rare). An empty crate says so faintly.
// The lines of a crate's count column: at least three, one for each type held.
constexpr int kMinCountLines = 3;

void draw_count_column(const Painter& p, const Rect& r, const CandyCounts& counts, float cell,
                       const FloorView& v) {
    std::vector<CandyType> held;
    for (CandyType type : kAllCandyTypes) {
        if (v.shows(type) && counts[static_cast<size_t>(index_of(type))] > 0)
            held.push_back(type);
    }
    const int lines = std::max(kMinCountLines, static_cast<int>(held.size()));
    const float row_h = r.height() / static_cast<float>(lines);
    const float ts = v.text(row_h * 0.78f);
    // The card as tall as its lines, so an empty crate is one short line.
    const auto used = static_cast<float>(std::max<size_t>(1, held.size()));
    card(p, {r.min, {r.max.x, r.min.y + row_h * used}}, cell * 0.7f);
    if (held.empty()) {
        p.text({r.min.x + 0.08f * cell, r.min.y + row_h * 0.5f - ts * 0.56f}, ts,
               palette::with_alpha(palette::kInk, 0.45f), times(0));
        return;
    }
    for (size_t k = 0; k < held.size(); ++k) {
        const CandyType type = held[k];
        const int n = counts[static_cast<size_t>(index_of(type))];
        const float y = r.min.y + row_h * (static_cast<float>(k) + 0.5f);
        const float icon = std::min(row_h * 0.8f, 0.26f * cell);
        draw_candy(p, type,
                   {.center = {r.min.x + 0.06f * cell + icon * 0.5f, y},
                    .size = icon,
                    .alpha = 1.0f,
                    .shadow = false});
        p.text({r.min.x + 0.10f * cell + icon, y - ts * 0.56f}, ts, palette::kInk, times(n));
    }
}

void draw_crates(const Painter& p, const FloorLayout& lay, const FloorView& v) {
    const float c = lay.cell();
    for (int i = 0; i < v.floor->crate_count(); ++i) {
        Rect box = lay.crate(i);
        if (v.scene && v.scene->crate_pop == i) {
            const float grow = 1 + 0.10f * shell::bump(v.scene->crate_t);
            box = Rect::around(box.center(), box.width() * grow, box.height() * grow);
        }
        if (!p.image(crate_art(v.floor->crate(i).kind), box)) {
            p.dl->AddRectFilled(box.min, box.max, IM_COL32(176, 118, 64, 255), 0.06f * c);
            p.text_centered(box.center(), 0.2f * c, palette::kBoardLabel,
                            crate_kind_name(v.floor->crate(i).kind));
        }
        draw_count_column(p, lay.crate_counts(i), v.tally->crates[static_cast<size_t>(i)], c, v);
    }
}

void draw_lost(const Painter& p, const FloorLayout& lay, const CandyCounts& lost,
               const FloorView& v) {
    const float c = lay.cell();
    const Rect r = lay.lost_card();
    card(p, r, c);
    p.text({r.min.x + 0.16f * c, r.min.y + 0.07f * c}, v.text(0.27f * c), palette::kInk, "Lost");
    const Rect g = lay.lost_grate();
    if (!p.image("places/lost_grate.svg", g)) {
        p.dl->AddRectFilled(g.min, g.max, IM_COL32(60, 56, 64, 255), 0.06f * c);
        for (float x = g.min.x + 0.1f * c; x < g.max.x; x += 0.14f * c)
            p.dl->AddLine({x, g.min.y}, {x, g.max.y}, IM_COL32(150, 150, 160, 255), 2);
    }
    // The heap: a few of each lost type lying in the gutter, counts underneath.
    const float slot = (r.width() - 0.3f * c) / kCandyTypeCount;
    for (CandyType type : kAllCandyTypes) {
        if (!v.shows(type))
            continue;
        const int n = lost[static_cast<size_t>(index_of(type))];
        const ImVec2 at = lay.lost_heap(type);
        const float s = lay.candy_size(Place{PlaceKind::Lost});
        for (int k = 0; k < std::min(n, 3); ++k) {
            const float dx = (k == 1 ? -0.22f : k == 2 ? 0.22f : 0.0f) * s;
            const float dy = (k == 0 ? 0.1f : -0.2f) * s;
            draw_candy(p, type,
                       {.center = {at.x + dx, at.y + dy},
                        .size = s,
                        .angle = 0.4f * static_cast<float>(k + index_of(type))});
        }
        // The count under its slot: a small candy and "×n".
        const float ts = v.text(0.24f * c);
        const float icon = 0.2f * c;
        const float alpha = n > 0 ? 1.0f : 0.45f;
        const ImVec2 row{r.min.x + 0.15f * c + slot * (static_cast<float>(index_of(type)) + 0.5f),
                         g.max.y + 0.23f * c};
        draw_candy(
            p, type,
            {.center = {row.x - 0.2f * c, row.y}, .size = icon, .alpha = alpha, .shadow = false});
        p.text_centered({row.x + 0.1f * c, row.y}, ts, palette::with_alpha(palette::kInk, alpha),
                        times(n));
    }
}

void draw_supply(const Painter& p, const FloorLayout& lay, const CandyCounts& supply,
                 const FloorView& v) {
    const float c = lay.cell();
    const Rect r = lay.supply_card();
    card(p, r, c);
    p.text({r.min.x + 0.16f * c, r.min.y + 0.07f * c}, v.text(0.27f * c), palette::kInk, "Supply");
    for (CandyType type : kAllCandyTypes) {
        if (!v.shows(type))
            continue;
        const int i = index_of(type);
        const int n = supply[static_cast<size_t>(i)];
        const Rect jar = lay.supply_jar(i);
        const ImVec2 inside{jar.center().x, jar.min.y + 0.62f * jar.height()};
        const float alpha = n > 0 ? 1.0f : 0.3f;
        draw_candy(
            p, type,
            {.center = inside, .size = 0.62f * jar.width(), .alpha = alpha, .shadow = false});
        if (!p.image("places/supply_jar.svg", jar)) {
            p.dl->AddRectFilled(jar.min, jar.max, IM_COL32(190, 225, 240, 110),
                                0.15f * jar.width());
            p.dl->AddRect(jar.min, jar.max, IM_COL32(120, 160, 190, 255), 0.15f * jar.width());
        }
        p.text_centered({jar.center().x, jar.max.y + 0.19f * c}, v.text(0.24f * c),
                        palette::with_alpha(palette::kInk, n > 0 ? 1.0f : 0.4f), times(n));
    }
}

}  // namespace

float smallest_floor_text(const FloorLayout& layout, const FloorView& view) {
    // A crate's column holding every type has the shortest lines; the Lost and
    // supply counts are 0.24 of a space.
    const float column_row = layout.crate_counts(0).height() / kCandyTypeCount;
    return std::min(view.text(column_row * 0.78f), view.text(0.24f * layout.cell()));
}

void draw_corner_icons(const Painter& p, const FloorLayout& layout, const FloorView& v) {
    const Floor& floor = *v.floor;
    for (int r = 0; r < floor.rows(); ++r) {
        for (int col = 0; col < floor.cols(); ++col) {
            const Cell cell{r, col};
            const CornerIcon& corner = floor.tile_at(cell).face.corner;
            if (corner.kind == CornerKind::None)
                continue;
            const Rect box = layout.space(cell).inset(0.025f * layout.cell());
            const Scene* s = v.scene;
            const bool closed = s && s->chomping == cell && s->chomp_t > 0.3f;
            if (!p.image(corner_art(corner, closed), box))
                stand_in_corner(p, box, corner);
        }
    }
}

void draw_tile_art(const Painter& p, const Rect& box, const PlacedTile& tile,
                   const Catalog* catalog, float alpha) {
    const auto a = static_cast<int>(255 * std::clamp(alpha, 0.0f, 1.0f));
    std::string rel = center_art(tile.face.center);
    if (tile.tile != kPrintedTile && catalog && tile.tile < catalog->tile_count()) {
        const std::string own = tile_kind_art(catalog->kind_of_tile(tile.tile).id);
        if (p.art->exists(own))
            rel = own;
    }
    if (!p.image(rel, box, IM_COL32(255, 255, 255, a)))
        stand_in_tile(p, box, tile.face.center);
    p.image("tiles/played_overlay.svg", box, IM_COL32(255, 255, 255, a));
    if (tile.face.corner.kind != CornerKind::None &&
        !p.image(corner_art(tile.face.corner, false), box, IM_COL32(255, 255, 255, a)))
        stand_in_corner(p, box, tile.face.corner);
}

void draw_floor(const Painter& p, const FloorLayout& layout, const FloorView& view) {
    draw_board_frame(p, layout);
    draw_docks(p, layout, *view.floor);
    draw_tiles(p, layout, view);
    draw_crates(p, layout, view);
    draw_lost(p, layout, view.tally->lost, view);
    draw_supply(p, layout, view.tally->supply, view);
}

}  // namespace sugarworks::app
