// Errors found in a data file, save or scenario are the engine's diagnostics
// (engine/diagnostic.hpp): which file, where in it (a JSON pointer), and what is wrong.
#pragma once

#include "engine/diagnostic.hpp"

namespace sugarworks {

using engine::Diagnostic;
using engine::Diagnostics;
using engine::format_diagnostic;

}  // namespace sugarworks
