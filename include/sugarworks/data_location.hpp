// Where the folders the programs read are: the rules' data here, the game's art in the
// game. An installed copy finds them beside itself, so one build runs from its build
// folder, from /usr or from ~/.local without being told where it lives.
#pragma once

#include <filesystem>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

namespace sugarworks {

// What a lookup may consult. The tests pass their own, so the order can be checked
// without touching the process's environment.
struct Surroundings {
    // The value of an environment variable, "" when it is not set.
    std::function<std::string(const char* name)> variable;
    // The running program, symbolic links resolved; empty when it cannot be known.
    std::filesystem::path executable;

    static Surroundings of_this_process();
};

// `name` in an installation laid out by `cmake --install`: the program is in
// <prefix>/bin, its folders in <prefix>/share/sugarworks/<name>.
std::filesystem::path installed_folder(const std::filesystem::path& executable,
                                       std::string_view name);

// The first of `variables` set to something; else installed_folder(executable, name) when
// it is a folder; else `built_in`.
std::filesystem::path locate_folder(const Surroundings& around,
                                    std::initializer_list<const char*> variables,
                                    std::string_view name, const std::filesystem::path& built_in);

// The data folder: $SUGARWORKS_DATA, $SUGARWORKS_DATA_DIR (its older name), the installed
// share/sugarworks/data, else the source folder this build was configured with.
std::filesystem::path find_data_dir(const Surroundings& around);

// find_data_dir of this process.
std::filesystem::path default_data_dir();

}  // namespace sugarworks
