// Dear ImGui's look for Sugarworks: cream panels, chocolate ink, candy-pink buttons.
#pragma once

#include <imgui.h>

namespace sugarworks::app {

void apply_theme(float ui_scale);

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

// The next window fills the screen but for a margin, so the factory floor
// shows around a full-screen card (menus, rules, score sheet).
void next_window_inset(float ui_scale);

// The next window is a card of at most `w` x `h` points in the middle of the
// screen; returns the size it gets.
ImVec2 next_window_centered(float w, float h);

// A list's bullet, with the words after it on the same line a gap away. ImGui
// draws a bullet a frame's padding in from its item's left edge but counts the
// item only a font's size wide, so with the theme's padding the words would
// touch it.
void bullet(float ui_scale);

// While it lives, buttons take the look of the thing to do: candy pink with
// white words, a lighter pink under the pointer and a deeper one when pressed,
// so that pointing at it never makes it look disabled.
class PrimaryButtonLook {
  public:
    explicit PrimaryButtonLook(bool on = true);
    ~PrimaryButtonLook();
    PrimaryButtonLook(const PrimaryButtonLook&) = delete;
    PrimaryButtonLook& operator=(const PrimaryButtonLook&) = delete;

  private:
    bool on_;
};

}  // namespace sugarworks::app
