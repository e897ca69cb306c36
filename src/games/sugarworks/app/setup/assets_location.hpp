// Where the game's art is: $SUGARWORKS_ASSETS, $SUGARWORKS_ASSETS_DIR (its older name), the
// installed share/sugarworks/assets beside the program, else the source folder this build
// was configured with. The order is the data folder's (sugarworks/data_location.hpp).
#pragma once

#include <filesystem>

#include "sugarworks/data_location.hpp"

namespace sugarworks::app {

std::filesystem::path find_assets_dir(const Surroundings& around);

// find_assets_dir of this process.
std::filesystem::path default_assets_dir();

}  // namespace sugarworks::app
