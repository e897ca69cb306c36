// What every game's command-line tools share in reading their line: one command
// a run, --version, a command line CLI11 refuses told in its words (an unknown
// command named, with the commands there are) and the seed read as a whole 64-bit
// number. Every program exits 3 on an internal error (command_output.hpp) and
// with CLI11's own status on a command line it refuses; each command gives its
// own statuses for bad input. Only the programs' mains include this header.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string_view>

#include "engine/cli/command_output.hpp"

namespace engine::cli {

// `program --version` prints "<program> <version>", and one command is required.
void set_up(CLI::App& app, std::string_view program, std::string_view version);

// Parses the command line; on a line CLI11 refuses, prints why (an unknown command
// is named, with the commands `app` has) and returns the exit status.
std::optional<int> parse(CLI::App& app, int argc, char** argv);

// A seed: a whole number from 0 to 2^64 - 1, named when it is not.
CLI::Validator seed_number();

}  // namespace engine::cli
