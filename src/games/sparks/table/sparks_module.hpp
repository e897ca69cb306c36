// Sparks as the desktop shell knows it (shell/module/game_module.hpp): its name,
// player counts and computer levels, its saves, a new game from the form, a
// saved game from its text, and its rules screen.
#pragma once

#include "shell/module/game_module.hpp"
#include "sparks/content.hpp"

namespace sparks::table {

// `content` must outlive the module and every game it makes.
shell::GameModule sparks_module(const Content& content);

}  // namespace sparks::table
