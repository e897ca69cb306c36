// The screens around the table, drawn headless at several window sizes and UI
// scales: nothing a player may click moves because a message comes or a game
// begins or ends (the main menu, the Load screen, the Tutorial), Back is always
// in view, and a save that cannot be opened says why in full, wrapped.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "shell/render/texture_cache.hpp"
#include "ui/layout_check.hpp"
#include "ui/menu_screen.hpp"
#include "ui/tutorial_screen.hpp"

using namespace sugarworks;
using namespace sugarworks::app;
using sugarworks::app::testing::HeadlessImGui;

namespace {

struct Size {
    ImVec2 display;
    float scale;
};
const std::vector<Size> kSizes = {
    {{1280, 800}, 1}, {{1024, 640}, 1}, {{1280, 800}, 1.25f}, {{1920, 1080}, 2}};

// Where each control (a name beginning with `prefix`) was drawn in the last frame.
std::map<std::string, Rect> controls(const Marks& marks, const std::string& prefix) {
    std::map<std::string, Rect> out;
    for (const auto& [name, mark] : marks.marks()) {
        if (name.rfind(prefix, 0) == 0)
            out[name] = mark.rect;
    }
    return out;
}

bool same_place(const Rect& a, const Rect& b) {
    return a.min.x == b.min.x && a.min.y == b.min.y && a.max.x == b.max.x && a.max.y == b.max.y;
}

bool inside(const Rect& r, ImVec2 display) {
    return r.min.x >= 0 && r.min.y >= 0 && r.max.x <= display.x && r.max.y <= display.y;
}

// Whether the control is in view: inside the window and inside what its panel
// shows, not scrolled away.
bool in_view(const Marks& marks, const std::string& name, ImVec2 display) {
    const auto mark = marks.marks().find(name);
    if (mark == marks.marks().end() || !inside(mark->second.rect, display))
        return false;
    const auto panel = marks.panels().find(mark->second.panel);
    if (panel == marks.panels().end())
        return true;
    const Rect& seen = panel->second.visible;
    const Rect& r = mark->second.rect;
    return r.min.x >= seen.min.x - 0.5f && r.min.y >= seen.min.y - 0.5f &&
           r.max.x <= seen.max.x + 0.5f && r.max.y <= seen.max.y + 0.5f;
}

// A save's problems as opening it tells them: a line for each, a dozen of them.
const std::string kLongNote = [] {
    std::string note =
        "The save /home/someone/.local/share/Sugarworks/Sugarworks/saves/third_shift-20261202"
        ".json cannot be opened:\nthird_shift-20261202.json:/actions/17: the rules refuse this "
        "action: the tile is not in the hand";
    for (int i = 18; i < 30; ++i)
        note += "\nthird_shift-20261202.json:/hashes/" + std::to_string(i) +
                ": expected the state hash 0123456789abcdef, found fedcba9876543210";
    return note;
}();

}  // namespace

TEST_CASE("no button of the main menu moves when a game begins or ends or a message comes",
          "[app][layout][menu]") {
    for (const Size& size : kSizes) {
        INFO(size.display.x << "x" << size.display.y << " at " << size.scale);
        HeadlessImGui imgui(size.display);
        shell::TextureCache art("/no/such/art", "sugarworks");  // the logo's stand-in
        shell::Fonts fonts;                                     // ImGui's own font for all of them
        fonts.body = fonts.bold = fonts.title = fonts.board = ImGui::GetIO().Fonts->Fonts[0];
        MenuState nothing;
        MenuState game;
        game.can_resume = true;
        game.can_continue = true;
        game.quit_words = "Quit (the game is saved)";
        MenuState lesson = game;
        lesson.resume_words = "Back to the lesson";
        lesson.quit_words = "Quit (the lesson keeps your place)";
        MenuState told = nothing;
        told.note = kLongNote;
        std::map<std::string, Rect> first;
        for (const MenuState& state : {nothing, game, lesson, told, nothing}) {
            for (int frame = 0; frame < 2; ++frame) {
                imgui.frame([&](Marks& marks) {
                    const Painter p{ImGui::GetBackgroundDrawList(), &art, fonts.board, false};
                    return draw_menu(p, fonts, size.scale, marks, state);
                });
            }
            const std::map<std::string, Rect> now = controls(imgui.marks, "menu:");
            // Nine buttons, always all there, whatever the game is doing.
            CHECK(now.size() == 9);
            for (const auto& [name, rect] : now) {
                INFO(name);
                CHECK(in_view(imgui.marks, name, size.display));
                if (!first.empty())
                    CHECK(same_place(rect, first.at(name)));
            }
            if (first.empty())
                first = now;
            // The message is there, whole (it scrolls in its place when long).
            if (!state.note.empty())
                CHECK(imgui.said_exactly(kLongNote));
        }
    }
}

TEST_CASE(
    "the Load screen keeps Back in view and its list in place, and says why a save "
    "cannot be opened in full",
    "[app][layout][load]") {
    std::vector<engine::save::ListedSave> saves(12);
    for (std::size_t i = 0; i < saves.size(); ++i) {
        saves[i].path = "/saves/game-" + std::to_string(i) + ".json";
        engine::save::SaveHeader header;
        header.mode = "Third Shift";
        header.round = static_cast<int>(i) + 1;
        header.seats = {{"Alex", "person"}, {"Blake", "person"}};
        saves[i].header = header;
    }
    saves[1].header.reset();
    saves[1].problem =
        "game-1.json:/actions/17: the rules refuse this action: the tile is not in the hand, "
        "and the save's hashes after it do not match the game it would replay";
    for (const Size& size : kSizes) {
        INFO(size.display.x << "x" << size.display.y << " at " << size.scale);
        HeadlessImGui imgui(size.display);
        const shell::Fonts fonts;
        std::string typed;
        std::map<std::string, Rect> first;
        for (const std::string& note : {std::string(), kLongNote}) {
            for (int frame = 0; frame < 2; ++frame) {
                imgui.frame([&](Marks& marks) {
                    return draw_load(fonts, size.scale, marks, saves, typed, note);
                });
            }
            const std::map<std::string, Rect> now = controls(imgui.marks, "load:");
            REQUIRE(now.count("load:back"));
            CHECK(in_view(imgui.marks, "load:back", size.display));
            CHECK(in_view(imgui.marks, "load:path", size.display));
            // The broken save's reason is shown whole under its line.
            CHECK(imgui.said_exactly(saves[1].problem));
            CHECK(imgui.said_within("game-1  \xC2\xB7  cannot be opened"));
            for (const auto& [name, rect] : now) {
                INFO(name);
                if (!first.empty())
                    CHECK(same_place(rect, first.at(name)));
            }
            if (first.empty())
                first = now;
            LayoutRules rules{size.display, 0};
            for (const std::string& problem : layout_problems(imgui.marks, rules)) {
                INFO(problem);
                CHECK(false);
            }
        }
    }
}

TEST_CASE("the Tutorial's lessons stay in place when a message comes, and Back is in view",
          "[app][layout][tutorial]") {
    std::vector<TutorialEntry> lessons;
    for (int i = 0; i < 6; ++i)
        lessons.push_back({"l" + std::to_string(i), "Lesson " + std::to_string(i),
                           "What it teaches, in a line or two of words.", 5, false, std::nullopt,
                           9});
    for (const Size& size : kSizes) {
        INFO(size.display.x << "x" << size.display.y << " at " << size.scale);
        HeadlessImGui imgui(size.display);
        const shell::Fonts fonts;
        std::map<std::string, Rect> first;
        for (const std::string& note : {std::string(), kLongNote}) {
            for (int frame = 0; frame < 2; ++frame) {
                imgui.frame([&](Marks& marks) {
                    return draw_tutorial_screen(lessons, fonts, size.scale, marks, note);
                });
            }
            const std::map<std::string, Rect> now = controls(imgui.marks, "");
            REQUIRE(now.count("tutorial:back"));
            CHECK(in_view(imgui.marks, "tutorial:back", size.display));
            for (const auto& [name, rect] : now) {
                if (name.rfind("text:", 0) == 0)
                    continue;
                INFO(name);
                if (!first.empty() && first.count(name))
                    CHECK(same_place(rect, first.at(name)));
            }
            if (first.empty())
                first = now;
        }
    }
}
