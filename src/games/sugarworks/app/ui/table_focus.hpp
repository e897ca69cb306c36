// How Sugarworks' screens use the shell's key focus (shell/ui/key_focus.hpp): the
// factory floor's spaces and docks are one stop; a staged action's confirmation,
// the cover's and the recap's buttons and the die take the focus when they
// appear; a pick's first lit space takes it too.
#pragma once

#include <vector>

#include "shell/platform/key_chart.hpp"
#include "shell/ui/key_focus.hpp"

namespace sugarworks::app {

shell::FocusConventions table_focus();

// The keys that walk and press the controls on every screen, as the Keys page lists them.
const std::vector<shell::KeyBinding<shell::FocusMove>>& focus_keys();

}  // namespace sugarworks::app
