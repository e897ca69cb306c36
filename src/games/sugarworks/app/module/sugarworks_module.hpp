// Sugarworks as the shell knows a game (shell::GameModule): its name, seats and
// computer levels, its saves, new games from the shell's set-up (the mode and
// advanced rules as options), its table (SugarworksTable), its rules in words,
// its look, keys, seat colours, settings and sounds.
#pragma once

#include <filesystem>

#include "shell/module/game_module.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::app {

// The option of NewGameSetup naming the mode ("third_shift"); each advanced rule
// is an option of its own ("side_b": "on").
inline constexpr const char* kModeOption = "mode";

// `catalog` outlives the module; its lessons are read from `data_dir` and the
// pictures from `assets_dir` once the window is open.
shell::GameModule sugarworks_module(const Catalog& catalog, const std::filesystem::path& data_dir,
                                    const std::filesystem::path& assets_dir);

}  // namespace sugarworks::app
