// The keys the router answers on every screen, before any screen's own: quit,
// full screen, and Esc on the menu back to the game under way. A table, which
// the Keys page lists (on the other screens, Esc is their Back button's).
#pragma once

#include <vector>

#include "shell/platform/key_chart.hpp"

namespace shell {

enum class AppKey { Quit, FullScreen, MenuBack };

const std::vector<KeyBinding<AppKey>>& app_keys();

}  // namespace shell
