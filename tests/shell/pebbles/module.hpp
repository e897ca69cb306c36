// Pebbles as the shell knows it: the game module (shell/module/game_module.hpp)
// that the test-only program hands to shell::run_program.
#pragma once

#include "shell/module/game_module.hpp"

namespace pebbles {

// A broken table, for the test that the shell's privacy check catches one: it
// writes every seat's hand on every frame.
enum class TableHonesty { Honest, PeeksAtEveryHand };

shell::GameModule pebbles_module(TableHonesty honesty = TableHonesty::Honest);

}  // namespace pebbles
