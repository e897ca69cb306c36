// What the Sugarworks fuzz targets share: the shipped catalog, a scratch copy of
// the data folder, the properties every reader must keep whatever it is given
// (fuzz_common.hpp, shared with the Sparks targets), and a short checked game on
// content that read without errors, so that content the readers accept is also
// played.
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

#include "fuzz_common.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks::fuzz {

// The data folder the targets were built with (data/ of the source tree), or
// $SUGARWORKS_FUZZ_DATA when set.
std::filesystem::path shipped_data_dir();
// The catalog of shipped_data_dir(); loaded once.
const Catalog& shipped_catalog();

using fuzzing::as_text;
using fuzzing::broken;
using fuzzing::check_diagnostics;

// Plays one game of `game` with random legal actions, checking every invariant of
// the random-simulation harness after every action; a broken invariant stops the run.
void play_checked(const Game& game, std::uint64_t seed);

// A copy of the shipped data folder (fuzz_common.hpp), made once and removed at
// exit.
class ScratchData : public fuzzing::ScratchFolder {
  public:
    static ScratchData& instance();

  private:
    ScratchData();
};

}  // namespace sugarworks::fuzz
