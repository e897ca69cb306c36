// sparks: the desktop game. Sparks' content from its data folder, then the
// shell with Sparks' module and every registered game's save reader.
#include <cstdio>

#include "engine/diagnostic.hpp"
#include "game_registry.hpp"
#include "shell/module/program.hpp"
#include "sparks/content_reader.hpp"
#include "sparks/data_location.hpp"
#include "table/sparks_module.hpp"

int main(int argc, char** argv) {
    const std::filesystem::path data_dir = sparks::default_data_dir();
    sparks::LoadedContent loaded = sparks::load_content(data_dir);
    if (!loaded.content) {
        std::fprintf(stderr, "sparks: the data folder %s has errors:\n", data_dir.string().c_str());
        for (const engine::Diagnostic& d : loaded.errors)
            std::fprintf(stderr, "%s\n", engine::format_diagnostic(d).c_str());
        return 1;
    }
    const shell::GameModule module = sparks::table::sparks_module(*loaded.content);
    const auto known = game_registry::save_readers_for(module.saves);
    return shell::run_program(module, known, argc, argv);
}
