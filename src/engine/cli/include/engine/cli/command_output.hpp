// What every game's command-line commands share once the line is parsed: the
// internal-error status, a command that throws reported as such, the data's
// problems printed one a line and the computer's levels read from a list. Kept
// apart from command_line.hpp so that the commands' files do not read CLI11's
// headers, the longest part of their build.
#pragma once

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/bot_level.hpp"
#include "engine/diagnostic.hpp"

namespace engine::cli {

inline constexpr int kInternalError = 3;

// Runs the chosen command; one that throws (bad input is reported by the commands
// themselves: this is a last resort) is reported as an internal error.
int run(std::string_view program, const std::function<int()>& command);

// Each problem as file:/pointer: message, one a line, on stderr.
void print_errors(const Diagnostics& errors);

// The levels of a comma-separated list, or nothing after printing
// "<command>: unknown level ..." on stderr.
std::optional<std::vector<BotLevel>> levels_or_say_why(std::string_view text,
                                                       std::string_view command);

}  // namespace engine::cli
