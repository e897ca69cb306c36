// Sugarworks' rules as the shell holds a game's own (shell::OwnRules): the
// tabbed Rules screen (the round, the Bonk! chart, the icons, scoring, modes,
// questions, keys) and the movement example it plays (a scenario file's floor,
// the rulebook's own without one), which `--scenario` opens on its own.
#pragma once

#include <filesystem>
#include <memory>

#include "module/sugarworks_table.hpp"
#include "shell/module/own_screen.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::app {

// `catalog` outlives the rules; the scenarios are read from `data_dir`.
shell::OwnRules sugarworks_rules(const Catalog& catalog, const std::filesystem::path& data_dir,
                                 std::shared_ptr<TableArt> art);

}  // namespace sugarworks::app
