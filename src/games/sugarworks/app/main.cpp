// sugarworks: the desktop game. Sugarworks' module handed to the shell, which
// runs the window, the menu, the form, Load, the score book and the lessons
// around the game's table.
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
        // The module reads the catalog as long as it lives: they are held together.
        struct Held {
            sugarworks::CatalogLoad catalog;
            shell::GameModule module;
        };
        auto held = std::make_shared<Held>();
        held->catalog = sugarworks::load_catalog(folders.data);
        if (!held->catalog.ok()) {
            error = "the data folder " + folders.data.string() + " has errors:";
            for (const auto& d : held->catalog.errors)
                error += "\n" + sugarworks::format_diagnostic(d);
            return nullptr;
        }
        held->module =
            sugarworks::app::sugarworks_module(held->catalog.catalog, folders.data, folders.assets);
        return std::shared_ptr<const shell::GameModule>(held, &held->module);
    };
    program.known_saves = [](const shell::GameModule& game) {
        return game_registry::save_readers_for(game.saves);
    };
    return shell::run_program(program, argc, argv);
}
