// The settings screen: the player's choices, edited in place. The caller keeps
// the Settings, applies and saves them when `changed` says so, and leaves on `back`.
#pragma once

#include <string>

#include "setup/settings.hpp"
#include "shell/platform/fonts.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

// The UI scales the slider offers; a settings file may hold more (0.5..4).
inline constexpr float kScreenMinUiScale = 0.75f;
inline constexpr float kScreenMaxUiScale = 2.5f;

struct SettingsIntents {
    bool back = false;             // the Back button or Escape
    bool changed = false;          // a value in `edit` changed this frame
    bool sample_sound = false;     // the sound was turned on or its volume set: play one
    bool show_tips_again = false;  // every tip shows again, as to a new player
};

// A full-window screen editing `edit`. `ui_scale` is the scale in use (it sizes
// the layout, and is where the slider starts when "Automatic" is turned off).
// `note` (may be empty) is shown under the title: where the file lives, or why
// it could not be read or saved. Each control is marked "settings:<setting>".
// `no_sound`, when not empty, says under Sound that there is no device to play on.
SettingsIntents draw_settings_screen(Settings& edit, const shell::Fonts& fonts, float ui_scale,
                                     const std::string& note, Marks& marks,
                                     const std::string& no_sound = "");

}  // namespace sugarworks::app
