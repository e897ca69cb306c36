#include "io/json_reader.hpp"

#include <fstream>
#include <sstream>

namespace sugarworks {

std::string format_diagnostic(const Diagnostic& d) {
    if (d.pointer.empty())
        return d.file + ": " + d.message;
    return d.file + ":" + d.pointer + ": " + d.message;
}

namespace io {
namespace {

std::string_view type_word(const json& v) {
    switch (v.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "an array";
        case json::value_t::string:
            return "a string";
        case json::value_t::boolean:
            return "a boolean";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
            return "an integer";
        case json::value_t::number_float:
            return "a number";
        default:
            return "something else";
    }
}

}  // namespace

void JsonReader::error(const Pointer& at, std::string message) {
    ++errors_;
    out_->push_back({file_, at.to_string(), std::move(message)});
}

bool JsonReader::is_object(const json& value, const Pointer& at) {
    if (value.is_object())
        return true;
    error(at, "expected an object, found " + std::string(type_word(value)));
    return false;
}

bool JsonReader::is_array(const json& value, const Pointer& at) {
    if (value.is_array())
        return true;
    error(at, "expected an array, found " + std::string(type_word(value)));
    return false;
}

const json* JsonReader::member(const json& object, const Pointer& at, std::string_view key,
                               bool required) {
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(std::string(key));
    if (it == object.end()) {
        if (required)
            error(at, "missing member \"" + std::string(key) + "\"");
        return nullptr;
    }
    return &*it;
}

void JsonReader::no_unknown_members(const json& object, const Pointer& at,
                                    std::initializer_list<std::string_view> known) {
    if (!object.is_object())
        return;
    for (const auto& [key, value] : object.items()) {
        bool found = false;
        for (std::string_view k : known)
            found = found || k == key;
        if (!found)
            error(at / key, "unknown member \"" + key + "\"");
    }
}

void JsonReader::schema(const json& root, std::string_view expected) {
    const Pointer at = Pointer() / "schema";
    const json* value = member(root, Pointer(), "schema");
    if (!value)
        return;
    const auto text = string(*value, at);
    if (!text)
        return;
    if (*text == expected)
        return;
    const auto slash_here = text->rfind('/');
    const auto slash_want = expected.rfind('/');
    if (slash_here != std::string::npos &&
        text->substr(0, slash_here) == expected.substr(0, slash_want)) {
        error(at, "schema version \"" + *text + "\" is not supported (this build reads \"" +
                      std::string(expected) + "\")");
    } else {
        error(at, "expected schema \"" + std::string(expected) + "\", found \"" + *text + "\"");
    }
}

std::optional<std::string> JsonReader::string(const json& value, const Pointer& at) {
    if (value.is_string())
        return value.get<std::string>();
    error(at, "expected a string, found " + std::string(type_word(value)));
    return std::nullopt;
}

std::optional<int> JsonReader::integer(const json& value, const Pointer& at, int min, int max) {
    if (!value.is_number_integer()) {
        error(at, "expected an integer, found " + std::string(type_word(value)));
        return std::nullopt;
    }
    const auto v = value.get<long long>();
    if (v < min || v > max) {
        error(at, "expected an integer from " + std::to_string(min) + " to " + std::to_string(max) +
                      ", found " + std::to_string(v));
        return std::nullopt;
    }
    return static_cast<int>(v);
}

std::optional<bool> JsonReader::boolean(const json& value, const Pointer& at) {
    if (value.is_boolean())
        return value.get<bool>();
    error(at, "expected true or false, found " + std::string(type_word(value)));
    return std::nullopt;
}

std::optional<Cell> JsonReader::cell(const json& value, const Pointer& at) {
    if (value.is_string()) {
        const auto text = value.get<std::string>();
        if (auto c = parse_cell_name(text))
            return c;
        error(at, "\"" + text + "\" is not a cell name like \"B4\"");
        return std::nullopt;
    }
    if (value.is_array() && value.size() == 2 && value[0].is_number_integer() &&
        value[1].is_number_integer()) {
        const auto row = value[0].get<long long>();
        const auto col = value[1].get<long long>();
        if (row < -1 - 64 || row > 64 || col < -64 || col > 64) {
            error(at, "cell coordinates out of range");
            return std::nullopt;
        }
        return Cell{static_cast<int>(row), static_cast<int>(col)};
    }
    error(at,
          "expected a cell name like \"B4\" or [row, col], found " + std::string(type_word(value)));
    return std::nullopt;
}

std::optional<json> parse_json_text(std::string_view text, const std::string& display_name,
                                    Diagnostics& out) {
    try {
        return json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        // nlohmann reports a byte offset; people read lines and columns.
        size_t line = 1;
        size_t column = 1;
        const size_t end = std::min(e.byte == 0 ? 0 : e.byte - 1, text.size());
        for (size_t i = 0; i < end; ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        std::string what = e.what();
        const auto colon = what.rfind(": ");
        if (colon != std::string::npos)
            what = what.substr(colon + 2);
        out.push_back({display_name, "",
                       "not valid JSON (line " + std::to_string(line) + ", column " +
                           std::to_string(column) + "): " + what});
        return std::nullopt;
    }
}

std::optional<json> read_json_file(const std::filesystem::path& path,
                                   const std::string& display_name, Diagnostics& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        out.push_back({display_name, "", "cannot open the file"});
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parse_json_text(buffer.str(), display_name, out);
}

}  // namespace io
}  // namespace sugarworks
