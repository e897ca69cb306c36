#include "ui/layout_check.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>

namespace sugarworks::app {
namespace {

// Half a pixel of slack for rounding, so an element flush with its panel's
// edge is inside it.
constexpr float kSlack = 0.5f;

bool inside(const Rect& r, const Rect& in) {
    return r.min.x >= in.min.x - kSlack && r.min.y >= in.min.y - kSlack &&
           r.max.x <= in.max.x + kSlack && r.max.y <= in.max.y + kSlack;
}

bool overlap(const Rect& a, const Rect& b) {
    return a.min.x < b.max.x - kSlack && b.min.x < a.max.x - kSlack && a.min.y < b.max.y - kSlack &&
           b.min.y < a.max.y - kSlack;
}

bool outside(const Rect& r, const Rect& of) {
    return !overlap(r, of);
}

// Where a panel can be seen at all: its own visible part, cut by its parents'.
Rect seen_part(const std::map<std::string, MarkPanel>& panels, const std::string& name) {
    const auto it = panels.find(name);
    if (it == panels.end())
        return {};
    Rect r = it->second.visible;
    for (std::string up = it->second.parent; !up.empty();) {
        const auto p = panels.find(up);
        if (p == panels.end())
            break;
        r.min.x = std::max(r.min.x, p->second.visible.min.x);
        r.min.y = std::max(r.min.y, p->second.visible.min.y);
        r.max.x = std::min(r.max.x, p->second.visible.max.x);
        r.max.y = std::min(r.max.y, p->second.visible.max.y);
        up = p->second.parent;
    }
    return r;
}

bool scrolls(const std::map<std::string, MarkPanel>& panels, const std::string& name) {
    for (std::string at = name; !at.empty();) {
        const auto p = panels.find(at);
        if (p == panels.end())
            return false;
        if (p->second.scrolls)
            return true;
        at = p->second.parent;
    }
    return false;
}

// Elements of a list that may run past its panel's edge and be scrolled to: the
// hand's cards, the list of choices, and the lists of the card screens (the
// saves, the lessons, the score book's runs). Anything else must be in full view.
bool may_scroll(const std::string& name) {
    for (const char* prefix :
         {"order:", "back:", "choosing:", "revealed:", "completed:", "facing_away:", "action:",
          "spatial", "load:watch:", "lesson:start:", "lesson:resume:", "book:again:"}) {
        if (name.starts_with(prefix))
            return true;
    }
    // A save's line, "load:3" (not the screen's own "load:back" or "load:path").
    return name.starts_with("load:") && name.size() > 5 && name[5] >= '0' && name[5] <= '9';
}

}  // namespace

std::vector<std::string> layout_problems(const Marks& marks, const LayoutRules& rules) {
    std::vector<std::string> problems;
    const Rect window{{0, 0}, rules.display};
    for (const auto& [name, panel] : marks.panels()) {
        if (!inside(panel.outer, window))
            problems.push_back("panel " + name + " " + describe_rect(panel.outer) +
                               " is not inside the window");
        if (!panel.parent.empty()) {
            const auto parent = marks.panels().find(panel.parent);
            if (parent != marks.panels().end() && !inside(panel.outer, parent->second.visible))
                problems.push_back("panel " + name + " is not inside " + panel.parent);
        }
    }

    // Top-level panels side by side, never one over another; a window may stand
    // wholly inside an area the frame drew (the buttons on the banner).
    for (auto a = marks.panels().begin(); a != marks.panels().end(); ++a) {
        for (auto b = std::next(a); b != marks.panels().end(); ++b) {
            const MarkPanel& pa = a->second;
            const MarkPanel& pb = b->second;
            if (!pa.parent.empty() || !pb.parent.empty() || pa.on_top || pb.on_top ||
                !overlap(pa.outer, pb.outer))
                continue;
            if ((pa.area && !pb.area && inside(pb.outer, pa.outer)) ||
                (pb.area && !pa.area && inside(pa.outer, pb.outer)))
                continue;
            problems.push_back("panels " + a->first + " " + describe_rect(pa.outer) + " and " +
                               b->first + " " + describe_rect(pb.outer) + " overlap");
        }
    }

    // The Bonk! chart a lesson draws beside the floor leaves what the lesson
    // points at in view.
    {
        const auto chart = marks.panels().find("lesson:bonk_chart");
        const auto shown = marks.panels().find("lesson:highlight");
        if (chart != marks.panels().end() && shown != marks.panels().end() &&
            overlap(chart->second.outer, shown->second.outer))
            problems.push_back("the lesson's Bonk! chart " + describe_rect(chart->second.outer) +
                               " covers what the lesson shows " +
                               describe_rect(shown->second.outer));
    }

    // What can be seen of each element; an element of a scrolling panel that is
    // scrolled wholly away is not on screen, and one cut by the edge is.
    struct Seen {
        const std::string* name;
        const Mark* mark;
        Rect rect;  // the part that can be seen
    };
    std::vector<Seen> on_screen;
    int orders = 0, orders_seen = 0, tiles = 0, tiles_seen = 0;
    for (const auto& [name, mark] : marks.marks()) {
        const Rect seen = seen_part(marks.panels(), mark.panel);
        const bool whole = inside(mark.rect, seen) && inside(mark.rect, window);
        const bool away = scrolls(marks.panels(), mark.panel) && outside(mark.rect, seen);
        if (name.starts_with("order:")) {
            ++orders;
            orders_seen += whole;
        } else if (name.starts_with("tile:")) {
            ++tiles;
            tiles_seen += whole;
        }
        if (away)
            continue;
        // Panels scroll up and down only: nothing may run past their sides.
        const bool cut_at_side =
            mark.rect.min.x < seen.min.x - kSlack || mark.rect.max.x > seen.max.x + kSlack;
        if (!whole && (cut_at_side || !scrolls(marks.panels(), mark.panel) ||
                       !(may_scroll(name) || mark.role == MarkRole::Text)))
            problems.push_back(
                name + " " + describe_rect(mark.rect) + " is cut off: it is not inside " +
                (inside(mark.rect, window) ? "its panel " + mark.panel + " " + describe_rect(seen)
                                           : std::string("the window")));
        Rect part = mark.rect;
        part.min.x = std::max(part.min.x, seen.min.x);
        part.min.y = std::max(part.min.y, seen.min.y);
        part.max.x = std::min(part.max.x, seen.max.x);
        part.max.y = std::min(part.max.y, seen.max.y);
        on_screen.push_back({&name, &mark, part});
    }
    if (orders_seen < std::min(orders, rules.min_orders_seen))
        problems.push_back("the hand shows " + std::to_string(orders_seen) + " of its " +
                           std::to_string(orders) + " order cards in full (at least " +
                           std::to_string(std::min(orders, rules.min_orders_seen)) + " must be)");
    if (tiles_seen < std::min(tiles, rules.min_tiles_seen))
        problems.push_back("the hand shows " + std::to_string(tiles_seen) + " of its " +
                           std::to_string(tiles) + " tiles in full");

    for (size_t i = 0; i < on_screen.size(); ++i) {
        const Seen& a = on_screen[i];
        if (a.mark->role == MarkRole::Overlay)
            continue;
        for (size_t j = i + 1; j < on_screen.size(); ++j) {
            const Seen& b = on_screen[j];
            if (b.mark->role == MarkRole::Overlay)
                continue;
            if (a.mark->role == MarkRole::Text && b.mark->role == MarkRole::Text)
                continue;
            if (overlap(a.rect, b.rect))
                problems.push_back(*a.name + " " + describe_rect(a.rect) + " and " + *b.name + " " +
                                   describe_rect(b.rect) + " overlap");
        }
    }
    if (const auto board = marks.find("floor:board")) {
        char buf[160];
        if (board->width() < rules.min_floor_share * rules.display.x - kSlack) {
            std::snprintf(buf, sizeof buf,
                          "the floor is %.0f px wide, under %.0f%% of the window's %.0f px",
                          static_cast<double>(board->width()),
                          static_cast<double>(100 * rules.min_floor_share),
                          static_cast<double>(rules.display.x));
            problems.emplace_back(buf);
        }
        const float cell = board->width() / kFloorBoardCells;
        if (cell < rules.min_floor_cell - kSlack) {
            std::snprintf(buf, sizeof buf, "the floor's spaces are %.0f px, under %.0f px",
                          static_cast<double>(cell), static_cast<double>(rules.min_floor_cell));
            problems.emplace_back(buf);
        }
    }
    if (marks.smallest_text() > 0 && marks.smallest_text() < rules.min_text_px - kSlack) {
        char buf[96];
        std::snprintf(buf, sizeof buf, "words are drawn at %.1f px, below %.1f px",
                      static_cast<double>(marks.smallest_text()),
                      static_cast<double>(rules.min_text_px));
        problems.emplace_back(buf);
    }
    return problems;
}

std::string describe_rect(const Rect& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "(%.0f,%.0f)-(%.0f,%.0f)", static_cast<double>(r.min.x),
                  static_cast<double>(r.min.y), static_cast<double>(r.max.x),
                  static_cast<double>(r.max.y));
    return buf;
}

std::optional<std::string> layout_problem(const Marks& marks, std::string_view screen,
                                          float ui_scale) {
    LayoutRules rules{ImGui::GetIO().DisplaySize, kMinTextPoints * ui_scale};
    // Five order cards in view from 720 points of height up; three below.
    if (rules.display.y / ui_scale < 719)
        rules.min_orders_seen = 3;
    const std::vector<std::string> problems = layout_problems(marks, rules);
    if (problems.empty())
        return std::nullopt;
    for (const std::string& problem : problems)
        std::printf("sugarworks: layout (%s screen): %s\n", std::string(screen).c_str(),
                    problem.c_str());
    return std::to_string(problems.size()) + " layout problem(s) on the " + std::string(screen) +
           " screen at " + std::to_string(static_cast<int>(rules.display.x)) + "x" +
           std::to_string(static_cast<int>(rules.display.y)) + ", UI scale " +
           std::to_string(ui_scale).substr(0, 4);
}

}  // namespace sugarworks::app
