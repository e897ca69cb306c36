// Every game's settings file on the shell: each game reads its own schema and no
// other game's, and the command line goes over what the file holds.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "shell/setup/settings.hpp"

namespace fs = std::filesystem;

namespace {

struct TempDir {
    fs::path dir =
        fs::temp_directory_path() / ("shell_settings_" + std::to_string(std::random_device{}()));
    TempDir() { fs::create_directories(dir); }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
};

}  // namespace

TEST_CASE("each game's settings file carries its own schema and reads back equal",
          "[shell][settings]") {
    shell::Settings s;
    s.ui_scale = 1.5f;
    s.computer_pace = 0;
    s.colourblind = true;
    CHECK(shell::settings_schema("sparks") == "sparks.settings/1");
    const nlohmann::json doc = shell::settings_to_json(s, "sparks");
    CHECK(doc.at("schema") == "sparks.settings/1");
    const shell::SettingsLoad back =
        shell::settings_from_json_text(doc.dump(), "settings.json", "sparks");
    CHECK(back.error.empty());
    CHECK(back.read);
    CHECK(back.settings == s);

    TempDir home;
    const fs::path file = home.dir / "deeper" / "settings.json";
    REQUIRE_FALSE(shell::save_settings(file, "pebbles", s));
    const shell::SettingsLoad loaded = shell::load_settings(file, "pebbles");
    CHECK(loaded.error.empty());
    CHECK(loaded.settings == s);
}

TEST_CASE("a settings file of another game is not read as this game's", "[shell][settings]") {
    shell::Settings s;
    s.ui_scale = 2;
    const std::string other = shell::settings_to_json(s, "sugarworks").dump();
    const shell::SettingsLoad read =
        shell::settings_from_json_text(other, "settings.json", "sparks");
    CHECK_FALSE(read.read);
    CHECK(read.settings == shell::Settings{});
    CHECK(read.error.find("settings.json") != std::string::npos);
    CHECK(read.error.find("sparks.settings/1") != std::string::npos);
    CHECK(shell::settings_note(read).find("every setting is at its default") != std::string::npos);
}

TEST_CASE("the command line goes over the settings file", "[shell][settings]") {
    TempDir home;
    const fs::path file = home.dir / "settings.json";
    shell::Settings kept;
    kept.ui_scale = 1.25f;
    kept.computer_pace = 2;
    REQUIRE_FALSE(shell::save_settings(file, "sparks", kept));

    std::string note;
    const shell::Settings plain = shell::settings_at_start(file, "sparks", {}, note);
    CHECK(plain == kept);
    CHECK(note.empty());

    const shell::Settings over =
        shell::settings_at_start(file, "sparks", {.ui_scale = 2, .fullscreen = true}, note);
    CHECK(over.ui_scale == 2);
    CHECK(over.fullscreen);
    CHECK(over.computer_pace == 2);  // what the command line does not say stays the file's

    std::ofstream(file) << "{\"schema\": \"sparks.settings/1\", \"computer_pace\": \"slow\"}";
    const shell::Settings broken = shell::settings_at_start(file, "sparks", {}, note);
    CHECK(broken.computer_pace == shell::Settings{}.computer_pace);
    CHECK(note.find("/computer_pace") != std::string::npos);
}
