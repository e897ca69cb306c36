// The settings file: what is written reads back the same, a broken file costs
// only the broken fields (each named with its pointer), and the folder it lives
// in follows SUGARWORKS_HOME.
#include <imgui.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "setup/score_book.hpp"
#include "setup/settings.hpp"
#include "shell/setup/pref_dir.hpp"
#include "shell/setup/save_folder.hpp"
#include "sugarworks/save_header.hpp"
#include "support/doc_example.hpp"
#include "support/scoped_env.hpp"
#include "support/temp_folder.hpp"
#include "support/testkit.hpp"
#include "ui/settings_screen.hpp"

using namespace sugarworks::app;
using sugarworks::testkit::ScopedEnv;
using sugarworks::testkit::TempFolder;
namespace fs = std::filesystem;

namespace {

Settings unusual() {
    Settings s;
    s.ui_scale = 1.1f;
    s.speed = 2.5;
    s.colourblind = true;
    s.confirm_final_actions = false;
    s.fullscreen = true;
    s.volume = 35;
    s.muted = true;
    s.computer_pace = 1.5;
    s.hints = false;
    s.tips = false;
    return s;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    size_t start = 0;
    while (start < text.size()) {
        const size_t end = text.find('\n', start);
        out.push_back(text.substr(start, end == std::string::npos ? end : end - start));
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return out;
}

void write(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("settings read back exactly as written", "[app][settings]") {
    const Settings s = unusual();
    const nlohmann::json doc = settings_to_json(s);
    CHECK(doc.at("schema") == "sugarworks.settings/1");
    // The float is written as people would write it, not as its double widening.
    CHECK(doc.at("ui_scale").dump() == "1.1");
    const SettingsLoad back = settings_from_json_text(doc.dump(), "settings.json");
    CHECK(back.error.empty());
    CHECK(back.settings == s);

    const SettingsLoad defaults = settings_from_json_text(settings_to_json({}).dump(), "x.json");
    CHECK(defaults.error.empty());
    CHECK(defaults.settings == Settings{});
}

TEST_CASE("each broken field is named with its pointer and the others are kept",
          "[app][settings]") {
    struct Broken {
        const char* key;
        nlohmann::json value;
        const char* message;
    };
    const std::vector<Broken> cases = {
        {"ui_scale", 0.25, "expected 0 (automatic) or a number from 0.5 to 4, found 0.25"},
        {"ui_scale", 5, "expected 0 (automatic) or a number from 0.5 to 4, found 5"},
        {"ui_scale", "big", "expected a number, found a string"},
        {"speed", 0.1, "expected a number from 0.25 to 8, found 0.1"},
        {"speed", 9, "expected a number from 0.25 to 8, found 9"},
        {"speed", nullptr, "expected a number, found null"},
        {"colourblind", "yes", "expected true or false, found a string"},
        {"confirm_final_actions", 1, "expected true or false, found an integer"},
        {"fullscreen", nlohmann::json::array(), "expected true or false, found an array"},
        {"volume", 101, "expected an integer from 0 to 100, found 101"},
        {"volume", 50.5, "expected an integer, found a number"},
        {"muted", "no", "expected true or false, found a string"},
        {"computer_pace", 6, "expected a number from 0 to 5, found 6"},
        {"computer_pace", -1, "expected a number from 0 to 5, found -1"},
        {"hints", 0, "expected true or false, found an integer"},
        {"tips", "off", "expected true or false, found a string"},
    };
    const Settings good = unusual();
    for (const Broken& c : cases) {
        nlohmann::json doc = settings_to_json(good);
        doc[c.key] = c.value;
        INFO(doc.dump());
        const SettingsLoad load = settings_from_json_text(doc.dump(), "home/settings.json");
        CHECK(load.error == std::string("home/settings.json:/") + c.key + ": " + c.message);
        // The broken field falls back to its default; every other one is read.
        Settings expected = good;
        const Settings defaults;
        const std::string key = c.key;
        if (key == "ui_scale")
            expected.ui_scale = defaults.ui_scale;
        if (key == "speed")
            expected.speed = defaults.speed;
        if (key == "colourblind")
            expected.colourblind = defaults.colourblind;
        if (key == "confirm_final_actions")
            expected.confirm_final_actions = defaults.confirm_final_actions;
        if (key == "fullscreen")
            expected.fullscreen = defaults.fullscreen;
        if (key == "volume")
            expected.volume = defaults.volume;
        if (key == "muted")
            expected.muted = defaults.muted;
        if (key == "computer_pace")
            expected.computer_pace = defaults.computer_pace;
        if (key == "hints")
            expected.hints = defaults.hints;
        if (key == "tips")
            expected.tips = defaults.tips;
        CHECK(load.settings == expected);
    }

    SECTION("an unknown member is named and everything else read") {
        nlohmann::json doc = settings_to_json(good);
        doc["colorblind"] = true;
        const SettingsLoad load = settings_from_json_text(doc.dump(), "s.json");
        CHECK(load.error == "s.json:/colorblind: unknown member \"colorblind\"");
        CHECK(load.settings == good);
    }
    SECTION("several problems give one line each") {
        nlohmann::json doc = settings_to_json(good);
        doc["speed"] = "fast";
        doc["fullscreen"] = 0;
        doc["a/b"] = 1;
        const SettingsLoad load = settings_from_json_text(doc.dump(), "s.json");
        const auto got = lines(load.error);
        REQUIRE(got.size() == 3);
        CHECK(got[0] == "s.json:/a~1b: unknown member \"a/b\"");
        CHECK(got[1] == "s.json:/speed: expected a number, found a string");
        CHECK(got[2] == "s.json:/fullscreen: expected true or false, found an integer");
        CHECK(load.settings.ui_scale == good.ui_scale);
        CHECK(load.settings.colourblind);
        CHECK(load.settings.speed == Settings{}.speed);
        CHECK_FALSE(load.settings.fullscreen);
    }
    SECTION("a member written twice is named") {
        const SettingsLoad load = settings_from_json_text(
            R"({"schema": "sugarworks.settings/1", "speed": 2, "speed": 3})", "s.json");
        CHECK(load.error ==
              "s.json:/speed: member \"speed\" is written twice in this object (only one of them "
              "would count)");
        CHECK(load.settings.speed == 3);
    }
    SECTION("a missing schema is named but the settings are read") {
        const SettingsLoad load = settings_from_json_text(R"({"speed": 4})", "s.json");
        CHECK(load.error == "s.json: missing member \"schema\"");
        CHECK(load.settings.speed == 4);
    }
    SECTION("a file of another version or kind is not read") {
        const SettingsLoad newer =
            settings_from_json_text(R"({"schema": "sugarworks.settings/2", "speed": 4})", "s.json");
        CHECK(newer.error ==
              "s.json:/schema: schema version \"sugarworks.settings/2\" is not supported (this "
              "build reads \"sugarworks.settings/1\")");
        CHECK(newer.settings == Settings{});
        const SettingsLoad save =
            settings_from_json_text(R"({"schema": "sugarworks.save/1", "speed": 4})", "s.json");
        CHECK(save.error ==
              "s.json:/schema: expected schema \"sugarworks.settings/1\", found "
              "\"sugarworks.save/1\"");
        CHECK(save.settings == Settings{});
    }
}

TEST_CASE("broken JSON gives the defaults and names the file and the spot", "[app][settings]") {
    const std::string text =
        "{\n  \"schema\": \"sugarworks.settings/1\",\n  \"speed\": 2\n  \"fullscreen\": true\n}\n";
    const SettingsLoad load = settings_from_json_text(text, "/home/me/settings.json");
    CHECK(load.settings == Settings{});
    INFO(load.error);
    CHECK(load.error.starts_with("/home/me/settings.json: not valid JSON (line 4, column 14): "));
    CHECK(lines(load.error).size() == 1);

    SECTION("an empty file") {
        const SettingsLoad empty = settings_from_json_text("", "s.json");
        CHECK(empty.settings == Settings{});
        CHECK(empty.error.starts_with("s.json: not valid JSON (line 1, column 1)"));
    }
    SECTION("a document that is not an object") {
        const SettingsLoad array = settings_from_json_text("[1, 2]", "s.json");
        CHECK(array.settings == Settings{});
        CHECK(array.error == "s.json: expected an object, found an array");
    }
    SECTION("through load_settings, the file is named as given") {
        TempFolder tmp("settings");
        const fs::path file = tmp.path() / "settings.json";
        write(file, text);
        const SettingsLoad from_file = load_settings(file);
        CHECK(from_file.settings == Settings{});
        CHECK(from_file.error.starts_with(file.string() + ": not valid JSON (line 4, column 14)"));
    }
}

TEST_CASE("a missing settings file gives the defaults without an error", "[app][settings]") {
    TempFolder tmp("settings");
    const SettingsLoad load = load_settings(tmp.path() / "settings.json");
    CHECK(load.error.empty());
    CHECK(load.settings == Settings{});

    SECTION("a folder where the file should be is an error") {
        fs::create_directories(tmp.path() / "settings.json");
        const SettingsLoad folder = load_settings(tmp.path() / "settings.json");
        CHECK(folder.settings == Settings{});
        CHECK(folder.error ==
              (tmp.path() / "settings.json").string() + ": is a folder, not a settings file");
    }
}

TEST_CASE("settings are saved whole into their folder and load back equal", "[app][settings]") {
    TempFolder tmp("settings");
    const fs::path file = tmp.path() / "nested" / "settings.json";
    const Settings first = unusual();
    REQUIRE_FALSE(save_settings(file, first));
    SettingsLoad load = load_settings(file);
    CHECK(load.error.empty());
    CHECK(load.settings == first);

    Settings second;
    second.ui_scale = 0;
    second.speed = 0.25;
    second.confirm_final_actions = false;
    REQUIRE_FALSE(save_settings(file, second));
    load = load_settings(file);
    CHECK(load.error.empty());
    CHECK(load.settings == second);

    // Nothing is left beside the file: the temporary copy was renamed over it.
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(file.parent_path()))
        names.push_back(entry.path().filename().string());
    CHECK(names == std::vector<std::string>{"settings.json"});

    // People read the file: the schema comes first, one member a line.
    std::ifstream in(file);
    std::string first_lines[2];
    std::getline(in, first_lines[0]);
    std::getline(in, first_lines[1]);
    CHECK(first_lines[0] == "{");
    CHECK(first_lines[1] == "  \"schema\": \"sugarworks.settings/1\",");

    SECTION("a file standing where the folder should be is an error, not a throw") {
        write(tmp.path() / "blocker", "x");
        const auto error = save_settings(tmp.path() / "blocker" / "settings.json", first);
        REQUIRE(error);
        CHECK(error->find((tmp.path() / "blocker").string()) != std::string::npos);
    }
}

TEST_CASE("the settings folder follows SUGARWORKS_HOME", "[app][settings]") {
    TempFolder tmp("settings");
    const fs::path home = tmp.path() / "home" / "sugarworks";
    {
        ScopedEnv env("SUGARWORKS_HOME", home.string());
        const shell::PrefDir pref = shell::pref_dir({"SUGARWORKS_HOME", "Sugarworks"});
        CHECK(pref.error.empty());
        CHECK(pref.dir == home);
        CHECK(fs::is_directory(home));
        REQUIRE_FALSE(save_settings(pref.dir / shell::kSettingsFileName, unusual()));
        CHECK(load_settings(pref.dir / shell::kSettingsFileName).settings == unusual());
    }
    {
        write(tmp.path() / "not_a_folder", "x");
        ScopedEnv env("SUGARWORKS_HOME", (tmp.path() / "not_a_folder").string());
        const shell::PrefDir pref = shell::pref_dir({"SUGARWORKS_HOME", "Sugarworks"});
        CHECK(pref.dir.empty());
        CHECK(pref.error.find((tmp.path() / "not_a_folder").string()) != std::string::npos);
        CHECK(pref.error.find("SUGARWORKS_HOME") != std::string::npos);
    }
#ifdef __linux__
    {
        // Without it, SDL's per-user folder, which on Linux follows XDG_DATA_HOME.
        ScopedEnv env("SUGARWORKS_HOME", "");
        ScopedEnv xdg("XDG_DATA_HOME", (tmp.path() / "xdg").string());
        const shell::PrefDir pref = shell::pref_dir({"SUGARWORKS_HOME", "Sugarworks"});
        CHECK(pref.error.empty());
        CHECK(pref.dir == tmp.path() / "xdg" / "Sugarworks" / "Sugarworks");
        CHECK(fs::is_directory(pref.dir));
    }
#endif
}

TEST_CASE(
    "the Load screen lists every save in the folder, of any game or format, and none of the "
    "player's other files",
    "[app][settings][saves]") {
    TempFolder tmp("saves");
    ScopedEnv env("SUGARWORKS_HOME", tmp.path().string());
    const shell::SaveFolder folder(shell::folder_owner("sugarworks", "Sugarworks"));
    REQUIRE(folder.usable());
    write(folder.autosave_file(), "{\"schema\": \"sugarworks.save/2\"}");
    fs::create_directories(tmp.path() / "saves");
    write(tmp.path() / "saves" / "classic-1.json", "{\"schema\": \"sugarworks.save/1\"}");
    // A broken save is still offered: opening it says what is wrong.
    write(tmp.path() / "saves" / "broken.json", "{\"schema\": 3");
    write(tmp.path() / "saves" / "notes.txt", "not a save");
    // Another game's save and one of a newer format are listed, to say what they are.
    write(tmp.path() / "saves" / "robots.json", "{\"schema\": \"sparks.save/1\"}");
    write(tmp.path() / "saves" / "newer.json", "{\"schema\": \"sugarworks.save/9\"}");
    REQUIRE_FALSE(save_settings(folder.settings_file(), unusual()));
    write(folder.file(kScoreBookFileName),
          "{\"schema\": \"sugarworks.score_book/1\", \"runs\": []}");
    write(tmp.path() / "lessons.json", "{\"schema\": \"sugarworks.lesson_progress/1\"}");
    std::vector<std::string> listed;
    const std::vector<engine::save::GameSaves> known = {
        sugarworks::game_saves(sugarworks::testkit::catalog())};
    for (const engine::save::ListedSave& save : folder.listed("sugarworks", known))
        listed.push_back(save.path.filename().string());
    std::sort(listed.begin(), listed.end());
    CHECK(listed == std::vector<std::string>{"autosave.json", "broken.json", "classic-1.json",
                                             "newer.json", "robots.json"});
}

TEST_CASE("the settings screen leaves on Escape and reports no change unasked", "[app][settings]") {
    const sugarworks::app::testing::HeadlessImGui imgui({1024, 700});
    ImGuiIO& io = ImGui::GetIO();

    Settings edit = unusual();
    const shell::Fonts fonts;  // no fonts loaded: ImGui's own
    Marks marks;
    auto frame = [&](bool escape) {
        io.KeysDown[27] = escape;
        ImGui::NewFrame();
        marks.begin_frame();
        const SettingsIntents out =
            draw_settings_screen(edit, fonts, 1.0f, "Saved in /tmp/settings.json", marks);
        ImGui::EndFrame();
        return out;
    };
    for (int i = 0; i < 3; ++i) {
        const SettingsIntents idle = frame(false);
        CHECK_FALSE(idle.back);
        CHECK_FALSE(idle.changed);
    }
    CHECK(frame(true).back);
    CHECK(edit == unusual());
}

TEST_CASE("the settings example in docs/sugarworks/data.md reads without a problem",
          "[app][settings]") {
    const std::string example = sugarworks::testkit::doc_example(
        fs::path(SUGARWORKS_TEST_DATA_DIR).parent_path().parent_path() / "docs" / "sugarworks",
        "sugarworks.settings/1");
    const SettingsLoad load = settings_from_json_text(example, "docs/sugarworks/data.md");
    CHECK(load.error.empty());
    CHECK_FALSE(load.settings == Settings{});
}

TEST_CASE("the note on a broken settings file says what was kept of it", "[app][settings]") {
    TempFolder tmp("settings-note");
    const fs::path file = tmp.path() / "settings.json";
    const auto note_for = [&](const std::string& text) {
        write(file, text);
        std::string note;
        shell::settings_at_start(file, kGameId, {}, note);
        INFO(note);
        CHECK_FALSE(note.empty());
        return note;
    };
    const auto first_line = [](const std::string& note) { return note.substr(0, note.find('\n')); };
    const std::string nothing_read =
        "The settings file cannot be read, so every setting is at its default; changing one "
        "writes a new file:";
    SECTION("not JSON: nothing of it was kept") {
        CHECK(first_line(note_for("{\"speed\": 2")) == nothing_read);
    }
    SECTION("not an object, or a file of another kind: nothing was kept") {
        CHECK(first_line(note_for("[1, 2]")) == nothing_read);
        CHECK(first_line(note_for("{\"schema\": \"sugarworks.save/2\", \"speed\": 2}")) ==
              nothing_read);
    }
    SECTION("every setting in it broken: none was kept") {
        CHECK(first_line(note_for("{\"schema\": \"sugarworks.settings/1\", \"speed\": 99, "
                                  "\"muted\": \"yes\"}")) ==
              "No setting in the settings file could be read, so every setting is at its "
              "default; changing one writes a new file:");
    }
    SECTION("one broken, one read: the other was kept") {
        const std::string note =
            note_for("{\"schema\": \"sugarworks.settings/1\", \"volume\": 500, \"muted\": true}");
        CHECK(first_line(note) ==
              "Some settings could not be read and are at their defaults; the file's other "
              "settings were kept:");
        CHECK(note.ends_with(file.string() +
                             ":/volume: expected an integer from 0 to 100, found 500"));
    }
    SECTION("a member the game does not know: every setting was kept") {
        CHECK(first_line(note_for("{\"schema\": \"sugarworks.settings/1\", \"colorblind\": true, "
                                  "\"muted\": true}")) ==
              "The settings file has members the game does not know, left out; every setting in "
              "it was kept:");
    }
    SECTION("no note for a good file, nor for none") {
        write(file, settings_to_json(unusual()).dump());
        std::string note;
        CHECK(shell::settings_at_start(file, kGameId, {}, note) == unusual());
        CHECK(note.empty());
        fs::remove(file);
        CHECK(shell::settings_at_start(file, kGameId, {}, note) == Settings{});
        CHECK(note.empty());
    }
}

TEST_CASE("no box on the settings screen names a state it may not be in", "[app][settings]") {
    // A box's own words say what ticking it means ("Automatic"), or it has none
    // and its row's label names the setting; never "On" beside an empty box.
    const shell::Fonts fonts;
    for (const bool muted : {true, false}) {
        Settings edit;
        edit.muted = muted;
        edit.fullscreen = !muted;
        edit.hints = muted;
        sugarworks::app::testing::HeadlessImGui imgui;
        imgui.frame(
            [&](Marks& marks) { return draw_settings_screen(edit, fonts, 1.0f, "", marks); });
        INFO("muted " << muted);
        for (const char* state : {"On", "Off", "Yes", "No", "Enabled", "Disabled"})
            CHECK_FALSE(imgui.said_exactly(state));
        CHECK(imgui.said_exactly("Sound effects"));
        for (const char* setting : {"sound", "fullscreen", "confirm_final_actions", "hints", "tips",
                                    "colourblind", "ui_scale_automatic", "volume"})
            CHECK(imgui.marks.find(std::string("settings:") + setting));
    }
}

TEST_CASE("the interface size changes when its slider is let go, not while it is dragged",
          "[app][settings]") {
    // The whole screen scaling under the pointer would move the slider being dragged.
    const sugarworks::app::testing::HeadlessImGui imgui({1280, 800});
    ImGuiIO& io = ImGui::GetIO();
    const shell::Fonts fonts;
    Marks marks;
    Settings edit;
    edit.ui_scale = 1.0f;
    auto frame = [&](ImVec2 pointer, bool down) {
        io.MousePos = pointer;
        io.MouseDown[0] = down;
        ImGui::NewFrame();
        marks.begin_frame();
        const SettingsIntents out = draw_settings_screen(edit, fonts, 1.0f, "", marks);
        ImGui::EndFrame();
        return out;
    };
    frame({0, 0}, false);
    const std::optional<shell::Rect> slider = marks.find("settings:ui_scale");
    REQUIRE(slider);
    const float y = slider->center().y;
    frame({slider->min.x + 4, y}, false);
    frame({slider->min.x + 4, y}, true);
    for (int i = 1; i <= 4; ++i) {
        const SettingsIntents held = frame({slider->min.x + slider->width() * 0.2f * i, y}, true);
        CHECK_FALSE(held.changed);
        CHECK(edit.ui_scale == 1.0f);
    }
    const SettingsIntents let_go = frame({slider->max.x - 2, y}, false);
    CHECK(let_go.changed);
    CHECK(edit.ui_scale > 2.0f);
}
