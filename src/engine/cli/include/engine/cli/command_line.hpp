// What every game's command-line tools share: one command a run, --version, a
// command line CLI11 refuses told in its words (an unknown command named, with
// the commands there are), a command that throws reported as an internal error,
// the data's problems printed one a line, the seed read as a whole 64-bit number
// and the computer's levels read from a list. Every program exits 3 on an
// internal error and with CLI11's own status on a command line it refuses; each
// command gives its own statuses for bad input.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/bot_level.hpp"
#include "engine/diagnostic.hpp"

namespace engine::cli {

inline constexpr int kInternalError = 3;

// `program --version` prints "<program> <version>", and one command is required.
void set_up(CLI::App& app, std::string_view program, std::string_view version);

// Parses the command line; on a line CLI11 refuses, prints why (an unknown command
// is named, with the commands `app` has) and returns the exit status.
std::optional<int> parse(CLI::App& app, int argc, char** argv);

// Runs the chosen command; one that throws (bad input is reported by the commands
// themselves: this is a last resort) is reported as an internal error.
int run(std::string_view program, const std::function<int()>& command);

// Each problem as file:/pointer: message, one a line, on stderr.
void print_errors(const Diagnostics& errors);

// A seed: a whole number from 0 to 2^64 - 1, named when it is not.
CLI::Validator seed_number();

// The levels of a comma-separated list, or nothing after printing
// "<command>: unknown level ..." on stderr.
std::optional<std::vector<BotLevel>> levels_or_say_why(std::string_view text,
                                                       std::string_view command);

}  // namespace engine::cli
