// Sugarworks' table through the shell: the game's module handed to
// shell::run_program as a thin main hands it, so that the shell's router, its
// covers' moments, its driver and its privacy check are proven on Sugarworks'
// table (its own cover, recap, moments, computers and score sheet).
#include <cstdio>

#include "game_registry.hpp"
#include "module/sugarworks_module.hpp"
#include "setup/assets_location.hpp"
#include "shell/module/program.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/data_location.hpp"

int main(int argc, char** argv) {
    const std::filesystem::path data_dir = sugarworks::default_data_dir();
    sugarworks::CatalogLoad catalog = sugarworks::load_catalog(data_dir);
    if (!catalog.ok()) {
        std::fprintf(stderr, "sugarworks: the data folder %s has errors:\n",
                     data_dir.string().c_str());
        for (const auto& d : catalog.errors)
            std::fprintf(stderr, "%s\n", sugarworks::format_diagnostic(d).c_str());
        return 1;
    }
    const shell::GameModule module = sugarworks::app::sugarworks_module(
        catalog.catalog, data_dir, sugarworks::app::default_assets_dir());
    const auto known = game_registry::save_readers_for(module.saves);
    return shell::run_program(module, known, argc, argv);
}
