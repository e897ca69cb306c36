// The sub-commands of sugarworks-cli. Each returns the process exit status.
#pragma once

#include <filesystem>
#include <string>

namespace sugarworks::cli {

int validate_data_command(const std::filesystem::path& dir);
int movement_command(const std::filesystem::path& data_dir, const std::filesystem::path& scenario,
                     bool as_json);

}  // namespace sugarworks::cli
