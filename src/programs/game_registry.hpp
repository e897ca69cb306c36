// Every game this house builds, as a save list knows it: the one file that names
// every game, so that a program's Load screen can say what a save of another
// game is ("a Sugarworks save: open it with sugarworks") instead of failing on it.
// Learnt from OpenSpiel's game registry; our own, and a list rather than globals.
#pragma once

#include <vector>

#include "engine/save_header.hpp"

namespace game_registry {

// Each game's id, name and newest save format. Reading a header needs the game's
// content, which only its own program loads, so these readers open no save: each
// says which program does. A program puts its own reader in with
// save_readers_for.
std::vector<engine::save::GameSaves> registered_save_readers();

// The registered games with `own` (the running program's module's reader) in
// place of its game's entry (added when its game is not listed): the list a
// program hands the shell.
std::vector<engine::save::GameSaves> save_readers_for(const engine::save::GameSaves& own);

}  // namespace game_registry
