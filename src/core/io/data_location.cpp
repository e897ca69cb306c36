#include "sugarworks/data_location.hpp"

#include <cstdlib>

namespace sugarworks {

std::filesystem::path default_data_dir() {
    if (const char* env = std::getenv("SUGARWORKS_DATA_DIR"); env && *env)
        return env;
    return SUGARWORKS_DEFAULT_DATA_DIR;
}

}  // namespace sugarworks
