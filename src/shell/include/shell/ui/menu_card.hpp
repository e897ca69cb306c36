// The main menu of every game's program: a banner (the game's logo, or its name)
// and under it a card of buttons, every one always in its place, greyed when
// there is nothing for it to do, so none moves when a game begins or ends. A
// message for the player stands where the banner is, not above the buttons.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "shell/platform/fonts.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

struct MenuEntry {
    std::string id{};     // "menu:new": what a script clicks
    std::string words{};  // "New game"
    bool enabled = true;
    std::string tooltip{};           // under the pointer, when it may be pressed
    std::string tooltip_disabled{};  // under the pointer, when it is greyed
    bool default_focus = false;      // where ImGui's keyboard navigation starts
};

// Draws the game's banner in `area` (the logo's place), saying its name in `marks`.
using DrawBanner = std::function<void(const Rect& area, const Fonts& fonts, Marks& marks)>;

// The banner's place is sized for a logo `logo_aspect` times as wide as it is tall.
struct MenuLook {
    float logo_aspect = 512.0f / 160.0f;
    // The game's own banner; when not set, its name in the title font over the
    // windows behind the menu, and `tagline` under it.
    DrawBanner banner;
    std::string tagline;
};

// Draws the menu; the id of the entry pressed this frame, or empty.
std::string draw_menu_card(const Fonts& fonts, float ui_scale, Marks& marks,
                           const std::vector<MenuEntry>& entries, const std::string& note,
                           const std::string& game_name, const MenuLook& look);

}  // namespace shell
