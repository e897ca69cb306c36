// Planted: the shell reaching for a game's header (see sparks_includes_sugarworks.cpp).
// The shell knows a game only through its module, which a program hands it.
#include "shell/module/game_module.hpp"
#include "sugarworks/game_state.hpp"
