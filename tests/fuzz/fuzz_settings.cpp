// Fuzz target for the game's settings reader: the input is a settings.json. What
// it reads must be in range, and written back and read again must give the same
// settings with no problem.
#include <cstdint>

#include "fuzz_support.hpp"
#include "setup/settings.hpp"

using namespace sugarworks;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const app::SettingsLoad load =
        app::settings_from_json_text(fuzz::as_text(data, size), "settings.json");
    if (!load.error.empty() && load.error.find("settings.json") == std::string::npos)
        fuzz::broken("a settings problem does not name the file: " + load.error);
    const app::Settings& s = load.settings;
    if (s.volume < 0 || s.volume > app::kMaxVolume || s.speed < app::kMinDefaultSpeed ||
        s.speed > app::kMaxDefaultSpeed || s.computer_pace < 0 ||
        s.computer_pace > app::kMaxComputerPace ||
        (s.ui_scale != 0 && (s.ui_scale < app::kMinUiScale || s.ui_scale > app::kMaxUiScale)))
        fuzz::broken("settings read out of range");
    const std::string written = app::settings_to_json(s).dump();
    const app::SettingsLoad again = app::settings_from_json_text(written, "settings.json");
    if (!again.error.empty())
        fuzz::broken("written settings do not read back: " + again.error);
    if (!(again.settings == s))
        fuzz::broken("written settings read back different");
    return 0;
}
