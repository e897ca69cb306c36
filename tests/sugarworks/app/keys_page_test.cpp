// The Keys page lists every key the game answers: each key a player may press
// is given to the table's and the replay's key handlers and to the focus, in
// frames where they answer most, and every one that does something must be on
// the page, in the words the page writes keys in.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "replay/replay_keys.hpp"
#include "table/table_keys.hpp"
#include "ui/rules_tables.hpp"
#include "ui/table_focus.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

struct Press {
    SDL_Keycode key;
    Uint16 mod;
    std::string words;  // as the Keys page writes it: "Ctrl+Shift+Z", "H", "Page Up"
};

// Every key of a keyboard the game might answer, alone and with Ctrl, Shift and both.
std::vector<Press> presses() {
    std::vector<std::pair<SDL_Keycode, std::string>> keys = {{SDLK_RETURN, "Enter"},
                                                             {SDLK_ESCAPE, "Esc"},
                                                             {SDLK_SPACE, "Space"},
                                                             {SDLK_TAB, "Tab"},
                                                             {SDLK_LEFT, "Left"},
                                                             {SDLK_RIGHT, "Right"},
                                                             {SDLK_UP, "Up"},
                                                             {SDLK_DOWN, "Down"},
                                                             {SDLK_HOME, "Home"},
                                                             {SDLK_END, "End"},
                                                             {SDLK_PAGEUP, "Page Up"},
                                                             {SDLK_PAGEDOWN, "Page Down"},
                                                             {SDLK_BACKSPACE, "Backspace"},
                                                             {SDLK_DELETE, "Delete"},
                                                             {SDLK_INSERT, "Insert"}};
    for (SDL_Keycode k = SDLK_a; k <= SDLK_z; ++k)
        keys.emplace_back(k, std::string(1, static_cast<char>(k - SDLK_a + 'A')));
    for (SDL_Keycode k = SDLK_0; k <= SDLK_9; ++k)
        keys.emplace_back(k, std::string(1, static_cast<char>(k)));
    for (int f = 1; f <= 12; ++f)
        keys.emplace_back(SDLK_F1 + f - 1, "F" + std::to_string(f));
    std::vector<Press> out;
    for (const auto& [key, name] : keys) {
        out.push_back({key, KMOD_NONE, name});
        out.push_back({key, KMOD_LCTRL, "Ctrl+" + name});
        out.push_back({key, KMOD_LSHIFT, "Shift+" + name});
        out.push_back({key, static_cast<Uint16>(KMOD_LCTRL | KMOD_LSHIFT), "Ctrl+Shift+" + name});
    }
    return out;
}

SDL_KeyboardEvent event_of(const Press& p) {
    SDL_KeyboardEvent e{};
    e.type = SDL_KEYDOWN;
    e.state = SDL_PRESSED;
    e.keysym.sym = p.key;
    e.keysym.mod = p.mod;
    return e;
}

// Whether the page names the key: as written, as one of a run ("1 - 9"), or
// without a Shift the key does not look at.
bool listed(const std::string& words) {
    const auto names = [&](const std::string& want) {
        for (const shell::KeyRow& row : key_rows()) {
            std::string rest = row.keys;
            while (!rest.empty()) {
                const std::size_t cut = rest.find(" / ");
                const std::string token = rest.substr(0, cut);
                rest = cut == std::string::npos ? "" : rest.substr(cut + 3);
                if (token == want)
                    return true;
                // A run of single keys, "1 - 9", with the same Ctrl and Shift before it.
                const std::size_t dash = token.find(" - ");
                if (dash != std::string::npos && dash > 0 && token.size() == dash + 4 &&
                    want.size() == dash && want.compare(0, dash - 1, token, 0, dash - 1) == 0 &&
                    want[dash - 1] >= token[dash - 1] && want[dash - 1] <= token[dash + 3])
                    return true;
            }
        }
        return false;
    };
    if (names(words))
        return true;
    const std::size_t shift = words.find("Shift+");
    return shift != std::string::npos && names(words.substr(0, shift) + words.substr(shift + 6));
}

// Table frames in which the keys answer most: a lesson reading on with the
// coach at hand, an action staged, a pick held, the conveyors running.
std::vector<TableFrame> table_frames() {
    TableFrame base;
    base.can_hint = true;
    base.hints_offered = true;
    base.lesson.emplace();
    base.lesson->can_next = true;
    TableFrame staged = base;
    staged.staged = Action{};
    TableFrame picked = base;
    picked.pick.kind = TablePick::Kind::Tile;
    picked.pick.card = 0;
    TableFrame moving = base;
    moving.movement.active = true;
    TableFrame playing = moving;
    playing.movement.playing = true;
    return {base, staged, picked, moving, playing};
}

std::vector<ReplayFrame> replay_frames() {
    ReplayFrame base;
    base.can_take_over = true;
    base.actions = 10;
    base.shown = 5;
    ReplayFrame moving = base;
    moving.table.movement.active = true;
    moving.table.movement.playing = true;
    return {base, moving};
}

}  // namespace

TEST_CASE("every key the table answers is on the Keys page", "[app][rules][keys]") {
    for (const Press& p : presses()) {
        for (const TableFrame& frame : table_frames()) {
            if (!table_key_intents(event_of(p), frame))
                continue;
            INFO(p.words << " does something at the table");
            CHECK(listed(p.words));
            break;
        }
    }
}

TEST_CASE("every key the replay answers is on the Keys page", "[app][rules][keys]") {
    for (const Press& p : presses()) {
        for (const ReplayFrame& frame : replay_frames()) {
            if (!replay_key_intents(event_of(p), frame))
                continue;
            INFO(p.words << " does something on the replay");
            CHECK(listed(p.words));
            break;
        }
    }
}

TEST_CASE("every key that walks or presses the controls is on the Keys page",
          "[app][rules][keys]") {
    testing::HeadlessImGui imgui;
    for (const Press& p : presses()) {
        // A screen of two buttons, the focus on one of them, shown.
        shell::KeyFocus focus(table_focus());
        const auto draw = [&](Marks& marks) {
            ImGui::Begin("##keys_test");
            ui_button(marks, "one", "One");
            ui_button(marks, "two", "Two");
            ImGui::End();
            return 0;
        };
        imgui.frame(draw);
        focus.after_frame(imgui.marks, nullptr, 1.0f);
        SDL_KeyboardEvent tab{};
        tab.keysym.sym = SDLK_TAB;
        focus.handle_key(tab, imgui.marks);
        if (!focus.handle_key(event_of(p), imgui.marks))
            continue;
        INFO(p.words << " moves or presses the focus");
        CHECK(listed(p.words));
    }
}

TEST_CASE("the Keys page says what the coach's key and a lesson's key do", "[app][rules][keys]") {
    bool hint = false;
    bool next = false;
    for (const shell::KeyRow& row : key_rows()) {
        hint = hint || (row.keys == "H" && row.action.find("hint") != std::string::npos);
        next = next || (row.keys.find("N") != std::string::npos &&
                        row.action.find("lesson") != std::string::npos);
    }
    CHECK(hint);
    CHECK(next);
}

TEST_CASE("the Keys page says what the arrows do, in the game's words", "[app][rules][keys]") {
    // The words are the game's, given once to the shell's table of the focus's keys,
    // which keeps them for as long as the program runs.
    const std::vector<shell::KeyRow> rows = key_rows();
    const auto arrows = std::find_if(rows.begin(), rows.end(), [](const shell::KeyRow& row) {
        return row.keys == "Left / Right / Up / Down";
    });
    REQUIRE(arrows != rows.end());
    CHECK(arrows->action ==
          "Move to the nearest control that way, over the floor's spaces and outputs too");
}
