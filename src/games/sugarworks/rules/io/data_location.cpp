#include "sugarworks/data_location.hpp"

namespace sugarworks {

std::filesystem::path find_data_dir(const Surroundings& around) {
    return locate_folder(around, {"SUGARWORKS_DATA", "SUGARWORKS_DATA_DIR"}, "data",
                         SUGARWORKS_DEFAULT_DATA_DIR);
}

std::filesystem::path default_data_dir() {
    return find_data_dir(Surroundings::of_this_process());
}

}  // namespace sugarworks
