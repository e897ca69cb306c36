// The whole command line checked against the data before any window opens:
// what it asks to open (a mode and its players, a save, a lesson, a script, the
// art) must exist and go together. So a bad command line is told as such, with
// or without a display, rather than behind "no display found".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "setup/options.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::app {

struct CommandLineCheck {
    // What stops the run before a window opens ("--lesson: ..."), one line each.
    std::vector<std::string> problems;
    int exit_code = 0;  // 2 for a bad command line, 1 for a save a script cannot open
    // Told on stderr, then the game goes on: a save that does not open takes a
    // person to the menu, which says so too.
    std::vector<std::string> notes;
};

CommandLineCheck check_command_line(const Options& options, const Catalog& catalog);

}  // namespace sugarworks::app
