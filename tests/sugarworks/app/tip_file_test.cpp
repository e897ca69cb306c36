// The tips a player profile has seen: tips.json written atomically and read
// back by the next run, a broken file reported and kept aside (never written
// over), a missing file or folder no problem, and no folder at all only means
// the tips are not remembered.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "setup/tip_file.hpp"
#include "support/doc_example.hpp"
#include "support/temp_folder.hpp"

using namespace sugarworks;
using namespace sugarworks::app;
using shell::SeenTipsLoad;
using sugarworks::testkit::TempFolder;
namespace fs = std::filesystem;

namespace {

SeenTipsLoad load_seen_tips(const fs::path& file) {
    return shell::load_seen_tips(file, "sugarworks");
}

SeenTipsLoad seen_tips_from_text(std::string_view text, const std::string& file) {
    return shell::seen_tips_from_text(text, file, "sugarworks");
}

}  // namespace

TEST_CASE("the tips seen are remembered by the next run, in a folder made for them",
          "[app][tips][file]") {
    TempFolder dir("tips-restart");
    const fs::path file = dir.path() / "home" / "tips.json";  // no folder yet
    {
        TipMemory first(file);
        CHECK(first.problem().empty());
        CHECK(first.seen().empty());
        CHECK(first.remember({TipKind::BonkBlueSquare, TipKind::Eater}).empty());
        CHECK(first.remember({}).empty());
    }
    CHECK(testkit::file_text(file).starts_with("{\n  \"schema\": \"sugarworks.tips/1\""));
    TipMemory second(file);  // the game started again
    CHECK(second.problem().empty());
    CHECK(second.seen().has(TipKind::BonkBlueSquare));
    CHECK(second.seen().has(TipKind::Eater));
    CHECK(second.seen().size() == 2);
    // No temporary file is left beside it.
    int files = 0;
    for (const auto& entry : fs::directory_iterator(file.parent_path()))
        files += entry.is_regular_file() ? 1 : 0;
    CHECK(files == 1);

    CHECK(second.forget_all().empty());
    CHECK(second.seen().empty());
    CHECK(TipMemory(file).seen().empty());
}

TEST_CASE("a broken tips file is reported, kept aside whole, and a new one begun",
          "[app][tips][file]") {
    TempFolder dir("tips-broken");
    fs::create_directories(dir.path());
    const fs::path file = dir.path() / "tips.json";
    const std::string broken = R"({"schema": "sugarworks.tips/1", "seen": ["eater", 3]})";
    std::ofstream(file) << broken;

    std::string note = "The settings file has problems.";
    TipMemory memory = tips_at_start(file, note);  // told on the menu, after what was there
    CHECK(note.starts_with("The settings file has problems.\nThe tips file does not read"));
    CHECK(note.ends_with(memory.problem()));
    CHECK(memory.problem() == file.string() + ":/seen/1: expected a string, found an integer");
    CHECK(memory.seen().empty());               // read whole or not at all
    CHECK(testkit::file_text(file) == broken);  // nothing is written before a tip shows

    const std::string told = memory.remember({TipKind::Delivered});
    CHECK(told.find("tips.broken.json") != std::string::npos);
    CHECK(testkit::file_text(dir.path() / "tips.broken.json") == broken);
    const SeenTipsLoad now = load_seen_tips(file);
    CHECK(now.error.empty());
    CHECK(tip_set(now.seen).has(TipKind::Delivered));

    // Broken again: kept under the next free name, the first one untouched.
    std::ofstream(file) << "not json";
    CHECK(memory.remember({TipKind::GameEnded}).find("tips.broken-2.json") != std::string::npos);
    CHECK(testkit::file_text(dir.path() / "tips.broken.json") == broken);
    CHECK(testkit::file_text(dir.path() / "tips.broken-2.json") == "not json");
    CHECK(tip_set(load_seen_tips(file).seen).has(TipKind::GameEnded));
}

TEST_CASE("each problem of a tips file is named with its pointer", "[app][tips][file]") {
    SECTION("broken JSON") {
        const SeenTipsLoad load = seen_tips_from_text("{\"seen\": [", "tips.json");
        CHECK(load.broken);
        CHECK(load.error.starts_with("tips.json: not valid JSON"));
    }
    SECTION("another schema") {
        const SeenTipsLoad load =
            seen_tips_from_text(R"({"schema": "sugarworks.tips/2", "seen": []})", "tips.json");
        CHECK(load.broken);
        CHECK(load.error.find("tips.json:/schema:") != std::string::npos);
    }
    SECTION("an unknown member, and no list") {
        const SeenTipsLoad load =
            seen_tips_from_text(R"({"schema": "sugarworks.tips/1", "shown": []})", "tips.json");
        CHECK(load.broken);
        CHECK(load.error.find("tips.json:/shown: unknown member \"shown\"") != std::string::npos);
        CHECK(load.error.find("missing member \"seen\"") != std::string::npos);
    }
    SECTION("a tip this game does not know is kept, and written back") {
        const SeenTipsLoad load = seen_tips_from_text(
            R"({"schema": "sugarworks.tips/1", "seen": ["jump", "a_newer_tip", "jump"]})",
            "tips.json");
        CHECK_FALSE(load.broken);
        CHECK(tip_set(load.seen).has(TipKind::Jump));
        CHECK(load.seen == std::vector<std::string>{"jump", "a_newer_tip"});
        // Written in the order of the game's kinds, the unknown after them.
        const std::string text = shell::seen_tips_text({"a_newer_tip", "lost_in_loop", "jump"},
                                                       "sugarworks", tip_ids_in_order());
        CHECK(text.find("\"jump\",\n    \"lost_in_loop\",\n    \"a_newer_tip\"") !=
              std::string::npos);
        CHECK(seen_tips_from_text(
                  shell::seen_tips_text(load.seen, "sugarworks", tip_ids_in_order()), "again.json")
                  .seen == load.seen);
    }
}

TEST_CASE("with no file, no folder or nowhere to write, tips still work for the run",
          "[app][tips][file]") {
    TempFolder dir("tips-nowhere");
    SECTION("a missing file is no error") {
        TipMemory memory(dir.path() / "tips.json");
        CHECK(memory.problem().empty());
        CHECK(memory.seen().empty());
    }
    SECTION("no folder for the player's files at all") {
        std::string note;
        TipMemory memory = tips_at_start({}, note);
        CHECK(note.empty());
        CHECK(memory.remember({TipKind::XTile}).empty());
        CHECK(memory.seen().has(TipKind::XTile));  // for this run
    }
    SECTION("a file where the folder should be") {
        fs::create_directories(dir.path());
        std::ofstream(dir.path() / "home") << "a file, not a folder";
        TipMemory memory(dir.path() / "home" / "tips.json");
        CHECK(memory.problem().empty());
        CHECK_FALSE(memory.remember({TipKind::XTile}).empty());  // said, not thrown
        CHECK(memory.seen().has(TipKind::XTile));
    }
    SECTION("a folder where the file should be") {
        fs::create_directories(dir.path() / "tips.json");
        TipMemory memory(dir.path() / "tips.json");
        CHECK(memory.problem().find("is a folder") != std::string::npos);
    }
}

TEST_CASE("the tips example in docs/sugarworks/data.md reads without a problem",
          "[app][tips][file]") {
    const std::string example = sugarworks::testkit::doc_example(
        fs::path(SUGARWORKS_TEST_DATA_DIR).parent_path().parent_path() / "docs" / "sugarworks",
        "sugarworks.tips/1");
    const SeenTipsLoad load = seen_tips_from_text(example, "doc");
    CHECK(load.error.empty());
    CHECK_FALSE(tip_set(load.seen).empty());
}
