// Play by keys alone: a focus that walks the controls a frame marked, on any
// screen of any game. Tab and Shift+Tab go through them in a fixed order (a
// board's spaces count as one stop), the arrow keys move to the nearest control
// in that direction (over the board's spaces too), and Enter or Space presses the
// focused one by a click at its centre, so each control does what a click on it
// does and no screen needs code of its own for keys.
#pragma once

#include <SDL.h>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "shell/platform/key_chart.hpp"
#include "shell/platform/window.hpp"
#include "shell/ui/focus_conventions.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

// What a key does to the focus.
enum class FocusMove { Next, Previous, Toward, Press };

// The keys that walk and press the controls on every screen, which a Keys page
// lists: Tab, Shift+Tab, the arrows (Toward: the chord's key says which way; the
// game's `toward_words` say what they reach) and Enter or Space. The bindings hold
// `toward_words` as a view: they must outlive the table (a literal does).
std::vector<KeyBinding<FocusMove>> focus_key_bindings(std::string_view toward_words);

class KeyFocus {
  public:
    explicit KeyFocus(FocusConventions conventions = {}) : conventions_(std::move(conventions)) {}
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
    void before_frame(Window& window);
    // After the frame's controls are marked: keep the focus on one that is drawn,
    // follow what the frame offers first (a button waiting to be confirmed, the
    // first lit space after a pick), and draw the ring.
    void after_frame(const Marks& drawn, ImDrawList* draw_list, float scale);

    const std::string& focused() const { return focused_; }
    // A press under way (its click takes three frames): the loop draws them without
    // waiting for more input, so the keys after it act on the screen it opens.
    bool pressing() const { return press_at_.has_value(); }
    bool shown() const { return shown_; }
    // Where the keys' focus stands on the board, when they are in use and it is
    // there (last frame's place): the table previews what is there, as it does
    // for the pointer.
    std::optional<ImVec2> board_point() const { return shown_ ? board_point_ : std::nullopt; }

  private:
    std::vector<std::string> stops(const Marks& drawn) const;
    std::optional<std::string> toward(const Marks& drawn, int dx, int dy) const;

    FocusConventions conventions_;
    std::vector<std::string> panel_order_;
    std::string focused_;
    int focused_index_ = 0;      // where it stood in the stops, for when it goes away
    std::string focused_panel_;  // and the panel it stood in
    bool shown_ = false;
    bool show_lit_ = false;
    std::optional<ImVec2> board_point_;
    std::optional<ImVec2> press_at_;
    int press_phase_ = 0;
    std::set<std::string> last_names_;
};

}  // namespace shell
