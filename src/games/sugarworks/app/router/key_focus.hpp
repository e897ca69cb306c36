// Play by keys alone: a focus that walks the controls a frame marked, on any
// screen. Tab and Shift+Tab go through them in a fixed order (the floor's spaces
// and docks count as one stop), the arrow keys move to the nearest control in
// that direction (over the floor's spaces and dock spots), and Enter or Space
// presses the focused one by a click at its centre, so each control does what a
// click on it does and no screen needs code of its own for keys.
#pragma once

#include <SDL.h>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "shell/platform/key_chart.hpp"
#include "shell/platform/window.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// What a key does to the focus.
enum class FocusMove { Next, Previous, Toward, Press };

// The keys that walk and press the controls on every screen, which the Keys
// page lists: Tab, Shift+Tab, the arrows (Toward: the chord's key says which
// way) and Enter or Space.
const std::vector<shell::KeyBinding<FocusMove>>& focus_keys();

class KeyFocus {
  public:
    // Panels in the order Tab visits them (by name; others follow in the order drawn).
    void set_panel_order(std::vector<std::string> order) { panel_order_ = std::move(order); }
    // Tab, Shift+Tab, the arrows, Enter and Space: true when the key was used.
    // Enter and Space press only a control the focus was moved to by a key.
    bool handle_key(const SDL_KeyboardEvent& e, const Marks& drawn);
    // Press the control of this name, if the frame drew it (Esc on a Back button).
    bool press(const std::string& name, const Marks& drawn);
    // A click or move of the real mouse: the focus ring goes until a key brings it back.
    void mouse_used() {
        shown_ = false;
        show_lit_ = false;
    }
    // A tile or order was picked by its number key: the first space it lights
    // takes the focus, shown, so Enter plays it there.
    void picked_by_key() { show_lit_ = true; }
    // Before a frame: the press of the focused control, as three frames of a click.
    void before_frame(shell::Window& window);
    // After the frame's controls are marked: keep the focus on one that is drawn,
    // follow what the frame offers first (a button waiting to be confirmed, the
    // first lit space after a pick), and draw the ring.
    void after_frame(const Marks& drawn, ImDrawList* draw_list, float scale);

    const std::string& focused() const { return focused_; }
    bool shown() const { return shown_; }
    // Where the keys' focus stands on the floor, when they are in use and it is
    // there (last frame's place): the table previews what is there, as it does
    // for the pointer.
    std::optional<ImVec2> floor_point() const { return shown_ ? floor_point_ : std::nullopt; }

  private:
    std::vector<std::string> stops(const Marks& drawn) const;
    std::optional<std::string> toward(const Marks& drawn, int dx, int dy) const;

    std::vector<std::string> panel_order_;
    std::string focused_;
    int focused_index_ = 0;      // where it stood in the stops, for when it goes away
    std::string focused_panel_;  // and the panel it stood in
    bool shown_ = false;
    bool show_lit_ = false;
    std::optional<ImVec2> floor_point_;
    std::optional<ImVec2> press_at_;
    int press_phase_ = 0;
    std::set<std::string> last_names_;
};

}  // namespace sugarworks::app
