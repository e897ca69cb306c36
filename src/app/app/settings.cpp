#include "app/settings.hpp"

#include <SDL.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <system_error>
#include <utility>
#include <vector>

#include "sugarworks/diagnostic.hpp"
#include "sugarworks/save.hpp"

namespace sugarworks::app {
namespace {

using nlohmann::json;
using Pointer = json::json_pointer;

// The members a settings file may have, besides "schema".
constexpr std::string_view kUiScale = "ui_scale";
constexpr std::string_view kSpeed = "speed";
constexpr std::string_view kColourblind = "colourblind";
constexpr std::string_view kConfirmPlacements = "confirm_placements";
constexpr std::string_view kFullscreen = "fullscreen";

// Written in the order people read them; the schema first, as in every other file.
template <typename Json>
Json settings_document(const Settings& s) {
    Json doc;
    doc["schema"] = std::string(kSettingsSchema);
    // The shortest decimal that reads back as the same float: 1.1 rather than
    // 1.100000023841858, which is what the float widened to a double would print.
    char digits[32];
    const auto written = std::to_chars(digits, digits + sizeof digits, s.ui_scale);
    double ui_scale = static_cast<double>(s.ui_scale);
    std::from_chars(digits, written.ptr, ui_scale);
    doc[std::string(kUiScale)] = ui_scale;
    doc[std::string(kSpeed)] = s.speed;
    doc[std::string(kColourblind)] = s.colourblind;
    doc[std::string(kConfirmPlacements)] = s.confirm_placements;
    doc[std::string(kFullscreen)] = s.fullscreen;
    return doc;
}

// The same words the core's data files use for types, so messages read alike.
std::string type_word(const json& v) {
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

// Collects problems as the core's readers do: each with its file and pointer,
// all of them rather than only the first.
class Problems {
  public:
    explicit Problems(std::string file) : file_(std::move(file)) {}

    void add(const Pointer& at, std::string message) {
        list_.push_back({file_, at.to_string(), std::move(message)});
    }

    std::string text() const {
        std::string out;
        for (const Diagnostic& d : list_) {
            if (!out.empty())
                out += '\n';
            out += format_diagnostic(d);
        }
        return out;
    }

  private:
    std::string file_;
    Diagnostics list_;
};

// A number in [min, max], or nothing (and a problem) when it is not one.
std::optional<double> number_in(const json& value, const Pointer& at, double min, double max,
                                std::string_view range_words, Problems& problems) {
    if (!value.is_number()) {
        problems.add(at, "expected a number, found " + type_word(value));
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!(v >= min && v <= max)) {
        problems.add(at, "expected " + std::string(range_words) + ", found " + value.dump());
        return std::nullopt;
    }
    return v;
}

std::optional<bool> boolean(const json& value, const Pointer& at, Problems& problems) {
    if (value.is_boolean())
        return value.get<bool>();
    problems.add(at, "expected true or false, found " + type_word(value));
    return std::nullopt;
}

// Whether the file claims to be settings of this version; a file of another kind
// or version is not read at all, as its members may mean something else.
bool schema_fits(const json& root, Problems& problems) {
    const auto it = root.find("schema");
    if (it == root.end()) {
        // Hand-written files often forget it; what they hold is still clear.
        problems.add(Pointer(), "missing member \"schema\"");
        return true;
    }
    const Pointer at = Pointer() / "schema";
    if (!it->is_string()) {
        problems.add(at, "expected a string, found " + type_word(*it));
        return true;
    }
    const auto text = it->get<std::string>();
    if (text == kSettingsSchema)
        return true;
    const auto family = kSettingsSchema.substr(0, kSettingsSchema.rfind('/') + 1);
    if (text.starts_with(family)) {
        problems.add(at, "schema version \"" + text + "\" is not supported (this build reads \"" +
                             std::string(kSettingsSchema) + "\")");
    } else {
        problems.add(
            at, "expected schema \"" + std::string(kSettingsSchema) + "\", found \"" + text + "\"");
    }
    return false;
}

// Notices members of the top object written twice, which the parser would
// silently collapse to the last one.
struct DuplicateKeys {
    std::set<std::string> seen;
    std::vector<std::string> twice;
};

}  // namespace

json settings_to_json(const Settings& settings) {
    return settings_document<json>(settings);
}

SettingsLoad settings_from_json_text(std::string_view text, const std::string& file) {
    SettingsLoad out;
    Problems problems(file);
    DuplicateKeys duplicates;
    json root;
    try {
        root = json::parse(text.begin(), text.end(),
                           [&duplicates](int depth, json::parse_event_t event, json& parsed) {
                               if (event == json::parse_event_t::key && depth == 1 &&
                                   !duplicates.seen.insert(parsed.get<std::string>()).second) {
                                   duplicates.twice.push_back(parsed.get<std::string>());
                               }
                               return true;
                           });
    } catch (const json::parse_error& e) {
        // nlohmann counts bytes from 1; people read lines and columns.
        problems.add(Pointer(), "not valid JSON (" +
                                    position_words(text, e.byte == 0 ? 0 : e.byte - 1) +
                                    "): " + exception_words(e));
        out.error = problems.text();
        return out;
    } catch (const json::exception& e) {
        problems.add(Pointer(), "not valid JSON: " + exception_words(e));
        out.error = problems.text();
        return out;
    }
    if (!root.is_object()) {
        problems.add(Pointer(), "expected an object, found " + type_word(root));
        out.error = problems.text();
        return out;
    }
    for (const std::string& key : duplicates.twice) {
        problems.add(Pointer() / key, "member \"" + key +
                                          "\" is written twice in this object (only the last "
                                          "one counts)");
    }
    if (!schema_fits(root, problems)) {
        out.error = problems.text();
        return out;
    }

    Settings& s = out.settings;
    for (const auto& [key, value] : root.items()) {
        const Pointer at = Pointer() / key;
        if (key == "schema") {
            continue;
        } else if (key == kUiScale) {
            if (value.is_number() && value.get<double>() == 0) {
                s.ui_scale = 0;
            } else if (auto v = number_in(value, at, kMinUiScale, kMaxUiScale,
                                          "0 (automatic) or a number from 0.5 to 4", problems)) {
                s.ui_scale = static_cast<float>(*v);
            }
        } else if (key == kSpeed) {
            if (auto v = number_in(value, at, kMinDefaultSpeed, kMaxDefaultSpeed,
                                   "a number from 0.25 to 8", problems)) {
                s.speed = *v;
            }
        } else if (key == kColourblind) {
            if (auto v = boolean(value, at, problems))
                s.colourblind = *v;
        } else if (key == kConfirmPlacements) {
            if (auto v = boolean(value, at, problems))
                s.confirm_placements = *v;
        } else if (key == kFullscreen) {
            if (auto v = boolean(value, at, problems))
                s.fullscreen = *v;
        } else {
            problems.add(at, "unknown member \"" + key + "\"");
        }
    }
    out.error = problems.text();
    return out;
}

SettingsLoad load_settings(const std::filesystem::path& file) {
    const std::string name = file.string();
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (status.type() == std::filesystem::file_type::not_found)
        return {};  // the first run: nothing chosen yet
    if (status.type() == std::filesystem::file_type::directory)
        return {{}, name + ": is a folder, not a settings file"};
    std::ifstream in(file, std::ios::binary);
    std::ostringstream buffer;
    if (in)
        buffer << in.rdbuf();
    if (!in || ec) {
        const std::string why = ec ? ec.message() : "cannot read the file";
        return {{}, name + ": " + why};
    }
    return settings_from_json_text(buffer.str(), name);
}

std::optional<std::string> save_settings(const std::filesystem::path& file,
                                         const Settings& settings) {
    const auto folder = file.parent_path();
    std::error_code ec;
    if (!folder.empty() && !std::filesystem::is_directory(folder, ec)) {
        std::filesystem::create_directories(folder, ec);
        if (ec)
            return "cannot create the folder " + folder.string() + ": " + ec.message();
    }
    return write_file_atomically(
        file, settings_document<nlohmann::ordered_json>(settings).dump(2) + "\n");
}

PrefDir pref_dir() {
    PrefDir out;
    std::string origin;
    if (const char* home = std::getenv("SUGARWORKS_HOME"); home && *home) {
        out.dir = home;
        origin = " (SUGARWORKS_HOME)";
    } else {
        char* sdl = SDL_GetPrefPath("Sugarworks", "Sugarworks");
        if (!sdl) {
            out.error =
                std::string("cannot find a folder for settings and saves: ") + SDL_GetError();
            return out;
        }
        out.dir = sdl;
        SDL_free(sdl);
    }
    // SDL ends the path with a separator; without it the folder reads better in messages.
    if (!out.dir.has_filename() && out.dir.has_parent_path() &&
        out.dir.parent_path() != out.dir.root_path()) {
        out.dir = out.dir.parent_path();
    }
    std::error_code ec;
    std::filesystem::create_directories(out.dir, ec);
    std::error_code kind_ec;
    if (ec || !std::filesystem::is_directory(out.dir, kind_ec)) {
        const std::string why = ec ? ec.message() : "something else is in the way";
        out.error = "cannot create the folder for settings and saves " + out.dir.string() + origin +
                    ": " + why;
        out.dir.clear();
    }
    return out;
}

}  // namespace sugarworks::app
