// What a game's screens draw with: Dear ImGui, through these calls, which also
// record each frame's words and controls in the frame's Marks (shell/ui/marks.hpp),
// the record every game's screens keep. Scripts click a control by its id,
// autoplay picks among the controls a table offers, and the privacy check reads
// every word a frame showed. The shell keeps no copy of a game's state: a table
// reads its game and answers a control's press with an intent to its game.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "shell/module/new_game_setup.hpp"
#include "shell/platform/fonts.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

class TableUi {
  public:
    // The id prefix of a control that changes only what is shown, never the game:
    // autoplay leaves it alone.
    static constexpr std::string_view kViewOnly = "view:";

    struct Control {
        std::string id;  // "take:2": what a script clicks
        ImVec2 min;      // where it stood this frame, in window points
        ImVec2 max;
        bool enabled = true;
    };

    // What a table that fills the window with its own bar asks of the shell; a
    // lesson's table, its lesson from its start, the next lesson, or the lessons.
    enum class Ask { Menu, Save, Rules, Replay, LessonAgain, NextLesson, Lessons };

    explicit TableUi(float ui_scale = 1.0f) : ui_scale_(ui_scale) {}
    // Headings in the bold font and banners in the title font from here on
    // (ImGui's font when they are null); a table may draw with any of them.
    void use_fonts(const Fonts& fonts) { fonts_ = fonts; }
    const Fonts& fonts() const { return fonts_; }

    // A table that fills the window (GameInPlay::fills_the_window) asks for what
    // the shell's bar would give: the menu, a save, the rules, the replay.
    void ask(Ask what) { asks_.push_back(what); }
    std::vector<Ask> take_asks() { return std::exchange(asks_, {}); }
    // A new game in place of this one (its score sheet's "Play again").
    void ask_new_game(NewGameSetup setup) { new_game_ = std::move(setup); }
    std::optional<NewGameSetup> take_new_game() { return std::exchange(new_game_, {}); }
    // Where the keys' focus stands on the table's board, for the table to show
    // what a click there would do; none while the pointer is used.
    std::optional<ImVec2> key_point() const { return key_point_; }
    void set_key_point(std::optional<ImVec2> at) { key_point_ = at; }

    // Wrapped words (ImGui::TextWrapped), recorded.
    void text(std::string_view words);
    // A heading in the bold font when there is one, recorded.
    void heading(std::string_view words);
    // A game's name on its menu, in the title font when there is one, recorded.
    void banner(std::string_view words);
    // A button labelled `label` whose id is `id`; true on the frame it is pressed.
    // A table's controls are its seat's actions, but for ids beginning kViewOnly.
    // A disabled button is drawn greyed and never pressed.
    bool button(std::string_view label, std::string_view id, bool enabled = true);
    // A button as wide as the room left on its line, its label wrapped over as
    // many lines as it needs: a long sentence ("Place the red 5 on ...") never runs
    // out of its panel.
    bool wide_button(std::string_view label, std::string_view id, bool enabled = true);
    // A control drawn as a picture (a die, a space on a board): `size` points at the
    // cursor, which the caller draws over (ImGui::GetItemRectMin/Max), `words`
    // recorded as what it shows. True on the frame it is pressed.
    bool picture_button(std::string_view words, std::string_view id, ImVec2 size,
                        bool enabled = true);
    // One of a set of choices (a radio button): true on the frame it is chosen. The
    // set is one stop of Tab, at the one chosen; the arrows reach the others.
    bool choice(std::string_view label, std::string_view id, bool chosen);
    // A box ticked or not (a variant): true on the frame it is clicked.
    bool checkbox(std::string_view label, std::string_view id, bool ticked);
    // A line of a list (the replay's actions, a log) that may be chosen: its words
    // wrapped to the width there is, lit when `chosen`. True on the frame it is
    // clicked.
    bool list_line(std::string_view words, std::string_view id, bool chosen);
    // A line of text the player types (a seat's name), `hint` shown while it is
    // empty, `width` points wide: a control the keys stop at (Enter, Space or a
    // letter typed starts the typing, Enter ends it). Its text is selected when the
    // typing starts, so what is typed replaces it. True on the frame it changes.
    bool text_field(std::string_view hint, std::string_view id, std::string& text, float width);
    // Keeps the next control on this line when `width` more points fit in the
    // window, else starts a new line: a row of controls wraps at any UI scale.
    void same_line_if_fits(float width);
    // Starts a new line of controls after a button (ImGui::SameLine).
    void same_line();

    // The controls drawn from here to end_area() are the panel `name` (a board, the
    // table as a whole), standing in `r`: the keys' focus walks panels in turn.
    void begin_area(const std::string& name, const Rect& r) { marks_.begin_area(name, r); }
    void end_area() { marks_.end_area(); }

    // From begin_still() to end_still() the table is a picture behind a card (the
    // hand-off cover): its buttons and choices are drawn greyed, read as words by
    // the keys and the scripts, and never pressed.
    void begin_still() { still_ = true; }
    void end_still() { still_ = false; }

    float ui_scale() const { return ui_scale_; }
    void set_ui_scale(float ui_scale) { ui_scale_ = ui_scale; }
    const std::vector<std::string>& words() const { return marks_.words(); }
    // Where each control and panel of the frame stood, and what it said.
    const Marks& marks() const { return marks_; }
    // The record itself, for the shell's own card screens (Load), which draw
    // through shell/ui/marks.hpp's calls.
    Marks& marks() { return marks_; }
    const std::vector<Control>& controls() const { return controls_; }
    // Whether the control `id` of this frame is a text field.
    bool is_text_field(std::string_view id) const;
    // Whether any recorded word of this frame contains `needle`.
    bool shows(std::string_view needle) const;
    // The control `id` of this frame: one drawn by button() or choice(), or one a
    // screen marked (enabled unless it was drawn greyed as words), a place lit on
    // a board included.
    std::optional<Control> control(std::string_view id) const;
    void begin_frame();

  private:
    template <typename Draw>
    bool control_item(std::string_view id, bool enabled, Draw draw);

    float ui_scale_;
    Fonts fonts_;
    std::vector<Ask> asks_;
    std::optional<NewGameSetup> new_game_;
    std::optional<ImVec2> key_point_;
    bool still_ = false;
    Marks marks_;
    std::vector<Control> controls_;  // in the order drawn, with whether each may be pressed
};

}  // namespace shell
