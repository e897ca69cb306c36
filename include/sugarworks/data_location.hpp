// Where the game's data folder is: $SUGARWORKS_DATA_DIR, else the folder this
// build was configured with.
#pragma once

#include <filesystem>

namespace sugarworks {

std::filesystem::path default_data_dir();

}  // namespace sugarworks
