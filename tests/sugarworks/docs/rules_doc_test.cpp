// docs/sugarworks/rules.md names the tests that prove each rule; every test it names must exist.
#include <catch2/catch.hpp>

#include "support/temp_folder.hpp"

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

// The names of the TEST_CASEs in a source file, with adjacent string literals joined.
std::vector<std::string> test_names(const std::string& source) {
    std::vector<std::string> names;
    const std::regex test_case(R"re(TEST_CASE\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+))re");
    const std::regex literal(R"re("((?:[^"\\]|\\.)*)")re");
    for (auto it = std::sregex_iterator(source.begin(), source.end(), test_case);
         it != std::sregex_iterator(); ++it) {
        const std::string literals = (*it)[1];
        std::string name;
        for (auto l = std::sregex_iterator(literals.begin(), literals.end(), literal);
             l != std::sregex_iterator(); ++l) {
            name += (*l)[1];
        }
        names.push_back(name);
    }
    return names;
}

}  // namespace

TEST_CASE("Every test named in docs/sugarworks/rules.md exists in the file it names", "[docs]") {
    // The fixtures are tests/sugarworks/data: the repository is three folders up.
    const std::filesystem::path root = std::filesystem::path(SUGARWORKS_TEST_FIXTURES_DIR)
                                           .parent_path()
                                           .parent_path()
                                           .parent_path();
    const std::string rules =
        sugarworks::testkit::file_text(root / "docs" / "sugarworks" / "rules.md");
    REQUIRE_FALSE(rules.empty());
    const std::regex reference(R"re(`([a-z_/]+_test\.cpp): "([^`]*)"`)re");
    int checked = 0;
    for (auto it = std::sregex_iterator(rules.begin(), rules.end(), reference);
         it != std::sregex_iterator(); ++it) {
        const std::string file = (*it)[1];
        const std::string name = (*it)[2];
        INFO(file << ": " << name);
        // Sugarworks' own tests, or the engine's (`engine/rng_test.cpp`).
        const std::filesystem::path own = root / "tests" / "sugarworks" / file;
        const std::string source = sugarworks::testkit::file_text(
            std::filesystem::exists(own) ? own : root / "tests" / file);
        REQUIRE_FALSE(source.empty());
        const auto names = test_names(source);
        CHECK(std::find(names.begin(), names.end(), name) != names.end());
        ++checked;
    }
    CHECK(checked > 50);
}
