// Sparks' rules screen as the shell draws it (the module's draw_rules), in a Dear
// ImGui frame with no window: every card and tile of the shipped content is on it
// in its card's words, each under its own heading, and what is typed into its
// search field, as a person types it, keeps only the entries that contain it.
#include <imgui.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "shell/module/game_module.hpp"
#include "shell/module/table_ui.hpp"
#include "sparks/card_text.hpp"
#include "support/sparks_content.hpp"
#include "table/sparks_module.hpp"

// A namespace of its own: the tests are compiled in batches, where helpers of the
// same name in anonymous namespaces would collide.
namespace sparks::rules_screen_test {

namespace {

const Content& content() {
    return testing::shipped_content();
}

// Every heading of the screen, in its order: a section's words are those between
// its heading and the next.
std::vector<std::string> screen_headings() {
    std::vector<std::string> out = {"Sparks",     "A turn",          "The end",
                                    "Assistants", "Upgrade tiles",   "Bonus tiles",
                                    "Goal tiles", "Production tiles"};
    for (int c = 0; c < kColours; ++c)
        out.push_back(colour_name(static_cast<Colour>(c)) + " robots");
    out.push_back("Symbols");
    return out;
}

// The rules drawn headless, as the shell's rules page draws them.
class RulesFrames {
  public:
    // One frame of `module`'s rules, the pointer at `pointer`, its button held or
    // not; `typed`, typed on the keyboard during the frame. The frame's words are
    // in `ui` after.
    void draw(const shell::GameModule& module, shell::TableUi& ui, ImVec2 pointer = {-1, -1},
              bool held = false, const std::string& typed = {}) {
        imgui_.frame(
            [&] {
                ui.begin_frame();
                module.draw_rules(ui);
            },
            pointer, held, typed);
    }

    // Types `words` into the search field as a person does: a click on the field
    // (which selects what it held, so the words replace it), then the keys. The
    // frame after the typing is in `ui`.
    void search_for(const shell::GameModule& module, shell::TableUi& ui, const std::string& words) {
        draw(module, ui);
        const auto field = ui.control("rules:search");
        REQUIRE(field);
        REQUIRE(ui.is_text_field("rules:search"));
        const ImVec2 centre((field->min.x + field->max.x) / 2, (field->min.y + field->max.y) / 2);
        click(module, ui, centre);
        draw(module, ui, centre, false, words);
        draw(module, ui, centre, false);
    }

    // A click at `point` as a person makes it: pointer onto it, button down a
    // frame, up the next (ImGui reports a press on release).
    void click(const shell::GameModule& module, shell::TableUi& ui, ImVec2 point) {
        draw(module, ui, point, false);
        draw(module, ui, point, true);
        draw(module, ui, point, false);
    }

  private:
    shell::testing::HeadlessImGui imgui_;
};

// The words drawn under `heading`, up to the next heading of the screen; none when
// the heading is not on it.
std::vector<std::string> section(const shell::TableUi& ui, const std::string& heading) {
    const std::vector<std::string> headings = screen_headings();
    const std::vector<std::string>& words = ui.words();
    std::vector<std::string> out;
    auto at = std::find(words.begin(), words.end(), heading);
    if (at == words.end())
        return out;
    for (++at; at != words.end(); ++at) {
        if (std::find(headings.begin(), headings.end(), *at) != headings.end())
            break;
        out.push_back(*at);
    }
    return out;
}

bool any_contains(const std::vector<std::string>& words, const std::string& needle) {
    return std::any_of(words.begin(), words.end(),
                       [&](const std::string& w) { return w.find(needle) != std::string::npos; });
}

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::string raised(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return text;
}

// An assistant whose name, in any case, is in no other assistant's words: a search
// for it keeps it alone of the assistants.
const AssistantCard& assistant_named_alone() {
    for (const AssistantCard& card : content().assistants) {
        const bool alone = std::none_of(
            content().assistants.begin(), content().assistants.end(),
            [&](const AssistantCard& other) {
                return &other != &card &&
                       lowered(assistant_text(other)).find(lowered(card.name)) != std::string::npos;
            });
        if (alone)
            return card;
    }
    FAIL("every assistant's name is in another's words");
    return content().assistants.front();
}

}  // namespace

TEST_CASE("The rules screen lists every card and tile of the content in its card's words",
          "[rules_screen]") {
    const shell::GameModule module = table::sparks_module(content());
    RulesFrames frames;
    shell::TableUi ui;
    frames.draw(module, ui);

    // The overview the rulebook gives, with its numbers from the content.
    CHECK(any_contains(section(ui, "A turn"), std::to_string(content().junkyard_spaces) +
                                                  " new ones are drawn from the bag"));
    CHECK(any_contains(section(ui, "The end"),
                       "at least " + std::to_string(content().solo_points_to_win) + " points"));

    const std::vector<std::string> assistants = section(ui, "Assistants");
    REQUIRE_FALSE(content().assistants.empty());
    for (const AssistantCard& card : content().assistants) {
        INFO(card.name);
        CHECK(any_contains(assistants, card.name + ". "));
        CHECK(any_contains(assistants, assistant_text(card)));
    }
    const std::vector<std::string> upgrades = section(ui, "Upgrade tiles");
    REQUIRE_FALSE(content().upgrades.empty());
    for (const UpgradeType& upgrade : content().upgrades) {
        INFO(upgrade.name);
        CHECK(any_contains(upgrades, upgrade_text(upgrade)));
    }
    const std::vector<std::string> bonus = section(ui, "Bonus tiles");
    REQUIRE_FALSE(content().bonus_tiles.empty());
    for (const BonusTile& tile : content().bonus_tiles) {
        INFO(tile.id);
        CHECK(any_contains(bonus, bonus_text(tile)));
    }
    const std::vector<std::string> goals = section(ui, "Goal tiles");
    REQUIRE_FALSE(content().goals.empty());
    for (const GoalTile& goal : content().goals) {
        INFO(goal.id);
        CHECK(any_contains(goals, goal_text(goal)));
    }
    const std::vector<std::string> production = section(ui, "Production tiles");
    REQUIRE_FALSE(content().production.empty());
    for (const ProductionTile& tile : content().production) {
        for (int players = 1; players <= kMaxPlayers; ++players) {
            const std::string words = production_text(tile, players);
            INFO(words << " (" << players << " players)");
            // A tile's words after the first are lowered into its sentence.
            CHECK((any_contains(production, words) ||
                   any_contains(production, lowered(words.substr(0, 1)) + words.substr(1))));
        }
    }
    REQUIRE_FALSE(content().robots.empty());
    for (const RobotCard& robot : content().robots) {
        INFO(robot.id);
        const std::vector<std::string> robots = section(ui, colour_name(robot.colour) + " robots");
        CHECK(any_contains(robots, robot.id + ": " + robot_text(robot)));
    }
    const std::vector<std::string> symbols = section(ui, "Symbols");
    for (int k = 0; k < kEffectKinds; ++k) {
        const Effect example{
            .kind = static_cast<EffectKind>(k), .amount = 1, .colour = Colour::Red, .value = 6};
        INFO(effect_text(example));
        CHECK(any_contains(symbols, effect_text(example)));
    }
}

TEST_CASE("A search for an assistant's name keeps that assistant and drops every other entry",
          "[rules_screen]") {
    const shell::GameModule module = table::sparks_module(content());
    const AssistantCard& wanted = assistant_named_alone();
    INFO(wanted.name);
    RulesFrames frames;
    shell::TableUi ui;
    // Typed in capitals, which neither the card nor its words are in: the search
    // ignores case.
    frames.search_for(module, ui, raised(wanted.name));
    for (int frame = 0; frame < 2; ++frame) {  // and it stays from frame to frame
        CHECK(any_contains(section(ui, "Assistants"), assistant_text(wanted)));
        for (const AssistantCard& other : content().assistants) {
            if (&other != &wanted)
                CHECK_FALSE(ui.shows(assistant_text(other)));
        }
        for (const RobotCard& robot : content().robots)
            CHECK_FALSE(ui.shows(robot_text(robot)));
        for (const UpgradeType& upgrade : content().upgrades)
            CHECK_FALSE(ui.shows(upgrade_text(upgrade)));
        CHECK_FALSE(ui.shows("Nothing matches"));
        frames.draw(module, ui);
    }

    // The search is the screen's, held by its module: another module's screen shows
    // everything. The field is left first, as the screen is when the player goes:
    // ImGui keeps the typing of a field still being typed in, which the other
    // screen's field of the same id would take.
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    frames.click(module, ui, ImVec2(screen.x - 4, screen.y - 4));
    CHECK(any_contains(section(ui, "Assistants"), assistant_text(wanted)));
    const shell::GameModule another = table::sparks_module(content());
    shell::TableUi elsewhere;
    frames.draw(another, elsewhere);
    for (const AssistantCard& card : content().assistants)
        CHECK(elsewhere.shows(assistant_text(card)));

    // Clear shows everything again.
    frames.draw(module, ui);
    const auto clear = ui.control("rules:clear");
    REQUIRE(clear);
    frames.click(module, ui,
                 ImVec2((clear->min.x + clear->max.x) / 2, (clear->min.y + clear->max.y) / 2));
    frames.draw(module, ui);
    for (const AssistantCard& card : content().assistants)
        CHECK(any_contains(section(ui, "Assistants"), assistant_text(card)));
}

TEST_CASE("A search that matches nothing says so, and shows no entry", "[rules_screen]") {
    const shell::GameModule module = table::sparks_module(content());
    RulesFrames frames;
    shell::TableUi ui;
    frames.draw(module, ui);
    CHECK_FALSE(ui.shows("Nothing matches"));
    REQUIRE(ui.shows(assistant_text(content().assistants.front())));

    frames.search_for(module, ui, "xyzzy");
    CHECK(ui.shows("Nothing matches \"xyzzy\"."));
    for (const std::string& heading : screen_headings()) {
        INFO(heading);
        CHECK(std::find(ui.words().begin(), ui.words().end(), heading) == ui.words().end());
    }
    CHECK_FALSE(ui.shows(assistant_text(content().assistants.front())));
}

}  // namespace sparks::rules_screen_test
