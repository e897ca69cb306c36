// sparks: the desktop game. Sparks' content from its data folder (--data), then
// the shell with Sparks' module and every registered game's save reader.
#include <memory>

#include "engine/diagnostic.hpp"
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
        // The module reads the content as long as it lives: they are held together.
        struct Held {
            sparks::LoadedContent content;
            shell::GameModule module;
        };
        auto held = std::make_shared<Held>();
        held->content = sparks::load_content(folders.data);
        if (!held->content.content) {
            error = "the data folder " + folders.data.string() + " has errors:";
            for (const engine::Diagnostic& d : held->content.errors)
                error += "\n" + engine::format_diagnostic(d);
            return nullptr;
        }
        held->module = sparks::table::sparks_module(*held->content.content);
        return std::shared_ptr<const shell::GameModule>(held, &held->module);
    };
    program.known_saves = [](const shell::GameModule& game) {
        return game_registry::save_readers_for(game.saves);
    };
    return shell::run_program(program, argc, argv);
}
