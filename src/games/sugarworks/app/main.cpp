// sugarworks: the desktop game. Sugarworks' catalog from its data folder
// (--data), then the shell with Sugarworks' module and every registered game's
// save reader: the shell runs the window, the menu, the form, Load, the score
// book and the lessons around the game's table.
#include <memory>

#include "game_registry.hpp"
#include "module/sugarworks_module.hpp"
#include "setup/assets_location.hpp"
#include "shell/module/program.hpp"
#include "shell/platform/allocator.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/data_location.hpp"

int main(int argc, char** argv) {
    shell::keep_freed_memory_for_reuse();
    shell::Program program;
    program.id = "sugarworks";
    program.folders = {sugarworks::default_data_dir(), sugarworks::app::default_assets_dir()};
    program.make = [](const shell::ProgramFolders& folders,
                      std::string& error) -> std::shared_ptr<const shell::GameModule> {
        sugarworks::CatalogLoad catalog = sugarworks::load_catalog(folders.data);
        if (!catalog.ok()) {
            error = shell::data_folder_errors(folders.data, catalog.errors);
            return nullptr;
        }
        return shell::module_holding(
            std::move(catalog.catalog), [&](const sugarworks::Catalog& held) {
                return sugarworks::app::sugarworks_module(held, folders.data, folders.assets);
            });
    };
    program.known_saves = [](const shell::GameModule& game) {
        return game_registry::save_readers_for(game.saves);
    };
    return shell::run_program(program, argc, argv);
}
