// Where the folders a program reads are, for every game on the engine: an
// installed copy finds them beside itself, so one build runs from its build
// folder, from /usr or from ~/.local without being told where it lives. Both
// games install into one package, share/sugarworks/.
#pragma once

#include <filesystem>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

namespace engine {

// What a lookup may consult. The tests pass their own, so the order can be checked
// without touching the process's environment.
struct Surroundings {
    // The value of an environment variable, "" when it is not set.
    std::function<std::string(const char* name)> variable;
    // The running program, symbolic links resolved; empty when it cannot be known.
    std::filesystem::path executable;

    static Surroundings of_this_process();
};

// `name` (a folder, or a path such as "data/sparks") in an installation laid out by
// `cmake --install`: the program is in <prefix>/bin, its folders in
// <prefix>/share/sugarworks/<name>.
std::filesystem::path installed_folder(const std::filesystem::path& executable,
                                       std::string_view name);

// The first of `variables` set to something; else installed_folder(executable, name) when
// it is a folder; else `built_in`.
std::filesystem::path locate_folder(const Surroundings& around,
                                    std::initializer_list<const char*> variables,
                                    std::string_view name, const std::filesystem::path& built_in);

}  // namespace engine
