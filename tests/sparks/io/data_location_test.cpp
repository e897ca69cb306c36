// Sparks finds its data in one order, by the engine's lookup: $SPARKS_DATA, the
// share/sugarworks/data/sparks of the installation the program runs from, the
// source folder. The surroundings are made up, so the process's own stay untouched.
#include <unistd.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <string>

#include "sparks/data_location.hpp"

namespace fs = std::filesystem;

namespace {

engine::Surroundings surroundings(std::map<std::string, std::string> variables,
                                  fs::path executable) {
    return {[variables](const char* name) {
                const auto it = variables.find(name);
                return it == variables.end() ? std::string() : it->second;
            },
            std::move(executable)};
}

// A made-up installation under a fresh folder: bin/sparks-cli (never run) and
// share/sugarworks/data/sparks. Removed at the end of the test.
struct Installation {
    fs::path prefix =
        fs::temp_directory_path() / ("sparks-data-location-" + std::to_string(::getpid()));
    Installation() { fs::create_directories(prefix / "share" / "sugarworks" / "data" / "sparks"); }
    ~Installation() {
        std::error_code ignored;
        fs::remove_all(prefix, ignored);
    }
    fs::path program() const { return prefix / "bin" / "sparks-cli"; }
};

const fs::path kSourceData = SPARKS_TEST_DATA_DIR;

}  // namespace

TEST_CASE("Sparks data folder: SPARKS_DATA, then the installation, then the source folder",
          "[sparks][io][data_location]") {
    const Installation installed;
    const fs::path share = installed.prefix / "share" / "sugarworks" / "data" / "sparks";
    CHECK(sparks::find_data_dir(
              surroundings({{"SPARKS_DATA", "/from/env"}}, installed.program())) == "/from/env");
    // Set but empty counts as unset; Sugarworks' variable is not Sparks'.
    CHECK(sparks::find_data_dir(surroundings({{"SPARKS_DATA", ""}, {"SUGARWORKS_DATA", "/sw"}},
                                             installed.program())) == share.lexically_normal());
    // A program with no installation beside it, or none known, reads the source folder.
    CHECK(sparks::find_data_dir(
              surroundings({}, installed.prefix / "bin" / "deeper" / "sparks-cli")) == kSourceData);
    CHECK(sparks::find_data_dir(surroundings({}, fs::path())) == kSourceData);
}
