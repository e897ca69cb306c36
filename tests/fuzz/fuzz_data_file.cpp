// Fuzz target for one data file kind: kFuzzDataFile names the file of
// data/ the input stands for ("tiles.json", "boards/side_a.json", ...). The
// input is read by that file's reader; when it reads without errors it replaces
// the file in a copy of the data folder, the whole folder is validated and
// loaded as the game does, and a short game of one mode is played on it with
// every invariant checked.
#include <algorithm>
#include <cstdint>
#include <string>

#include "catalog/catalog_readers.hpp"
#include "fuzz_support.hpp"
#include "sugarworks/json_reader.hpp"

using namespace sugarworks;

// The file the input stands for: each target's own, in a one-line source the build
// writes beside it (tests/fuzz/CMakeLists.txt), so that this file is compiled once.
extern const char kFuzzDataFile[];

namespace {

const std::string_view kFile = kFuzzDataFile;

// The input read alone by its own reader; returns whether it read without errors.
bool reads_alone(std::string_view text) {
    Diagnostics errors;
    const std::string name = "data/" + std::string(kFile);
    const auto doc = io::parse_json_text(text, name, errors);
    if (doc) {
        io::JsonReader reader(name, errors);
        const std::filesystem::path path(kFile);
        const std::string folder = path.parent_path().string();
        if (kFile == "candies.json")
            catalog::read_candy_rules(*doc, reader);
        else if (kFile == "tiles.json")
            catalog::read_tile_kinds(*doc, reader);
        else if (folder == "boards")
            catalog::read_board(*doc, io::Pointer(), reader, true);
        else if (kFile == "orders.json")
            catalog::read_order_cards(*doc, reader);
        else if (kFile == "blanket_orders.json")
            catalog::read_blanket_cards(*doc, reader);
        else if (kFile == "die.json")
            catalog::read_die_faces(*doc, reader);
        else if (kFile == "sugarworkers.json")
            catalog::read_sugarworker_cards(*doc, reader);
        else if (folder == "scenarios")
            catalog::read_scenario(*doc, reader, path.stem().string());
        else
            fuzz::broken("no reader for " + std::string(kFile));
    }
    fuzz::check_diagnostics(errors, kFile);
    return errors.empty();
}

// The data folder with the input in place, as `validate-data` and the game read it.
void check_in_place(std::string_view text) {
    fuzz::ScratchData& scratch = fuzz::ScratchData::instance();
    scratch.replace(std::string(kFile), text);
    const ValidationReport report = validate_data(scratch.dir());
    fuzz::check_diagnostics(report.errors, "");
    const CatalogLoad load = load_catalog(scratch.dir());
    // validate-data reports all the loader does (and more: the movement scenarios).
    for (const Diagnostic& d : load.errors) {
        if (std::find(report.errors.begin(), report.errors.end(), d) == report.errors.end())
            fuzz::broken("validate-data misses a problem the game's loader finds: " +
                         format_diagnostic(d));
    }
    if (load.ok() && !load.catalog.scenarios.empty()) {
        // One mode, player count and seed per input, chosen by its size.
        const Scenario& scenario =
            load.catalog.scenarios[text.size() % load.catalog.scenarios.size()];
        const int span = scenario.max_players - scenario.min_players + 1;
        const int players = scenario.min_players + static_cast<int>(text.size() / 7) % span;
        GameOptions options = GameOptions::for_scenario(scenario, players);
        options.round_cap = 3;  // short games: the content is what is being tried
        if (Game::validate_options(load.catalog, options).empty())
            fuzz::play_checked(Game(load.catalog, options), text.size());
    }
    scratch.restore();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::as_text(data, size);
    if (reads_alone(text))
        check_in_place(text);
    return 0;
}
