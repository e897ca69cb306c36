#include "sparks/data_location.hpp"

namespace sparks {

std::filesystem::path find_data_dir(const engine::Surroundings& around) {
    return engine::locate_folder(around, {"SPARKS_DATA"}, "data/sparks", SPARKS_DEFAULT_DATA_DIR);
}

std::filesystem::path default_data_dir() {
    return find_data_dir(engine::Surroundings::of_this_process());
}

}  // namespace sparks
