// Made-up surroundings for the folder lookups (data_location.hpp): these
// environment variables and this program path, instead of the real process's.
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "sugarworks/data_location.hpp"

namespace sugarworks::testkit {

inline Surroundings surroundings(std::map<std::string, std::string> variables,
                                 std::filesystem::path executable) {
    return {[variables](const char* name) {
                const auto it = variables.find(name);
                return it == variables.end() ? std::string() : it->second;
            },
            std::move(executable)};
}

// A made-up installation under `prefix`: bin/<program> (never run) and the folder
// share/sugarworks/<folder>. Returns the program's path.
inline std::filesystem::path make_installation(const std::filesystem::path& prefix,
                                               const std::string& folder,
                                               const std::string& program) {
    std::filesystem::create_directories(prefix / "bin");
    std::filesystem::create_directories(prefix / "share" / "sugarworks" / folder);
    return prefix / "bin" / program;
}

}  // namespace sugarworks::testkit
