// The engine's JSON reader on its own, with no game's headers, and a game's reader
// derived from it that adds a kind of value only that game has (as Sugarworks adds
// cells). The reader's every message is tested in tests/sugarworks/io/json_reader_test.cpp.
#include <catch2/catch.hpp>

#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include "engine/diagnostic.hpp"
#include "engine/json_reader.hpp"

using engine::Diagnostic;
using engine::Diagnostics;
using engine::io::json;
using engine::io::Pointer;

namespace {

// A game's own reader: a colour written as "#rrggbb".
class ColourReader : public engine::io::JsonReader {
  public:
    using engine::io::JsonReader::JsonReader;

    std::optional<int> colour(const json& value, const Pointer& at) {
        const auto text = string(value, at);
        if (!text)
            return std::nullopt;
        int rgb = 0;
        const char* end = text->data() + text->size();
        if (text->size() != 7 || (*text)[0] != '#' ||
            std::from_chars(text->data() + 1, end, rgb, 16).ptr != end) {
            error(at, "expected a colour like \"#ff8800\", found \"" + *text + "\"");
            return std::nullopt;
        }
        return rgb;
    }
};

}  // namespace

TEST_CASE("The engine's JSON reader reads with no game's help, and a game's reader adds its values",
          "[engine][json]") {
    Diagnostics errors;
    const auto doc = engine::io::parse_json_text(
        R"({"schema": "demo/1", "size": 3, "tint": "#ff8800", "tone": "red"})", "demo.json",
        errors);
    REQUIRE(doc);
    REQUIRE(errors.empty());

    ColourReader reader("demo.json", errors);
    reader.schema(*doc, "demo/1");
    reader.no_unknown_members(*doc, Pointer(), {"schema", "size", "tint"});
    CHECK(reader.integer((*doc)["size"], Pointer() / "size", 1, 2) == std::nullopt);
    CHECK(reader.colour((*doc)["tint"], Pointer() / "tint") == 0xff8800);
    CHECK(reader.colour((*doc)["tone"], Pointer() / "tone") == std::nullopt);

    // The game's reader is the engine's, counting every error in one place.
    const engine::io::JsonReader& base = reader;
    CHECK(base.error_count() == 3);
    std::vector<std::string> lines;
    for (const Diagnostic& d : errors)
        lines.push_back(engine::format_diagnostic(d));
    CHECK(lines == std::vector<std::string>{
                       "demo.json:/tone: unknown member \"tone\"",
                       "demo.json:/size: expected an integer from 1 to 2, found 3",
                       "demo.json:/tone: expected a colour like \"#ff8800\", found \"red\""});
}
