// sparks: the desktop game. Sparks' content from its data folder (--data), then
// the shell with Sparks' module and every registered game's save reader.
#include <memory>

#include "game_registry.hpp"
#include "shell/module/program.hpp"
#include "sparks/content_reader.hpp"
#include "sparks/data_location.hpp"
#include "table/sparks_module.hpp"

int main(int argc, char** argv) {
    shell::Program program;
    program.id = "sparks";
    program.folders = {sparks::default_data_dir(), {}};
    program.make = [](const shell::ProgramFolders& folders,
                      std::string& error) -> std::shared_ptr<const shell::GameModule> {
        sparks::LoadedContent loaded = sparks::load_content(folders.data);
        if (!loaded.content) {
            error = shell::data_folder_errors(folders.data, loaded.errors);
            return nullptr;
        }
        return shell::module_holding(std::move(*loaded.content), [](const sparks::Content& held) {
            return sparks::table::sparks_module(held);
        });
    };
    program.known_saves = [](const shell::GameModule& game) {
        return game_registry::save_readers_for(game.saves);
    };
    return shell::run_program(program, argc, argv);
}
