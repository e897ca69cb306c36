// docs/sparks/rules.md and docs/sparks/rulings.md name the tests that prove each
// rule and each ruling; every test they name must exist in the file they name.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string text_of(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream all;
    all << in.rdbuf();
    return all.str();
}

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
             l != std::sregex_iterator(); ++l)
            name += (*l)[1];
        names.push_back(name);
    }
    return names;
}

int check_references(const std::filesystem::path& root, const std::string& doc) {
    const std::string text = text_of(root / "docs" / "sparks" / doc);
    INFO(doc);
    REQUIRE_FALSE(text.empty());
    const std::regex reference(R"re(`(sparks/rules/[a-z_]+_test\.cpp): "([^`]*)"`)re");
    int checked = 0;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), reference);
         it != std::sregex_iterator(); ++it) {
        const std::string file = (*it)[1];
        const std::string name = (*it)[2];
        INFO(file << ": " << name);
        const std::string source = text_of(root / "tests" / file);
        REQUIRE_FALSE(source.empty());
        const auto names = test_names(source);
        CHECK(std::find(names.begin(), names.end(), name) != names.end());
        ++checked;
    }
    return checked;
}

}  // namespace

TEST_CASE("Every test named in docs/sparks/rules.md and rulings.md exists in the file it names",
          "[sparks][rules][docs]") {
    // SPARKS_TEST_DATA_DIR is <root>/data/sparks.
    const std::filesystem::path root =
        std::filesystem::path(SPARKS_TEST_DATA_DIR).parent_path().parent_path();
    CHECK(check_references(root, "rules.md") > 300);
    CHECK(check_references(root, "rulings.md") > 30);
}
