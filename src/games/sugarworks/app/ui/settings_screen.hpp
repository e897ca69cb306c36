// Sugarworks' settings screen: the shell's (shell/ui/settings_card.hpp), with
// every row offered and Sugarworks' words for what each changes.
#pragma once

#include <string>

#include "setup/settings.hpp"
#include "shell/platform/fonts.hpp"
#include "shell/ui/settings_card.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

using shell::kScreenMaxUiScale;
using shell::kScreenMinUiScale;
using shell::SettingsIntents;

// What each setting changes at Sugarworks' table.
shell::SettingsWords settings_words();

// The shell's settings card with Sugarworks' words (see draw_settings_card).
SettingsIntents draw_settings_screen(Settings& edit, const shell::Fonts& fonts, float ui_scale,
                                     const std::string& note, Marks& marks,
                                     const std::string& no_sound = "");

}  // namespace sugarworks::app
