// Errors found in a data file, save or scenario: which file, where in it (a JSON
// pointer), and what is wrong, so a person can go straight to the spot.
#pragma once

#include <string>
#include <vector>

namespace engine {

struct Diagnostic {
    std::string file;
    std::string pointer;  // RFC 6901 JSON pointer; empty for the whole document
    std::string message;
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// "data/sugarworks/tiles.json:/tiles/3/center: unknown centre icon \"diagonal\""
std::string format_diagnostic(const Diagnostic& d);

using Diagnostics = std::vector<Diagnostic>;

}  // namespace engine
