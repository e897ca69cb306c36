// The data folder is found in one order: $SUGARWORKS_DATA, $SUGARWORKS_DATA_DIR, the
// share/sugarworks/data of the installation the program runs from, the source folder.
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <string>

#include "sugarworks/data_location.hpp"
#include "support/surroundings.hpp"
#include "support/temp_folder.hpp"

using namespace sugarworks;
namespace fs = std::filesystem;
using testkit::surroundings;

namespace {

fs::path make_installation(const fs::path& prefix) {
    return testkit::make_installation(prefix, "data", "sugarworks-cli");
}

const fs::path kSourceData = SUGARWORKS_TEST_DATA_DIR;

}  // namespace

TEST_CASE("data folder: SUGARWORKS_DATA comes first", "[data_location]") {
    testkit::TempFolder temp("data-location");
    const fs::path exe = make_installation(temp.path() / "usr");
    CHECK(find_data_dir(surroundings(
              {{"SUGARWORKS_DATA", "/from/data"}, {"SUGARWORKS_DATA_DIR", "/from/data_dir"}},
              exe)) == "/from/data");
}

TEST_CASE("data folder: SUGARWORKS_DATA_DIR, the older name, still works", "[data_location]") {
    testkit::TempFolder temp("data-location");
    const fs::path exe = make_installation(temp.path() / "usr");
    CHECK(find_data_dir(surroundings({{"SUGARWORKS_DATA_DIR", "/from/data_dir"}}, exe)) ==
          "/from/data_dir");
    // Set but empty is not set: a shell's `SUGARWORKS_DATA= sugarworks` must not mean "here".
    CHECK(find_data_dir(surroundings(
              {{"SUGARWORKS_DATA", ""}, {"SUGARWORKS_DATA_DIR", "/from/data_dir"}}, exe)) ==
          "/from/data_dir");
}

TEST_CASE("data folder: an installed program finds share/sugarworks/data beside its bin",
          "[data_location]") {
    testkit::TempFolder temp("data-location");
    const fs::path exe = make_installation(temp.path() / "usr");
    const fs::path found = find_data_dir(surroundings({}, exe));
    CHECK(found == temp.path() / "usr" / "share" / "sugarworks" / "data");
    CHECK(fs::is_directory(found));
}

TEST_CASE("data folder: without an installation, the source folder this build was made from",
          "[data_location]") {
    testkit::TempFolder temp("data-location");
    fs::create_directories(temp.path() / "build" / "src" / "cli");
    CHECK(find_data_dir(surroundings(
              {}, temp.path() / "build" / "src" / "cli" / "sugarworks-cli")) == kSourceData);
    CHECK(find_data_dir(surroundings({}, fs::path())) == kSourceData);
}

TEST_CASE("installed_folder is share/sugarworks/<name> under the program's prefix",
          "[data_location]") {
    CHECK(installed_folder("/opt/sw/bin/sugarworks", "assets") ==
          "/opt/sw/share/sugarworks/assets");
    CHECK(installed_folder("/usr/bin/sugarworks-cli", "data") == "/usr/share/sugarworks/data");
    CHECK(installed_folder(fs::path(), "data").empty());
}

TEST_CASE("this process knows where its program is", "[data_location]") {
    const Surroundings here = Surroundings::of_this_process();
    CHECK(here.executable.filename() == "sugarworks_tests");
    CHECK(here.executable.is_absolute());
    CHECK(here.variable("SUGARWORKS_NO_SUCH_VARIABLE_EVER").empty());
}
