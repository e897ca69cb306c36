#include "engine/json_reader.hpp"
#include "io/json_parse.hpp"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

namespace engine::io {

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

std::optional<double> JsonReader::number(const json& value, const Pointer& at, double min,
                                         double max) {
    if (!value.is_number()) {
        error(at, "expected a number, found " + std::string(type_word(value)));
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!(v >= min && v <= max)) {
        // Shortest form: "8", "0.25".
        const auto words = [](double d) {
            std::ostringstream out;
            out << d;
            return out.str();
        };
        error(at, "expected a number from " + words(min) + " to " + words(max) + ", found " +
                      value.dump());
        return std::nullopt;
    }
    return v;
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
    // Unsigned values above the range of long long would wrap to a negative number.
    const bool huge = value.is_number_unsigned() &&
                      value.get<unsigned long long>() > static_cast<unsigned long long>(max);
    const auto v = huge ? 0 : value.get<long long>();
    if (huge || v < min || v > max) {
        error(at, "expected an integer from " + std::to_string(min) + " to " + std::to_string(max) +
                      ", found " + value.dump());
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

namespace {

// "line 3, column 8": where the character at byte `offset` (0-based) is.
std::string position_words(std::string_view text, size_t offset) {
    size_t line = 1;
    size_t column = 1;
    const size_t end = std::min(offset, text.size());
    for (size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// The readable part of a nlohmann::json exception message, without
// "[json.exception.parse_error.101] parse error at line 1, column 5: ".
std::string exception_words(const json::exception& e) {
    std::string what = e.what();
    if (const auto bracket = what.find("] ");
        !what.empty() && what[0] == '[' && bracket != std::string::npos) {
        what = what.substr(bracket + 2);
    }
    if (what.starts_with("parse error")) {
        if (const auto colon = what.find(": "); colon != std::string::npos)
            what = what.substr(colon + 2);
    }
    return what;
}

// Notices members written twice in one object, which nlohmann::json would
// silently collapse to the last one, and where they are.
class DuplicateFinder {
  public:
    std::vector<std::pair<Pointer, std::string>> found;

    bool on_event(json::parse_event_t event, const json& parsed) {
        switch (event) {
            case json::parse_event_t::object_start:
            case json::parse_event_t::array_start: {
                Frame frame;
                frame.array = event == json::parse_event_t::array_start;
                frame.token = child_token();
                stack_.push_back(std::move(frame));
                break;
            }
            case json::parse_event_t::key: {
                Frame& top = stack_.back();
                top.key = parsed.get<std::string>();
                if (!top.keys.insert(top.key).second)
                    found.emplace_back(pointer(), top.key);
                break;
            }
            case json::parse_event_t::object_end:
            case json::parse_event_t::array_end:
                stack_.pop_back();
                value_done();
                break;
            case json::parse_event_t::value:
                value_done();
                break;
        }
        return true;
    }

  private:
    struct Frame {
        bool array = false;
        std::string token;  // this container's place in its parent
        std::set<std::string> keys;
        size_t next = 0;  // arrays: the index of the next element
        std::string key;  // objects: the member being read
    };
    std::vector<Frame> stack_;

    std::string child_token() const {
        if (stack_.empty())
            return {};
        const Frame& top = stack_.back();
        return top.array ? std::to_string(top.next) : top.key;
    }
    void value_done() {
        if (!stack_.empty() && stack_.back().array)
            ++stack_.back().next;
    }
    // The pointer of the member being read in the innermost object.
    Pointer pointer() const {
        Pointer at;
        for (size_t i = 1; i < stack_.size(); ++i)
            at /= stack_[i].token;
        return at / stack_.back().key;
    }
};

}  // namespace

std::optional<json> parse_with(std::string_view text, const std::string& display_name,
                               Diagnostics& out, const json::parser_callback_t& callback) {
    try {
        return json::parse(text.begin(), text.end(), callback);
    } catch (const json::parse_error& e) {
        // nlohmann reports a 1-based byte position; people read lines and columns.
        out.push_back({display_name, "",
                       "not valid JSON (" + position_words(text, e.byte == 0 ? 0 : e.byte - 1) +
                           "): " + exception_words(e)});
        return std::nullopt;
    } catch (const json::exception& e) {
        // Other refusals, such as a number too large to hold ("number overflow parsing
        // '1e400'"), carry no position: find the quoted text they name.
        std::string what = exception_words(e);
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        std::string where;
        if (open != std::string::npos && close > open + 1) {
            const auto found = text.find(what.substr(open + 1, close - open - 1));
            if (found != std::string_view::npos)
                where = " (" + position_words(text, found) + ")";
        }
        out.push_back({display_name, "", "not valid JSON" + where + ": " + what});
        return std::nullopt;
    }
}

std::optional<json> parse_json_text(std::string_view text, const std::string& display_name,
                                    Diagnostics& out) {
    DuplicateFinder duplicates;
    std::optional<json> doc =
        parse_with(text, display_name, out,
                   [&duplicates](int /*depth*/, json::parse_event_t event, json& parsed) {
                       return duplicates.on_event(event, parsed);
                   });
    if (!doc)
        return doc;
    for (const auto& [at, key] : duplicates.found) {
        out.push_back({display_name, at.to_string(),
                       "member \"" + key +
                           "\" is written twice in this object (only one of them would count)"});
    }
    return doc;
}

std::optional<std::string> read_text_file(const std::filesystem::path& path,
                                          const std::string& display_name, Diagnostics& out) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        out.push_back({display_name, "", "is a folder, not a JSON file"});
        return std::nullopt;
    }
    if (!std::filesystem::exists(path, ec)) {
        out.push_back({display_name, "", "the file is missing"});
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        out.push_back({display_name, "", "cannot open the file"});
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return std::move(buffer).str();
}

std::optional<json> read_json_file(const std::filesystem::path& path,
                                   const std::string& display_name, Diagnostics& out,
                                   std::string* contents) {
    if (contents)
        contents->clear();
    auto text = read_text_file(path, display_name, out);
    if (!text)
        return std::nullopt;
    auto doc = parse_json_text(*text, display_name, out);
    if (contents)
        *contents = std::move(*text);
    return doc;
}

}  // namespace engine::io
