// Reads JSON documents field by field, recording every problem with its JSON
// pointer instead of stopping at the first, so validation reports all errors.
// A game's data, saves and settings are all read with it, so every message reads
// alike. A game derives its own reader from JsonReader to add the kinds of values
// only it has (Sugarworks adds cells, sugarworks/json_reader.hpp).
#pragma once

#include <filesystem>
#include <functional>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/diagnostic.hpp"

namespace engine::io {

using nlohmann::json;
using Pointer = json::json_pointer;

// "an integer", "a string", "an object"...: the type of a value, for messages.
std::string_view type_word(const json& value);

class JsonReader {
  public:
    JsonReader(std::string file, Diagnostics& out) : file_(std::move(file)), out_(&out) {}

    const std::string& file() const { return file_; }
    void error(const Pointer& at, std::string message);
    int error_count() const { return errors_; }

    bool is_object(const json& value, const Pointer& at);
    bool is_array(const json& value, const Pointer& at);
    // The member `key` of `object`; records "missing" when required and absent.
    const json* member(const json& object, const Pointer& at, std::string_view key,
                       bool required = true);
    void no_unknown_members(const json& object, const Pointer& at,
                            std::initializer_list<std::string_view> known);
    // Checks the "schema" member against "<name>/<version>".
    void schema(const json& root, std::string_view expected);

    std::optional<std::string> string(const json& value, const Pointer& at);
    std::optional<int> integer(const json& value, const Pointer& at, int min, int max);
    std::optional<bool> boolean(const json& value, const Pointer& at);
    // A number (integer or not) from `min` to `max`.
    std::optional<double> number(const json& value, const Pointer& at, double min, double max);

    // A string naming one of a fixed vocabulary, through `parse`; `what` names it in the message.
    template <typename T, typename Parse>
    std::optional<T> name(const json& value, const Pointer& at, Parse parse,
                          std::string_view what) {
        auto text = string(value, at);
        if (!text)
            return std::nullopt;
        auto parsed = parse(*text);
        if (!parsed)
            error(at, "unknown " + std::string(what) + " \"" + *text + "\"");
        return parsed;
    }

  private:
    std::string file_;
    Diagnostics* out_;
    int errors_ = 0;
};

// Reads a whole file; a missing file, a folder or a read error becomes a diagnostic.
std::optional<std::string> read_text_file(const std::filesystem::path& path,
                                          const std::string& display_name, Diagnostics& out);
// Reads and parses a JSON file; a missing file or a syntax error becomes a diagnostic.
// `contents`, if given, receives the bytes read (empty when the file could not be read).
std::optional<json> read_json_file(const std::filesystem::path& path,
                                   const std::string& display_name, Diagnostics& out,
                                   std::string* contents = nullptr);
// Parses JSON text; a syntax error becomes a diagnostic with line and column. A member
// written twice in one object is reported too (the document is still returned).
std::optional<json> parse_json_text(std::string_view text, const std::string& display_name,
                                    Diagnostics& out);

}  // namespace engine::io
