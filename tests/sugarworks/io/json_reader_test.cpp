// The JsonReader helpers every data reader is built on: each problem becomes a
// diagnostic with the file, the JSON pointer and a message a person can act on,
// and reading goes on so that every error is reported, not just the first.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "sugarworks/candy.hpp"
#include "sugarworks/json_reader.hpp"

using namespace sugarworks;
using io::json;
using io::JsonReader;
using io::Pointer;

namespace {

std::vector<std::string> lines(const Diagnostics& errors) {
    std::vector<std::string> out;
    for (const Diagnostic& d : errors)
        out.push_back(format_diagnostic(d));
    return out;
}

// The one diagnostic `read` records, formatted.
template <typename Read>
std::string only_error(Read read) {
    Diagnostics errors;
    JsonReader reader("f.json", errors);
    read(reader);
    REQUIRE(errors.size() == 1);
    CHECK(reader.error_count() == 1);
    return format_diagnostic(errors.front());
}

}  // namespace

TEST_CASE("format_diagnostic writes file:pointer: message, or file: message for the document",
          "[io][json]") {
    CHECK(format_diagnostic({"data/tiles.json", "/tiles/3/center", "unknown centre icon \"x\""}) ==
          "data/tiles.json:/tiles/3/center: unknown centre icon \"x\"");
    CHECK(format_diagnostic({"data/tiles.json", "", "the file is missing"}) ==
          "data/tiles.json: the file is missing");
}

TEST_CASE("JsonReader reports missing members only when they are required", "[io][json]") {
    const json doc = json::parse(R"({"a": 1})");
    Diagnostics errors;
    JsonReader reader("f.json", errors);
    CHECK(reader.member(doc, Pointer(), "a") == &doc["a"]);
    CHECK(reader.member(doc, Pointer(), "b", false) == nullptr);
    CHECK(errors.empty());
    CHECK(reader.member(doc, Pointer("/x"), "b") == nullptr);
    CHECK(lines(errors) == std::vector<std::string>{"f.json:/x: missing member \"b\""});
    // Members of something that is not an object: the type error is reported elsewhere, once.
    CHECK(reader.member(json::array(), Pointer(), "a") == nullptr);
    CHECK(errors.size() == 1);
}

TEST_CASE("JsonReader names the type it found when the type is wrong", "[io][json]") {
    const Pointer at("/v");
    CHECK(only_error([&](JsonReader& r) { r.string(json(5), at); }) ==
          "f.json:/v: expected a string, found an integer");
    CHECK(only_error([&](JsonReader& r) { r.string(json(nullptr), at); }) ==
          "f.json:/v: expected a string, found null");
    CHECK(only_error([&](JsonReader& r) { r.integer(json("5"), at, 0, 9); }) ==
          "f.json:/v: expected an integer, found a string");
    CHECK(only_error([&](JsonReader& r) { r.integer(json(2.5), at, 0, 9); }) ==
          "f.json:/v: expected an integer, found a number");
    CHECK(only_error([&](JsonReader& r) { r.boolean(json("yes"), at); }) ==
          "f.json:/v: expected true or false, found a string");
    CHECK(only_error([&](JsonReader& r) { r.is_object(json::array(), at); }) ==
          "f.json:/v: expected an object, found an array");
    CHECK(only_error([&](JsonReader& r) { r.is_array(json::object(), at); }) ==
          "f.json:/v: expected an array, found an object");
    CHECK(only_error([&](JsonReader& r) { r.is_array(json(true), at); }) ==
          "f.json:/v: expected an array, found a boolean");
}

TEST_CASE("JsonReader returns the values it accepts", "[io][json]") {
    Diagnostics errors;
    JsonReader reader("f.json", errors);
    CHECK(reader.string(json("hi"), Pointer()) == "hi");
    CHECK(reader.integer(json(7), Pointer(), 1, 7) == 7);
    CHECK(reader.integer(json(1), Pointer(), 1, 7) == 1);
    CHECK(reader.boolean(json(false), Pointer()) == false);
    CHECK(reader.is_object(json::object(), Pointer()));
    CHECK(reader.is_array(json::array(), Pointer()));
    CHECK(errors.empty());
    CHECK(reader.error_count() == 0);
}

TEST_CASE("JsonReader checks the range of integers and shows the value found", "[io][json]") {
    const Pointer at("/count");
    CHECK(only_error([&](JsonReader& r) { CHECK_FALSE(r.integer(json(0), at, 1, 127)); }) ==
          "f.json:/count: expected an integer from 1 to 127, found 0");
    CHECK(only_error([&](JsonReader& r) { CHECK_FALSE(r.integer(json(128), at, 1, 127)); }) ==
          "f.json:/count: expected an integer from 1 to 127, found 128");
    CHECK(only_error([&](JsonReader& r) { CHECK_FALSE(r.integer(json(-3), at, 1, 127)); }) ==
          "f.json:/count: expected an integer from 1 to 127, found -3");
    // Too large for a signed 64-bit integer: must not wrap around to a small or negative value.
    const json huge = json::parse("18446744073709551615");
    CHECK(only_error([&](JsonReader& r) { CHECK_FALSE(r.integer(huge, at, 1, 127)); }) ==
          "f.json:/count: expected an integer from 1 to 127, found 18446744073709551615");
    const json big = json::parse("4294967297");  // 2^32 + 1: would be 1 if cut to 32 bits
    CHECK(only_error([&](JsonReader& r) { CHECK_FALSE(r.integer(big, at, 1, 127)); }) ==
          "f.json:/count: expected an integer from 1 to 127, found 4294967297");
}

TEST_CASE("JsonReader reports every unknown member, each at its own pointer", "[io][json]") {
    const json doc = json::parse(R"({"id": 1, "colour": 2, "a/b": 3, "name": 4, "t~x": 5})");
    Diagnostics errors;
    JsonReader reader("f.json", errors);
    reader.no_unknown_members(doc, Pointer("/tiles/0"), {"id", "name"});
    // Members are visited in key order; "/" and "~" are escaped as RFC 6901 says.
    CHECK(lines(errors) == std::vector<std::string>{
                               "f.json:/tiles/0/a~1b: unknown member \"a/b\"",
                               "f.json:/tiles/0/colour: unknown member \"colour\"",
                               "f.json:/tiles/0/t~0x: unknown member \"t~x\"",
                           });
    CHECK(reader.error_count() == 3);
}

TEST_CASE("JsonReader tells a wrong schema name from an unsupported version", "[io][json]") {
    const auto schema_error = [](const json& doc) {
        Diagnostics errors;
        JsonReader reader("f.json", errors);
        reader.schema(doc, "sugarworks.tiles/1");
        return lines(errors);
    };
    CHECK(schema_error(json{{"schema", "sugarworks.tiles/1"}}).empty());
    CHECK(schema_error(json{{"schema", "sugarworks.tiles/2"}}) ==
          std::vector<std::string>{"f.json:/schema: schema version \"sugarworks.tiles/2\" is not "
                                   "supported (this build reads \"sugarworks.tiles/1\")"});
    CHECK(schema_error(json{{"schema", "sugarworks.tiles/0"}}) ==
          std::vector<std::string>{"f.json:/schema: schema version \"sugarworks.tiles/0\" is not "
                                   "supported (this build reads \"sugarworks.tiles/1\")"});
    CHECK(schema_error(json{{"schema", "sugarworks.candies/1"}}) ==
          std::vector<std::string>{"f.json:/schema: expected schema \"sugarworks.tiles/1\", found "
                                   "\"sugarworks.candies/1\""});
    CHECK(schema_error(json{{"schema", "tiles"}}) ==
          std::vector<std::string>{
              "f.json:/schema: expected schema \"sugarworks.tiles/1\", found \"tiles\""});
    CHECK(schema_error(json{{"schema", 1}}) ==
          std::vector<std::string>{"f.json:/schema: expected a string, found an integer"});
    CHECK(schema_error(json::object()) ==
          std::vector<std::string>{"f.json: missing member \"schema\""});
}

TEST_CASE("JsonReader names vocabulary words it does not know", "[io][json]") {
    Diagnostics errors;
    JsonReader reader("f.json", errors);
    CHECK(reader.name<CandyType>(json("blue_square"), Pointer("/c"), parse_candy_type,
                                 "candy type") == CandyType::BlueSquare);
    CHECK_FALSE(
        reader.name<CandyType>(json("blue_circle"), Pointer("/c"), parse_candy_type, "candy type"));
    CHECK_FALSE(reader.name<CandyType>(json(3), Pointer("/d"), parse_candy_type, "candy type"));
    CHECK(lines(errors) == std::vector<std::string>{
                               "f.json:/c: unknown candy type \"blue_circle\"",
                               "f.json:/d: expected a string, found an integer",
                           });
}

TEST_CASE("JsonReader reads cells written as \"B4\" or as [row, col]", "[io][json]") {
    Diagnostics errors;
    JsonReader reader("f.json", errors);
    const Pointer at("/at");
    CHECK(reader.cell(json("B4"), at) == Cell{1, 3});
    CHECK(reader.cell(json("A1"), at) == Cell{0, 0});
    CHECK(reader.cell(json("C12"), at) == Cell{2, 11});
    CHECK(reader.cell(json::parse("[1, 3]"), at) == Cell{1, 3});
    // Virtual cells just outside the grid (crate slots): [row, col], or a name right of the grid.
    CHECK(reader.cell(json::parse("[-1, 2]"), at) == Cell{-1, 2});
    CHECK(reader.cell(json("A7"), at) == Cell{0, 6});
    CHECK(errors.empty());

    const auto bad = [&](const json& value) {
        errors.clear();
        CHECK_FALSE(reader.cell(value, at));
        REQUIRE(errors.size() == 1);
        return format_diagnostic(errors.front());
    };
    CHECK(bad(json("b4")) == "f.json:/at: \"b4\" is not a cell name like \"B4\"");
    CHECK(bad(json("A0")) == "f.json:/at: \"A0\" is not a cell name like \"B4\"");
    CHECK(bad(json("B")) == "f.json:/at: \"B\" is not a cell name like \"B4\"");
    CHECK(bad(json("4B")) == "f.json:/at: \"4B\" is not a cell name like \"B4\"");
    CHECK(bad(json("A99999999999")) ==
          "f.json:/at: \"A99999999999\" is not a cell name like \"B4\"");
    CHECK(bad(json("")) == "f.json:/at: \"\" is not a cell name like \"B4\"");
    CHECK(bad(json::parse("[1]")) ==
          "f.json:/at: expected a cell name like \"B4\" or [row, col], found an array");
    CHECK(bad(json::parse("[1, \"2\"]")) ==
          "f.json:/at: expected a cell name like \"B4\" or [row, col], found an array");
    CHECK(bad(json::parse("[1, 2, 3]")) ==
          "f.json:/at: expected a cell name like \"B4\" or [row, col], found an array");
    CHECK(bad(json(14)) ==
          "f.json:/at: expected a cell name like \"B4\" or [row, col], found an integer");
    CHECK(bad(json::parse("[1000, 0]")) == "f.json:/at: cell coordinates out of range");
    CHECK(bad(json::parse("[0, -1000000000000]")) == "f.json:/at: cell coordinates out of range");
}

TEST_CASE("parse_json_text accepts JSON and reports a syntax error with line and column",
          "[io][json]") {
    Diagnostics errors;
    auto doc = io::parse_json_text(R"({"a": [1, 2]})", "f.json", errors);
    REQUIRE(doc);
    CHECK((*doc)["a"][1] == 2);
    CHECK(errors.empty());

    // A missing comma at the end of line 2: the parser stops at the string on line 3.
    const std::string text = "{\n  \"a\": 1\n  \"b\": 2\n}\n";
    CHECK_FALSE(io::parse_json_text(text, "f.json", errors));
    CHECK(lines(errors) ==
          std::vector<std::string>{"f.json: not valid JSON (line 3, column 5): syntax error while "
                                   "parsing object - unexpected string literal; expected '}'"});

    errors.clear();
    CHECK_FALSE(io::parse_json_text("{\n  \"b\": }", "f.json", errors));
    CHECK(lines(errors) ==
          std::vector<std::string>{"f.json: not valid JSON (line 2, column 8): syntax error while "
                                   "parsing value - unexpected '}'; expected '[', '{', or a "
                                   "literal"});
}

TEST_CASE("parse_json_text keeps the whole parser message", "[io][json]") {
    // nlohmann's message itself contains ": "; all of it is kept.
    Diagnostics errors;
    CHECK_FALSE(io::parse_json_text(R"({"a": tru})", "f.json", errors));
    CHECK(lines(errors) ==
          std::vector<std::string>{"f.json: not valid JSON (line 1, column 10): syntax error "
                                   "while parsing value - invalid literal; last read: '\"a\": "
                                   "tru}'"});
}

TEST_CASE("parse_json_text refuses empty, truncated and trailing input without crashing",
          "[io][json]") {
    const auto error_of = [](std::string_view text) {
        Diagnostics errors;
        CHECK_FALSE(io::parse_json_text(text, "f.json", errors));
        REQUIRE(errors.size() == 1);
        CHECK(errors.front().file == "f.json");
        CHECK(errors.front().pointer.empty());
        return errors.front().message;
    };
    CHECK(error_of("") ==
          "not valid JSON (line 1, column 1): syntax error while parsing value - "
          "unexpected end of input; expected '[', '{', or a literal");
    CHECK(error_of("   \n") ==
          "not valid JSON (line 2, column 1): syntax error while parsing "
          "value - unexpected end of input; expected '[', '{', or a literal");
    CHECK_THAT(error_of("{\"a\": [1, 2"),
               Catch::StartsWith("not valid JSON (line 1, column 12): syntax error"));
    CHECK_THAT(error_of("{} {}"), Catch::StartsWith("not valid JSON (line 1, column 4): ") &&
                                      Catch::Contains("expected end of input"));
    CHECK_THAT(error_of("{\"a\": \"\xff\"}"),
               Catch::StartsWith("not valid JSON (line 1, column 8): ") &&
                   Catch::Contains("ill-formed UTF-8"));
    CHECK_THAT(error_of("// a comment\n{}"),
               Catch::StartsWith("not valid JSON (line 1, column 1)"));
}

TEST_CASE("parse_json_text refuses a number too large to hold, with its position", "[io][json]") {
    // nlohmann throws out_of_range, not parse_error, for this: it must not escape.
    Diagnostics errors;
    CHECK_FALSE(io::parse_json_text("{\n  \"total\": 1e400\n}", "f.json", errors));
    CHECK(lines(errors) ==
          std::vector<std::string>{"f.json: not valid JSON (line 2, column 12): number overflow "
                                   "parsing '1e400'"});
}

TEST_CASE("parse_json_text reports members written twice, at their pointer", "[io][json]") {
    // nlohmann would silently keep the last one; a person must hear about the other.
    Diagnostics errors;
    const auto doc = io::parse_json_text(
        R"({"a": 1, "list": [0, {"x": 1}, [], {"x": 1, "y/z": 2, "x": 3, "y/z": 4}], "a": 2})",
        "f.json", errors);
    REQUIRE(doc);  // still readable, so the rest can be checked too
    CHECK(lines(errors) ==
          std::vector<std::string>{
              "f.json:/list/3/x: member \"x\" is written twice in this object (only one of them "
              "would count)",
              "f.json:/list/3/y~1z: member \"y/z\" is written twice in this object (only one of "
              "them would count)",
              "f.json:/a: member \"a\" is written twice in this object (only one of them would "
              "count)",
          });
    // The same key in different objects is not a duplicate.
    errors.clear();
    CHECK(io::parse_json_text(R"([{"a": 1}, {"a": 2, "b": {"a": 3}}])", "f.json", errors));
    CHECK(errors.empty());
}

TEST_CASE("read_json_file names a missing file and a folder", "[io][json]") {
    namespace fs = std::filesystem;
    // Unique per run: other builds may run the same tests at the same time.
    const fs::path dir = fs::temp_directory_path() /
                         ("sugarworks-json-reader-" + std::to_string(std::random_device{}()));
    fs::create_directories(dir / "folder.json");
    { std::ofstream(dir / "good.json") << R"({"ok": true})"; }
    Diagnostics errors;
    CHECK_FALSE(io::read_json_file(dir / "absent.json", "data/absent.json", errors));
    CHECK_FALSE(io::read_json_file(dir / "folder.json", "data/folder.json", errors));
    const auto good = io::read_json_file(dir / "good.json", "data/good.json", errors);
    REQUIRE(good);
    CHECK((*good)["ok"] == true);
    CHECK(lines(errors) == std::vector<std::string>{
                               "data/absent.json: the file is missing",
                               "data/folder.json: is a folder, not a JSON file",
                           });
    fs::remove_all(dir);
}
