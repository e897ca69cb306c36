// Scripts drive the program in the GUI tests, so a mistake in one must stop it
// with a message that points at the file and the step, before any frame runs.
#include <catch2/catch.hpp>

#include <string>

#include "shell/drivers/script.hpp"

namespace {

using Kind = shell::ScriptStep::Kind;

bool has(const std::string& text, const std::string& words) {
    return text.find(words) != std::string::npos;
}

// The error of a script that must not load; it names the file it was given.
std::string error_of(const std::string& text) {
    const shell::ScriptLoad load = shell::parse_script(text, "demo.json");
    CHECK_FALSE(load.steps);
    CHECK(has(load.error, "demo.json"));
    return load.error;
}

}  // namespace

TEST_CASE("every kind of step is read", "[app][script]") {
    const shell::ScriptLoad load = shell::parse_script(R"([
        {"click": "tile:0"},
        {"click_if": "recap:start"},
        {"wait_for": "cover:show"},
        {"wait": 10},
        {"wait": 0},
        {"key": "ctrl+z"},
        {"expect_screen": "table"},
        {"expect_log": "plays"},
        {"expect_tile_played": true},
        {"expect_no_private_text": true},
        {"screenshot": "out/shot.png"},
        {"autoplay_until": "tip:bonk_"},
        {"expect_text": "Could not save"},
        {"type": "Dana"},
        {"expect_greyed": "play:0"}
    ])",
                                                       "demo.json");
    INFO(load.error);
    REQUIRE(load.steps);
    CHECK(load.error.empty());
    const std::vector<shell::ScriptStep>& s = *load.steps;
    REQUIRE(s.size() == 15);
    CHECK(s[0].kind == Kind::Click);
    CHECK(s[0].text == "tile:0");
    CHECK(s[1].kind == Kind::ClickIf);
    CHECK(s[1].text == "recap:start");
    CHECK(s[2].kind == Kind::WaitFor);
    CHECK(s[2].text == "cover:show");
    CHECK(s[3].kind == Kind::Wait);
    CHECK(s[3].frames == 10);
    CHECK(s[4].kind == Kind::Wait);
    CHECK(s[4].frames == 0);
    CHECK(s[5].kind == Kind::Key);
    CHECK(s[5].text == "ctrl+z");
    CHECK(s[6].kind == Kind::ExpectScreen);
    CHECK(s[6].text == "table");
    CHECK(s[7].kind == Kind::ExpectLog);
    CHECK(s[7].text == "plays");
    CHECK(s[8].kind == Kind::ExpectTilePlayed);
    CHECK(s[9].kind == Kind::ExpectNoPrivateText);
    CHECK(s[10].kind == Kind::Screenshot);
    CHECK(s[10].text == "out/shot.png");
    CHECK(s[11].kind == Kind::AutoplayUntil);
    CHECK(s[11].text == "tip:bonk_");
    CHECK(s[13].kind == Kind::Type);
    CHECK(s[13].text == "Dana");
    CHECK(s[14].kind == Kind::ExpectGreyed);
    CHECK(s[14].text == "play:0");
    CHECK(s[12].kind == Kind::ExpectText);
    CHECK(s[12].text == "Could not save");
}

TEST_CASE("an empty list is a script with nothing to do", "[app][script]") {
    const shell::ScriptLoad load = shell::parse_script("[]", "empty.json");
    REQUIRE(load.steps);
    CHECK(load.steps->empty());
    CHECK(load.error.empty());
}

TEST_CASE("a script that is not JSON is refused", "[app][script]") {
    CHECK(has(error_of(R"([{"click": "tile:0"})"), "JSON"));
    CHECK(has(error_of(""), "JSON"));
}

TEST_CASE("a script that is not a list is refused", "[app][script]") {
    const std::string e = error_of(R"({"click": "tile:0"})");
    CHECK(has(e, "demo.json:/"));
    CHECK(has(e, "list"));
    CHECK(has(error_of("\"click\""), "list"));
}

TEST_CASE("a step must be an object with one key", "[app][script]") {
    const std::string two = error_of(R"([{"wait": 1}, {"click": "a", "key": "b"}])");
    CHECK(has(two, "demo.json:/1:"));
    CHECK(has(two, "one key"));
    CHECK(has(error_of(R"([{"wait": 1}, {}])"), "demo.json:/1:"));
    CHECK(has(error_of(R"(["click"])"), "demo.json:/0:"));
}

TEST_CASE("an unknown step is named with its place", "[app][script]") {
    const std::string e = error_of(R"([{"wait": 1}, {"wait": 2}, {"clack": "tile:0"}])");
    CHECK(has(e, "demo.json:/2/clack:"));
    CHECK(has(e, "unknown step"));
}

TEST_CASE("a wait must be a whole number of frames, not below zero", "[app][script]") {
    const std::string e = error_of(R"([{"click": "a"}, {"wait": -1}])");
    CHECK(has(e, "demo.json:/1/wait:"));
    CHECK(has(e, "frames"));
    CHECK(has(error_of(R"([{"wait": 1.5}])"), "demo.json:/0/wait:"));
    CHECK(has(error_of(R"([{"wait": "10"}])"), "demo.json:/0/wait:"));
}

TEST_CASE("a click needs the text of what to click", "[app][script]") {
    const std::string e = error_of(R"([{"wait": 1}, {"wait": 1}, {"click": ""}])");
    CHECK(has(e, "demo.json:/2/click:"));
    CHECK(has(e, "text"));
    CHECK(has(error_of(R"([{"click": 3}])"), "demo.json:/0/click:"));
    CHECK(has(error_of(R"([{"expect_log": null}])"), "demo.json:/0/expect_log:"));
}

TEST_CASE("a check that takes true takes nothing else", "[app][script]") {
    const std::string e = error_of(R"([{"click": "a"}, {"expect_tile_played": false}])");
    CHECK(has(e, "demo.json:/1/expect_tile_played:"));
    CHECK(has(e, "true"));
    CHECK(has(error_of(R"([{"expect_tile_played": "yes"}])"), "demo.json:/0/expect_tile_played:"));
    CHECK(has(error_of(R"([{"expect_no_private_text": 1}])"),
              "demo.json:/0/expect_no_private_text:"));
}

TEST_CASE("the first bad step is the one reported", "[app][script]") {
    const std::string e = error_of(R"([{"wait": 1}, {"click": ""}, {"nope": 1}])");
    CHECK(has(e, "/1/click"));
    CHECK_FALSE(has(e, "/2"));
}
