// Where the Sugarworks data is: the rules' data here, the game's art in the game
// (assets_location.hpp). The lookup itself is the engine's (engine/folders.hpp).
#pragma once

#include <filesystem>

#include "engine/folders.hpp"

namespace sugarworks {

using engine::installed_folder;
using engine::locate_folder;
using engine::Surroundings;

// The data folder: $SUGARWORKS_DATA, $SUGARWORKS_DATA_DIR (its older name), the installed
// share/sugarworks/data, else the source folder this build was configured with.
std::filesystem::path find_data_dir(const Surroundings& around);

// find_data_dir of this process.
std::filesystem::path default_data_dir();

}  // namespace sugarworks
