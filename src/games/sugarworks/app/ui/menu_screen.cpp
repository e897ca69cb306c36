#include "ui/menu_screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "render/palette.hpp"
#include "shell/ui/menu_card.hpp"
#include "ui/card_text.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
MenuIntents draw_menu(const Painter& p, const shell::Fonts& fonts, float s, Marks& marks,
                      const MenuState& state) {
    // The shell's menu card, with Sugarworks' nine buttons and its logo.
    const std::vector<shell::MenuEntry> entries = {
        {.id = "menu:resume",
         .words = state.resume_words,
         .enabled = state.can_resume,
         .tooltip_disabled = "No game is open: start one, or continue the autosaved one"},
        {.id = "menu:continue",
         .words = "Continue the autosaved game",
         .enabled = state.can_continue,
         .tooltip = "The game as it was when it was last left or saved",
         .tooltip_disabled = "No game under way has been autosaved"},
        {.id = "menu:new", .words = "New game", .default_focus = true},
        {.id = "menu:load", .words = "Load"},
        {.id = "menu:tutorial",
         .words = "Tutorial",
         .tooltip = "Learn the game in lessons, one shift at a time, from the basics"},
        {.id = "menu:rules", .words = "Rules"},
        {.id = "menu:settings", .words = "Settings"},
        {.id = "menu:score_book",
         .words = "Score book",
         .tooltip = "Your best solo and co-operative runs, and their deals to play again"},
        {.id = "menu:quit", .words = state.quit_words},
    };
    shell::MenuLook look;
    look.banner = [&](const Rect& logo, const shell::Fonts&, Marks& said) {
        Painter tp = p;
        tp.font = fonts.title;
        const float logo_h = logo.height();
        if (p.image("places/title_logo_backdrop.svg", logo)) {
            tp.text_centered({logo.center().x, logo.min.y + 0.49f * logo_h}, 0.28f * logo_h,
                             palette::kPinkDeep, "Sugarworks");
        } else {
            tp.text_centered(logo.center(), 0.3f * logo_h, palette::kPinkDeep, "Sugarworks");
        }
        said.said("Sugarworks");
    };
    const std::string pressed =
        shell::draw_menu_card(fonts, s, marks, entries, state.note, "Sugarworks", look);
    MenuIntents out;
    out.resume = pressed == "menu:resume";
    out.continue_game = pressed == "menu:continue";
    out.new_game = pressed == "menu:new";
    out.load = pressed == "menu:load";
    out.tutorial = pressed == "menu:tutorial";
    out.rules = pressed == "menu:rules";
    out.settings = pressed == "menu:settings";
    out.score_book = pressed == "menu:score_book";
    out.quit = pressed == "menu:quit";
    return out;
}

}  // namespace sugarworks::app
