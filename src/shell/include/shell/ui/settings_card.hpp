// The settings screen of every game on the shell: the player's choices, edited
// in place. The caller keeps the Settings, applies and saves them when `changed`
// says so, and leaves on `back`. The screen, the interface size and the full
// screen are every game's; the other rows are offered where the game's table
// uses them, with the game's words for what they change (SettingsWords).
#pragma once

#include <imgui.h>

#include <string>

#include "shell/platform/fonts.hpp"
#include "shell/setup/settings.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

// The UI scales the slider offers; a settings file may hold more (0.5..4).
inline constexpr float kScreenMinUiScale = 0.75f;
inline constexpr float kScreenMaxUiScale = 2.5f;

// The rows a game's settings screen offers beyond the display's, each by the
// tip that says what it changes in that game: a row with no words is not offered.
struct SettingsWords {
    std::string speed{};          // "How fast candies move when a game starts; ..."
    std::string confirm_final{};  // what waits for a second click
    std::string computer_pace{};  // how a computer's action is shown before it is played
    std::string hints{};          // what the coach's Hint button does
    std::string tips{};           // which moments a first-time tip explains
    std::string sound{};          // the sounds the game makes
    std::string colourblind{};    // what the patterns are drawn on
    // The ink of the note beside the title and of "no sound" (the look's soft
    // ink); the look's disabled text when not set.
    ImVec4 note_ink{0, 0, 0, 0};
};

struct SettingsIntents {
    bool back = false;             // the Back button or Escape
    bool changed = false;          // a value in `edit` changed this frame
    bool sample_sound = false;     // the sound was turned on or its volume set: play one
    bool show_tips_again = false;  // every tip shows again, as to a new player
};

// A full-window screen editing `edit`. `ui_scale` is the scale in use (it sizes
// the layout, and is where the slider starts when "Automatic" is turned off).
// `note` (may be empty) is shown beside the title: where the file lives, or why
// it could not be read or saved. Each control is marked "settings:<setting>".
// `no_sound`, when not empty, says under Sound that there is no device to play on.
SettingsIntents draw_settings_card(Settings& edit, const SettingsWords& words, const Fonts& fonts,
                                   float ui_scale, const std::string& note, Marks& marks,
                                   const std::string& no_sound = "");

}  // namespace shell
