// What the fuzz targets share: the shipped catalog, a scratch copy of the data
// folder, the properties every reader must keep whatever it is given, and a
// short checked game on content that read without errors, so that content the
// readers accept is also played.
//
// Each target defines LLVMFuzzerTestOneInput. Built with libFuzzer (the fuzz
// preset) it is a fuzzer; built otherwise it is linked with run_inputs_main.cpp
// and replays the kept inputs and the seeds in the normal suite.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "sugarworks/catalog.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks::fuzz {

// The data folder the targets were built with (data/ of the source tree), or
// $SUGARWORKS_FUZZ_DATA when set.
std::filesystem::path shipped_data_dir();
// The catalog of shipped_data_dir(); loaded once.
const Catalog& shipped_catalog();

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// Stops the run with a message: a property the target checks was broken. libFuzzer
// keeps the input that did it.
[[noreturn]] void broken(const std::string& what);

// Every problem names the file it was given and a JSON pointer (empty or starting
// with "/"), and says something.
void check_diagnostics(const Diagnostics& errors, std::string_view file);

// Plays one game of `game` with random legal actions, checking every invariant of
// the random-simulation harness after every action; a broken invariant stops the run.
void play_checked(const Game& game, std::uint64_t seed);

// A copy of the shipped data folder in a temporary folder, made once and removed
// at exit, in which one file at a time is replaced by an input and put back.
class ScratchData {
  public:
    static ScratchData& instance();
    const std::filesystem::path& dir() const { return dir_; }
    // Writes `text` over `relative` (put back by restore()).
    void replace(const std::filesystem::path& relative, std::string_view text);
    void restore();

  private:
    ScratchData();
    ~ScratchData();
    std::filesystem::path dir_;
    std::filesystem::path replaced_;
};

}  // namespace sugarworks::fuzz
