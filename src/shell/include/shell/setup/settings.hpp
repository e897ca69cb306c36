// The player's settings, kept between runs in settings.json in the game's own
// folder, for every game on the shell (one file per game, of schema
// "<game>.settings/1"). A broken file never stops the game: what can be read is
// kept, the rest falls back to the defaults, and every problem is named so it
// can be shown. Which of them a game's settings screen offers is the game's
// (GameModule::settings); the file holds them all, so that a setting a game does
// not offer yet keeps its default until it does.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace shell {

// The ranges a settings file may hold (the screen offers a narrower UI scale).
inline constexpr float kMinUiScale = 0.5f;
inline constexpr float kMaxUiScale = 4.0f;
inline constexpr int kMaxVolume = 100;
inline constexpr double kMinDefaultSpeed = 0.25;
inline constexpr double kMaxDefaultSpeed = 8.0;
inline constexpr double kMaxComputerPace = 5.0;

struct Settings {
    float ui_scale = 0;        // 0: from the display's DPI; else 0.5..4
    double speed = 1.0;        // default animation speed, 0.25..8
    bool colourblind = false;  // patterns where colours alone tell things apart
    // Stage an action that cannot be taken back for a second click or Enter,
    // instead of sending it on the first click.
    bool confirm_final_actions = true;
    bool fullscreen = false;
    int volume = 60;     // the sound effects, 0..kMaxVolume
    bool muted = false;  // silent, the volume kept for when it is turned back on
    // Seconds a computer player's action stays on the table before it is played
    // (at 1x), 0..kMaxComputerPace.
    double computer_pace = 0.8;
    bool hints = true;  // the coach's Hint button (key H)
    bool tips = true;   // a one-line tip the first time each kind of moment is seen
    friend bool operator==(const Settings&, const Settings&) = default;
};

// "sparks.settings/1": the schema of `game`'s settings file.
std::string settings_schema(std::string_view game);

// {"schema": "<game>.settings/1", "ui_scale": ..., ...}: every field, always.
nlohmann::json settings_to_json(const Settings& settings, std::string_view game);

struct SettingsLoad {
    Settings settings;  // the defaults for anything missing or broken
    std::string error;  // empty, or one "FILE:/pointer: message" line per problem
    // What became of the settings the file holds: false when the file could not
    // be read as settings at all (not there, not JSON, another kind of file).
    bool read = false;
    int kept = 0;    // settings read from it
    int broken = 0;  // settings it holds that could not be read (now the defaults)
};

// What to tell the player of a settings file with problems, true to what was
// kept of it: nothing at all, some settings, or all of them with members the
// game does not know left out. Empty when the file read without a problem.
std::string settings_note(const SettingsLoad& loaded);

// Reads `game`'s settings from JSON text; `file` names it in messages. Never throws.
SettingsLoad settings_from_json_text(std::string_view text, const std::string& file,
                                     std::string_view game);
// Reads a settings file. A missing file is not an error: the defaults.
SettingsLoad load_settings(const std::filesystem::path& file, std::string_view game);
// Writes the settings so that a crash never leaves half a file (the folder is
// created if need be). Returns an error naming the file, or nothing on success.
std::optional<std::string> save_settings(const std::filesystem::path& file, std::string_view game,
                                         const Settings& settings);

// What the command line says over the file: --ui-scale (0: not given),
// --fullscreen and --speed.
struct SettingsOverrides {
    float ui_scale = 0;
    bool fullscreen = false;
    double speed = 0;  // --speed (0: not given)
};

// The settings a run of `game` starts with: the file's (its problems told on
// stderr, after the program's name, and in `note`), with the command line over
// them. No file (an empty path): the defaults.
Settings settings_at_start(const std::filesystem::path& file, std::string_view game,
                           const SettingsOverrides& command_line, std::string& note);

}  // namespace shell
