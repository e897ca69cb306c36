#include "setup/assets_location.hpp"

namespace sugarworks::app {

std::filesystem::path find_assets_dir(const Surroundings& around) {
    return locate_folder(around, {"SUGARWORKS_ASSETS", "SUGARWORKS_ASSETS_DIR"}, "assets",
                         SUGARWORKS_DEFAULT_ASSETS_DIR);
}

std::filesystem::path default_assets_dir() {
    return find_assets_dir(Surroundings::of_this_process());
}

}  // namespace sugarworks::app
