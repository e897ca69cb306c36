// The game's art is found in the data folder's order: $SUGARWORKS_ASSETS,
// $SUGARWORKS_ASSETS_DIR, the installation's share/sugarworks/assets, the source folder.
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <string>

#include "setup/assets_location.hpp"
#include "support/surroundings.hpp"
#include "support/temp_folder.hpp"

using namespace sugarworks;
namespace fs = std::filesystem;
using testkit::surroundings;

namespace {

fs::path make_installation(const fs::path& prefix) {
    return testkit::make_installation(prefix, "assets", "sugarworks");
}

// The source folder's art sits beside its data.
const fs::path kSourceAssets =
    fs::path(SUGARWORKS_TEST_DATA_DIR).parent_path().parent_path() / "assets" / "sugarworks";

}  // namespace

TEST_CASE("art folder: SUGARWORKS_ASSETS, then SUGARWORKS_ASSETS_DIR", "[assets_location]") {
    testkit::TempFolder temp("assets-location");
    const fs::path exe = make_installation(temp.path() / "usr");
    CHECK(app::find_assets_dir(surroundings(
              {{"SUGARWORKS_ASSETS", "/from/assets"}, {"SUGARWORKS_ASSETS_DIR", "/from/dir"}},
              exe)) == "/from/assets");
    CHECK(app::find_assets_dir(surroundings({{"SUGARWORKS_ASSETS_DIR", "/from/dir"}}, exe)) ==
          "/from/dir");
}

TEST_CASE("art folder: an installed game finds share/sugarworks/assets", "[assets_location]") {
    testkit::TempFolder temp("assets-location");
    const fs::path exe = make_installation(temp.path() / "prefix");
    CHECK(app::find_assets_dir(surroundings({}, exe)) ==
          temp.path() / "prefix" / "share" / "sugarworks" / "assets");
}

TEST_CASE("art folder: without an installation, the source folder", "[assets_location]") {
    testkit::TempFolder temp("assets-location");
    CHECK(app::find_assets_dir(surroundings({}, temp.path() / "bin" / "sugarworks")) ==
          kSourceAssets);
    CHECK(app::find_assets_dir(surroundings({}, fs::path())) == kSourceAssets);
}
