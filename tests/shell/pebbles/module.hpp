// Pebbles as the shell knows it: the game module (shell/module/game_module.hpp)
// that the test-only program hands to shell::run_program.
#pragma once

#include "shell/module/game_module.hpp"

namespace pebbles {

shell::GameModule pebbles_module();

}  // namespace pebbles
