// The shell's record of what a frame drew where and said (shell/ui/marks.hpp),
// under the names the game's screens use.
#pragma once

#include "shell/ui/marks.hpp"

namespace sugarworks::app {

using shell::Mark;
using shell::MarkPanel;
using shell::MarkRole;
using shell::Marks;
using shell::Rect;
using shell::ui_back_button;
using shell::ui_button;
using shell::ui_button_if;
using shell::ui_text;
using shell::ui_text_wrapped;

}  // namespace sugarworks::app
