// Opening a game for the table: from the new-game form (the menu's or the
// command line's) or from a save file, with what went wrong in words.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "setup/new_game_form.hpp"
#include "table/table.hpp"

namespace sugarworks::app {

struct TableOpening {
    std::optional<Table> table;
    std::string problem;  // set exactly when there is no table
    std::string notice;   // for the table: "Loaded autosave.json."
};

TableOpening table_from_form(const Catalog& catalog, const NewGameForm& form);
// Every problem with the save, one diagnostic (file:pointer: message) per line.
TableOpening table_from_save(const Catalog& catalog, const std::filesystem::path& path);

}  // namespace sugarworks::app
