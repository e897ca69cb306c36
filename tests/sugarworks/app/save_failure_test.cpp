// A save that cannot be written stops nothing: the player's folder says why in
// words naming the file (the autosave, a named save, the settings), what was
// saved before is left as it was, and the table tells it under any other notice,
// action after action, until an autosave succeeds.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "setup/settings.hpp"
#include "shell/setup/save_folder.hpp"
#include "support/scoped_env.hpp"
#include "support/temp_folder.hpp"
#include "support/testkit.hpp"
#include "table/table_model.hpp"

using namespace sugarworks;
using namespace sugarworks::app;
using sugarworks::testkit::ScopedEnv;
using testkit::file_text;
using testkit::TempFolder;
namespace fs = std::filesystem;

namespace {

TableModel solo_table(std::uint64_t seed) {
    const Scenario* s = testkit::catalog().scenario("third_shift");
    REQUIRE(s);
    Table table(testkit::catalog(), GameOptions::for_scenario(*s, 1, {}), seed,
                {{"Alex", 0, std::nullopt}});
    TablePrefs prefs;
    prefs.confirm_final = false;
    return TableModel(std::move(table), prefs);
}

// One thing a person does next: the conveyors watched to their end, else the first
// legal action.
void play_one(TableModel& m) {
    const TableFrame f = m.frame();
    if (f.movement.active || f.legal.empty()) {
        m.update(0.5);
        return;
    }
    TableIntents want;
    want.act = f.legal.front();
    m.handle(want);
}

}  // namespace

TEST_CASE("a failed save is said in words naming the file and what it means for the player",
          "[app][saves]") {
    CHECK(shell::save_failed_notice(
              "cannot save /home/a/autosave.json: the disk is full (No space left "
              "on device)",
              shell::kGameGoesOn) ==
          "Could not save /home/a/autosave.json: the disk is full (No space left on device). The "
          "game goes on; your last save is kept.");
    CHECK(shell::save_failed_notice("cannot save /home/a/settings.json: it is a folder",
                                    "The settings hold until the game is closed.") ==
          "Could not save /home/a/settings.json: it is a folder. The settings hold until the game "
          "is closed.");
    // Words of another kind are kept whole.
    CHECK(shell::save_failed_notice("no room.", "") == "Could not save no room.");
}

TEST_CASE("a saves folder that cannot be written says why and keeps what was saved",
          "[app][saves]") {
    TempFolder home("unwritable-home");
    const ScopedEnv env("SUGARWORKS_HOME", home.path().string());
    // A folder where the autosave goes, a file where the saves/ folder goes and a
    // folder where settings.json goes: nothing can be written, even by the superuser.
    fs::create_directories(home.path() / "autosave.json");
    fs::create_directories(home.path() / "settings.json");
    std::ofstream(home.path() / "saves") << "a file, not a folder\n";
    const shell::SaveFolder folder(shell::folder_owner("sugarworks", "Sugarworks"));
    REQUIRE(folder.usable());

    const auto autosaved = folder.autosave("{}\n");
    REQUIRE(autosaved);
    CHECK(*autosaved ==
          "cannot save " + (home.path() / "autosave.json").string() + ": it is a folder");
    CHECK(fs::is_directory(home.path() / "autosave.json"));

    const shell::SaveFolder::Saved saved = folder.save("third_shift", "{}\n");
    CHECK(saved.path.empty());
    CHECK(saved.problem.rfind("cannot save " + (home.path() / "saves").string() + "/third_shift-",
                              0) == 0);
    CHECK(saved.problem.ends_with(".json: a file stands in the way of the folder " +
                                  (home.path() / "saves").string() + " (Not a directory)"));
    CHECK(file_text(home.path() / "saves") == "a file, not a folder\n");

    const auto settings = save_settings(folder.settings_file(), Settings{});
    REQUIRE(settings);
    CHECK(*settings ==
          "cannot save " + (home.path() / "settings.json").string() + ": it is a folder");
}

TEST_CASE("with no folder for saves, the autosave says the game is not kept", "[app][saves]") {
    TempFolder tmp("no-home");
    std::ofstream(tmp.path() / "not_a_folder") << "x";
    const ScopedEnv env("SUGARWORKS_HOME", (tmp.path() / "not_a_folder").string());
    const shell::SaveFolder folder(shell::folder_owner("sugarworks", "Sugarworks"));
    REQUIRE_FALSE(folder.usable());
    const auto autosaved = folder.autosave("{}\n");
    REQUIRE(autosaved);
    CHECK(autosaved->rfind("cannot save the game: cannot create the folder for settings and "
                           "saves " +
                               (tmp.path() / "not_a_folder").string(),
                           0) == 0);
    CHECK(folder.save("third_shift", "{}\n").problem == *autosaved);
}

TEST_CASE("a failed autosave is told on the table, action after action, until one succeeds",
          "[app][saves]") {
    TableModel m = solo_table(7);
    const std::string problem = shell::save_failed_notice(
        "cannot save /home/a/autosave.json: the disk is full (No space left on device)",
        shell::kGameGoesOn);
    m.set_save_problem(problem);
    CHECK(m.frame().notice == problem);
    // The game goes on, through the conveyors and into the next rounds, and the
    // notice stays, under what else the table says.
    int guard = 0;
    while (m.table().state().round < 3 && !m.table().state().over() && ++guard < 2000) {
        play_one(m);
        const std::string notice = m.frame().notice;
        INFO("round " << m.table().state().round << ", " << m.table().match().actions().size()
                      << " actions");
        REQUIRE(notice.ends_with(problem));
    }
    CHECK(m.table().state().round >= 3);
    m.set_notice("Taken back.");
    CHECK(m.frame().notice == "Taken back.\n" + problem);
    // A save that succeeds ends it.
    m.set_save_problem("");
    CHECK(m.frame().notice == "Taken back.");
}
