// Where the keys' focus goes when the control it was on goes away: a confirmed
// move's button leaves the focus in its panel, or on the table's first control
// in reading order, never on whatever happens to stand at its place in the list.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "ui/marks.hpp"
#include "ui/table_focus.hpp"

using namespace sugarworks::app;

namespace {

struct Control {
    std::string panel;
    std::string name;
};

// One frame's controls, each panel an area of its own, one control under another.
Marks frame_of(const std::vector<Control>& controls) {
    Marks marks;
    marks.begin_frame();
    float y = 0;
    for (const Control& c : controls) {
        const Rect r{{0, y}, {100, y + 20}};
        marks.begin_area(c.panel, {{0, 0}, {100, 1000}});
        marks.mark(c.name, r);
        marks.end_area();
        y += 30;
    }
    return marks;
}

const std::vector<std::string> kTableOrder = {"##hand", "##actions", "##tablebar"};

}  // namespace

TEST_CASE(
    "a confirmed move's button gone, the focus goes to the table's first control, "
    "not the Menu button",
    "[app][keys]") {
    shell::KeyFocus focus(table_focus());
    focus.set_panel_order(kTableOrder);
    // The confirmation takes the focus when it appears.
    const Marks staged = frame_of({{"##hand", "tile:0"},
                                   {"##hand", "tile:1"},
                                   {"##actions", "confirm"},
                                   {"##tablebar", "hint"},
                                   {"##tablebar", "menu"}});
    focus.after_frame(frame_of({{"##hand", "tile:0"},
                                {"##hand", "tile:1"},
                                {"##tablebar", "hint"},
                                {"##tablebar", "menu"}}),
                      nullptr, 1);
    focus.after_frame(staged, nullptr, 1);
    REQUIRE(focus.focused() == "confirm");
    // Confirmed: the actions panel is empty and the list is one shorter.
    focus.after_frame(frame_of({{"##hand", "tile:0"},
                                {"##hand", "tile:1"},
                                {"##tablebar", "hint"},
                                {"##tablebar", "menu"}}),
                      nullptr, 1);
    CHECK(focus.focused() == "tile:0");
}

TEST_CASE("a control gone from a panel that still has some leaves the focus in that panel",
          "[app][keys]") {
    shell::KeyFocus focus(table_focus());
    focus.set_panel_order(kTableOrder);
    focus.after_frame(frame_of({{"##hand", "tile:0"},
                                {"##actions", "roll"},
                                {"##actions", "draw_order"},
                                {"##tablebar", "menu"}}),
                      nullptr, 1);
    REQUIRE(focus.focused() == "roll");  // it takes the focus when it appears
    focus.after_frame(
        frame_of({{"##hand", "tile:0"}, {"##actions", "draw_order"}, {"##tablebar", "menu"}}),
        nullptr, 1);
    CHECK(focus.focused() == "draw_order");
}

TEST_CASE("off the table, a control gone leaves the focus on the one now in its place",
          "[app][keys]") {
    shell::KeyFocus focus(table_focus());
    const Marks before = frame_of({{"##menu", "new"}, {"##menu", "back"}, {"##menu", "quit"}});
    focus.after_frame(before, nullptr, 1);
    // Walk to the second button by Tab, then it goes away (Back to the game).
    SDL_KeyboardEvent tab{};
    tab.type = SDL_KEYDOWN;
    tab.keysym.sym = SDLK_TAB;
    focus.handle_key(tab, before);
    focus.handle_key(tab, before);
    focus.after_frame(before, nullptr, 1);
    REQUIRE(focus.focused() == "back");
    focus.after_frame(frame_of({{"##menu", "new"}, {"##menu", "quit"}}), nullptr, 1);
    CHECK(focus.focused() == "quit");
}
