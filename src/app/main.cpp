// sugarworks: the desktop game.
#include <cstdio>

#include "app/allocator.hpp"
#include "app/main_loop.hpp"
#include "app/options.hpp"
#include "app/session.hpp"

int main(int argc, char** argv) {
    using namespace sugarworks::app;
    const auto start = Clock::now();
    keep_freed_memory_for_reuse();
    const ParsedOptions parsed = parse_options(argc, argv);
    if (!parsed.options)
        return parsed.exit_code;
    const Options& options = *parsed.options;

    SessionLoad load = load_session(options.data_dir, options.scenario_path());
    if (!load.session) {
        std::fprintf(stderr, "sugarworks: %s", load.error.c_str());
        return kExitBadData;
    }
    return run_game(options, *load.session, start);
}
