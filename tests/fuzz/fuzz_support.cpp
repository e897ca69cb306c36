#include "fuzz_support.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>

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

void broken(const std::string& what) {
    std::fprintf(stderr, "fuzz: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

void check_diagnostics(const Diagnostics& errors, std::string_view file) {
    for (const Diagnostic& d : errors) {
        if (d.file.find(file) == std::string::npos)
            broken("a problem does not name the file \"" + std::string(file) +
                   "\": " + format_diagnostic(d));
        if (!d.pointer.empty() && d.pointer.front() != '/')
            broken("a problem's JSON pointer does not start with \"/\": " + format_diagnostic(d));
        if (d.message.empty())
            broken("a problem says nothing: " + format_diagnostic(d));
    }
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

ScratchData::ScratchData() {
    const fs::path base =
        fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
    std::string pattern = (base / "sugarworks-fuzz-XXXXXX").string();
    if (!::mkdtemp(pattern.data()))
        broken("cannot make a scratch folder in " + base.string());
    dir_ = pattern;
    fs::copy(shipped_data_dir(), dir_ / "data", fs::copy_options::recursive);
    dir_ /= "data";
}

ScratchData::~ScratchData() {
    std::error_code ec;
    fs::remove_all(dir_.parent_path(), ec);
}

void ScratchData::replace(const fs::path& relative, std::string_view text) {
    restore();
    const fs::path target = dir_ / relative;
    fs::create_directories(target.parent_path());
    std::ofstream(target, std::ios::binary | std::ios::trunc)
        .write(text.data(), static_cast<std::streamsize>(text.size()));
    replaced_ = relative;
}

void ScratchData::restore() {
    if (replaced_.empty())
        return;
    std::error_code ec;
    const fs::path original = shipped_data_dir() / replaced_;
    if (fs::exists(original, ec))
        fs::copy_file(original, dir_ / replaced_, fs::copy_options::overwrite_existing, ec);
    else
        fs::remove(dir_ / replaced_, ec);
    replaced_.clear();
}

}  // namespace sugarworks::fuzz
