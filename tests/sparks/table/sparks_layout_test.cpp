// Sparks' layout check (table/sparks_layout) on frames made to order: what it
// names (a control cut by the window or by its panel, two controls on top of each
// other, a control over words, words too small) and what it lets be (words beside
// words, an element scrolled out of view, one below the fold of a panel that
// scrolls), in a Dear ImGui frame with no window.
#include <imgui.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "shell/ui/marks.hpp"
#include "table/sparks_layout.hpp"

// A namespace of its own: the tests are compiled in batches, where helpers of the
// same name in anonymous namespaces would collide.
namespace sparks::sparks_layout_test {

namespace {

using shell::MarkRole;
using shell::Marks;
using shell::Rect;
using table::kMinTextPoints;
using table::sparks_layout_problems;

const Rect kWindow{{0, 0}, {800, 600}};

// Frames of the window's size, whose panels are ImGui windows.
class Frames {
  public:
    // `draw` inside one full-window ImGui window, twice: ImGui knows a child's
    // scrollbar from its content only once it has been drawn.
    void draw(Marks& marks, const std::function<void(Marks&)>& draw) {
        for (int frame = 0; frame < 2; ++frame)
            imgui_.frame([&] {
                marks.begin_frame();
                draw(marks);
            });
    }

  private:
    shell::testing::HeadlessImGui imgui_{kWindow.max};
};

bool names(const std::vector<std::string>& problems, const std::string& a, const std::string& b) {
    return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) {
        return p.find(a) != std::string::npos && p.find(b) != std::string::npos;
    });
}

}  // namespace

TEST_CASE("A frame whose controls and words stand apart inside the window has no problem") {
    Frames frames;
    Marks marks;
    frames.draw(marks, [](Marks& m) {
        shell::ui_text(m, "Round 1 of 4");
        shell::ui_button(m, "act:end", "End the turn");
        ImGui::SameLine();
        shell::ui_button(m, "view:hint", "Hint");
        shell::ui_text_wrapped(m, "Click a die in your storage to see where it may go.");
    });
    REQUIRE(marks.marks().size() == 4);
    CHECK(sparks_layout_problems(marks, kWindow, 13).empty());
}

TEST_CASE("A control past the window's edge or its panel's is named with where it is") {
    Marks marks;
    marks.begin_area("board", {{0, 0}, {400, 300}});
    marks.mark("pick:3", {{390, 10}, {420, 30}});
    marks.mark("pick:4", {{10, 10}, {50, 30}});
    marks.end_area();
    // A panel that runs past the window: its control is cut by the window.
    marks.begin_area("bar", {{700, 560}, {840, 620}});
    marks.mark("act:end", {{780, 580}, {820, 610}});
    marks.end_area();
    const auto problems = sparks_layout_problems(marks, kWindow, 13);
    CHECK(problems.size() == 2);
    CHECK(names(problems, "pick:3", "its panel board"));
    CHECK(names(problems, "act:end", "the window"));
    CHECK_FALSE(names(problems, "pick:4", "cut"));
}

TEST_CASE(
    "Two controls on top of each other, or a control over words, are named, but not words "
    "beside words nor a lit place drawn over a control") {
    Marks marks;
    marks.begin_area("board", {{0, 0}, {400, 300}});
    marks.mark("act:a", {{10, 10}, {110, 40}});
    marks.mark("act:b", {{100, 30}, {200, 60}});
    marks.mark("space:0:robot:0:0", {{300, 10}, {340, 50}}, MarkRole::Text);
    marks.mark("act:c", {{330, 40}, {380, 80}});
    marks.mark("text:0", {{10, 200}, {200, 220}}, MarkRole::Text);
    marks.mark("text:1", {{100, 210}, {300, 230}}, MarkRole::Text);
    marks.mark("lit", {{0, 0}, {120, 50}}, MarkRole::Overlay);
    // Touching edges are not an overlap.
    marks.mark("act:d", {{200, 100}, {250, 130}});
    marks.mark("act:e", {{250, 100}, {300, 130}});
    marks.end_area();
    const auto problems = sparks_layout_problems(marks, kWindow, 13);
    CHECK(problems.size() == 2);
    CHECK(names(problems, "act:a", "act:b"));
    CHECK(names(problems, "space:0:robot:0:0", "a control covers words"));
}

TEST_CASE(
    "In a panel that scrolls, what is below the fold is no problem, but an element cut at "
    "the side is, above the fold or below it") {
    Frames frames;
    Marks marks;
    frames.draw(marks, [](Marks& m) {
        ImGui::BeginChild("turn", {300, 120});
        for (int i = 0; i < 12; ++i)
            shell::ui_button(m, "act:" + std::to_string(i),
                             ("Action " + std::to_string(i)).c_str());
        ImGui::EndChild();
    });
    const auto& panels = marks.panels();
    const auto turn = std::find_if(panels.begin(), panels.end(), [](const auto& p) {
        return p.first.find("turn") != std::string::npos;
    });
    REQUIRE(turn != panels.end());
    REQUIRE(turn->second.scrolls);
    // The buttons run far below the child's 120 points: scrolled to, not cut.
    CHECK(sparks_layout_problems(marks, kWindow, 13).empty());

    // Scrolling does not bring back what runs past the side.
    for (const bool first : {true, false}) {
        Marks cut;
        frames.draw(cut, [first](Marks& m) {
            ImGui::BeginChild("turn", {300, 120});
            for (int i = 0; i < 13; ++i) {
                if (i == (first ? 0 : 12)) {
                    ImGui::Button("Too wide", {600, 0});
                    m.mark_item("act:wide");
                } else {
                    shell::ui_button(m, "act:" + std::to_string(i),
                                     ("Action " + std::to_string(i)).c_str());
                }
            }
            ImGui::EndChild();
        });
        const auto problems = sparks_layout_problems(cut, kWindow, 13);
        CHECK(problems.size() == 1);
        CHECK(names(problems, "act:wide", "cut at the side"));
    }
}

TEST_CASE("Words smaller than the least size at the UI scale are named") {
    Marks marks;
    marks.said("Round 1 of 4", 16);
    CHECK(sparks_layout_problems(marks, kWindow, kMinTextPoints).empty());
    marks.said("3", 12);
    const auto problems = sparks_layout_problems(marks, kWindow, kMinTextPoints);
    REQUIRE(problems.size() == 1);
    CHECK(names(problems, "12.0 px", "below 13.0 px"));
    // At UI scale 2 the 16-point words drawn at 16 pixels are too small.
    Marks scaled;
    scaled.said("Round 1 of 4", 16);
    CHECK(sparks_layout_problems(scaled, kWindow, 2 * kMinTextPoints).size() == 1);
}

}  // namespace sparks::sparks_layout_test
