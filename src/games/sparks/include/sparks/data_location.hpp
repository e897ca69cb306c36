// Where the Sparks data is, by the engine's lookup (engine/folders.hpp).
#pragma once

#include <filesystem>

#include "engine/folders.hpp"

namespace sparks {

// The data folder: $SPARKS_DATA, the installed share/sugarworks/data/sparks, else the
// source folder this build was configured with.
std::filesystem::path find_data_dir(const engine::Surroundings& around);

// find_data_dir of this process.
std::filesystem::path default_data_dir();

}  // namespace sparks
