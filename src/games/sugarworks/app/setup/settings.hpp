// Sugarworks' settings: the shell's (shell/setup/settings.hpp), in the file of
// schema "sugarworks.settings/1" (see docs/sugarworks/data.md, "Settings").
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "shell/setup/settings.hpp"

namespace sugarworks::app {

inline constexpr std::string_view kGameId = "sugarworks";
inline constexpr std::string_view kSettingsSchema = "sugarworks.settings/1";

using shell::kMaxComputerPace;
using shell::kMaxDefaultSpeed;
using shell::kMaxUiScale;
using shell::kMaxVolume;
using shell::kMinDefaultSpeed;
using shell::kMinUiScale;
using shell::Settings;
using shell::settings_note;
using shell::SettingsLoad;

inline nlohmann::json settings_to_json(const Settings& settings) {
    return shell::settings_to_json(settings, kGameId);
}
inline SettingsLoad settings_from_json_text(std::string_view text, const std::string& file) {
    return shell::settings_from_json_text(text, file, kGameId);
}
inline SettingsLoad load_settings(const std::filesystem::path& file) {
    return shell::load_settings(file, kGameId);
}
inline std::optional<std::string> save_settings(const std::filesystem::path& file,
                                                const Settings& settings) {
    return shell::save_settings(file, kGameId, settings);
}

}  // namespace sugarworks::app
