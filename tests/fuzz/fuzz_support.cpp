#include "fuzz_support.hpp"

#include <cstdlib>

#include "harness/random_sim.hpp"
#include "harness/save_round_trip.hpp"

namespace sugarworks::fuzz {

namespace fs = std::filesystem;

fs::path shipped_data_dir() {
    if (const char* env = std::getenv("SUGARWORKS_FUZZ_DATA"); env && *env)
        return env;
    return SUGARWORKS_FUZZ_DATA_DIR;
}

const Catalog& shipped_catalog() {
    static const Catalog catalog = [] {
        CatalogLoad load = load_catalog(shipped_data_dir());
        if (!load.ok())
            broken("the shipped data does not load: " + format_diagnostic(load.errors.front()));
        return std::move(load.catalog);
    }();
    return catalog;
}

void play_checked(const Game& game, std::uint64_t seed) {
    harness::HarnessOptions options;
    options.save_check = harness::save_round_trip;
    const harness::HarnessReport report = harness::run_random_game(game, seed, options);
    if (!report.ok())
        broken("a game on content that read without errors broke the rules engine: " +
               harness::describe(game, *report.failure));
}

ScratchData& ScratchData::instance() {
    static ScratchData scratch;
    return scratch;
}

ScratchData::ScratchData() : ScratchFolder(shipped_data_dir(), "data") {}

}  // namespace sugarworks::fuzz
