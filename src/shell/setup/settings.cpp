#include "shell/setup/settings.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <system_error>
#include <utility>
#include <vector>

#include "engine/atomic_file.hpp"
#include "engine/json_reader.hpp"
#include "shell/setup/player_file.hpp"

namespace shell {
namespace {

using engine::io::json;
using engine::io::Pointer;

// The members a settings file may have, besides "schema".
constexpr std::string_view kUiScale = "ui_scale";
constexpr std::string_view kSpeed = "speed";
constexpr std::string_view kColourblind = "colourblind";
constexpr std::string_view kConfirmFinal = "confirm_final_actions";
// Written by older versions, always false by default there: read and ignored, so
// that staging is on for everyone until they turn it off themselves.
constexpr std::string_view kOldConfirmPlacements = "confirm_placements";
constexpr std::string_view kFullscreen = "fullscreen";
constexpr std::string_view kVolume = "volume";
constexpr std::string_view kMuted = "muted";
constexpr std::string_view kComputerPace = "computer_pace";
constexpr std::string_view kHints = "hints";
constexpr std::string_view kTips = "tips";

// Written in the order people read them; the schema first, as in every other file.
template <typename Json>
Json settings_document(const Settings& s, std::string_view game) {
    Json doc;
    doc["schema"] = settings_schema(game);
    // The shortest decimal that reads back as the same float: 1.1 rather than
    // 1.100000023841858, which is what the float widened to a double would print.
    char digits[32];
    const auto written = std::to_chars(digits, digits + sizeof digits, s.ui_scale);
    double ui_scale = static_cast<double>(s.ui_scale);
    std::from_chars(digits, written.ptr, ui_scale);
    doc[std::string(kUiScale)] = ui_scale;
    doc[std::string(kSpeed)] = s.speed;
    doc[std::string(kColourblind)] = s.colourblind;
    doc[std::string(kConfirmFinal)] = s.confirm_final_actions;
    doc[std::string(kFullscreen)] = s.fullscreen;
    doc[std::string(kVolume)] = s.volume;
    doc[std::string(kMuted)] = s.muted;
    doc[std::string(kComputerPace)] = s.computer_pace;
    doc[std::string(kHints)] = s.hints;
    doc[std::string(kTips)] = s.tips;
    return doc;
}

}  // namespace

std::string settings_schema(std::string_view game) {
    return std::string(game) + ".settings/1";
}

json settings_to_json(const Settings& settings, std::string_view game) {
    return settings_document<json>(settings, game);
}

// Read with the core's JSON reader: syntax errors with line and column, members
// written twice, wrong types and ranges, each with its pointer, all of them.
SettingsLoad settings_from_json_text(std::string_view text, const std::string& file,
                                     std::string_view game) {
    SettingsLoad out;
    engine::Diagnostics errors;
    const auto finish = [&] {
        out.error = joined_diagnostics(errors);
        return out;
    };
    const std::optional<json> root = engine::io::parse_json_text(text, file, errors);
    if (!root)
        return finish();
    engine::io::JsonReader r(file, errors);
    if (!r.is_object(*root, Pointer()))
        return finish();
    // A file of another kind or version is not read at all, as its members may
    // mean something else; a hand-written file that forgets the schema still is.
    const int before = r.error_count();
    r.schema(*root, settings_schema(game));
    if (r.error_count() > before && root->contains("schema"))
        return finish();
    r.no_unknown_members(
        *root, Pointer(),
        {"schema", kUiScale, kSpeed, kColourblind, kConfirmFinal, kOldConfirmPlacements,
         kFullscreen, kVolume, kMuted, kComputerPace, kHints, kTips});
    out.read = true;

    Settings& s = out.settings;
    const auto at = [](std::string_view key) { return Pointer() / std::string(key); };
    // Each setting the file holds is counted as kept or broken, so the player is
    // told what became of them.
    const auto count = [&](std::string_view key, int errors_before) {
        if (!root->contains(std::string(key)))
            return;
        (r.error_count() > errors_before ? out.broken : out.kept) += 1;
    };
    int before_member = r.error_count();
    if (const json* v = r.member(*root, Pointer(), kUiScale, false)) {
        const double scale = v->is_number() ? v->get<double>() : -1;
        if (v->is_number() && scale == 0) {
            s.ui_scale = 0;  // automatic
        } else if (v->is_number() && !(scale >= kMinUiScale && scale <= kMaxUiScale)) {
            r.error(at(kUiScale),
                    "expected 0 (automatic) or a number from 0.5 to 4, found " + v->dump());
        } else if (const auto fixed = r.number(*v, at(kUiScale), kMinUiScale, kMaxUiScale)) {
            s.ui_scale = static_cast<float>(*fixed);
        }
    }
    count(kUiScale, before_member);
    before_member = r.error_count();
    if (const json* v = r.member(*root, Pointer(), kSpeed, false)) {
        if (const auto speed = r.number(*v, at(kSpeed), kMinDefaultSpeed, kMaxDefaultSpeed))
            s.speed = *speed;
    }
    count(kSpeed, before_member);
    const auto flag = [&](std::string_view key, bool& field) {
        const int before = r.error_count();
        if (const json* v = r.member(*root, Pointer(), key, false)) {
            if (const auto b = r.boolean(*v, at(key)))
                field = *b;
        }
        count(key, before);
    };
    flag(kColourblind, s.colourblind);
    flag(kConfirmFinal, s.confirm_final_actions);
    // Read for its problems only: it is no setting any more, kept or lost.
    if (const json* v = r.member(*root, Pointer(), kOldConfirmPlacements, false))
        static_cast<void>(r.boolean(*v, at(kOldConfirmPlacements)));
    flag(kFullscreen, s.fullscreen);
    flag(kMuted, s.muted);
    flag(kHints, s.hints);
    flag(kTips, s.tips);
    before_member = r.error_count();
    if (const json* v = r.member(*root, Pointer(), kComputerPace, false)) {
        if (const auto pace = r.number(*v, at(kComputerPace), 0, kMaxComputerPace))
            s.computer_pace = *pace;
    }
    count(kComputerPace, before_member);
    before_member = r.error_count();
    if (const json* v = r.member(*root, Pointer(), kVolume, false)) {
        if (const auto volume = r.integer(*v, at(kVolume), 0, kMaxVolume))
            s.volume = *volume;
    }
    count(kVolume, before_member);
    return finish();
}

std::string settings_note(const SettingsLoad& loaded) {
    if (loaded.error.empty())
        return "";
    std::string what;
    if (!loaded.read || (loaded.kept == 0 && loaded.broken > 0)) {
        what = std::string(loaded.read ? "No setting in the settings file could be read"
                                       : "The settings file cannot be read") +
               ", so every setting is at its default; changing one writes a new file:\n";
    } else if (loaded.broken > 0) {
        what =
            "Some settings could not be read and are at their defaults; the file's other "
            "settings were kept:\n";
    } else {
        what = std::string("The settings file has members the game does not know, left out") +
               (loaded.kept > 0 ? "; every setting in it was kept:\n" : ":\n");
    }
    return what + loaded.error;
}

Settings settings_at_start(const std::filesystem::path& file, std::string_view game,
                           const SettingsOverrides& command_line, std::string& note) {
    Settings settings;
    if (!file.empty()) {
        SettingsLoad loaded = load_settings(file, game);
        settings = loaded.settings;
        if (!loaded.error.empty()) {
            std::fprintf(stderr, "%.*s: %s\n", static_cast<int>(game.size()), game.data(),
                         loaded.error.c_str());
            note += (note.empty() ? "" : "\n") + settings_note(loaded);
        }
    }
    if (command_line.ui_scale > 0)
        settings.ui_scale = command_line.ui_scale;
    if (command_line.fullscreen)
        settings.fullscreen = true;
    if (command_line.speed > 0)
        settings.speed = command_line.speed;
    return settings;
}

SettingsLoad load_settings(const std::filesystem::path& file, std::string_view game) {
    const PlayerFile read = read_player_file(file, "a settings file");
    if (read.missing)
        return {};  // the first run: nothing chosen yet
    if (!read.text)
        return {{}, read.error};
    return settings_from_json_text(*read.text, file.string(), game);
}

std::optional<std::string> save_settings(const std::filesystem::path& file, std::string_view game,
                                         const Settings& settings) {
    if (auto problem = make_folder_of(file))
        return problem;
    return engine::write_file_atomically(
        file, settings_document<nlohmann::ordered_json>(settings, game).dump(2) + "\n");
}

}  // namespace shell
