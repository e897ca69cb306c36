// Names for what a frame drew where, and the words it showed, for every game's
// screens: a --script runner clicks on elements by name, the hand-off test reads
// what a cover frame said, and the layout check reads where each element and
// panel lay. Filled while a frame is drawn, cleared when the next begins.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "shell/ui/rect.hpp"

namespace shell {

// What a named element is to the layout check.
enum class MarkRole {
    Control,  // something to click: no two may overlap
    Text,     // words that must be read: no control may cover them
    Overlay,  // drawn over other elements on purpose (lit targets, a staged tile, a notice)
};

// A panel: an ImGui window (or child), or an area the frame names itself (the floor).
struct MarkPanel {
    Rect outer;            // where it stands
    Rect visible;          // what of its content can be seen (inside padding and scrollbars)
    std::string parent;    // the panel it lies in; empty for a top-level panel
    bool scrolls = false;  // it has a scrollbar: content past its edges is scrolled away
    bool area = false;     // named by the frame, not an ImGui window
    bool on_top = false;   // drawn over the panels on purpose (a lesson's frame, a refusal)
};

struct Mark {
    Rect rect;
    std::string panel;
    MarkRole role = MarkRole::Control;
};

class Marks {
  public:
    void begin_frame() {
        marks_.clear();
        order_.clear();
        panels_.clear();
        words_.clear();
        cards_.clear();
        smallest_text_ = 0;
        texts_ = 0;
        area_.reset();
        off_tab_.clear();
        text_fields_.clear();
    }
    // The last item marked is a field to type in: the keys' focus on it starts the
    // typing when a letter is typed, and Tab there ends the typing and goes on.
    void mark_text_field(std::string name) { text_fields_.insert(std::move(name)); }
    bool is_text_field(const std::string& name) const { return text_fields_.count(name) > 0; }
    // A control Tab passes over, reached by the arrows only: a choice not chosen,
    // so that a row of choices is one stop, at the one chosen.
    void leave_off_tab(std::string name) { off_tab_.insert(std::move(name)); }
    bool tab_stop(const std::string& name) const { return off_tab_.count(name) == 0; }
    void mark(std::string name, const Rect& r, MarkRole role = MarkRole::Control);
    // The last ImGui item, under `name`.
    void mark_item(std::string name, MarkRole role = MarkRole::Control);
    // The control `name`, when next marked, is scrolled into its window's view (the
    // keys moved the focus to it, below the fold of a card at a large UI scale).
    void bring_into_view(std::string name) { bring_ = std::move(name); }
    // Something drawn over every panel on purpose, outside any window: its own
    // area, which the layout check does not count as covering the panels.
    void mark_on_top(const std::string& name, const Rect& r);
    // Marks made outside any ImGui window (the floor) belong to this area until it ends.
    void begin_area(const std::string& name, const Rect& r);
    void end_area() { area_.reset(); }

    std::optional<Rect> find(const std::string& name) const {
        const auto it = marks_.find(name);
        if (it == marks_.end())
            return std::nullopt;
        return it->second.rect;
    }
    // Words drawn as an ImGui item (the last one), so the layout check sees them.
    void mark_text(std::string_view words) {
        mark_item("text:" + std::to_string(texts_++) + " \"" +
                      std::string(words.substr(0, std::min<size_t>(words.size(), 32))) + "\"",
                  MarkRole::Text);
    }
    // Words shown this frame, and the size of the smallest.
    void said(std::string_view words, float font_px);
    void said(std::string_view words);  // at the current ImGui font size
    const std::vector<std::string>& words() const { return words_; }
    float smallest_text() const { return smallest_text_; }
    // Hidden cards shown face up this frame (the game's index of each), for the
    // privacy checks: a frame drawn for one seat may show no other seat's.
    void showed_card(int card) { cards_.push_back(card); }
    const std::vector<int>& cards_shown() const { return cards_; }
    const std::map<std::string, Mark>& marks() const { return marks_; }
    // The names in the order they were first marked this frame.
    const std::vector<std::string>& order() const { return order_; }
    const std::map<std::string, MarkPanel>& panels() const { return panels_; }

  private:
    std::string current_panel();

    std::map<std::string, Mark> marks_;
    std::vector<std::string> order_;
    std::map<std::string, MarkPanel> panels_;
    std::vector<std::string> words_;
    std::vector<int> cards_;
    float smallest_text_ = 0;
    int texts_ = 0;
    std::optional<std::pair<std::string, Rect>> area_;
    std::set<std::string> off_tab_;      // this frame's controls Tab passes over
    std::string bring_;                  // kept over frames until it is marked
    std::set<std::string> text_fields_;  // this frame's
};

// Whether the control `name` was drawn greyed (marked as words: the keys pass it
// by and a click does nothing); nothing when the frame did not draw it.
std::optional<bool> drawn_greyed(const Marks& marks, const std::string& name);

// ImGui text and buttons that also tell the marks what they showed.
void ui_text(Marks& marks, std::string_view text);
void ui_text_wrapped(Marks& marks, std::string_view text);
// Wrapped at `wrap_x` in the window's local coordinates (0: its right edge).
void ui_text_wrapped(Marks& marks, std::string_view text, float wrap_x);
bool ui_button(Marks& marks, const std::string& name, const char* label, ImVec2 size = {0, 0});
// A button that may be disabled: then it is drawn greyed and marked as words,
// so the keys pass it by; pressed only when enabled.
bool ui_button_if(Marks& marks, bool enabled, const std::string& name, const char* label,
                  ImVec2 size = {0, 0});
// The full-width "Back (Esc)" at the foot of a screen: true when it is pressed
// or Escape is.
bool ui_back_button(Marks& marks, const std::string& name);

}  // namespace shell
