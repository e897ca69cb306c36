#include "shell/platform/app_keys.hpp"

namespace shell {

const std::vector<KeyBinding<AppKey>>& app_keys() {
    static const std::vector<KeyBinding<AppKey>> kKeys = {
        {{{SDLK_q, SDLK_UNKNOWN, true}},
         "Quit: a game under way is saved first, to go on with next time",
         AppKey::Quit},
        {{{SDLK_F11}}, "Full screen, or back to a window", AppKey::FullScreen},
        {{{SDLK_ESCAPE}},
         "Back: from the menu to the game under way; on the other screens, their Back button",
         AppKey::MenuBack},
    };
    return kKeys;
}

}  // namespace shell
