// The JSON example docs/sugarworks/data.md gives for a kind of file: the ```json block
// that holds its schema line, so a test can read what the page shows.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace sugarworks::testkit {

// `docs_dir` is the repository's docs folder; `schema` as in the file ("sugarworks.tips/1").
inline std::string doc_example(const std::filesystem::path& docs_dir, const std::string& schema) {
    std::ifstream in(docs_dir / "data.md");
    REQUIRE(in);
    const std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t at = doc.find("\"schema\": \"" + schema + "\"");
    REQUIRE(at != std::string::npos);
    const size_t start = doc.rfind("```json\n", at);
    const size_t end = doc.find("```", at);
    REQUIRE(start != std::string::npos);
    REQUIRE(end != std::string::npos);
    return doc.substr(start + 8, end - start - 8);
}

}  // namespace sugarworks::testkit
