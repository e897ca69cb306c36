// What the Sparks fuzz targets share: the shipped content, a scratch copy of
// data/sparks/, the games of every player count and variant, and a short game
// checked after every action on content that read without errors, so that content
// the readers accept is also played. The properties every reader keeps whatever
// it is given are those of every game (fuzz_common.hpp).
//
// Each target defines LLVMFuzzerTestOneInput. Built with libFuzzer (the fuzz
// preset) it is a fuzzer; built otherwise it is linked with run_inputs_main.cpp
// and replays the kept inputs and the seeds in the normal suite.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "sparks/action.hpp"
#include "sparks/content.hpp"
#include "sparks/game.hpp"

namespace sparks::fuzz {

using fuzzing::as_text;
using fuzzing::broken;
using fuzzing::check_diagnostics;

// The data folder the targets were built with (data/sparks/ of the source tree), or
// $SPARKS_FUZZ_DATA when set.
std::filesystem::path shipped_data_dir();
// The content of shipped_data_dir(); loaded once.
const Content& shipped_content();

// A copy of shipped_data_dir() as <temporary folder>/data/sparks, so that messages
// name its files as they name the shipped ones ("data/sparks/robots.json"); made
// once and removed at exit.
fuzzing::ScratchFolder& scratch_data();

// The options of a game of each player count, plain and with every variant the
// count allows (the solo game with the most goal tiles), that `content` can deal.
std::vector<GameOptions> every_kind_of_game(const Content& content);

// An action as its JSON, for messages.
std::string describe(const Action& action);

// Plays up to `max_actions` random legal actions of `game` from set-up by `seed`,
// checking the harness's invariants after every action, that a listed action is
// accepted and that a game not over has one; then replays the game as a save and
// through the JSON of its actions and its state. A broken property stops the run.
void play_checked(const Game& game, std::uint64_t seed, int max_actions);

}  // namespace sparks::fuzz
