// sugarworks: the desktop game.
#include <cstdio>

#include "game_registry.hpp"
#include "platform/main_loop.hpp"
#include "setup/command_line_check.hpp"
#include "setup/options.hpp"
#include "setup/session.hpp"
#include "shell/platform/allocator.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/save_header.hpp"

int main(int argc, char** argv) {
    using namespace sugarworks::app;
    const auto start = shell::Clock::now();
    shell::keep_freed_memory_for_reuse();
    const ParsedOptions parsed = parse_options(argc, argv);
    if (!parsed.options)
        return parsed.exit_code;
    const Options& options = *parsed.options;

    sugarworks::CatalogLoad catalog = sugarworks::load_catalog(options.data_dir);
    if (!catalog.ok()) {
        std::fprintf(stderr, "sugarworks: the data folder %s has errors:\n",
                     options.data_dir.string().c_str());
        for (const auto& d : catalog.errors)
            std::fprintf(stderr, "%s\n", sugarworks::format_diagnostic(d).c_str());
        return kExitBadData;
    }
    // Everything the command line asks for is checked before a window opens, so
    // its problems are told with or without a display.
    const CommandLineCheck check = check_command_line(options, catalog.catalog);
    for (const std::string& line : check.problems)
        std::fprintf(stderr, "sugarworks: %s\n", line.c_str());
    if (!check.problems.empty())
        return check.exit_code;
    for (const std::string& line : check.notes)
        std::fprintf(stderr, "sugarworks: %s\n", line.c_str());
    std::optional<Session> example;
    if (!options.scenario.empty()) {
        SessionLoad load = load_session(options.data_dir, options.scenario_path());
        if (!load.session) {
            std::fprintf(stderr, "sugarworks: %s", load.error.c_str());
            return kExitBadData;
        }
        example = std::move(load.session);
    }
    const auto known = game_registry::save_readers_for(sugarworks::game_saves(catalog.catalog));
    return run_game(options, catalog.catalog, example ? &*example : nullptr, known, start);
}
