#include "ui/steady_check.hpp"

#include "ui/layout_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sugarworks::app {
namespace {

bool same(const Rect& a, const Rect& b) {
    constexpr float kSlack = 1;
    return std::abs(a.min.x - b.min.x) <= kSlack && std::abs(a.min.y - b.min.y) <= kSlack &&
           std::abs(a.max.x - b.max.x) <= kSlack && std::abs(a.max.y - b.max.y) <= kSlack;
}

}  // namespace

bool SteadyWatch::watches(const std::string& name) {
    for (const char* exact : {"hint", "undo", "redo", "save", "rules", "menu"}) {
        if (name == exact)
            return true;
    }
    for (const char* prefix :
         {"market:", "market_discard:", "tile:", "order:", "movement:", "cell:", "dock:"}) {
        if (name.starts_with(prefix))
            return true;
    }
    return false;
}

std::string SteadyWatch::steady_name(const std::string& name) {
    const std::string idle = ":idle";
    if (name.size() > idle.size() &&
        name.compare(name.size() - idle.size(), idle.size(), idle) == 0)
        return name.substr(0, name.size() - idle.size());
    return name;
}

std::vector<std::string> SteadyWatch::observe(const Marks& marks, ImVec2 display, float ui_scale) {
    if (display.x != display_.x || display.y != display_.y || ui_scale != scale_) {
        // A new window size or scale lays the table out anew.
        seen_.clear();
        display_ = display;
        scale_ = ui_scale;
    }
    // A card that leaves the hand lets the ones after it close up; one that comes
    // goes at the end, and a card's height follows the one beside it: of the hand's
    // cards, only where each begins is kept, until a card leaves.
    const int orders = static_cast<int>(
        std::count_if(marks.marks().begin(), marks.marks().end(),
                      [](const auto& m) { return m.first.starts_with("order:"); }));
    if (orders < orders_)
        std::erase_if(seen_, [](const auto& s) { return s.first.starts_with("order:"); });
    orders_ = orders;
    std::vector<std::string> moved;
    const auto check = [&](const std::string& name, Rect r) {
        if (name.starts_with("order:"))
            r.max = r.min;
        const auto [it, fresh] = seen_.try_emplace(name, r);
        if (!fresh && !same(it->second, r))
            moved.push_back(name + " moved from " + describe_rect(it->second) + " to " +
                            describe_rect(r));
    };
    for (const auto& [name, mark] : marks.marks()) {
        if (watches(name))
            check(steady_name(name), mark.rect);
    }
    // The panels, top level: a tooltip or a card drawn over them on purpose is not
    // one, and the public table and the log under it, which hold nothing to click,
    // may share their column anew as lines come (a special order completed).
    for (const auto& [name, panel] : marks.panels()) {
        if (panel.parent.empty() && !panel.on_top && !name.starts_with("##Tooltip") &&
            name != "##public" && name != "##log")
            check("panel " + name, panel.outer);
    }
    return moved;
}

}  // namespace sugarworks::app
