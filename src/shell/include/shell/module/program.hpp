// A game's desktop program: its thin main hands the shell its module and the
// registry's list of every game, and the shell does the rest: the command line,
// the window, the menu, the new-game form, the hand-off cover, the table, save
// and Load, the replay and the score book.
#pragma once

#include <span>

#include "engine/save_header.hpp"
#include "shell/module/game_module.hpp"

namespace shell {

// Runs `game`'s program with `argc`/`argv`; `known` are the save readers of every
// registered game (the Load screen names a save of another of them). Returns the
// process's exit status.
int run_program(const GameModule& game, std::span<const engine::save::GameSaves> known, int argc,
                char** argv);

}  // namespace shell
