#include "table/sparks_layout.hpp"

#include <imgui.h>

#include <cstdio>

namespace sparks::table {

namespace {

using shell::Mark;
using shell::MarkRole;
using shell::Marks;
using shell::Rect;

// Half a pixel of slack: ImGui places items at fractions of a pixel, and an
// element flush with its panel's edge is inside it.
constexpr float kSlack = 0.5f;

bool inside_x(const Rect& r, const Rect& in) {
    return r.min.x >= in.min.x - kSlack && r.max.x <= in.max.x + kSlack;
}

bool inside(const Rect& r, const Rect& in) {
    return inside_x(r, in) && r.min.y >= in.min.y - kSlack && r.max.y <= in.max.y + kSlack;
}

// More than the slack in common both ways: two elements that only touch do not.
bool overlap(const Rect& a, const Rect& b) {
    const Rect common = a.intersection(b);
    return common.width() > kSlack && common.height() > kSlack;
}

std::string rect_words(const Rect& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "(%.0f,%.0f)-(%.0f,%.0f)", static_cast<double>(r.min.x),
                  static_cast<double>(r.min.y), static_cast<double>(r.max.x),
                  static_cast<double>(r.max.y));
    return buf;
}

// Where the elements of a panel may stand.
struct Room {
    Rect clip;     // what of the panel can be seen, through its parents' visible parts too
    Rect across;   // its outer rectangle, through its parents': the sides a scrolled element keeps
    bool scrolls;  // it or a parent scrolls: an element past the bottom is scrolled to, not lost
};

Room room_of(const Marks& frame, const std::string& name, const Rect& window) {
    const auto& panels = frame.panels();
    const auto it = panels.find(name);
    if (it == panels.end())  // drawn outside any panel: the window is its room
        return {window, window, false};
    Room room{it->second.visible, it->second.outer, it->second.scrolls};
    for (std::string up = it->second.parent; !up.empty();) {
        const auto parent = panels.find(up);
        if (parent == panels.end())
            break;
        room.clip = room.clip.intersection(parent->second.visible);
        room.across = room.across.intersection(parent->second.visible);
        room.scrolls = room.scrolls || parent->second.scrolls;
        up = parent->second.parent;
    }
    return room;
}

// "the window (0,0)-(1280,800)" or "its panel ##sparks_turn (...)": what an element
// ran out of.
std::string out_of(const Rect& r, const Rect& bound, const Rect& window, const std::string& panel,
                   bool sideways) {
    const bool in_window = sideways ? inside_x(r, window) : inside(r, window);
    if (!in_window)
        return "the window " + rect_words(window);
    return "its panel " + panel + " " + rect_words(bound);
}

}  // namespace

std::vector<std::string> sparks_layout_problems(const Marks& frame, const Rect& window,
                                                float min_text_px) {
    std::vector<std::string> problems;
    // What can be seen of each control and each text, for the overlaps.
    struct Seen {
        const std::string* name;
        const Mark* mark;
        Rect part;
    };
    std::vector<Seen> seen;
    for (const auto& [name, mark] : frame.marks()) {
        // Drawn over the others on purpose, and free to reach past a panel's edge.
        if (mark.role == MarkRole::Overlay)
            continue;
        const Room room = room_of(frame, mark.panel, window);
        const Rect& r = mark.rect;
        if (room.scrolls) {
            // Panels scroll up and down only: an element cut at a side stays cut
            // however far the panel is scrolled, so this holds above and below the
            // fold as well; nor can scrolling show what the window itself cuts.
            if (!inside_x(r, room.across) || !inside_x(r, window))
                problems.push_back(name + " " + rect_words(r) +
                                   " is cut at the side: it runs past " +
                                   out_of(r, room.across, window, mark.panel, true));
            // Scrolled wholly out of view above or below: not on screen now.
            if (r.max.y <= room.clip.min.y + kSlack || r.min.y >= room.clip.max.y - kSlack)
                continue;
            if (inside_x(r, room.across) && !inside(r.intersection(room.clip), window))
                problems.push_back(name + " " + rect_words(r) +
                                   " is cut off: its panel runs past the window " +
                                   rect_words(window));
        } else if (!inside(r, room.clip) || !inside(r, window)) {
            problems.push_back(name + " " + rect_words(r) + " is cut off: it is not inside " +
                               out_of(r, room.clip, window, mark.panel, false));
        }
        seen.push_back({&name, &mark, r.intersection(room.clip).intersection(window)});
    }

    // No two controls on top of each other, and no control over words: a click
    // must find one thing, and what is to be read must be seen.
    for (std::size_t i = 0; i < seen.size(); ++i) {
        for (std::size_t j = i + 1; j < seen.size(); ++j) {
            const Seen& a = seen[i];
            const Seen& b = seen[j];
            if (a.mark->role == MarkRole::Text && b.mark->role == MarkRole::Text)
                continue;
            if (!overlap(a.part, b.part))
                continue;
            const bool both =
                a.mark->role == MarkRole::Control && b.mark->role == MarkRole::Control;
            problems.push_back(*a.name + " " + rect_words(a.part) + " and " + *b.name + " " +
                               rect_words(b.part) +
                               (both ? " overlap" : " overlap: a control covers words"));
        }
    }

    if (frame.smallest_text() > 0 && frame.smallest_text() < min_text_px - kSlack) {
        char buf[96];
        std::snprintf(buf, sizeof buf, "words are drawn at %.1f px, below %.1f px",
                      static_cast<double>(frame.smallest_text()), static_cast<double>(min_text_px));
        problems.emplace_back(buf);
    }
    return problems;
}

std::optional<std::string> sparks_layout_problem(const Marks& frame, const std::string& screen,
                                                 float ui_scale) {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const std::vector<std::string> problems =
        sparks_layout_problems(frame, {{0, 0}, display}, kMinTextPoints * ui_scale);
    if (problems.empty())
        return std::nullopt;
    // Every problem on its own line, so one run names all that a fix must mend.
    for (const std::string& problem : problems)
        std::printf("sparks: layout (%s screen): %s\n", screen.c_str(), problem.c_str());
    char scale[16];
    std::snprintf(scale, sizeof scale, "%.2g", static_cast<double>(ui_scale));
    return std::to_string(problems.size()) + " layout problem(s) on the " + screen + " screen at " +
           std::to_string(static_cast<int>(display.x)) + "x" +
           std::to_string(static_cast<int>(display.y)) + ", UI scale " + scale;
}

}  // namespace sparks::table
