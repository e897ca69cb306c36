// The cards of a program's menu screens (Load, the menu, a game's forms): where
// they stand, how ImGui treats them, and the words at their head. Every game's
// screens draw them alike; a game's look (its colours) is ImGui's style, set by
// the game.
#pragma once

#include <imgui.h>

#include <string_view>

#include "shell/platform/fonts.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

// For a child region of a screen the keys work by ImGui's navigation: the arrow
// keys walk into it and out of it like any other control, rather than stopping
// on the region as a whole and waiting for Enter to go in.
inline constexpr ImGuiWindowFlags kKeysWalkIn = ImGuiWindowFlags_NavFlattened;

// A card of the menu screens: placed by its screen, never moved, sized or
// folded by the player, and not remembered between runs.
inline constexpr ImGuiWindowFlags kCardFlags =
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
// A screen's panel: a card that stays under the windows opened over it.
inline constexpr ImGuiWindowFlags kPanelFlags = kCardFlags | ImGuiWindowFlags_NoBringToFrontOnFocus;

// Begins a card window (ImGui::Begin with kCardFlags; End it as usual), opaque in
// any look: nothing drawn behind a card shows through its words.
void begin_card(const char* name, ImGuiWindowFlags more_flags = 0);

// The next window is a card of at most `w` x `h` points in the middle of the
// screen; returns the size it gets.
ImVec2 next_window_centered(float w, float h);

// The next window fills the screen but for a margin, so what is behind a
// full-screen card (a game's floor) shows around it: the settings, the rules.
void next_window_inset(float ui_scale);

// A card's title, in the bold font.
void card_title(const Fonts& fonts, Marks& marks, std::string_view title);
// The heading of a part of a form (the new-game form's "Players", a group of settings).
void section_heading(const Fonts& fonts, const char* title);
// A message to read first (a file that would not open, say), in red; nothing
// when `note` is empty.
void card_note(Marks& marks, std::string_view note);
// The same in a place of its own, three lines tall (a longer message scrolls
// there), between a screen's list and its footer: the list gives it the room,
// so when it comes after a click nothing in the list moves under the pointer.
// Nothing when `note` is empty; card_note_band_height() is the room it takes.
void card_note_band(Marks& marks, std::string_view note, const char* id);
float card_note_band_height(std::string_view note);

// Page Up and Page Down scroll the current window by most of its height, Home
// and End to its ends: a long page (the rules, the score book) read by keys.
void scroll_by_page_keys();

// A list's bullet, with the words after it on the same line a gap away. ImGui
// draws a bullet a frame's padding in from its item's left edge but counts the
// item only a font's size wide, so with a roomy padding the words would touch it.
void bullet(float ui_scale);

}  // namespace shell
