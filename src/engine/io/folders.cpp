#include "engine/folders.hpp"

#include <cstdlib>
#include <system_error>

namespace engine {

Surroundings Surroundings::of_this_process() {
    Surroundings here;
    here.variable = [](const char* name) -> std::string {
        const char* value = std::getenv(name);
        return value ? value : "";
    };
    // Linux names the running program here with its links resolved, so a program started
    // through a link elsewhere still finds the share folder of its own installation.
    std::error_code error;
    here.executable = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        here.executable.clear();
    return here;
}

std::filesystem::path installed_folder(const std::filesystem::path& executable,
                                       std::string_view name) {
    if (executable.empty())
        return {};
    return (executable.parent_path() / ".." / "share" / "sugarworks" / name).lexically_normal();
}

std::filesystem::path locate_folder(const Surroundings& around,
                                    std::initializer_list<const char*> variables,
                                    std::string_view name, const std::filesystem::path& built_in) {
    // Set but empty counts as unset: `SUGARWORKS_DATA= sugarworks` must not mean "here".
    if (around.variable)
        for (const char* variable : variables)
            if (std::string value = around.variable(variable); !value.empty())
                return value;
    // Only a folder that is there: a program run from its build folder has none, and reads
    // the source tree it was built from.
    if (const std::filesystem::path installed = installed_folder(around.executable, name);
        !installed.empty()) {
        std::error_code error;
        if (std::filesystem::is_directory(installed, error))
            return installed;
    }
    return built_in;
}

}  // namespace engine
