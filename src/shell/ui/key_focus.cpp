#include "shell/ui/key_focus.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace shell {
namespace {

std::string root_panel(const std::string& panel) {
    return panel.substr(0, panel.find('/'));
}

bool on_screen(const Marks& drawn, const Mark& m, bool reach_scrolled_away) {
    const auto panel = drawn.panels().find(m.panel);
    if (panel == drawn.panels().end())
        return true;
    if (reach_scrolled_away && panel->second.scrolls)
        return true;
    const Rect& v = panel->second.visible;
    return m.rect.max.y > v.min.y && m.rect.min.y < v.max.y && m.rect.max.x > v.min.x &&
           m.rect.min.x < v.max.x;
}

bool contains(const Rect& r, ImVec2 p) {
    return p.x >= r.min.x && p.x < r.max.x && p.y >= r.min.y && p.y < r.max.y;
}

}  // namespace

// Every control drawn, in Tab order: by panel (the order asked for, then as
// drawn), then as drawn; the board's spaces are one stop, entered at the one
// focused last or its first; a control left off Tab (a choice not chosen) is no
// stop unless the focus is on it.
std::vector<std::string> KeyFocus::stops(const Marks& drawn) const {
    struct Stop {
        size_t rank;
        size_t order;
        std::string name;
    };
    std::vector<Stop> all;
    std::vector<std::string> panels_seen;
    const std::vector<std::string>& order = drawn.order();
    bool board_added = false;
    for (size_t i = 0; i < order.size(); ++i) {
        const Mark& m = drawn.marks().at(order[i]);
        if (m.role != MarkRole::Control || !on_screen(drawn, m, conventions_.reach_scrolled_away))
            continue;
        if (!drawn.tab_stop(order[i]) && order[i] != focused_)
            continue;
        const std::string panel = root_panel(m.panel);
        if (std::find(panels_seen.begin(), panels_seen.end(), panel) == panels_seen.end())
            panels_seen.push_back(panel);
        const auto asked = std::find(panel_order_.begin(), panel_order_.end(), panel);
        const size_t rank =
            asked != panel_order_.end()
                ? static_cast<size_t>(asked - panel_order_.begin())
                : panel_order_.size() +
                      static_cast<size_t>(std::find(panels_seen.begin(), panels_seen.end(), panel) -
                                          panels_seen.begin());
        std::string name = order[i];
        if (!conventions_.board_panel.empty() && panel == conventions_.board_panel) {
            if (board_added)
                continue;
            board_added = true;
            // Enter the board where the focus was on it, else at its first control.
            if (!focused_.empty() && drawn.marks().count(focused_) &&
                drawn.marks().at(focused_).panel == conventions_.board_panel)
                name = focused_;
        }
        all.push_back({rank, i, name});
    }
    std::stable_sort(all.begin(), all.end(), [](const Stop& a, const Stop& b) {
        return a.rank != b.rank ? a.rank < b.rank : a.order < b.order;
    });
    std::vector<std::string> names;
    for (const Stop& s : all)
        names.push_back(s.name);
    return names;
}

// The nearest control whose centre lies in the direction (dx, dy) of the
// focused one's (within 45 degrees of it), counting a step aside twice as far
// as a step ahead. Left and Right keep to the focused control's row of its panel
// where that row goes on (a row of choices under a wider field stays a row).
std::optional<std::string> KeyFocus::toward(const Marks& drawn, int dx, int dy) const {
    const auto from = drawn.marks().find(focused_);
    if (from == drawn.marks().end())
        return std::nullopt;
    const ImVec2 a = from->second.rect.center();
    const Rect& at = from->second.rect;
    const auto on_the_row = [&](const Mark& m) {
        return dy == 0 && m.panel == from->second.panel && m.rect.min.y < at.max.y &&
               m.rect.max.y > at.min.y && (m.rect.center().x - a.x) * static_cast<float>(dx) >= 1;
    };
    bool row_goes_on = false;
    for (const auto& [name, m] : drawn.marks()) {
        if (name != focused_ && m.role == MarkRole::Control &&
            on_screen(drawn, m, conventions_.reach_scrolled_away) && on_the_row(m))
            row_goes_on = true;
    }
    float best = std::numeric_limits<float>::max();
    std::optional<std::string> found;
    for (const auto& [name, m] : drawn.marks()) {
        if (name == focused_ || m.role != MarkRole::Control ||
            !on_screen(drawn, m, conventions_.reach_scrolled_away))
            continue;
        if (row_goes_on && !on_the_row(m))
            continue;
        const ImVec2 b = m.rect.center();
        const float ahead =
            (b.x - a.x) * static_cast<float>(dx) + (b.y - a.y) * static_cast<float>(dy);
        const float aside =
            std::abs((b.x - a.x) * static_cast<float>(dy) + (b.y - a.y) * static_cast<float>(dx));
        // Only what lies within 45 degrees of the way asked.
        if (ahead < 1 || aside > ahead)
            continue;
        // Within the same panel first: leaving it costs as much as a long way aside.
        const float leave = m.panel == from->second.panel ? 0 : 4000;
        const float score = ahead + 2 * aside + leave;
        if (score < best) {
            best = score;
            found = name;
        }
    }
    return found;
}

std::vector<KeyBinding<FocusMove>> focus_key_bindings(std::string_view toward_words) {
    return {
        {{{SDLK_TAB}}, "Move to the next control, on every panel", FocusMove::Next},
        {{{SDLK_TAB, SDLK_UNKNOWN, false, true}},
         "Move to the previous control",
         FocusMove::Previous},
        {{{SDLK_LEFT}, {SDLK_RIGHT}, {SDLK_UP}, {SDLK_DOWN}}, toward_words, FocusMove::Toward},
        {{{SDLK_RETURN}, {SDLK_KP_ENTER, SDLK_UNKNOWN, false, false, false}, {SDLK_SPACE}},
         "Press the control with the focus ring",
         FocusMove::Press},
    };
}

bool KeyFocus::handle_key(const SDL_KeyboardEvent& e, const Marks& drawn) {
    static const std::vector<KeyBinding<FocusMove>> kKeys = focus_key_bindings("");
    const auto found = find_key(kKeys, e);
    if (!found)
        return false;
    const FocusMove move = found->binding->does;
    if (move == FocusMove::Next || move == FocusMove::Previous) {
        const bool back = move == FocusMove::Previous;
        const std::vector<std::string> list = stops(drawn);
        if (list.empty())
            return true;
        auto at = std::find(list.begin(), list.end(), focused_);
        int i = 0;
        if (at == list.end() || !shown_) {
            // The first Tab shows the focus where it is, or starts at either end.
            i = at != list.end() ? static_cast<int>(at - list.begin())
                                 : (back ? static_cast<int>(list.size()) - 1 : 0);
        } else {
            const int n = static_cast<int>(list.size());
            i = (static_cast<int>(at - list.begin()) + (back ? n - 1 : 1)) % n;
        }
        focused_ = list[static_cast<size_t>(i)];
        focused_index_ = i;
        shown_ = true;
        return true;
    }
    if (move == FocusMove::Toward) {
        const SDL_Keycode way = found->chord->key;
        const int dx = way == SDLK_LEFT ? -1 : way == SDLK_RIGHT ? 1 : 0;
        const int dy = way == SDLK_UP ? -1 : way == SDLK_DOWN ? 1 : 0;
        if (!drawn.marks().count(focused_)) {
            const std::vector<std::string> list = stops(drawn);
            if (list.empty())
                return false;
            focused_ = list.front();
        } else if (shown_) {
            if (const auto next = toward(drawn, dx, dy))
                focused_ = *next;
        }
        shown_ = true;
        return true;
    }
    // Press.
    if (e.repeat != 0)
        return false;
    if (press_at_)
        return true;  // the last press is still being clicked: this one waits its turn
    const bool asks =
        std::find(conventions_.pressed_by_enter.begin(), conventions_.pressed_by_enter.end(),
                  focused_) != conventions_.pressed_by_enter.end();
    if (shown_ || asks) {
        const auto m = drawn.marks().find(focused_);
        if (m == drawn.marks().end())
            return false;
        press_at_ = m->second.rect.center();
        press_phase_ = 0;
        return true;
    }
    return false;
}

bool KeyFocus::press(const std::string& name, const Marks& drawn) {
    const auto m = drawn.marks().find(name);
    if (m == drawn.marks().end() || press_at_)
        return false;
    press_at_ = m->second.rect.center();
    press_phase_ = 0;
    return true;
}

void KeyFocus::before_frame(Window& window) {
    if (!press_at_)
        return;
    // Point, press, release: three frames, as ImGui sees a real click; then the
    // pointer goes away, so no tooltip or hover stays where the click was.
    if (press_phase_ == 3) {
        window.script_mouse({-1e6f, -1e6f}, false);
        press_at_.reset();
        return;
    }
    window.script_mouse(*press_at_, press_phase_ == 1);
    ++press_phase_;
}

void KeyFocus::after_frame(const Marks& drawn, ImDrawList* dl, float scale) {
    std::set<std::string> names;
    for (const auto& [name, m] : drawn.marks())
        names.insert(name);
    // A control that asks for the focus takes it when it appears.
    for (const std::string& name : conventions_.takes_focus) {
        if (names.count(name) && !last_names_.count(name))
            focused_ = name;
    }
    // A pick lights the spaces it can go to: the focus goes to the first of them,
    // shown when the pick was a number key's, so that Enter plays it.
    const auto lit = conventions_.first_lit.empty() ? drawn.marks().end()
                                                    : drawn.marks().find(conventions_.first_lit);
    if (lit != drawn.marks().end() && !last_names_.count(conventions_.first_lit)) {
        const ImVec2 c = lit->second.rect.center();
        for (const auto& [name, m] : drawn.marks()) {
            if (m.role == MarkRole::Control && m.panel == conventions_.board_panel &&
                contains(m.rect, c)) {
                focused_ = name;
                shown_ = shown_ || show_lit_;
            }
        }
    }
    if (lit != drawn.marks().end())
        show_lit_ = false;
    last_names_ = std::move(names);
    if (!drawn.marks().count(focused_)) {
        // What it was on is gone (a confirmed move, a card taken, a save deleted):
        // the control now nearest its place in its own panel; on the table, with
        // none left there, the first in the reading order (the lesson, the hand),
        // not whatever took its place in the list (the Menu button); elsewhere the
        // control now where it stood.
        const std::vector<std::string> list = stops(drawn);
        const int n = static_cast<int>(list.size());
        const int at = std::clamp(focused_index_, 0, std::max(0, n - 1));
        const auto in_panel = [&](int i) {
            return root_panel(drawn.marks().at(list[static_cast<size_t>(i)]).panel) ==
                   focused_panel_;
        };
        std::optional<int> chosen;
        for (int d = 0; d < n && !chosen; ++d) {
            if (at + d < n && in_panel(at + d))
                chosen = at + d;
            else if (at - d >= 0 && in_panel(at - d))
                chosen = at - d;
        }
        if (!chosen && n > 0)
            chosen = panel_order_.empty() ? at : 0;
        if (chosen)
            focused_ = list[static_cast<size_t>(*chosen)];
    } else {
        const std::vector<std::string> list = stops(drawn);
        const auto at = std::find(list.begin(), list.end(), focused_);
        if (at != list.end())
            focused_index_ = static_cast<int>(at - list.begin());
    }
    const auto m = drawn.marks().find(focused_);
    if (m != drawn.marks().end())
        focused_panel_ = root_panel(m->second.panel);
    board_point_.reset();
    if (m != drawn.marks().end() && !conventions_.board_panel.empty() &&
        m->second.panel == conventions_.board_panel)
        board_point_ = m->second.rect.center();
    if (!shown_ || !dl || m == drawn.marks().end())
        return;
    const Rect r = m->second.rect.inset(-3 * scale);
    const ImU32 ring =
        conventions_.ring != 0 ? conventions_.ring : ImGui::GetColorU32(ImGuiCol_NavHighlight);
    dl->AddRect(r.min, r.max, ring, 6 * scale, 0, 3 * scale);
    dl->AddRect(r.inset(3 * scale).min, r.inset(3 * scale).max, IM_COL32_WHITE, 5 * scale, 0,
                1.5f * scale);
}

}  // namespace shell
