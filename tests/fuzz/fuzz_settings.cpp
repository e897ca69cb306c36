// Fuzz target for the shell's settings reader: the input is a settings.json (the
// seeds are Sugarworks'). What it reads must be in range, and written back and
// read again must give the same settings with no problem.
#include <cstdint>

#include "fuzz_support.hpp"
#include "shell/setup/settings.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    constexpr std::string_view kGame = "sugarworks";
    const shell::SettingsLoad load = shell::settings_from_json_text(
        sugarworks::fuzz::as_text(data, size), "settings.json", kGame);
    if (!load.error.empty() && load.error.find("settings.json") == std::string::npos)
        sugarworks::fuzz::broken("a settings problem does not name the file: " + load.error);
    const shell::Settings& s = load.settings;
    if (s.volume < 0 || s.volume > shell::kMaxVolume || s.speed < shell::kMinDefaultSpeed ||
        s.speed > shell::kMaxDefaultSpeed || s.computer_pace < 0 ||
        s.computer_pace > shell::kMaxComputerPace ||
        (s.ui_scale != 0 && (s.ui_scale < shell::kMinUiScale || s.ui_scale > shell::kMaxUiScale)))
        sugarworks::fuzz::broken("settings read out of range");
    const std::string written = shell::settings_to_json(s, kGame).dump();
    const shell::SettingsLoad again =
        shell::settings_from_json_text(written, "settings.json", kGame);
    if (!again.error.empty())
        sugarworks::fuzz::broken("written settings do not read back: " + again.error);
    if (!(again.settings == s))
        sugarworks::fuzz::broken("written settings read back different");
    return 0;
}
