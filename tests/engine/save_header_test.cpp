// Save headers and save lists (engine/save_header.hpp): a save is known by its schema
// and read without its long lists; a list tells a save of another game, of an unknown
// game or of a newer format for what it is, and never falls over a broken file.
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/save_header.hpp"

using engine::Diagnostics;
using engine::save::GameSaves;
using engine::save::list_save;
using engine::save::list_saves;
using engine::save::parse_schema;
using engine::save::read_header_document;
using engine::save::SaveHeader;
using engine::save::SaveKind;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// A folder of the test's own under the system's temporary one, gone at the end.
struct Scratch {
    fs::path path =
        fs::temp_directory_path() / ("engine-save-list-" + std::to_string(std::random_device{}()));
    Scratch() { fs::create_directories(path); }
    ~Scratch() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

void write(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// A small game of the test's own for the list to know: its header is its "mode" member;
// a "mode" of "throw" makes its reader throw, one that is not a string is an error.
GameSaves pebbles_saves() {
    return {"pebbles", "Pebbles", 2,
            [](const json& doc, const std::string& file,
               Diagnostics& errors) -> std::optional<SaveHeader> {
                const auto mode = doc.find("mode");
                if (mode == doc.end() || !mode->is_string()) {
                    errors.push_back({file, "/mode", "expected a string"});
                    return std::nullopt;
                }
                if (*mode == "throw")
                    throw std::runtime_error("the reader fell over");
                SaveHeader header;
                header.kind = *parse_schema(doc["schema"].get<std::string>());
                header.mode = *mode;
                header.finished = doc.contains("actions") || doc.contains("hashes");
                return header;
            }};
}

GameSaves marbles_saves() {
    return {"marbles", "Marbles", 1,
            [](const json&, const std::string&, Diagnostics&) -> std::optional<SaveHeader> {
                return SaveHeader{};
            }};
}

}  // namespace

TEST_CASE("A save's schema names its game and format", "[engine][save][header]") {
    CHECK(parse_schema("sugarworks.save/2") == SaveKind{"sugarworks", 2});
    CHECK(parse_schema("sparks.save/1") == SaveKind{"sparks", 1});
    CHECK(parse_schema("tiny_game.save/12") == SaveKind{"tiny_game", 12});
    for (const char* not_a_schema :
         {"", "sugarworks", "sugarworks.save/", "sugarworks.save/0", "sugarworks.save/02",
          "sugarworks.save/2x", "sugarworks.save/-1", ".save/1", "Sugar Works.save/1",
          "sugarworks/2", "sugarworks.settings/1"}) {
        INFO(not_a_schema);
        CHECK_FALSE(parse_schema(not_a_schema));
    }
}

TEST_CASE("A save's header document leaves out its action list and its hashes, and nothing else",
          "[engine][save][header]") {
    Diagnostics errors;
    const auto doc = read_header_document(
        R"({"schema": "pebbles.save/1", "actions": [{"take": 2}, {"take": 1}],
            "options": {"actions": [1]}, "hashes": ["00", "01"], "snapshot": {"round": 3}})",
        "game.json", errors);
    CHECK(errors.empty());
    REQUIRE(doc);
    CHECK_FALSE(doc->contains("actions"));
    CHECK_FALSE(doc->contains("hashes"));
    CHECK((*doc)["schema"] == "pebbles.save/1");
    CHECK((*doc)["options"] == json{{"actions", {1}}});  // only the top level's are left out
    CHECK((*doc)["snapshot"]["round"] == 3);

    const auto refused = [](const std::string& text) {
        Diagnostics found;
        const auto doc = read_header_document(text, "game.json", found);
        CHECK_FALSE(doc);
        REQUIRE(found.size() == 1);
        CHECK(found.front().file == "game.json");
        return found.front().message;
    };
    CHECK(refused("") == "the file is empty (a save is a JSON object)");
    CHECK_THAT(refused("{\"schema\": \"pebbles.save/1\",\n \"actions\": [1, 2"),
               Catch::StartsWith("not valid JSON (line 2"));
    CHECK(refused("[1, 2]") == "a save is a JSON object, not an array");
}

TEST_CASE("A save list reads this game's saves by their headers and says what every other file is",
          "[engine][save][header]") {
    Scratch folder;
    const std::vector<GameSaves> games = {pebbles_saves(), marbles_saves()};
    const auto problem_of = [&](const std::string& name, const std::string& text) {
        write(folder.path / name, text);
        const auto listed = list_save(folder.path / name, "pebbles", games);
        CHECK(listed.path == folder.path / name);
        CHECK_FALSE(listed.saved_at.empty());
        CHECK_FALSE(listed.header);
        return listed.problem;
    };

    write(folder.path / "mine.json",
          R"({"schema": "pebbles.save/2", "mode": "Take-away", "actions": [1, 2, 3]})");
    const auto mine = list_save(folder.path / "mine.json", "pebbles", games);
    CHECK(mine.problem.empty());
    REQUIRE(mine.header);
    CHECK(mine.header->kind == SaveKind{"pebbles", 2});
    CHECK(mine.header->mode == "Take-away");
    CHECK_FALSE(mine.header->finished);  // the reader never saw the action list
    CHECK(list_save(folder.path / "mine.json", "pebbles", games).header == mine.header);

    write(folder.path / "older.json", R"({"schema": "pebbles.save/1", "mode": "Old"})");
    const auto older = list_save(folder.path / "older.json", "pebbles", games);
    REQUIRE(older.header);
    CHECK(older.header->kind == SaveKind{"pebbles", 1});
    CHECK(problem_of("other.json", R"({"schema": "marbles.save/1"})") ==
          "a Marbles save: open it with marbles");
    CHECK(problem_of("unknown.json", R"({"schema": "mystery.save/4", "mode": "x"})") ==
          "a save of a game this program does not know (\"mystery.save/4\")");
    CHECK(problem_of("newer.json", R"({"schema": "pebbles.save/3", "mode": "x"})") ==
          "a save of a newer Pebbles (format 3; this Pebbles reads format 2 and older)");
    CHECK(problem_of("settings.json", R"({"volume": 3})") ==
          "not a save of any game (no \"schema\" of the form \"<game>.save/<n>\")");
    CHECK_THAT(problem_of("cut.json", R"({"schema": "pebbles.save/2", "mode": )"),
               Catch::StartsWith("not a save: not valid JSON (line 1, column "));
    CHECK(problem_of("bad.json", R"({"schema": "pebbles.save/2", "mode": 7})") ==
          "the save does not read: expected a string (at /mode)");
    CHECK(problem_of("throws.json", R"({"schema": "pebbles.save/2", "mode": "throw"})") ==
          "cannot be read: the reader fell over");
}

TEST_CASE("A save list holds every .json file of its folder, the most recently written first",
          "[engine][save][header]") {
    Scratch folder;
    const std::vector<GameSaves> games = {pebbles_saves()};
    CHECK(list_saves(folder.path / "no such folder", "pebbles", games).empty());
    const auto now = fs::file_time_type::clock::now();
    const std::vector<std::string> names = {"b.json", "a.json", "c.json"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        write(folder.path / names[i], R"({"schema": "pebbles.save/1", "mode": "m"})");
        fs::last_write_time(folder.path / names[i], now - std::chrono::hours(i + 1));
    }
    write(folder.path / "notes.txt", "not a save");
    fs::create_directory(folder.path / "old.json");  // a folder, whatever its name
    const auto listed = list_saves(folder.path, "pebbles", games);
    REQUIRE(listed.size() == 3);
    CHECK(listed[0].path.filename() == "b.json");
    CHECK(listed[1].path.filename() == "a.json");
    CHECK(listed[2].path.filename() == "c.json");
    for (const auto& save : listed)
        CHECK(save.header);
}
